import { object, string } from 'yup';
import {
  DONOR_PROFILE_FIELDS,
  donorProfileFieldError,
  trimUnicode,
  type DonorProfileChanges,
  type DonorProfileField,
} from '@donation-network/shared-rules';
import type { DonorProfileChangeRequest, DonorProfileDetails } from '../../api/donor-profile-api';

/** The donor's profile form: one field per reviewed column, named as the column. */
export type DonorProfileValues = Partial<Record<DonorProfileField, string>>;

/** Each field checked by the database's rule for its column (shared-rules), so both answer alike. */
const columnRule = (field: DonorProfileField) =>
  string().test(field, (value, context) => {
    const error = donorProfileFieldError(field, value ?? '');
    return error ? context.createError({ message: error }) : true;
  });

export const donorProfileSchema = object(Object.fromEntries(DONOR_PROFILE_FIELDS.map((field) => [field, columnRule(field)])));

/**
 * What the form starts with: the profile, with the values of a request still pending laid over it,
 * so editing again keeps (and resubmits) what was already asked for.
 */
export function initialDonorProfile(details: DonorProfileDetails, pending: DonorProfileChangeRequest | null): DonorProfileValues {
  const current = { ...details, ...(pending?.changes ?? {}) };
  return Object.fromEntries(DONOR_PROFILE_FIELDS.map((field) => [field, current[field] ?? '']));
}

/** The fields whose trimmed value differs from the stored profile ('' clears an optional field). */
export function changedDonorProfile(values: DonorProfileValues, details: DonorProfileDetails): DonorProfileChanges {
  const changes: DonorProfileChanges = {};
  for (const field of DONOR_PROFILE_FIELDS) {
    const next = trimUnicode(values[field] ?? '');
    if (next !== (details[field] ?? '')) changes[field] = next;
  }
  return changes;
}
