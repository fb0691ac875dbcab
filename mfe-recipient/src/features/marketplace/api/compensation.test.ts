import { describeCompensation, formatCompensation, type CompensationParts } from './compensation';

const RATES = { EUR: 0.92, INR: 83.5 };
const NO_PREFERENCE = { display: null, rates: RATES };
const text = (compensation: string): CompensationParts => ({
  compensation,
  compensation_amount: null,
  compensation_currency: null,
  compensation_period: null,
  compensation_equity_percent: null,
});
const rate = (compensation: string, amount: number | string, currency: string, period: string): CompensationParts => ({
  ...text(compensation),
  compensation_amount: amount,
  compensation_currency: currency,
  compensation_period: period,
});

test('a rate in its own currency per its period', () => {
  expect(formatCompensation(rate('$250/hour', '250.00', 'USD', 'hour'), NO_PREFERENCE, 'Negotiable')).toBe('$250/hour');
  expect(formatCompensation(rate('₹8,000/hour', 8000, 'INR', 'hour'), NO_PREFERENCE, 'Negotiable')).toBe('₹8,000/hour');
});

test('the currency setting adds an estimate in the chosen currency, per the same period', () => {
  expect(formatCompensation(rate('$250/hour', 250, 'USD', 'hour'), { display: 'INR', rates: RATES }, '')).toBe(
    '$250/hour (≈ ₹20,875/hour)',
  );
  expect(formatCompensation(rate('€150/hour', 150, 'EUR', 'hour'), { display: 'USD', rates: RATES }, '')).toBe('€150/hour (≈ $163/hour)');
  // the rate's own currency, or one without a known rate: no estimate
  expect(formatCompensation(rate('€150/hour', 150, 'EUR', 'hour'), { display: 'EUR', rates: RATES }, '')).toBe('€150/hour');
  expect(formatCompensation(rate('$250/hour', 250, 'USD', 'hour'), { display: 'KES', rates: RATES }, '')).toBe('$250/hour');
});

test('for a table cell: as offered, and the estimate apart', () => {
  expect(describeCompensation(rate('€150/hour', 150, 'EUR', 'hour'), { display: 'USD', rates: RATES }, '')).toEqual({
    offered: '€150/hour',
    estimate: '≈ $163/hour',
  });
  expect(describeCompensation(text('Negotiable'), { display: 'USD', rates: RATES }, '')).toEqual({ offered: 'Negotiable', estimate: null });
});

test('a share of equity is a percentage, never money, whatever the currency setting', () => {
  const share = { ...text('€0.5% equity'), compensation_equity_percent: '0.50' };
  expect(formatCompensation(share, { display: 'EUR', rates: RATES }, 'Not disclosed')).toBe('0.5% equity');
  expect(formatCompensation({ ...share, compensation_equity_percent: 2.25 }, NO_PREFERENCE, '')).toBe('2.25% equity');
});

test('anything else as written; blank gives the fallback', () => {
  expect(formatCompensation(text('Negotiable'), { display: 'INR', rates: RATES }, 'Not disclosed')).toBe('Negotiable');
  expect(formatCompensation(text('  '), NO_PREFERENCE, 'Not disclosed')).toBe('Not disclosed');
});
