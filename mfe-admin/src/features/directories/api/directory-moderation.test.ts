import { RANGE_NOT_SATISFIABLE, orContainsPattern, RequestError } from '@donation-network/portal-data';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { fetchDirectoryProfiles, type DirectoryFilters } from './directory-moderation';

const ALL: DirectoryFilters = { directory: 'founder', verification: 'all', visibility: 'all', search: '', page: 1 };

const row = { id: 'p1', location: 'London', verification_status: 'pending', is_hidden: true, created_at: '2026-11-01T00:00:00Z' };

test("founders: the company and industry columns, every filter, newest first, the page's range", async () => {
  const calls = fakeSupabase({ data: [{ ...row, company_name: 'Demo Vitals', industry: 'Healthcare' }], error: null, count: 41 });
  const signal = new AbortController().signal;
  const page = await fetchDirectoryProfiles({ ...ALL, verification: 'pending', visibility: 'hidden', search: ' vital ', page: 2 }, signal);
  const pattern = orContainsPattern('vital');
  expect(calls).toEqual([
    ['from', 'founder_profiles'],
    ['select', 'id, company_name, industry, location, verification_status, is_hidden, created_at', { count: 'exact' }],
    ['eq', 'verification_status', 'pending'],
    ['eq', 'is_hidden', true],
    ['or', `company_name.ilike.${pattern},industry.ilike.${pattern},location.ilike.${pattern}`],
    ['order', 'created_at', { ascending: false }],
    ['order', 'id'],
    ['range', 20, 39],
    ['abortSignal', signal],
  ]);
  expect(page).toEqual({
    items: [
      {
        id: 'p1',
        name: 'Demo Vitals',
        category: 'Healthcare',
        location: 'London',
        verificationStatus: 'pending',
        isHidden: true,
        createdAt: '2026-11-01T00:00:00Z',
      },
    ],
    total: 41,
  });
});

test('investors: the firm and investor type columns; an individual investor without a firm has an empty name', async () => {
  const calls = fakeSupabase({ data: [{ ...row, firm_name: null, investor_type: 'Angel' }], error: null, count: null });
  const page = await fetchDirectoryProfiles({ ...ALL, directory: 'investor', visibility: 'visible', search: 'x' });
  const pattern = orContainsPattern('x');
  expect(calls).toEqual([
    ['from', 'investor_profiles'],
    ['select', 'id, firm_name, investor_type, location, verification_status, is_hidden, created_at', { count: 'exact' }],
    ['eq', 'is_hidden', false],
    ['or', `firm_name.ilike.${pattern},investor_type.ilike.${pattern},location.ilike.${pattern}`],
    ['order', 'created_at', { ascending: false }],
    ['order', 'id'],
    ['range', 0, 19],
  ]);
  expect(page.items.map(({ name, category }) => [name, category])).toEqual([['', 'Angel']]);
  expect(page.total).toBe(1);
});

test('a page past the end is empty; another error is thrown with its status', async () => {
  fakeSupabase({ data: null, error: { message: 'Requested range not satisfiable', code: RANGE_NOT_SATISFIABLE }, status: 416 });
  expect(await fetchDirectoryProfiles({ ...ALL, page: 9 })).toEqual({ items: [], total: 0 });
  fakeSupabase({ data: null, error: { message: 'permission denied for table founder_profiles', code: '42501' }, status: 403 });
  const failure = fetchDirectoryProfiles(ALL);
  await expect(failure).rejects.toBeInstanceOf(RequestError);
  await expect(failure).rejects.toMatchObject({ status: 403 });
});
