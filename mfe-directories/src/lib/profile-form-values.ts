import { socialLinkErrors, toSocialInputs, toSocialUrls, type SocialInputs, type SocialNetwork } from './social-links';

// The values of a member's own profile form (/founder/profile, /investor/profile): the profile's
// fields, which the registration asks for too and which both check with the one shared rule, and
// the social links only this form offers.

/** The shared rule of a profile's fields (shared-rules' founder-profile.ts, investor-profile.ts). */
export interface ProfileFieldsRule<Input, Details> {
  /** The message of each field refused as typed. */
  inputErrors: (values: Input) => Partial<Record<string, string>>;
  /** A stored row, or nothing yet, as the form's inputs. */
  toInput: (row: object | null) => Input;
  /** Checked values → the row's columns. */
  toDetails: (values: Input) => Details;
}

/** The form's values: the profile's fields as the inputs hold them, the offered links under `social`. */
export type ProfileFormValues<Input, Key extends string> = Input & { social: SocialInputs<Key> };

/** How a profile form checks, fills and writes its values: the fields by their rule, the links of `networks`. */
export function profileFormValues<Input extends object, Details, Key extends string>(
  rule: ProfileFieldsRule<Input, Details>,
  networks: readonly SocialNetwork<Key>[],
) {
  return {
    networks,
    /** The message of each field the form refuses, the social links under `social`. */
    validate: (values: ProfileFormValues<Input, Key>) => ({ ...rule.inputErrors(values), ...socialLinkErrors(networks, values.social) }),
    /** The stored row (or nothing yet) → the form's values. */
    toFormValues: (profile: { social_urls: Readonly<Record<string, unknown>> } | null): ProfileFormValues<Input, Key> => ({
      ...rule.toInput(profile),
      social: toSocialInputs(networks, profile?.social_urls),
    }),
    /**
     * Checked values → the row's columns. Social links the form does not offer (a network the row
     * already had, in `storedSocial`) are kept; emptied ones are removed.
     */
    toUpdate: (values: ProfileFormValues<Input, Key>, storedSocial?: Readonly<Record<string, string>>) => ({
      ...rule.toDetails(values),
      social_urls: toSocialUrls(networks, values.social, storedSocial),
    }),
  };
}
