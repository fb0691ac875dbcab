import { countOf, nounFor } from './count-noun';

const OPPORTUNITY = { one: 'opportunity', other: 'opportunities' };

test('the noun agrees with the count', () => {
  expect([0, 1, 2, 21].map((count) => nounFor(count, OPPORTUNITY))).toEqual([
    'opportunities',
    'opportunity',
    'opportunities',
    'opportunities',
  ]);
});

test('a count with its noun, the number grouped', () => {
  expect(countOf(1, OPPORTUNITY)).toBe('1 opportunity');
  expect(countOf(0, OPPORTUNITY)).toBe('0 opportunities');
  expect(countOf(1000, { one: 'professional', other: 'professionals' })).toBe('1,000 professionals');
});
