import { object, string } from 'yup';
import {
  PROFILE_MESSAGES,
  isContactEmail,
  profileFieldError,
  trimUnicode,
  type ProfileChangeField,
  type ProfileChanges,
} from '@donation-network/shared-rules';
import type { PersonalDetails, ProfileChangeRequest } from '../../api/personal-details';

/** The recipient's profile form; email is shown, never sent (it changes through the account, not the profile). */
export interface PersonalDetailsValues {
  name?: string;
  email?: string;
  phone?: string;
  gender?: string;
  dateOfBirth?: string;
  address?: string;
  bloodGroup?: string;
  allergies?: string;
  emergencyContact?: string;
}

type EditableField = Exclude<keyof PersonalDetailsValues, 'email'>;

/** Form field → profiles column. */
export const FIELD_COLUMNS: Readonly<Record<EditableField, ProfileChangeField>> = {
  name: 'full_name',
  phone: 'phone',
  gender: 'gender',
  dateOfBirth: 'date_of_birth',
  address: 'address',
  bloodGroup: 'blood_group',
  allergies: 'allergies',
  emergencyContact: 'emergency_contact',
};

const EDITABLE_FIELDS = Object.keys(FIELD_COLUMNS) as EditableField[];

/** Each field checked by the database's rule for its column (shared-rules), so both answer alike. */
const columnRule = (column: ProfileChangeField) =>
  string().test(column, (value, context) => {
    const error = profileFieldError(column, value ?? '');
    return error ? context.createError({ message: error }) : true;
  });

export const personalDetailsSchema = object({
  ...Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, columnRule(FIELD_COLUMNS[field])])),
  email: string().test('email', PROFILE_MESSAGES.email, (value) => isContactEmail(value ?? '')),
});

/**
 * What the form starts with: the profile, with the values of a request still pending laid over
 * it, so editing again keeps (and resubmits) what was already asked for.
 */
export function initialPersonalDetails(
  details: PersonalDetails,
  pending: ProfileChangeRequest | null,
  email: string,
): PersonalDetailsValues {
  const current: Partial<Record<ProfileChangeField, string | null>> = { ...details, ...(pending?.changes ?? {}) };
  const values: PersonalDetailsValues = { email };
  for (const field of EDITABLE_FIELDS) values[field] = current[FIELD_COLUMNS[field]] ?? '';
  return values;
}

/** The fields whose trimmed value differs from the stored profile ('' clears an optional field). */
export function changedDetails(values: PersonalDetailsValues, details: PersonalDetails): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of EDITABLE_FIELDS) {
    const column = FIELD_COLUMNS[field];
    const next = trimUnicode(values[field] ?? '');
    if (next !== (details[column] ?? '')) changes[column] = next;
  }
  return changes;
}
