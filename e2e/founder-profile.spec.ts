import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigateInApp, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The demo founder's listing (supabase/seed/50-directories.sql). */
const DEMO_FOUNDER_PROFILE = '/founders/f0a1c2d3-00de-4a5b-8c6d-0000000000de';
const NO_DECK = 'No pitch deck available or requires subscription to view.';

async function openFounderForm(page: Page, baseUrl: string) {
  await signInAsDemo(page, baseUrl, 'Founder');
  await navigateInApp(page, '/founder/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Demo Vitals');
}

/** A page in a browser context of its own (no session shared with the founder's page). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test(
  'the demo founder edits the description and a visitor sees it on the public profile',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl, browser }) => {
    await openFounderForm(page, baseUrl);
    await expectNoSeriousA11yViolations(page, 'founder profile form');

    const description = `Demo Vitals now books donors into 40 drives a week (${Date.now()}).`;
    await page.getByLabel('Company description').fill(description);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();

    const visitor = await freshPage(browser);
    await visitor.goto(`${baseUrl}${DEMO_FOUNDER_PROFILE}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
    await expect(visitor.getByText(description)).toBeVisible();
    await visitor.context().close();
  },
);

test(
  'an empty company name is refused in the form and nothing changes',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await openFounderForm(page, baseUrl);
    await page.getByLabel('Company name').fill('');
    await page.getByLabel('Team size').fill('0');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Company name must be 1 to 200 characters')).toBeVisible();
    await expect(page.getByText('Team size must be a whole number from 1 to 1,000,000')).toBeVisible();
    await expect(page.getByText('Profile saved successfully!')).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Demo Vitals');
    await expect(page.getByLabel('Team size')).not.toHaveValue('0');
  },
);

test(
  'a pitch deck must be a PDF; an uploaded one is served as a PDF to a signed-in investor, not to visitors',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl, browser }) => {
    await openFounderForm(page, baseUrl);
    const deckInput = page.getByLabel(/^(Upload|Replace) pitch deck$/);

    await deckInput.setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(page.getByText('Please upload your pitch deck as a PDF file')).toBeVisible();

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await deckInput.setInputFiles({ name: 'demo-vitals-deck.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Please upload your pitch deck as a PDF file')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View current pitch deck' })).toBeVisible();

    const investor = await freshPage(browser);
    await signInAsDemo(investor, baseUrl, 'Investor');
    await navigateInApp(investor, DEMO_FOUNDER_PROFILE);
    const sidebar = investor.getByRole('complementary', { name: 'About this founder' });
    const popup = investor.waitForEvent('popup');
    await sidebar.getByRole('button', { name: 'View Pitch Deck' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    // the blob belongs to the profile page that made it: read its type there
    const served = await investor.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      return { type: blob.type, start: (await blob.text()).slice(0, 5) };
    }, tab.url());
    expect(served).toEqual({ type: 'application/pdf', start: '%PDF-' });
    await investor.context().close();

    const visitor = await freshPage(browser);
    await visitor.goto(`${baseUrl}${DEMO_FOUNDER_PROFILE}`);
    await expect(visitor.getByText(NO_DECK)).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'View Pitch Deck' })).toHaveCount(0);
    await visitor.context().close();
  },
);

test('the company profile form fits a 375 px screen', { tag: ['@directories', '@demo-accounts'] }, async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openFounderForm(page, baseUrl);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'founder profile form at 375 px');
});
