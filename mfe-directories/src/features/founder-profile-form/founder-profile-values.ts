import { founderProfileInputErrors, toFounderProfileDetails, toFounderProfileInput } from '@donation-network/shared-rules';
import { profileFormValues } from '../../lib/profile-form-values';
import { socialNetworks } from '../../lib/social-links';

/**
 * The /founder/profile form's values. Its company fields are the registration's, checked by the
 * same rule (shared-rules' founder-profile.ts); this form adds the social links of four networks.
 */
export const FOUNDER_PROFILE_FORM = profileFormValues(
  { inputErrors: founderProfileInputErrors, toInput: toFounderProfileInput, toDetails: toFounderProfileDetails },
  socialNetworks('twitter', 'facebook', 'instagram', 'github'),
);

export type FounderProfileFormValues = Parameters<typeof FOUNDER_PROFILE_FORM.validate>[0];
