import { investorsHref, parseInvestorParams, toInvestorFilters, toInvestorParams } from './use-investor-filters';

test('unknown or malformed values fall back to the defaults', () => {
  expect(parseInvestorParams(new URLSearchParams('type=Bank&focus=Mining&status=approved&tab=popular&page=x'))).toEqual({
    search: '',
    investorType: '',
    location: '',
    investmentFocus: '',
    verificationStatus: 'all',
    tab: 'all',
    page: 1,
  });
});

test('round-trips through the URL, leaving defaults out', () => {
  const params = new URLSearchParams('q=cap&type=Family+Office&location=London&focus=SaaS&status=verified&tab=featured&page=3');
  const state = parseInvestorParams(params);
  expect(state.investorType).toBe('Family Office');
  expect(toInvestorParams(state).toString()).toBe(params.toString());
  expect(toInvestorParams({ ...state, search: '', tab: 'all', page: 1 }).toString()).toBe(
    'type=Family+Office&location=London&focus=SaaS&status=verified',
  );
});

test('the Verified tab filters to verified; Featured reads the featured list', () => {
  const base = parseInvestorParams(new URLSearchParams(''));
  expect(toInvestorFilters({ ...base, tab: 'verified' })).toMatchObject({ verifiedOnly: true, featured: false });
  expect(toInvestorFilters({ ...base, tab: 'featured' })).toEqual({ ...toInvestorFilters(base), featured: true });
});

test('investorsHref builds Similar Investors links', () => {
  expect(investorsHref({ location: 'San Francisco, CA', investmentFocus: 'Healthcare' })).toBe(
    '/investors?location=San+Francisco%2C+CA&focus=Healthcare',
  );
  expect(investorsHref({})).toBe('/investors');
});
