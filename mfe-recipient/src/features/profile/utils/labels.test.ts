import { countryName, paymentMethodLabel } from './labels';

test('payment methods and countries read as words', () => {
  expect(paymentMethodLabel('paypal')).toBe('PayPal');
  expect(paymentMethodLabel('stripe')).toBe('Stripe (credit card)');
  expect(paymentMethodLabel('mock')).toBe('Demo payment (simulated)');
  expect(paymentMethodLabel('future-method')).toBe('future-method');
  expect(countryName('GB')).toBe('United Kingdom');
});
