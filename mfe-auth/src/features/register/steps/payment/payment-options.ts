/**
 * The payment step's countries, currency symbols and the methods each country offers, and
 * which fields each method asks for. The method values are the database's names
 * (public.is_payment_method); the fields themselves never leave the browser.
 */
import { CHARGE_CURRENCY, convertMoney, formatMoney, type CurrencyRates } from '@donation-network/portal-session';
import type { PaymentMethod } from '../../api/registration-api';

export const PAYMENT_COUNTRIES = [
  { code: 'AU', name: 'Australia' },
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'KE', name: 'Kenya' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'GB', name: 'United Kingdom' },
] as const;
export type PaymentCountry = (typeof PAYMENT_COUNTRIES)[number]['code'];

export function isPaymentCountry(value: unknown): value is PaymentCountry {
  return PAYMENT_COUNTRIES.some((country) => country.code === value);
}

/** The country the browser's language suggests: en-AU, en-IN, en-US, en-KE or Swahili; otherwise US. */
export function detectCountry(language: string = typeof navigator === 'undefined' ? '' : navigator.language): PaymentCountry {
  const tag = language.toLowerCase();
  if (tag === 'en-au') return 'AU';
  if (tag === 'en-in') return 'IN';
  if (tag === 'en-ke' || tag === 'sw' || tag.startsWith('sw-')) return 'KE';
  return 'US';
}

/**
 * The countries whose payments show their own currency, with its code and the symbol the portal writes
 * (A$, ₹, KSh, ₦, R); any other country sees US dollars, the currency every charge is made in.
 */
const COUNTRY_MONEY: Readonly<Partial<Record<string, { currency: string; symbol: string }>>> = {
  AU: { currency: 'AUD', symbol: 'A$' },
  IN: { currency: 'INR', symbol: '₹' },
  KE: { currency: 'KES', symbol: 'KSh' },
  NG: { currency: 'NGN', symbol: '₦' },
  ZA: { currency: 'ZAR', symbol: 'R' },
};

export function currencySymbol(country: string): string {
  return COUNTRY_MONEY[country]?.symbol ?? '$';
}

/** The currency a payment from `country` is shown in (USD where the country has none of its own here). */
export function paymentCurrency(country: string): string {
  return COUNTRY_MONEY[country]?.currency ?? CHARGE_CURRENCY;
}

/** `amount` (in `country`'s currency) written with the country's symbol: 'A$38.25', '₹2,087.50', 'KSh 3,225.00', '₦38,750.00', 'R 460.00'. */
export function formatCountryAmount(amount: number, country: string): string {
  return formatMoney(amount, paymentCurrency(country), { symbol: currencySymbol(country) });
}

/**
 * A USD price as a payer from `country` sees it: converted with the stored rates and written in the
 * country's currency, or null when the country pays in US dollars or its rate is unknown.
 */
export function localPaymentAmount(usdAmount: number | string, country: string, rates: CurrencyRates | null | undefined): string | null {
  const currency = paymentCurrency(country);
  if (currency === CHARGE_CURRENCY) return null;
  const converted = convertMoney(usdAmount, CHARGE_CURRENCY, currency, rates);
  return converted === null ? null : formatCountryAmount(converted, country);
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  card: 'Credit/Debit Card',
  bank_transfer: 'Bank Transfer',
  paypal: 'PayPal',
  direct_debit: 'Direct Debit',
  paytm: 'Paytm',
  upi: 'UPI',
  mpesa: 'M-Pesa',
};

/** Card and bank transfer everywhere, plus the country's own methods. */
export function paymentMethodsFor(country: string): PaymentMethod[] {
  const local: PaymentMethod[] =
    country === 'AU'
      ? ['paypal', 'direct_debit']
      : country === 'IN'
        ? ['paytm', 'upi']
        : ['KE', 'NG', 'GH', 'ZA'].includes(country)
          ? ['mpesa', 'paypal']
          : ['paypal'];
  return ['card', ...local, 'bank_transfer'];
}

/** What a payment form holds: the choice plus every method's fields (kept in the form only). */
export interface PaymentFormValues {
  country: string;
  method: PaymentMethod;
  cardNumber?: string;
  cardName?: string;
  expiryDate?: string;
  cvv?: string;
  paypalEmail?: string;
  phoneNumber?: string;
  accountNumber?: string;
  bsb?: string;
  upiId?: string;
}

export type PaymentDetailField = Exclude<keyof PaymentFormValues, 'country' | 'method'>;

export const PAYMENT_FIELD_LABELS: Readonly<Record<PaymentDetailField, string>> = {
  cardNumber: 'Card number',
  cardName: 'Name on card',
  expiryDate: 'Expiry date',
  cvv: 'CVV',
  paypalEmail: 'PayPal email',
  phoneNumber: 'Phone number',
  accountNumber: 'Account number',
  bsb: 'BSB',
  upiId: 'UPI ID',
};

/** The fields each method needs filled in (no format checks: the provider does those). */
export const REQUIRED_PAYMENT_FIELDS: Readonly<Record<PaymentMethod, readonly PaymentDetailField[]>> = {
  card: ['cardNumber', 'cardName', 'expiryDate', 'cvv'],
  paypal: ['paypalEmail'],
  paytm: ['phoneNumber'],
  mpesa: ['phoneNumber'],
  direct_debit: ['accountNumber', 'bsb'],
  upi: ['upiId'],
  bank_transfer: [],
};

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

/** The country and method must be chosen, and each field the method needs filled in ('{label} is required'). */
export function paymentFormErrors(values: Partial<PaymentFormValues>): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (!values.country) errors.country = 'Country is required';
  if (!values.method) return { ...errors, method: 'Payment method is required' };
  for (const field of REQUIRED_PAYMENT_FIELDS[values.method]) {
    if (!values[field]?.trim()) errors[field] = `${PAYMENT_FIELD_LABELS[field]} is required`;
  }
  return errors;
}

/** The reference a bank transfer quotes: DONOR- and the first 8 characters of the account id. */
export function bankTransferReference(userId: string): string {
  return `DONOR-${userId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
}
