import type { SettingsCountry } from 'shared-rules';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** 'dd MMM yyyy' through Intl (22 Nov 2027); 'Invalid date' for unreadable values, 'N/A' when missing. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : DATE_FORMAT.format(date);
}

/** How a subscription was paid (subscriptions.payment_method), for people. */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  mock: 'Demo payment (simulated)',
  paypal: 'PayPal',
  stripe: 'Stripe (credit card)',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  direct_debit: 'Direct debit',
  paytm: 'Paytm',
  upi: 'UPI',
  mpesa: 'M-Pesa',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method;
}

const COUNTRY_NAMES: Readonly<Record<SettingsCountry, string>> = {
  AU: 'Australia',
  IN: 'India',
  US: 'United States',
  KE: 'Kenya',
  NG: 'Nigeria',
  ZA: 'South Africa',
  GB: 'United Kingdom',
  CA: 'Canada',
  DE: 'Germany',
  FR: 'France',
  BR: 'Brazil',
};

export function countryName(country: SettingsCountry): string {
  return COUNTRY_NAMES[country];
}
