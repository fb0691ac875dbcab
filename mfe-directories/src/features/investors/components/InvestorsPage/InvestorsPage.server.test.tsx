/** @jest-environment node */
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from '../../../../App';
import { INVESTOR_ROWS } from '../../testing/investor-rows';

// The angel with a firm name, so its card shows a name to look for in the HTML.
const INVESTORS = [INVESTOR_ROWS[0], { ...INVESTOR_ROWS[1], firm_name: 'Northbank Angels', display_name: 'Northbank Angels' }];

afterEach(() => setSupabaseClient(null));

test('/investors: the HTML lists the first page of investors, and the title is the directory', async () => {
  const calls = fakeSupabase({ data: { items: INVESTORS, total: 2, more: false }, error: null, status: 200 });
  const { html, page, queryState } = await renderOnServer(<App />, { path: '/investors' });

  expect(html).toContain('Meridian Health Ventures');
  expect(html).toContain('$500K - $2M');
  expect(html).toContain('Northbank Angels');
  expect(html).toContain(`href="/investors/${INVESTORS[0].id}"`);
  expect(html).toContain('Showing 1–2 of 2 investors');
  expect(html).not.toContain('Loading investors...');
  expect(page.title).toBe('Investors Directory | Donation Network');
  expect(page.status).toBe(200);
  expect(calls).toContainEqual([
    'rpc',
    'investor_directory_page',
    expect.objectContaining({ search: '', location: '', verification_status: '', page: 1, page_size: 12 }),
  ]);
  // the browser starts from this answer instead of reading again
  expect(queryState.queries).toHaveLength(1);
});

test('filters and the page come from the URL, on the server too', async () => {
  const calls = fakeSupabase({ data: { items: INVESTORS.slice(1), total: 13, more: false }, error: null, status: 200 });
  const { html } = await renderOnServer(<App />, { path: '/investors?type=Angel&focus=FinTech&status=unverified&page=2' });

  expect(calls).toContainEqual([
    'rpc',
    'investor_directory_page',
    expect.objectContaining({ verification_status: 'unverified', investor_type: 'Angel', investment_focus: 'FinTech', page: 2 }),
  ]);
  expect(html).toContain('Showing 13–13 of 13 investors');
  expect(html).not.toContain('Meridian Health Ventures');
});
