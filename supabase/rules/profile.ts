// The recipient profile's rules (/recipient/profile): personal details that change through an
// admin-approved request, family members and payment / currency settings. Enforced by the
// database and mirrored here for the profile page's forms. Dependency-free: keep it in step with
// supabase/migrations/20261122002001_profile-details.sql (validate_profile_changes as replaced in
// 20261123000100_hardening.sql), 20261122002003_settings-family.sql and
// 20261124000400_recipient-profile.sql. supabase/tests/recipient-profile.test.ts checks both agree.
import { isPhoneNumber } from './registration';
import { charLength, trimUnicode } from './text';

// ---------------------------------------------------------------------------
// Personal details (profiles columns, profile_change_requests.changes)

/** The form's nine gender options (public.is_profile_gender). */
export const PROFILE_GENDERS = [
  'male',
  'female',
  'non-binary',
  'transgender',
  'genderqueer',
  'genderfluid',
  'agender',
  'prefer-not-to-say',
  'other',
] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

export const PROFILE_GENDER_LABELS: Readonly<Record<ProfileGender, string>> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  transgender: 'Transgender',
  genderqueer: 'Genderqueer',
  genderfluid: 'Genderfluid',
  agender: 'Agender',
  'prefer-not-to-say': 'Prefer not to say',
  other: 'Other',
};

/** public.is_blood_group */
export const PROFILE_BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** The keys a profile change request may carry (validate_profile_changes' allowed list). */
export const PROFILE_CHANGE_FIELDS = [
  'full_name',
  'phone',
  'gender',
  'date_of_birth',
  'address',
  'blood_group',
  'allergies',
  'emergency_contact',
  'country',
] as const;
export type ProfileChangeField = (typeof PROFILE_CHANGE_FIELDS)[number];
export type ProfileChanges = Partial<Record<ProfileChangeField, string | null>>;

export const PROFILE_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  phoneMinDigits: 10,
  addressMax: 500,
  allergiesMax: 1000,
  emergencyContactMax: 200,
  dateOfBirthMin: '1900-01-01',
} as const;

/** The database raises exactly these texts (the first three are the spec's form messages). */
export const PROFILE_MESSAGES = {
  nameMin: 'Name must be at least 2 characters.',
  nameMax: 'Name must be at most 120 characters.',
  email: 'Please enter a valid email address.',
  phoneDigits: 'Phone number must be at least 10 digits.',
  phoneFormat: 'Phone number may contain only digits, spaces and + - ( ) . (at most 32 characters).',
  gender: 'Please select a valid gender.',
  dateOfBirthFormat: 'Date of birth must be a date (YYYY-MM-DD).',
  dateOfBirthFuture: 'Date of birth cannot be in the future.',
  dateOfBirthPast: 'Date of birth cannot be before 1900.',
  addressMax: 'Address must be at most 500 characters.',
  bloodGroup: 'Please select a valid blood group.',
  allergiesMax: 'Allergies must be at most 1000 characters.',
  emergencyContactMax: 'Emergency contact must be at most 200 characters.',
  country: 'Please select a valid country.',
  noChanges: 'There are no profile changes to submit',
} as const;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in the user's time zone (the database compares with its current_date). */
export function todayIsoDate(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** The first rule one proposed value breaks (validate_profile_changes), or null. '' or null clears an optional field. */
export function profileFieldError(
  field: ProfileChangeField,
  raw: string | null | undefined,
  today: string = todayIsoDate(),
): string | null {
  const value = raw == null ? '' : trimUnicode(raw);
  const L = PROFILE_LIMITS;
  switch (field) {
    case 'full_name':
      if (charLength(value) < L.nameMin) return PROFILE_MESSAGES.nameMin;
      return charLength(value) > L.nameMax ? PROFILE_MESSAGES.nameMax : null;
    case 'phone':
      if (!value) return null;
      if (value.replace(/[^0-9]/g, '').length < L.phoneMinDigits) return PROFILE_MESSAGES.phoneDigits;
      return isPhoneNumber(value) ? null : PROFILE_MESSAGES.phoneFormat;
    case 'gender':
      return !value || (PROFILE_GENDERS as readonly string[]).includes(value) ? null : PROFILE_MESSAGES.gender;
    case 'date_of_birth':
      if (!value) return null;
      if (!isIsoDate(value)) return PROFILE_MESSAGES.dateOfBirthFormat;
      if (value > today) return PROFILE_MESSAGES.dateOfBirthFuture;
      return value < L.dateOfBirthMin ? PROFILE_MESSAGES.dateOfBirthPast : null;
    case 'address':
      return charLength(value) > L.addressMax ? PROFILE_MESSAGES.addressMax : null;
    case 'blood_group':
      return !value || (PROFILE_BLOOD_GROUPS as readonly string[]).includes(value) ? null : PROFILE_MESSAGES.bloodGroup;
    case 'allergies':
      return charLength(value) > L.allergiesMax ? PROFILE_MESSAGES.allergiesMax : null;
    case 'emergency_contact':
      return charLength(value) > L.emergencyContactMax ? PROFILE_MESSAGES.emergencyContactMax : null;
    case 'country':
      return !value || (SETTINGS_COUNTRIES as readonly string[]).includes(value) ? null : PROFILE_MESSAGES.country;
  }
}

/** The first problem of a whole change request, in the database's order, or null. */
export function profileChangesError(changes: ProfileChanges, today: string = todayIsoDate()): string | null {
  const entries = Object.entries(changes) as [ProfileChangeField, string | null][];
  if (entries.length === 0) return PROFILE_MESSAGES.noChanges;
  for (const [field, value] of entries) {
    const error = profileFieldError(field, value, today);
    if (error) return error;
  }
  return null;
}

// ---------------------------------------------------------------------------
// Family members (public.family_members, trigger guard_family_member_write)

export const FAMILY_RELATIONSHIPS = ['Spouse', 'Child', 'Parent', 'Sibling', 'Other'] as const;
export const FAMILY_GENDERS = ['Male', 'Female', 'Non-binary', 'Other', 'Prefer not to say'] as const;
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number];
export type FamilyGender = (typeof FAMILY_GENDERS)[number];

