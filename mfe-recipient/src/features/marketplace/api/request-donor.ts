import { getSupabase } from 'shared-auth';

export interface DonorRequest {
  id: string;
  listing_id: string;
  hospital_id: string;
  status: string;
}

/**
 * Asks an individual donor to donate at a hospital (`request_donor`). The
 * database notifies the donor; the hospital coordinates. Throws the server
 * message (e.g. 'This donor is not eligible to donate yet').
 */
export async function requestDonor(listingId: string, hospitalId: string): Promise<DonorRequest> {
  const { data, error } = await getSupabase()
    .rpc('request_donor', { listing_id: listingId, hospital_id: hospitalId })
    .single();
  if (error) throw new Error(error.message);
  return data as DonorRequest;
}
