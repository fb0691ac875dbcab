import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';
import type { OrganisationDetails } from '../../wizard/wizard-types';

/** Creates or updates the signed-in partner's organisation (one per account, pending verification). */
export async function saveOrganisation(userId: string, details: OrganisationDetails): Promise<void> {
  await readQuery((await loadSupabase()).from('partner_organisations').upsert({ user_id: userId, ...details }, { onConflict: 'user_id' }));
}

/** Points the organisation at its uploaded licence (an object path in the partner's own folder). */
export async function attachLicenceDocument(userId: string, objectPath: string): Promise<void> {
  await readQuery((await loadSupabase()).from('partner_organisations').update({ licence_document_path: objectPath }).eq('user_id', userId));
}
