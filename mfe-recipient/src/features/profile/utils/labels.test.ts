import { countryName, formatDate, paymentMethodLabel } from './labels';

test('dates as dd MMM yyyy through Intl; unreadable → Invalid date; missing → N/A', () => {
  expect(formatDate('2027-11-22T03:58:12.534+00:00')).toBe('22 Nov 2027');
  expect(formatDate('not a date')).toBe('Invalid date');
  expect(formatDate(null)).toBe('N/A');
});

test('payment methods and countries read as words', () => {
  expect(paymentMethodLabel('paypal')).toBe('PayPal');
  expect(paymentMethodLabel('stripe')).toBe('Stripe (credit card)');
  expect(paymentMethodLabel('mock')).toBe('Demo payment (simulated)');
  expect(paymentMethodLabel('future-method')).toBe('future-method');
  expect(countryName('GB')).toBe('United Kingdom');
});
