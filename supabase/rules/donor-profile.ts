// The donor's profile (/donor/profile): name, phone, blood group, country and last donation,
// proposed through the same admin-reviewed profile change requests as every profile. Enforced
// by the database and mirrored here for the form. Dependency-free: keep it in step with
// supabase/migrations/20261128005000_donor-profile-changes.sql (validate_profile_changes'
// last_donation_date rule, private.validate_donor_profile_changes) and the donors table's phone
// check (20261122003000_marketplace.sql). supabase/tests/donor-profile.test.ts checks both agree.
import { profileFieldError, todayIsoDate, type ProfileChangeField } from './profile';
import { trimUnicode } from './text';

/** The keys the donor's form proposes, in the form's order. */
export const DONOR_PROFILE_FIELDS = ['full_name', 'phone', 'blood_group', 'country', 'last_donation_date'] as const;
export type DonorProfileField = (typeof DONOR_PROFILE_FIELDS)[number];
export type DonorProfileChanges = Partial<Record<DonorProfileField, string | null>>;

export const DONOR_PROFILE_LIMITS = { phoneMaxDigits: 15, lastDonationMin: '1900-01-01' } as const;

/** The database raises exactly these texts; the two "required" ones are the donor wizard's inline messages. */
export const DONOR_PROFILE_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneMaxDigits: 'Phone number must be at most 15 digits.',
  bloodGroupRequired: 'Blood group is required',
  lastDonationFormat: 'Last donation date must be a date (YYYY-MM-DD).',
  lastDonationFuture: 'Last donation date cannot be in the future.',
  lastDonationPast: 'Last donation date cannot be before 1900.',
  notADonor: 'Only donors have a last donation date.',
} as const;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The first rule a donor's proposed value breaks, or null. '' or null clears an optional field
 * (country, last donation); a donor keeps a phone number and a blood group. `today` is the
 * donor's own date: the database allows one day more, for donors east of UTC.
 */
export function donorProfileFieldError(
  field: DonorProfileField,
  raw: string | null | undefined,
  today: string = todayIsoDate(),
): string | null {
  const value = raw == null ? '' : trimUnicode(raw);
  const M = DONOR_PROFILE_MESSAGES;
  switch (field) {
    case 'last_donation_date':
      if (!value) return null;
      if (!isIsoDate(value)) return M.lastDonationFormat;
      if (value > today) return M.lastDonationFuture;
      return value < DONOR_PROFILE_LIMITS.lastDonationMin ? M.lastDonationPast : null;
    case 'phone':
      if (!value) return M.phoneRequired;
      return (
        profileFieldError('phone', value) ??
        (value.replace(/[^0-9]/g, '').length > DONOR_PROFILE_LIMITS.phoneMaxDigits ? M.phoneMaxDigits : null)
      );
    case 'blood_group':
      return value ? profileFieldError('blood_group', value) : M.bloodGroupRequired;
    default:
      return profileFieldError(field satisfies ProfileChangeField, value, today);
  }
}
