import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';

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
  const { data, error, status } = await getSupabase().rpc('request_donor', { listing_id: listingId, hospital_id: hospitalId }).single();
  if (error) throw requestError(error, status);
  return data as DonorRequest;
}
