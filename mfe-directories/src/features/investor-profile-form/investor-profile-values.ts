import {
  investorProfileInputErrors,
  toInvestorProfileDetails,
  toInvestorProfileInput,
  type InvestorProfileInput,
} from '@donation-network/shared-rules';
import { socialLinkErrors, toSocialInputs, toSocialUrls, type SocialInputs } from '../../lib/social-links';
import type { InvestorProfileUpdate, OwnInvestorProfile } from './api/own-investor-profile';

// The /investor/profile form's values. Its profile fields are the registration's, checked by the
// same rule (shared-rules' investor-profile.ts); this form adds the social links.

/** The social networks the form asks for (social_urls keys); other keys already stored are kept. */
export const SOCIAL_NETWORKS = [
  { key: 'twitter', label: 'Twitter / X' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/** The form's values: text inputs as strings, the two multi-selects as lists. */
export type InvestorProfileFormValues = Required<InvestorProfileInput> & { social: SocialInputs<SocialNetwork> };

/** The message of each field the form refuses, the social links under `social`. */
export function validateInvestorProfile(values: InvestorProfileFormValues) {
  return { ...investorProfileInputErrors(values), ...socialLinkErrors(SOCIAL_NETWORKS, values.social) };
}

/** The saved profile (or nothing yet) as the form's starting values. */
export function toFormValues(profile: OwnInvestorProfile | null): InvestorProfileFormValues {
  return { ...toInvestorProfileInput(profile), social: toSocialInputs(SOCIAL_NETWORKS, profile?.social_urls) };
}

/**
 * Checked values → the row (trimmed; empty optional fields null, an empty firm name '').
 * `storedSocial` keeps the networks this form does not show.
 */
export function toInvestorProfileUpdate(
  values: InvestorProfileFormValues,
  storedSocial: Record<string, string> = {},
): InvestorProfileUpdate {
  return { ...toInvestorProfileDetails(values), social_urls: toSocialUrls(SOCIAL_NETWORKS, values.social, storedSocial) };
}
