import { loadSupabase } from '@donation-network/portal-session';
import { type Tables, readMaybeSingle, readQuery, RequestError, requestError } from '@donation-network/portal-data';
import { listingConstraintMessage, type PartnerListingInput } from '@donation-network/shared-rules';

export type PartnerOrganisation = Pick<
  Tables<'partner_organisations'>,
  'name' | 'organisation_type' | 'country' | 'district' | 'contact_person' | 'contact_number' | 'verification_status' | 'verified_at'
>;

export interface PartnerListing extends PartnerListingInput {
  id: string;
  last_updated: string;
}

const LISTING_COLUMNS =
  'id, provider_name, provider_type, product_name, product_type, blood_group, quantity_available, unit, price, currency, country, district, status, contact_person, contact_number, online_purchase, purchase_link, last_updated';

/** A failed listing write: the readable message of a broken check constraint, else the error as it came. */
function listingError(error: { message?: string }, status: number): RequestError {
  const readable = listingConstraintMessage(error.message ?? '');
  return readable ? new RequestError(readable, { status }) : requestError(error, status);
}

/** The partner's organisation (null when it was never entered). */
export async function fetchOrganisation(userId: string, signal?: AbortSignal): Promise<PartnerOrganisation | null> {
  const query = (await loadSupabase())
    .from('partner_organisations')
    .select('name, organisation_type, country, district, contact_person, contact_number, verification_status, verified_at')
    .eq('user_id', userId);
  return readMaybeSingle(query, signal);
}

/** The partner's own listings, most recently updated first (what the marketplace shows of them). */
export async function fetchListings(userId: string, signal?: AbortSignal): Promise<PartnerListing[]> {
  const query = (await loadSupabase())
    .from('blood_services')
    .select(LISTING_COLUMNS)
    .eq('owner_partner_id', userId)
    .order('last_updated', { ascending: false })
    .order('id');
  const data = await readQuery(query, signal);
  return (data ?? []).map((row) => ({ ...row, price: row.price === null ? null : Number(row.price) }));
}

export async function createListing(userId: string, input: PartnerListingInput): Promise<void> {
  const { error, status } = await (await loadSupabase()).from('blood_services').insert({ ...input, owner_partner_id: userId });
  if (error) throw listingError(error, status);
}

export async function updateListing(id: string, changes: Partial<PartnerListingInput>): Promise<void> {
  const { data, error, status } = await (await loadSupabase()).from('blood_services').update(changes).eq('id', id).select('id');
  if (error) throw listingError(error, status);
  if (!data || data.length === 0) throw new RequestError('Listing not found', { status: 404 });
}

/** +n / -n on the quantity, atomically on the server. */
export async function adjustListingQuantity(id: string, delta: number): Promise<number> {
  const { data, error, status } = await (await loadSupabase()).rpc('adjust_listing_quantity', { listing_id: id, delta });
  if (error) throw listingError(error, status);
  // the function returns the listing's row
  return data.quantity_available;
}
