/**
 * Every price the portal shows goes through here. The portal charges in US dollars; a person's currency
 * preference (or the country chosen at a payment) adds a converted estimate beside the price, from the
 * rates stored in public.currency_rates (units per USD).
 */

/** The currency every charge is made in. */
export const CHARGE_CURRENCY = 'USD';
export const CHARGED_IN_USD_NOTE = 'Charged in US dollars';

/** Units of each currency one US dollar buys. */
export type CurrencyRates = Readonly<Record<string, number>>;

const LOCALE = 'en-US';
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: string | null, fractionDigits: number | null, narrow = false): Intl.NumberFormat {
  const key = `${currency ?? ''}:${fractionDigits ?? ''}:${narrow ? 'narrow' : ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    const digits = fractionDigits === null ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    formatter = currency
      ? new Intl.NumberFormat(LOCALE, { style: 'currency', currency, ...(narrow ? { currencyDisplay: 'narrowSymbol' } : {}), ...digits })
      : new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
    cache.set(key, formatter);
  }
  return formatter;
}

export interface FormatMoneyOptions {
  /** Whole amounts without cents ('$15'), as the plans page shows them. */
  trimWhole?: boolean;
  /** No cents at all (an estimate: '₹2,088'). */
  whole?: boolean;
  /** The portal's own symbol in place of the one Intl writes: 'KSh' gives 'KSh 3,225.00' where Intl writes 'KES 3,225.00'. */
  symbol?: string;
}

/**
 * An amount in a currency ('$25.00', '₹1,450.00'); a numeric column may arrive as a string. Without a
 * currency just the number; an unknown code is written after the number.
 */
export function formatMoney(amount: number | string, currency: string | null = CHARGE_CURRENCY, options: FormatMoneyOptions = {}): string {
  const value = Number(amount);
  if (!currency) return numberFormat(null, null).format(value);
  const digits = options.whole ? 0 : options.trimWhole && Number.isInteger(value) ? 0 : null;
  try {
    if (!options.symbol) return numberFormat(currency, digits).format(value);
    const { symbol } = options;
    return numberFormat(currency, digits, true)
      .formatToParts(value)
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('');
  } catch {
    return `${numberFormat(null, null).format(value)} ${currency}`;
  }
}

/** `amount` of `from` in `to`, or null when a rate is missing. */
export function convertMoney(amount: number | string, from: string, to: string, rates: CurrencyRates | null | undefined): number | null {
  if (from === to) return Number(amount);
  const fromRate = from === CHARGE_CURRENCY ? 1 : rates?.[from];
  const toRate = to === CHARGE_CURRENCY ? 1 : rates?.[to];
  if (!fromRate || !toRate) return null;
  return (Number(amount) / fromRate) * toRate;
}

export interface FormatPriceOptions extends FormatMoneyOptions {
  /** The price's own currency (USD for plans and fees, the listing's for partner listings). */
  currency?: string | null;
  /** The currency the viewer asked for: an estimate in it follows when it differs. */
  display?: string | null;
  rates?: CurrencyRates | null;
}

/** The price in its own currency, plus '(≈ ₹2,088)' in the display currency when that differs and a rate is known. */
export function formatPrice(amount: number | string, options: FormatPriceOptions = {}): string {
  const { currency = CHARGE_CURRENCY, display, rates, ...money } = options;
  const price = formatMoney(amount, currency, money);
  if (!currency || !display || display === currency) return price;
  const converted = convertMoney(amount, currency, display, rates);
  return converted === null ? price : `${price} (≈ ${formatMoney(converted, display, { whole: true })})`;
}

/** What saving a currency preference does, in the words of its confirmation. */
export function currencyPreferenceMessage(currency: string): string {
  return currency === CHARGE_CURRENCY
    ? 'Prices are shown and charged in USD.'
    : `Prices now show an estimate in ${currency}; you are charged in USD.`;
}
