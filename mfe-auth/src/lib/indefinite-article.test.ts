import { withIndefiniteArticle } from './indefinite-article';

it.each([
  ['Investor', 'an Investor'],
  ['investor', 'an investor'],
  ['Admin', 'an Admin'],
  ['Blood Donor', 'a Blood Donor'],
  ['Founder', 'a Founder'],
  ['Healthcare Partner', 'a Healthcare Partner'],
  ['Recipient', 'a Recipient'],
])('%s -> %s', (noun, expected) => {
  expect(withIndefiniteArticle(noun)).toBe(expected);
});
