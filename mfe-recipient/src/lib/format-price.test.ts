import { formatPrice } from './format-price';

test('prices through Intl; numeric strings from lite are read as numbers', () => {
  expect(formatPrice('29.99', 'USD')).toBe('$29.99');
  expect(formatPrice(1450, 'INR')).toBe('₹1,450.00');
  expect(formatPrice(12, null)).toBe('12');
});

test('an unknown currency code keeps the amount and names the code', () => {
  expect(formatPrice(5, 'NOT-A-CODE')).toBe('5 NOT-A-CODE');
});
