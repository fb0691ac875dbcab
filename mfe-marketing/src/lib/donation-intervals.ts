/**
 * Minimum days between whole-blood donations, as the database applies them
 * (public.donation_intervals in supabase/migrations/20261122003000_marketplace.sql).
 * Keep in step with that migration; the marketing pages quote these figures.
 */
export interface DonationInterval {
  country: string;
  rule: string;
  days: string;
}

export const DONATION_INTERVALS: readonly DonationInterval[] = [
  { country: 'United States', rule: 'Everyone', days: '56 days' },
  { country: 'United Kingdom', rule: 'Men', days: '84 days (12 weeks)' },
  { country: 'United Kingdom', rule: 'Women', days: '112 days (16 weeks)' },
  { country: 'India', rule: 'Men', days: '90 days (3 months)' },
  { country: 'India', rule: 'Women', days: '120 days (4 months)' },
  { country: 'All other countries', rule: 'Everyone', days: '56 days' },
];

export const INTERVALS_NOTE =
  'These are the minimum gaps between whole-blood donations that the network uses to show when a donor can give again. Where the rule depends on sex and none is recorded, the longer interval applies. The collecting centre always makes the final decision on the day, and its own rules come first.';
