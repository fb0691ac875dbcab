import { loadSupabase } from '@donation-network/portal-session';
import { pageRange, RANGE_NOT_SATISFIABLE, type Tables, readQuery, requestError } from '@donation-network/portal-data';
import type { OrganisationType, PartnerBillingArrangement, PartnerVerificationStatus } from '@donation-network/shared-rules';
import { fetchLicenceDocuments, type VerificationDocument } from './verification-documents';

export const PARTNERS_PAGE_SIZE = 20;

export type PartnerFilter = PartnerVerificationStatus | 'all';

export interface PartnerOrganisation {
  userId: string;
  name: string;
  organisationType: OrganisationType;
  licenceNumber: string;
  country: string;
  district: string;
  address: string;
  contactPerson: string;
  contactNumber: string;
  verificationStatus: PartnerVerificationStatus;
  verifiedAt: string | null;
  submittedAt: string;
  /** Licence documents the partner uploaded, newest first. */
  licences: VerificationDocument[];
  /** How the partner plan is billed, once chosen on the registration's Payment step. */
  billing: PartnerBilling | null;
}

export interface PartnerBilling {
  arrangement: PartnerBillingArrangement;
  billingEmail: string | null;
  paymentMethod: string | null;
  reference: string;
}

type BillingRow = Pick<Tables<'partner_billing'>, 'user_id' | 'arrangement' | 'billing_email' | 'payment_method' | 'reference'>;

/** The billing arrangements of the given partners (admins read every partner's). */
async function fetchPartnerBilling(userIds: readonly string[], signal?: AbortSignal): Promise<BillingRow[]> {
  if (userIds.length === 0) return [];
  const query = (await loadSupabase())
    .from('partner_billing')
    .select('user_id, arrangement, billing_email, payment_method, reference')
    .in('user_id', [...userIds]);
  return readQuery(query, signal);
}

/** The billing line an admin reads beside the partner's verification. */
export function partnerBillingText(billing: PartnerBilling | null): string {
  if (!billing) return 'Not chosen yet';
  return billing.arrangement === 'invoice'
    ? `Invoice to ${billing.billingEmail} (reference ${billing.reference})`
    : `Payment method set up: ${billing.paymentMethod} (reference ${billing.reference})`;
}

const COLUMNS =
  'user_id, name, organisation_type, licence_number, country, district, address, contact_person, contact_number, verification_status, verified_at, created_at';

function billingOf(row: BillingRow | undefined): PartnerBilling | null {
  return row
    ? { arrangement: row.arrangement, billingEmail: row.billing_email, paymentMethod: row.payment_method, reference: row.reference }
    : null;
}

export interface PartnerPage {
  items: PartnerOrganisation[];
  total: number;
}

/** One page of the partner organisations with the given status (oldest application first), with their licence documents. */
export async function fetchPartnerOrganisations(filter: PartnerFilter, page: number, signal?: AbortSignal): Promise<PartnerPage> {
  const [from, to] = pageRange(page, PARTNERS_PAGE_SIZE);
  let query = (await loadSupabase()).from('partner_organisations').select(COLUMNS, { count: 'exact' });
  if (filter !== 'all') query = query.eq('verification_status', filter);
  query = query.order('created_at', { ascending: true }).order('user_id').range(from, to);
  const { data, error, status, count } = await (signal ? query.abortSignal(signal) : query);
  // a page past the end (applications were decided meanwhile): nothing on it
  if (error?.code === RANGE_NOT_SATISFIABLE) return { items: [], total: 0 };
  if (error) throw requestError(error, status);
  const rows = data ?? [];
  const userIds = rows.map((row) => row.user_id);
  const licences = await fetchLicenceDocuments(userIds, signal);
  const billing = await fetchPartnerBilling(userIds, signal);
  const items = rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    organisationType: row.organisation_type,
    licenceNumber: row.licence_number,
    country: row.country,
    district: row.district,
    address: row.address,
    contactPerson: row.contact_person,
    contactNumber: row.contact_number,
    verificationStatus: row.verification_status,
    verifiedAt: row.verified_at,
    submittedAt: row.created_at,
    licences: licences.filter((document) => document.userId === row.user_id),
    billing: billingOf(billing.find((entry) => entry.user_id === row.user_id)),
  }));
  return { items, total: count ?? items.length };
}

/** Verifies or rejects a partner organisation (anything but verified withdraws its listings). */
export async function setPartnerVerification(partnerId: string, verification: PartnerVerificationStatus): Promise<void> {
  await readQuery((await loadSupabase()).rpc('set_partner_verification', { partner: partnerId, status: verification }));
}
