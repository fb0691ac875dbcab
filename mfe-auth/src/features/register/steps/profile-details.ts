import { fullNameInputError } from '@donation-network/shared-rules';

// What the founder and investor details steps share. Their profile fields are checked by the
// same rule as the directory's profile forms (shared-rules); the wizard adds the account
// holder's name, which complete_registration writes to the profile.

export const DETAILS_SAVE_FALLBACK = 'Your details could not be saved. Please try again.';

/** A profile form's rule with the account holder's name checked too. */
export function withFullName<Values, Errors extends object>(profileErrors: (values: Values) => Errors) {
  return (values: Values & { name?: string }): Errors & { name?: string } => {
    const name = fullNameInputError(values.name);
    return name ? { ...profileErrors(values), name } : profileErrors(values);
  };
}
