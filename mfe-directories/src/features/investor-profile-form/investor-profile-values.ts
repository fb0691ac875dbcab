import { investorProfileInputErrors, toInvestorProfileDetails, toInvestorProfileInput } from '@donation-network/shared-rules';
import { profileFormValues } from '../../lib/profile-form-values';
import { socialNetworks } from '../../lib/social-links';

/**
 * The /investor/profile form's values. Its profile fields are the registration's, checked by the
 * same rule (shared-rules' investor-profile.ts); this form adds the social links of three networks.
 */
export const INVESTOR_PROFILE_FORM = profileFormValues(
  { inputErrors: investorProfileInputErrors, toInput: toInvestorProfileInput, toDetails: toInvestorProfileDetails },
  socialNetworks('twitter', 'facebook', 'instagram'),
);

export type InvestorProfileFormValues = Parameters<typeof INVESTOR_PROFILE_FORM.validate>[0];
