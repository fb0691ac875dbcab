import { parseFounderParams, toFounderFilters, toFounderParams } from './use-founder-filters';

test('unknown or malformed values fall back to the defaults', () => {
  const state = parseFounderParams(new URLSearchParams('industry=Mining&stage=Series+Z&status=approved&tab=popular&page=-3'));
  expect(state).toEqual({
    search: '',
    industry: '',
    location: '',
    fundingStage: '',
    verificationStatus: 'all',
    tab: 'all',
    page: 1,
  });
});

test('round-trips through the URL, leaving defaults out', () => {
  const params = new URLSearchParams('q=care&industry=FinTech&location=London&stage=Seed&status=pending&tab=featured&page=2');
  const state = parseFounderParams(params);
  expect(toFounderParams(state).toString()).toBe(params.toString());
  expect(toFounderParams({ ...state, search: ' ', tab: 'all', page: 1 }).toString()).toBe(
    'industry=FinTech&location=London&stage=Seed&status=pending',
  );
});

test('the Verified tab filters to verified; Featured reads the featured list', () => {
  const base = parseFounderParams(new URLSearchParams(''));
  expect(toFounderFilters({ ...base, tab: 'verified' })).toMatchObject({ verifiedOnly: true, featured: false });
  expect(toFounderFilters({ ...base, tab: 'featured' })).toEqual({ ...toFounderFilters(base), featured: true });
});
