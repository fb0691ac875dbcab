/**
 * What a registration type writes once complete_registration has succeeded: founder and
 * investor profiles can only be inserted by an account whose user_type is already founder /
 * investor (the tables' insert policies), so their steps keep the values in the draft and
 * these hooks write them. Upserts on user_id (unique), so a retry after a failure is safe.
 */
import { loadSupabase } from 'shared-auth';
import type { RegistrationUserType } from 'shared-rules';
import { requestError } from 'shared-ui';
import type { WizardStepProps } from '../wizard/wizard-types';
import { founderRow } from './founder/founder-schema';
import { investorRow } from './investor/investor-schema';

export const FOUNDER_DETAILS_MISSING = 'Please enter your company details to register as a founder';
export const INVESTOR_DETAILS_MISSING = 'Please enter your investor details to register as an investor';

async function upsertProfile(table: 'founder_profiles' | 'investor_profiles', row: Record<string, unknown>): Promise<void> {
  const { error, status } = await (await loadSupabase()).from(table).upsert(row, { onConflict: 'user_id' });
  if (error) throw requestError(error, status);
}

export const completionHooks: Partial<Record<RegistrationUserType, (props: WizardStepProps) => Promise<void>>> = {
  founder: async ({ userId, data }) => {
    if (!data.founder) throw requestError(FOUNDER_DETAILS_MISSING);
    await upsertProfile('founder_profiles', founderRow(userId, data.founder));
  },
  investor: async ({ userId, data }) => {
    if (!data.investor) throw requestError(INVESTOR_DETAILS_MISSING);
    await upsertProfile('investor_profiles', investorRow(userId, data.investor));
  },
};
