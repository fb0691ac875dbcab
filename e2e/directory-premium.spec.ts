import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, test, type PortalConfig } from './fixtures';
import { expectNoHorizontalScroll, signInAs, signInAsDemo } from './support/demo-session';

/** Sample listings with stored files (supabase/seed/50-directories.sql). */
const HEMOLINK = '/founders/f0a1c2d3-0001-4a5b-8c6d-000000000001';
const MERIDIAN = '/investors/a0b1c2d3-0001-4b5c-8d6e-000000000001';

/** A founder of its own, so the premium it buys changes no demo account other tests read. */
async function freshFounder({ supabaseUrl, supabaseAnonKey }: PortalConfig) {
  const client = createClient(supabaseUrl, supabaseAnonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  const account = { email: `founder-${randomUUID().slice(0, 8)}@example.com`, password: 'secret-pass-1' };
  const { error } = await client.auth.signUp({ ...account, options: { data: { user_type: 'founder', full_name: 'Premium Founder' } } });
  if (error) throw new Error(`sign-up failed: ${error.message}`);
  return account;
}

test(
  'a signed-in investor opens a seeded pitch deck: a stored PDF, not a dead link',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Investor', HEMOLINK);
    const download = page.waitForResponse((response) => response.url().includes('/storage/v1/object/pitch-decks/'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'View Pitch Deck' }).click();
    const response = await download;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // the same request again, with the reader's own headers: the bytes are a PDF
    const again = await page.request.get(response.url(), { headers: await response.request().allHeaders() });
    expect([again.status(), (await again.body()).subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    // the new tab shows the downloaded bytes (a same-origin blob), not an example.com address
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
  },
);

test(
  'an investor profile at 375 px: no sideways scroll, and every tab, Documents included, is in view',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsDemo(page, baseUrl, 'Investor', MERIDIAN);
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian Health Ventures' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    const documents = page.getByRole('tab', { name: 'Documents' });
    await expect(documents).toBeInViewport({ ratio: 1 });
    await documents.click();
    // without premium the documents are offered with the plans, not shown
    await expect(page.getByRole('link', { name: 'Get Premium Access' })).toHaveAttribute('href', '/pricing#directory-plans');

    // the badge's tooltip, shown, stays on the screen too
    await page.getByTestId('verification-badge').first().hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoHorizontalScroll(page);
  },
);

test(
  'a founder upgrades from the dashboard: /pricing, subscribe, premium on the dashboard, documents open',
  { tag: ['@directories', '@marketing', '@cross-remote', '@demo-accounts'] },
  async ({ page, baseUrl, portalConfig }) => {
    test.skip(!portalConfig.demoMode, 'payments are simulated in demo mode only');
    await signInAs(page, baseUrl, await freshFounder(portalConfig), '/founder/dashboard');
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await expect(subscription.getByText('Free', { exact: true })).toBeVisible();
    await subscription.getByRole('link', { name: 'Upgrade Plan' }).click();

    await expect(page).toHaveURL(`${baseUrl}/pricing#directory-plans`);
    const plans = page.getByRole('region', { name: 'Founder & Investor Premium' });
    await expect(plans).toBeInViewport();
    await plans.getByRole('button', { name: 'Subscribe to Directory Premium', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Directory Premium' });
    await expect(dialog).toContainText('Demo mode: the payment is simulated');
    await dialog.getByRole('button', { name: 'Confirm and Pay' }).click();
    await expect(page.getByText('You now have premium directory access')).toBeVisible();

    await expect(page).toHaveURL(`${baseUrl}/founder/dashboard`);
    await expect(subscription.getByText('Directory Premium', { exact: true })).toBeVisible();
    await expect(subscription.getByText(/^Premium until \d{2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(subscription.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);

    // premium opens the documents behind a listing
    await page.goto(`${baseUrl}${MERIDIAN}`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const download = page.waitForResponse((response) => response.url().includes('/storage/v1/object/directory-documents/'));
    await page.getByRole('button', { name: 'Download SEC Form ADV' }).click();
    const response = await download;
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'application/pdf']);
  },
);
