import { loadSupabase } from '@donation-network/portal-session';
import { OPEN_DONOR_REQUEST_STATUSES } from '@donation-network/shared-rules';
import { readQuery } from '@donation-network/portal-data';

export interface DonorRequest {
  id: string;
  listing_id: string;
  hospital_id: string;
  status: string;
}

/**
 * Asks an individual donor to donate at a hospital (`request_donor`). The
 * database notifies the donor; the hospital coordinates. Throws the server
 * error with its status; its message is the rule's text (e.g. 'This donor is not available').
 */
export async function requestDonor(listingId: string, hospitalId: string): Promise<DonorRequest> {
  const data = await readQuery((await loadSupabase()).rpc('request_donor', { listing_id: listingId, hospital_id: hospitalId }).single());
  return data;
}

/** Listing id → status of the user's open (pending or accepted) request for that donor. */
export type OpenDonorRequests = ReadonlyMap<string, string>;

/**
 * The user's open donor requests, so a donor already asked shows that instead of Request.
 * Filtered on the requester: a donor also reads the requests addressed to them.
 * Throws the server error (with its status).
 */
export async function listOpenDonorRequests(userId: string, signal?: AbortSignal): Promise<OpenDonorRequests> {
  const query = (await loadSupabase())
    .from('donor_appointment_requests')
    .select('listing_id, status')
    .eq('requester_id', userId)
    .in('status', [...OPEN_DONOR_REQUEST_STATUSES]);
  const data = await readQuery(query, signal);
  return new Map(data.map((row) => [row.listing_id, row.status]));
}

/** What a donor row shows instead of Request while the user's request is open. */
export function openRequestLabel(status: string): string {
  return status === 'accepted' ? 'Request accepted' : 'Requested';
}
