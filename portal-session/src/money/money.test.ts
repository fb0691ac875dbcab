import { convertMoney, currencyPreferenceMessage, formatMoney, formatPrice } from './money';

const RATES = { USD: 1, INR: 83.5, AUD: 1.53, GBP: 0.79 };

describe('formatMoney', () => {
  it('formats an amount in its currency; a numeric column may be a string', () => {
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney('29.99', 'USD')).toBe('$29.99');
    expect(formatMoney(1450, 'INR')).toBe('₹1,450.00');
    expect(formatMoney(15, 'USD', { trimWhole: true })).toBe('$15');
    expect(formatMoney(15.5, 'USD', { trimWhole: true })).toBe('$15.50');
  });

  it('without a currency shows the number; an unknown code follows it', () => {
    expect(formatMoney(12, null)).toBe('12');
    expect(formatMoney(5, 'NOT-A-CODE')).toBe('5 NOT-A-CODE');
  });
});

describe("formatMoney with the portal's own symbol", () => {
  it("keeps Intl's number and puts the symbol where Intl writes the currency", () => {
    expect(formatMoney(3225, 'KES', { symbol: 'KSh' })).toBe('KSh\u00a03,225.00');
    expect(formatMoney(38750, 'NGN', { symbol: '₦' })).toBe('₦38,750.00');
    expect(formatMoney(460, 'ZAR', { symbol: 'R' })).toBe('R\u00a0460.00');
    expect(formatMoney('38.25', 'AUD', { symbol: 'A$' })).toBe('A$38.25');
  });
});

describe('formatPrice', () => {
  it('adds an estimate in the display currency beside the USD price', () => {
    expect(formatPrice(25, { display: 'INR', rates: RATES })).toBe('$25.00 (≈ ₹2,088)');
    expect(formatPrice(25, { display: 'AUD', rates: RATES })).toBe('$25.00 (≈ A$38)');
    expect(formatPrice(15, { display: 'INR', rates: RATES, trimWhole: true })).toBe('$15 (≈ ₹1,253)');
  });

  it('shows a listing in its own currency, with the estimate when the viewer asked for another', () => {
    expect(formatPrice(1450, { currency: 'INR', display: 'GBP', rates: RATES })).toBe('₹1,450.00 (≈ £14)');
    expect(formatPrice(1450, { currency: 'INR', display: 'INR', rates: RATES })).toBe('₹1,450.00');
  });

  it('shows the price alone without a preference or a rate', () => {
    expect(formatPrice(25)).toBe('$25.00');
    expect(formatPrice(25, { display: 'USD', rates: RATES })).toBe('$25.00');
    expect(formatPrice(25, { display: 'INR', rates: null })).toBe('$25.00');
    expect(formatPrice(25, { display: 'KES', rates: RATES })).toBe('$25.00');
  });
});

test('convertMoney goes through USD', () => {
  expect(convertMoney(10, 'USD', 'INR', RATES)).toBeCloseTo(835);
  expect(convertMoney(835, 'INR', 'USD', RATES)).toBeCloseTo(10);
  expect(convertMoney(10, 'USD', 'ZAR', RATES)).toBeNull();
});

test('the saved preference says what really happens', () => {
  expect(currencyPreferenceMessage('INR')).toBe('Prices now show an estimate in INR; you are charged in USD.');
  expect(currencyPreferenceMessage('USD')).toBe('Prices are shown and charged in USD.');
});
