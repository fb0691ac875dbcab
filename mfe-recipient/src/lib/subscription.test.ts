import { accessLabel } from './subscription';

test('plan access labels: 30 days = 1 month, 90 = 3 months, otherwise 12 months', () => {
  expect(accessLabel(30)).toBe('1 month');
  expect(accessLabel(90)).toBe('3 months');
  expect(accessLabel(365)).toBe('12 months');
  expect(accessLabel(180)).toBe('12 months');
});
