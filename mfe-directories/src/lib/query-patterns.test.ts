import { isUuid, oneOf, parsePage } from './query-patterns';

test('oneOf keeps allowed values only', () => {
  expect(oneOf('VC', ['Angel', 'VC'])).toBe('VC');
  expect(oneOf('vc', ['Angel', 'VC'])).toBe('');
  expect(oneOf(null, ['Angel'])).toBe('');
});

test('parsePage accepts whole pages above 1, else 1', () => {
  expect(parsePage('3')).toBe(3);
  expect(parsePage('0')).toBe(1);
  expect(parsePage('-2')).toBe(1);
  expect(parsePage('2.5')).toBe(1);
  expect(parsePage(null)).toBe(1);
});

test('isUuid', () => {
  expect(isUuid('f0a1c2d3-0001-4a5b-8c6d-000000000001')).toBe(true);
  expect(isUuid('1 or 1=1')).toBe(false);
});
