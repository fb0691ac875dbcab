import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, test, type PortalConfig } from './fixtures';
import { expectNoHorizontalScroll, signInAs, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// Owners' analytics across remotes: a subscriber opens one of the demo partner's listings in the recipient
// marketplace (mfe-recipient), and the partner's dashboard (mfe-partner) counts the view.

const LISTING = 'O Positive Whole Blood';

/** A new subscriber (demo mode's simulated payment): their view is new today, whatever other specs viewed. */
async function freshSubscriber({ supabaseUrl, supabaseAnonKey }: PortalConfig) {
  const client = createClient(supabaseUrl, supabaseAnonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const account = { email: `viewer-${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-1' };
  const { error } = await client.auth.signUp({ ...account, options: { data: { user_type: 'recipient' } } });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  const subscribed = await client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });
  if (subscribed.error) throw new Error(`subscribe failed: ${subscribed.error.message}`);
  return account;
}

/** The views the partner's "Most viewed listings" shows for the listing (listings nobody viewed are not listed). */
async function viewsOf(analytics: Locator): Promise<number> {
  const list = analytics.getByRole('list', { name: 'Most viewed listings' });
  await expect(list.or(analytics.getByText('None of your listings was viewed in this period.'))).toBeVisible();
  const [text] = await list.getByRole('listitem').filter({ hasText: LISTING }).allTextContents();
  if (text === undefined) return 0;
  const match = /(\d+) views?$/.exec(text.trim());
  if (!match) throw new Error(`no view count in "${text}"`);
  return Number(match[1]);
}

test(
  "a subscriber opens a partner's listing and the partner's dashboard counts the view",
  { tag: ['@partner', '@recipient', '@demo-accounts'] },
  async ({ page, browser, baseUrl, portalConfig }) => {
    // Two people's sessions and an axe run: longer than the default on a busy machine.
    test.slow();
    await signInAsDemo(page, baseUrl, 'Partner', '/partner/dashboard');
    const analytics = page.getByRole('region', { name: 'Listing analytics' });
    const before = await viewsOf(analytics);

    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await signInAs(viewerPage, baseUrl, await freshSubscriber(portalConfig), '/recipient/blood-services?q=Demo%20Partner%20Blood%20Bank');
    const openDetails = async () => {
      const counted = viewerPage.waitForResponse((response) => response.url().endsWith('/rest/v1/rpc/record_view'));
      await viewerPage.getByTestId('service-row').filter({ hasText: LISTING }).getByRole('button', { name: 'Details' }).click();
      await expect(viewerPage.getByRole('dialog', { name: LISTING })).toBeVisible();
      expect((await counted).ok()).toBe(true);
    };
    await openDetails();
    // a second look the same day, after a reload, is the same viewer
    await viewerPage.reload();
    await openDetails();
    await viewer.close();

    await page.reload();
    expect(await viewsOf(analytics)).toBe(before + 1);
    await expect(analytics.getByRole('img', { name: /^Views of your listings/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'partner dashboard with analytics');

    await analytics.getByText('Show the figures as a table').first().click();
    await expect(analytics.getByRole('table', { name: 'Views of your listings: figures' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(analytics.getByRole('img', { name: /^Views of your listings/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
  },
);
