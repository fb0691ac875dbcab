/** @jest-environment node */
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { DIRECTORY_SEARCH_MAX, DIRECTORY_SEARCH_TOO_LONG } from '@donation-network/shared-rules';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from '../../../../App';
import { FOUNDER_ROWS } from '../../testing/founder-rows';

const FOUNDERS = FOUNDER_ROWS;

afterEach(() => setSupabaseClient(null));

test('/founders: the HTML lists the first page of founders, and the title is the directory', async () => {
  const calls = fakeSupabase({ data: { items: FOUNDERS, total: 2, more: false }, error: null, status: 200 });
  const { html, page, queryState } = await renderOnServer(<App />, { path: '/founders' });

  expect(html).toContain('HemoLink Health');
  expect(html).toContain('Blood-supply software for hospital networks.');
  expect(html).toContain('CareLedger');
  expect(html).toContain(`href="/founders/${FOUNDERS[0].id}"`);
  expect(html).toContain('Showing 1–2 of 2 founders');
  expect(html).not.toContain('Loading founders...');
  expect(page.title).toBe('Founders Directory | Donation Network');
  expect(page.status).toBe(200);
  expect(calls).toContainEqual([
    'rpc',
    'founder_directory_page',
    { search: '', location: '', verification_status: '', industry: '', funding_stage: '', page: 1, page_size: 12 },
  ]);
  // the browser starts from this answer instead of reading again
  expect(queryState.queries.map((query) => query.state.data)).toContainEqual({ items: FOUNDERS, total: 2, more: false });
});

test('filters and the page come from the URL, on the server too', async () => {
  const calls = fakeSupabase({ data: { items: FOUNDERS, total: 30, more: false }, error: null, status: 200 });
  const { html } = await renderOnServer(<App />, { path: '/founders?q=care&industry=FinTech&location=London&tab=verified&page=2' });

  expect(calls).toContainEqual([
    'rpc',
    'founder_directory_page',
    { search: 'care', location: 'London', verification_status: 'verified', industry: 'FinTech', funding_stage: '', page: 2, page_size: 12 },
  ]);
  expect(html).toContain('Showing 13–14 of 30 founders');
  expect(html).toMatch(/<option value="FinTech" selected="">/);
});

test('the Featured tab renders the featured founders', async () => {
  const calls = fakeSupabase({ data: [FOUNDERS[0]], error: null, status: 200 });
  const { html } = await renderOnServer(<App />, { path: '/founders?tab=featured' });
  expect(calls).toContainEqual(['rpc', 'featured_founders', { max_rows: 50 }]);
  expect(html).toContain('HemoLink Health');
  expect(html).not.toContain('CareLedger');
});

test('no founders: the empty state with its Clear filters link', async () => {
  fakeSupabase({ data: { items: [], total: 0, more: false }, error: null, status: 200 });
  const { html } = await renderOnServer(<App />, { path: '/founders?industry=EdTech' });
  expect(html).toContain('No founders found matching your filters.');
  expect(html).toContain('href="/founders"');
});

test('a search longer than the database accepts renders its message without a read', async () => {
  const calls = fakeSupabase({ data: null, error: null });
  const { html } = await renderOnServer(<App />, { path: `/founders?q=${'x'.repeat(DIRECTORY_SEARCH_MAX + 1)}` });
  expect(html).toContain(DIRECTORY_SEARCH_TOO_LONG);
  expect(calls).toEqual([]);
});
