import { EXECUTIVE_ACTION_MESSAGES, type ApplicationStatus } from '@donation-network/shared-rules';
import { loadSupabase } from '@donation-network/portal-session';
import { orContainsPattern, pageRange, readQuery, readSingle, RequestError, requestError } from '@donation-network/portal-data';
import { type BadgeVariant } from '@donation-network/shared-ui';
import { COMPENSATION_COLUMNS, type CompensationParts } from './compensation';
import { readCountedPage } from '../../../lib/counted-page';
import { PDF_ROW_LIMIT, type ListPage, type ListQueryBuilder } from './list-query';

export const OPPORTUNITIES_PAGE_SIZE = 20;

export const WORK_MODES = ['Remote', 'Onsite', 'Flexible', 'Hybrid'] as const;
export const DURATIONS = ['Once a week', 'Once a fortnight', 'Once a month', 'Flexible', 'Full engagement'] as const;
export const INDUSTRIES = ['Healthcare', 'Technology', 'Finance', 'Energy', 'Education', 'Non-profit'] as const;
export const POSITION_TYPES = ['Part-time', 'Advisory', 'Contract'] as const;
export const COMPENSATION_TYPES = ['hourly', 'equity', 'negotiable'] as const;
export const OPPORTUNITY_SORTS = ['newest', 'oldest', 'organization-asc', 'organization-desc'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

/** PostgreSQL unique_violation: two applications raced past the trigger's check. */
const UNIQUE_VIOLATION = '23505';

/** A row of `executive_opportunities` as the opportunities table reads it. */
export interface ExecutiveOpportunity extends CompensationParts {
  id: string;
  organization: string;
  position: string;
  type: string;
  duration: string;
  location: string;
  work_mode: string;
  industry: string;
  posted_date: string;
  status: string;
}

/** 'Berlin (Hybrid)'; a location that already says the work mode ('Remote') stands alone. */
export function opportunityLocation({ location, work_mode }: Pick<ExecutiveOpportunity, 'location' | 'work_mode'>): string {
  if (!work_mode || location.trim().toLowerCase() === work_mode.trim().toLowerCase()) return location;
  return `${location} (${work_mode})`;
}

/** The detail dialog's fields. */
export interface OpportunityDetails extends ExecutiveOpportunity {
  description: string;
  requirements: string[];
  benefits: string[];
  application_process: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
}

// literal lists, so supabase-js types the table's rows from the schema
const OPPORTUNITY_COLUMNS =
  `id, organization, position, type, duration, location, work_mode, industry, posted_date, status, ${COMPENSATION_COLUMNS}` as const;
const DETAIL_COLUMNS =
  `${OPPORTUNITY_COLUMNS}, description, requirements, benefits, application_process, contact_name, contact_email, contact_phone` as const;

export interface OpportunityFilters {
  /** Organization, position or industry (containment). */
  search: string;
  workMode: string;
  duration: string;
  industry: string;
  positionType: string;
  compensation: string;
  sort: OpportunitySort;
  /** 1-based page of OPPORTUNITIES_PAGE_SIZE rows. */
  page: number;
}

export const EMPTY_OPPORTUNITY_FILTERS: OpportunityFilters = {
  search: '',
  workMode: '',
  duration: '',
  industry: '',
  positionType: '',
  compensation: '',
  sort: 'newest',
  page: 1,
};

const SORT_ORDER: Record<OpportunitySort, [column: string, ascending: boolean]> = {
  newest: ['posted_date', false],
  oldest: ['posted_date', true],
  'organization-asc': ['organization', true],
  'organization-desc': ['organization', false],
};

/** Pure: the filters and the sort (id breaks ties so pages never overlap), without the page range. */
export function applyOpportunityFilters<Q extends ListQueryBuilder<Q>>(query: Q, filters: OpportunityFilters): Q {
  let q = query;
  const search = filters.search.trim();
  if (search) {
    const p = orContainsPattern(search);
    q = q.or(`organization.ilike.${p},position.ilike.${p},industry.ilike.${p}`);
  }
  if (filters.workMode) q = q.eq('work_mode', filters.workMode);
  if (filters.duration) q = q.eq('duration', filters.duration);
  if (filters.industry) q = q.eq('industry', filters.industry);
  if (filters.positionType) q = q.eq('type', filters.positionType);
  if (filters.compensation) q = q.eq('compensation_type', filters.compensation);
  const [column, ascending] = SORT_ORDER[filters.sort] ?? SORT_ORDER.newest;
  return q.order(column, { ascending }).order('id', { ascending: true });
}

/** One page of opportunities matching the filters (subscribers only; others get no rows). Throws the server error. */
export async function listOpportunities(filters: OpportunityFilters, signal?: AbortSignal): Promise<ListPage<ExecutiveOpportunity>> {
  const supabase = await loadSupabase();
  return readCountedPage(
    (options) => applyOpportunityFilters(supabase.from('executive_opportunities').select(OPPORTUNITY_COLUMNS, options), filters),
    pageRange(filters.page, OPPORTUNITIES_PAGE_SIZE),
    signal,
  );
}

/** Every opportunity matching the filters, in the list's order (up to PDF_ROW_LIMIT), for the PDF. */
export async function listAllOpportunities(filters: OpportunityFilters): Promise<ExecutiveOpportunity[]> {
  const supabase = await loadSupabase();
  const page = await readCountedPage(
    (options) => applyOpportunityFilters(supabase.from('executive_opportunities').select(OPPORTUNITY_COLUMNS, options), filters),
    [0, PDF_ROW_LIMIT - 1],
  );
  return page.rows;
}

/** The full details of one opportunity. Throws the server error (PGRST116 when it is not visible). */
export async function getOpportunityDetails(id: string, signal?: AbortSignal): Promise<OpportunityDetails> {
  const query = (await loadSupabase()).from('executive_opportunities').select(DETAIL_COLUMNS).eq('id', id);
  const data = await readSingle(query, signal);
  return data;
}

/** The status of each of the signed-in user's applications, by opportunity id (RLS: own applications only). */
export async function listMyApplications(signal?: AbortSignal): Promise<Map<string, ApplicationStatus>> {
  const query = (await loadSupabase()).from('job_applications').select('opportunity_id, status');
  const data = await readQuery(query, signal);
  return new Map(data.map((row) => [row.opportunity_id, row.status]));
}

/** Waiting neutral, shortlisted highlighted, accepted green, declined red. */
export function applicationBadgeVariant(status: ApplicationStatus): BadgeVariant {
  if (status === 'reviewing') return 'secondary';
  if (status === 'accepted') return 'success';
  if (status === 'rejected') return 'danger';
  return 'outline';
}

/**
 * Applies for an opportunity with a short note (`job_applications`, status 'submitted').
 * A second application answers 'You have already applied for this opportunity', also when two
 * raced past the database's check and the unique constraint caught the second.
 */
export async function applyForOpportunity(opportunityId: string, coverNote: string): Promise<void> {
  const { error, status } = await (
    await loadSupabase()
  )
    .from('job_applications')
    .insert({ opportunity_id: opportunityId, cover_note: coverNote });
  if (!error) return;
  if (error.code === UNIQUE_VIOLATION) throw new RequestError(EXECUTIVE_ACTION_MESSAGES.alreadyApplied, { status, code: error.code });
  throw requestError(error, status);
}
