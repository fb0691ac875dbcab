import { object, string } from 'yup';
// accept_donation_request()'s rules (shared-rules), so the dialog and the database agree.
import { DONATION_SCHEDULE_MAX_DAYS, donationScheduleError } from '@donation-network/shared-rules';
import { toDateTimeLocalValue } from '../../../../lib/date-input';

export interface AcceptRequestValues {
  /** A datetime-local value: local time, yyyy-mm-ddThh:mm. */
  scheduled_at: string;
}

/** The local time a datetime-local value means, or null when it is empty or invalid. */
export function parseLocalDateTime(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The schema for a donor whose first eligible day is nextEligibleDate (yyyy-mm-dd, null: eligible now). */
export function acceptRequestSchema(nextEligibleDate: string | null) {
  return object({
    scheduled_at: string()
      .default('')
      .test('schedule', (value, context) => {
        const message = donationScheduleError(parseLocalDateTime(value), nextEligibleDate);
        return message ? context.createError({ message }) : true;
      }),
  });
}

/** Tomorrow at 10:00, or noon on the first eligible day when that is later. */
export function defaultDonationTime(nextEligibleDate: string | null, now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0);
  if (!nextEligibleDate) return toDateTimeLocalValue(tomorrow);
  const [year, month, day] = nextEligibleDate.split('-').map(Number);
  // noon: the same UTC day for every time zone from UTC-11 to UTC+11
  const eligible = new Date(year, month - 1, day, 12, 0);
  return toDateTimeLocalValue(eligible > tomorrow ? eligible : tomorrow);
}

/** The datetime-local input's bounds: from now to DONATION_SCHEDULE_MAX_DAYS ahead. */
export function scheduleBounds(now: Date = new Date()): { min: string; max: string } {
  const latest = new Date(now.getTime() + DONATION_SCHEDULE_MAX_DAYS * 86_400_000 - 60_000);
  return { min: toDateTimeLocalValue(now), max: toDateTimeLocalValue(latest) };
}
