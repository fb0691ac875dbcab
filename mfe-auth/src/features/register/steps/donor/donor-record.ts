/** The signed-in donor's row in public.donors (the database generates donor_id and guards the verified flags). */
import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';
import type { BloodGroup } from '../../wizard/wizard-types';

/** Creates or updates the donor record with the details step's answers. */
export async function saveDonorDetails(userId: string, details: { bloodGroup: BloodGroup; phone: string }): Promise<void> {
  await readQuery(
    (await loadSupabase())
      .from('donors')
      .upsert({ user_id: userId, blood_group: details.bloodGroup, phone: details.phone, terms_accepted: true }, { onConflict: 'user_id' }),
  );
}

/** Records the country chosen on the payment step. */
export async function saveDonorCountry(userId: string, country: string): Promise<void> {
  await readQuery((await loadSupabase()).from('donors').update({ country }).eq('user_id', userId));
}
