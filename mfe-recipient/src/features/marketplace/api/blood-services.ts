import { loadSupabase } from '@donation-network/portal-session';
import { escapeLike, orContainsPattern, pageRange, readCounted } from '@donation-network/portal-data';
import { PUBLISHED_LISTING_STATUSES } from '@donation-network/shared-rules';
import { readCountedPage } from '../../../lib/counted-page';

export const BLOOD_SERVICES_PAGE_SIZE = 20;

export const INDIVIDUAL_DONOR = 'Individual Donor';
export const ORGAN = 'Organ';

export const PRODUCT_TYPES = ['Whole Blood', 'Red Cells', 'Plasma', 'Platelets', 'Cryoprecipitate', 'Organ'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const COUNTRIES = ['AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR'] as const;
/** The status filter's choices: the marketplace offers published listings only (the view leaves the others out). */
export const SERVICE_STATUSES = PUBLISHED_LISTING_STATUSES;
export const PROVIDER_TYPES = ['Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center', 'Individual Donor'] as const;
export const UPDATED_PERIODS = ['last24h', 'last7d', 'last30d', 'older'] as const;
export type UpdatedPeriod = (typeof UPDATED_PERIODS)[number];

/**
 * A row of the `blood_service_listings` view: the listing columns plus the computed `is_eligible`;
 * an individual donor's contact columns are always null (see supabase/README.md).
 */
export interface BloodServiceListing {
  id: string;
  provider_name: string;
  provider_type: string;
  product_name: string;
  product_type: string;
  blood_group: string | null;
  quantity_available: number | null;
  unit: string | null;
  /** numeric: a string from @supabase/lite, a number from PostgREST. */
  price: number | string | null;
  currency: string | null;
  country: string | null;
  district: string | null;
  status: string;
  contact_person: string | null;
  contact_number: string | null;
  last_updated: string | null;
  last_donated: string | null;
  /** null for rows that are not individual donors. */
  is_eligible: boolean | null;
  updated_by_hospital_integration: boolean | null;
  online_purchase: boolean | null;
  purchase_link: string | null;
}

export const BLOOD_SERVICE_COLUMNS =
  'id, provider_name, provider_type, product_name, product_type, blood_group, quantity_available, unit, price, currency, country, district, status, contact_person, contact_number, last_updated, last_donated, is_eligible, updated_by_hospital_integration, online_purchase, purchase_link';

export interface BloodServiceFilters {
  /** Provider name, product name, contact person or contact number (containment). */
  search: string;
  /** Country or district (containment). */
  location: string;
  /** Exact values; '' = all. */
  productType: string;
  bloodGroup: string;
  country: string;
  /** Case-insensitive equality; '' = all. */
  district: string;
  status: string;
  providerType: string;
  updated: UpdatedPeriod | '';
  /** Only individual donors who may donate now. */
  eligibleOnly: boolean;
  /** 1-based page of BLOOD_SERVICES_PAGE_SIZE rows. */
  page: number;
}

export const EMPTY_BLOOD_SERVICE_FILTERS: BloodServiceFilters = {
  search: '',
  location: '',
  productType: '',
  bloodGroup: '',
  country: '',
  district: '',
  status: '',
  providerType: '',
  updated: '',
  eligibleOnly: false,
  page: 1,
};

/**
 * The part of a PostgREST filter builder the listing query uses; each call returns the builder
 * itself (`Self`), so a typed supabase-js query goes through the filters keeping its row type.
 */
export interface ListingQueryBuilder<Self> {
  or(filters: string): Self;
  eq(column: string, value: string | boolean): Self;
  ilike(column: string, pattern: string): Self;
  gte(column: string, value: string): Self;
  lt(column: string, value: string): Self;
  order(column: string, options: { ascending: boolean }): Self;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The last-updated bound of a period: rows at or after `since`, or (older) before `before`. */
export function updatedBound(period: UpdatedPeriod, now: Date): { since: string } | { before: string } {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  switch (period) {
    case 'last24h':
      return { since: at(DAY_MS) };
    case 'last7d':
      return { since: at(7 * DAY_MS) };
    case 'last30d':
      return { since: at(30 * DAY_MS) };
    case 'older':
      return { before: at(30 * DAY_MS) };
  }
}

/**
 * Pure: applies the filters and the sort (most recently updated first; id breaks
 * ties so pages never overlap) to a query on the view.
 */
export function applyBloodServiceFilters<Q extends ListingQueryBuilder<Q>>(
  query: Q,
  filters: BloodServiceFilters,
  now: Date = new Date(),
): Q {
  let q = query;
  const search = filters.search.trim();
  if (search) {
    const p = orContainsPattern(search);
    q = q.or(`provider_name.ilike.${p},product_name.ilike.${p},contact_person.ilike.${p},contact_number.ilike.${p}`);
  }
  const location = filters.location.trim();
  if (location) {
    const p = orContainsPattern(location);
    q = q.or(`country.ilike.${p},district.ilike.${p}`);
  }
  if (filters.productType) q = q.eq('product_type', filters.productType);
  if (filters.bloodGroup) q = q.eq('blood_group', filters.bloodGroup);
  if (filters.country) q = q.eq('country', filters.country);
  const district = filters.district.trim();
  if (district) q = q.ilike('district', escapeLike(district));
  if (filters.status) q = q.eq('status', filters.status);
  if (filters.providerType) q = q.eq('provider_type', filters.providerType);
  if (filters.updated) {
    const bound = updatedBound(filters.updated, now);
    q = 'since' in bound ? q.gte('last_updated', bound.since) : q.lt('last_updated', bound.before);
  }
  if (filters.eligibleOnly) q = q.eq('is_eligible', true);
  return q.order('last_updated', { ascending: false }).order('id', { ascending: true });
}

export interface BloodServicePage {
  services: BloodServiceListing[];
  /** Rows matching the filters on all pages. */
  total: number;
  /** Rows the subscriber can see without any filter. */
  available: number;
}

/** Pure: whether any filter narrows the listings (blank text does not, as in applyBloodServiceFilters). */
export function narrowsListings(filters: BloodServiceFilters): boolean {
  const { search, location, district, productType, bloodGroup, country, status, providerType, updated, eligibleOnly } = filters;
  return Boolean(
    search.trim() ||
    location.trim() ||
    district.trim() ||
    productType ||
    bloodGroup ||
    country ||
    status ||
    providerType ||
    updated ||
    eligibleOnly,
  );
}

/**
 * Lists blood services from the `blood_service_listings` view with the filters
 * applied on the server, and how many the subscriber can see in all (a second count
 * only when a filter narrows the list). Without an active subscription the view
 * yields no rows. Throws the server error (with its status).
 */
export async function listBloodServices(filters: BloodServiceFilters, signal?: AbortSignal): Promise<BloodServicePage> {
  const now = new Date();
  const supabase = await loadSupabase();
  const countAll = async () => {
    const { count } = await readCounted(supabase.from('blood_service_listings').select('id', { count: 'exact', head: true }), signal);
    return count ?? 0;
  };
  const [page, available] = await Promise.all([
    readCountedPage(
      (options) => applyBloodServiceFilters(supabase.from('blood_service_listings').select(BLOOD_SERVICE_COLUMNS, options), filters, now),
      pageRange(filters.page, BLOOD_SERVICES_PAGE_SIZE),
      signal,
    ),
    narrowsListings(filters) ? countAll() : null,
  ]);
  return { services: page.rows, total: page.total, available: available ?? page.total };
}
