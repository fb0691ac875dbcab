import {
  founderProfileInputErrors,
  toFounderProfileDetails,
  toFounderProfileInput,
  type FounderProfileField,
} from '@donation-network/shared-rules';
import { socialLinkErrors, toSocialInputs, toSocialUrls, type SocialInputs } from '../../lib/social-links';
import type { FounderProfileUpdate, OwnFounderProfile } from './api/founder-profile-form-api';

// The /founder/profile form's values. Its company fields are the registration's, checked by the
// same rule (shared-rules' founder-profile.ts); this form adds the social links.

/** The social networks the form offers (social_urls keys); other keys a row holds are kept as they are. */
export const SOCIAL_NETWORKS = [
  { key: 'twitter', label: 'Twitter / X' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'github', label: 'GitHub' },
] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/** The form's values: every field is text, as the inputs hold it. */
export type FounderProfileFormValues = Record<FounderProfileField, string> & { social: SocialInputs<SocialNetwork> };

/** The message of each field the form refuses, the social links under `social`. */
export function validateFounderProfile(values: FounderProfileFormValues) {
  return { ...founderProfileInputErrors(values), ...socialLinkErrors(SOCIAL_NETWORKS, values.social) };
}

/** The stored row (or nothing yet) → the form's values. */
export function toFormValues(profile: OwnFounderProfile | null): Partial<FounderProfileFormValues> {
  const social = toSocialInputs(SOCIAL_NETWORKS, profile?.social_urls);
  return profile ? { ...toFounderProfileInput(profile), social } : { social };
}

/**
 * Checked form values → the row's columns: trimmed, empty optional fields null. Social links
 * the form does not offer (a network the row already had) are kept; emptied ones are removed.
 */
export function toFounderProfileUpdate(
  values: FounderProfileFormValues,
  previousSocial: Record<string, string> = {},
): FounderProfileUpdate {
  return { ...toFounderProfileDetails(values), social_urls: toSocialUrls(SOCIAL_NETWORKS, values.social, previousSocial) };
}