export const FAMILY_LIMITS = { nameMax: 120, ageMin: 0, ageMax: 130, membersMax: 30 } as const;

export const FAMILY_MESSAGES = {
  /** The spec's 'Missing information' toast text; the database raises it too. */
  missing: 'Please fill in all fields',
  nameMax: 'Name must be at most 120 characters.',
  relationship: 'Please select a valid relationship.',
  age: 'Age must be a whole number between 0 and 130.',
  gender: 'Please select a valid gender.',
  tooMany: 'You can list at most 30 family members.',
} as const;

export interface FamilyMemberInput {
  name: string | null | undefined;
  relationship: string | null | undefined;
  /** the numeric input's value: a number, or text as typed */
  age: number | string | null | undefined;
  gender: string | null | undefined;
}

/** The age as a whole number, or null when it is missing or not a whole number. */
export function familyAge(age: FamilyMemberInput['age']): number | null {
  if (age === null || age === undefined) return null;
  const text = String(age).trim();
  if (!/^\d+$/.test(text)) return null;
  return Number(text);
}

/** The first rule a family member breaks, in the database's order, or null. */
export function familyMemberError(input: FamilyMemberInput): string | null {
  const name = trimUnicode(input.name ?? '');
  const ageText = input.age === null || input.age === undefined ? '' : String(input.age).trim();
  if (!name || !input.relationship || !ageText || !input.gender) return FAMILY_MESSAGES.missing;
  if (charLength(name) > FAMILY_LIMITS.nameMax) return FAMILY_MESSAGES.nameMax;
  if (!(FAMILY_RELATIONSHIPS as readonly string[]).includes(input.relationship)) return FAMILY_MESSAGES.relationship;
  const age = familyAge(input.age);
  if (age === null || age < FAMILY_LIMITS.ageMin || age > FAMILY_LIMITS.ageMax) return FAMILY_MESSAGES.age;
  if (!(FAMILY_GENDERS as readonly string[]).includes(input.gender)) return FAMILY_MESSAGES.gender;
  return null;
}

// ---------------------------------------------------------------------------
// Payment and currency settings (public.user_settings)

export const PAYMENT_PREFERENCES = ['paypal', 'stripe'] as const;
export type PaymentPreference = (typeof PAYMENT_PREFERENCES)[number];
export const DEFAULT_PAYMENT_PREFERENCE: PaymentPreference = 'paypal';

/** public.is_country_code; the settings' and profile's country options. */
export const SETTINGS_COUNTRIES = ['AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR'] as const;
export type SettingsCountry = (typeof SETTINGS_COUNTRIES)[number];
export const DEFAULT_SETTINGS_COUNTRY: SettingsCountry = 'US';

/** Each settings country's currency, in which prices are shown; the database derives user_settings.currency the same way (generated column). */
export const COUNTRY_CURRENCY: Readonly<Record<SettingsCountry, string>> = {
  US: 'USD',
  IN: 'INR',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  DE: 'EUR',
  FR: 'EUR',
  BR: 'BRL',
};

/** Countries the browser language may preselect; any other language gets the default, US. */
export const DETECTABLE_COUNTRIES: readonly SettingsCountry[] = ['AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB'];

/** The default country for a browser language tag such as 'en-GB'. */
export function countryFromLanguage(language: string | null | undefined): SettingsCountry {
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/.exec(language ?? '')?.[1]?.toUpperCase();
  return DETECTABLE_COUNTRIES.find((country) => country === region) ?? DEFAULT_SETTINGS_COUNTRY;
}

export const SETTINGS_MESSAGES = {
  paymentMethod: 'Please select PayPal or Stripe as your payment method.',
  country: 'Please select a valid country.',
} as const;
