import { loadSupabase } from '@donation-network/portal-session';
import { escapeLike, orContainsPattern, pageRange, readQuery, readSingle, type Tables } from '@donation-network/portal-data';
import { COMPENSATION_COLUMNS, type CompensationParts } from './compensation';
import { readCountedPage } from '../../../lib/counted-page';
import { PDF_ROW_LIMIT, type ListPage, type ListQueryBuilder } from './list-query';

export const TALENT_PAGE_SIZE = 20;

export const AVAILABILITIES = ['Part-time', 'Contract', 'Advisory'] as const;
export const PROFESSIONAL_STATUSES = ['Available', 'Interviewing'] as const;
export const EXPERIENCE_LEVELS = ['10', '15', '20'] as const;
export const TALENT_SORTS = ['recent', 'least-recent', 'name-asc', 'name-desc', 'experience'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];

// a literal list, so supabase-js types the rows from the schema
const PROFESSIONAL_COLUMNS =
  `id, name, role, experience, experience_years, availability, specialization, location, last_active, status, ${COMPENSATION_COLUMNS}` as const;
const PROFILE_COLUMNS = `${PROFESSIONAL_COLUMNS}, summary, skills, achievements, work_history, education, certifications` as const;

type ProfessionalRow = Tables<'executive_professionals'>;

/** A row of `executive_professionals` as the talent table reads it. */
export type ExecutiveProfessional = Pick<
  ProfessionalRow,
  | 'id'
  | 'name'
  | 'role'
  | 'experience'
  | 'experience_years'
  | 'availability'
  | 'specialization'
  | 'location'
  | 'last_active'
  | 'status'
  | keyof CompensationParts
>;

/** The profile dialog's fields. */
export type ProfessionalProfile = ExecutiveProfessional &
  Pick<ProfessionalRow, 'summary' | 'skills' | 'achievements' | 'work_history' | 'education' | 'certifications'>;

export interface TalentFilters {
  /** Name, role or specialization (containment). */
  search: string;
  availability: string;
  /** Containment. */
  specialization: string;
  /** Containment. */
  location: string;
  /** Minimum years ('10', '15', '20'); '' = any. */
  experience: string;
  status: string;
  sort: TalentSort;
  /** 1-based page of TALENT_PAGE_SIZE rows. */
  page: number;
}

export const EMPTY_TALENT_FILTERS: TalentFilters = {
  search: '',
  availability: '',
  specialization: '',
  location: '',
  experience: '',
  status: '',
  sort: 'recent',
  page: 1,
};

const SORT_ORDER: Record<TalentSort, [column: string, ascending: boolean]> = {
  recent: ['last_active', false],
  'least-recent': ['last_active', true],
  'name-asc': ['name', true],
  'name-desc': ['name', false],
  experience: ['experience_years', false],
};

/** Pure: the filters and the sort (id breaks ties so pages never overlap), without the page range. */
export function applyTalentFilters<Q extends ListQueryBuilder<Q>>(query: Q, filters: TalentFilters): Q {
  let q = query;
  const search = filters.search.trim();
  if (search) {
    const p = orContainsPattern(search);
    q = q.or(`name.ilike.${p},role.ilike.${p},specialization.ilike.${p}`);
  }
  if (filters.availability) q = q.eq('availability', filters.availability);
  const specialization = filters.specialization.trim();
  if (specialization) q = q.ilike('specialization', `%${escapeLike(specialization)}%`);
  const location = filters.location.trim();
  if (location) q = q.ilike('location', `%${escapeLike(location)}%`);
  if (filters.experience) q = q.gte('experience_years', Number(filters.experience));
  if (filters.status) q = q.eq('status', filters.status);
  const [column, ascending] = SORT_ORDER[filters.sort] ?? SORT_ORDER.recent;
  return q.order(column, { ascending }).order('id', { ascending: true });
}

/** One page of professionals matching the filters (subscribers only; others get no rows). Throws the server error. */
export async function listProfessionals(filters: TalentFilters, signal?: AbortSignal): Promise<ListPage<ExecutiveProfessional>> {
  const supabase = await loadSupabase();
  return readCountedPage(
    (options) => applyTalentFilters(supabase.from('executive_professionals').select(PROFESSIONAL_COLUMNS, options), filters),
    pageRange(filters.page, TALENT_PAGE_SIZE),
    signal,
  );
}

/** Every professional matching the filters, in the list's order (up to PDF_ROW_LIMIT), for the PDF. */
export async function listAllProfessionals(filters: TalentFilters): Promise<ExecutiveProfessional[]> {
  const supabase = await loadSupabase();
  const page = await readCountedPage(
    (options) => applyTalentFilters(supabase.from('executive_professionals').select(PROFESSIONAL_COLUMNS, options), filters),
    [0, PDF_ROW_LIMIT - 1],
  );
  return page.rows;
}

/** The full profile of one professional. Throws the server error (PGRST116 when it is not visible). */
export async function getProfessionalProfile(id: string, signal?: AbortSignal): Promise<ProfessionalProfile> {
  return readSingle((await loadSupabase()).from('executive_professionals').select(PROFILE_COLUMNS).eq('id', id), signal);
}

export interface MeetingRequestDraft {
  professionalId: string;
  /** ISO 8601 instants, 1 to 3, in the future (the database checks again). */
  proposedTimes: string[];
  message: string;
}

/** Books a meeting (`meeting_requests`, status 'requested'). Throws the server error; its message is the rule's text. */
export async function requestMeeting(draft: MeetingRequestDraft): Promise<void> {
  await readQuery(
    (await loadSupabase()).from('meeting_requests').insert({
      professional_id: draft.professionalId,
      proposed_times: draft.proposedTimes,
      message: draft.message,
    }),
  );
}
