import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Intros and computed dashboards (issue #12) with the demo accounts: the demo investor (Demo Capital:
// Healthcare, Seed) asks the demo founder (Demo Vitals: Healthcare, Seed) for an intro from the founder's
// profile; the founder accepts on the dashboard and both see the other's contact details.

const DEMO_FOUNDER_PROFILE = '/founders/f0a1c2d3-00de-4a5b-8c6d-0000000000de';

async function signInAs(page: Page, baseUrl: string, role: 'Founder' | 'Investor') {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: `Log in as demo ${role}` }).click();
  await expect(page).toHaveURL(`${baseUrl}/${role.toLowerCase()}/dashboard`);
}

/** Client-side navigation, so the signed-in session carries over without a reload. */
async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`);
  expect(serious).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The demo investor asks the demo founder for an intro (another run may have left one pending). */
async function investorAsksDemoFounder(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, baseUrl, 'Investor');
  await navigate(page, DEMO_FOUNDER_PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Founder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an intro to Demo Vitals' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Please write a message')).toBeVisible();
  await dialog.getByLabel(/Message/).fill('Demo Capital backs seed-stage healthcare software. Could we talk about your round?');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    page.getByText('Intro request sent', { exact: true }).first().or(dialog.getByText('An intro request between you is already pending')),
  ).toBeVisible();
  await context.close();
}

test('an investor asks the founder for an intro; the founder accepts and both see the contact details', async ({
  page,
  browser,
  baseUrl,
}) => {
  await investorAsksDemoFounder(browser, baseUrl);

  await signInAs(page, baseUrl, 'Founder');
  const completion = page.getByRole('region', { name: 'Profile Completion' });
  await expect(completion.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Investor Matches', exact: true })).toBeVisible();
  const best = page.getByRole('region', { name: 'Best Investor Matches' });
  await expect(best.getByRole('link', { name: 'Demo Capital', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  const recent = page.getByRole('region', { name: 'Recent Investors' });
  await recent.getByRole('button', { name: 'Accept intro from Demo Capital' }).first().click();
  await expect(page.getByText('Intro accepted', { exact: true }).first()).toBeVisible();
  await expect(recent.getByRole('link', { name: 'investor@demo.donation.network' }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // the investor now sees the founder's contact under the sent request
  const context = await browser.newContext();
  const investorPage = await context.newPage();
  await signInAs(investorPage, baseUrl, 'Investor');
  const sent = investorPage.getByRole('region', { name: 'Sent Intro Requests' });
  await expect(sent.getByRole('link', { name: 'founder@demo.donation.network' }).first()).toBeVisible();
  const deals = investorPage.getByRole('region', { name: 'Recent Deal Flow' });
  await expect(deals.getByRole('link', { name: 'Demo Vitals', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(investorPage);
  await investorPage.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(investorPage);
  await context.close();
});

test('signed out, Contact Founder leads to the login page; the founder sees no button on their own profile', async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}${DEMO_FOUNDER_PROFILE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Founder' }).click();
  await expect(page).toHaveURL(`${baseUrl}/login`);

  await signInAs(page, baseUrl, 'Founder');
  await navigate(page, DEMO_FOUNDER_PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact Founder' })).toHaveCount(0);
});

test('Featured lists only verified profiles; an investor profile lists similar investors and keeps the filtered links', async ({
  page,
  baseUrl,
}) => {
  await page.goto(`${baseUrl}/investors?tab=featured`);
  await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('investor-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);

  await page.goto(`${baseUrl}/founders?tab=featured`);
  await expect(page.getByTestId('founder-card').first()).toBeVisible();
  for (const card of await page.getByTestId('founder-card').all()) {
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  }

  // Meridian Health Ventures (Healthcare, SaaS, DeepTech) shares Healthcare with the demo investor and the angel
  await page.goto(`${baseUrl}/investors/a0b1c2d3-0001-4b5c-8d6e-000000000001`);
  const profiles = page.getByRole('list', { name: 'Similar investor profiles' });
  await expect(profiles.getByRole('link').first()).toBeVisible();
  await expect(profiles.getByText(/Also invests in Healthcare/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Similar investors' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /\/investors\?location=.+&focus=/,
  );
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
});
