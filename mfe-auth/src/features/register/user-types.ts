/**
 * The account types a visitor can register as, shown by the registration
 * chooser (each option: value, label, description and where the user lands).
 * The registration wizard reuses this list, so both always offer the same types.
 */
import type { Role } from '@donation-network/portal-session';

/** Roles that can register themselves (admin cannot). */
export type UserType = Exclude<Role, 'admin'>;

export interface UserTypeOption {
  value: UserType;
  label: string;
  description: string;
  /** Where the user is sent after registration completes. */
  redirectPath: string;
}

export const USER_TYPE_OPTIONS: readonly UserTypeOption[] = Object.freeze([
  {
    value: 'donor',
    label: 'Blood Donor',
    description: 'Help save lives by donating blood',
    redirectPath: '/donor/dashboard',
  },
  {
    value: 'recipient',
    label: 'Recipient',
    description: 'Request blood donations',
    redirectPath: '/recipient/blood-services',
  },
  {
    value: 'partner',
    label: 'Healthcare Partner',
    description: 'Register as a hospital or blood bank',
    redirectPath: '/partner/dashboard',
  },
  {
    value: 'founder',
    label: 'Founder',
    description: 'A startup founder seeking investment',
    redirectPath: '/founder/dashboard',
  },
  {
    value: 'investor',
    label: 'Investor',
    description: 'Looking for promising startups',
    redirectPath: '/investor/dashboard',
  },
] satisfies UserTypeOption[]);

export const INVALID_USER_TYPE_MESSAGE = 'Invalid user type selected';

/** The option for `value`, or undefined. */
export function findUserTypeOption(value: unknown): UserTypeOption | undefined {
  return USER_TYPE_OPTIONS.find((option) => option.value === value);
}

/** The option for `value`; throws 'Invalid user type selected' for anything else, so a
 * tampered URL or form value can never register an unknown (or admin) type. */
export function getUserTypeOption(value: unknown): UserTypeOption {
  const option = findUserTypeOption(value);
  if (!option) throw new Error(INVALID_USER_TYPE_MESSAGE);
  return option;
}
