import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';

export interface Hospital {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string | null;
  country: string;
  contact_number: string | null;
  is_b365_partner: boolean;
  is_verified: boolean;
}

export const HOSPITAL_COLUMNS = 'id, name, address, city, state, country, contact_number, is_b365_partner, is_verified';

/** Every hospital (public information), by name. Throws the server error (with its status). */
export async function listHospitals(signal?: AbortSignal): Promise<Hospital[]> {
  const query = (await loadSupabase()).from('hospitals').select(HOSPITAL_COLUMNS).order('name');
  const data = await readQuery(query, signal);
  return data ?? [];
}

/** Pure: hospitals whose name or location (address, city, state, country) contains the search text. */
export function searchHospitals(hospitals: readonly Hospital[], search: string): Hospital[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...hospitals];
  return hospitals.filter((h) =>
    [h.name, h.address, h.city, h.state ?? '', h.country].some((field) => field.toLowerCase().includes(needle)),
  );
}
