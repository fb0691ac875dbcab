import type { SettingsCountry } from '@donation-network/shared-rules';

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
