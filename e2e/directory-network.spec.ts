import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, navigateInApp, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// Intros and the computed dashboards, with the demo accounts: the demo investor (Demo Capital:
// Healthcare, Seed) asks the demo founder (Demo Vitals: Healthcare, Seed) for an intro from the founder's
// profile; the founder accepts on the dashboard and both see the other's contact details.

const DEMO_FOUNDER_PROFILE = '/founders/f0a1c2d3-00de-4a5b-8c6d-0000000000de';

/** The demo investor asks the demo founder for an intro (another run may have left one pending). */
async function investorAsksDemoFounder(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, baseUrl, 'Investor');
  await navigateInApp(page, DEMO_FOUNDER_PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Founder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request an intro to Demo Vitals' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'intro request dialog');

  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Please write a message')).toBeVisible();
  await dialog.getByLabel(/Message/).fill('Demo Capital backs seed-stage healthcare software. Could we talk about your round?');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    page.getByText('Intro request sent', { exact: true }).first().or(dialog.getByText('An intro request between you is already pending')),
  ).toBeVisible();
  await context.close();
}

test(
  'an investor asks the founder for an intro; the founder accepts and both see the contact details',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, browser, baseUrl }) => {
    await investorAsksDemoFounder(browser, baseUrl);

    await signInAsDemo(page, baseUrl, 'Founder');
    const completion = page.getByRole('region', { name: 'Profile Completion' });
    await expect(completion.getByText(/^\d{1,3}%$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Investor Matches', exact: true })).toBeVisible();
    const best = page.getByRole('region', { name: 'Best Investor Matches' });
    await expect(best.getByRole('link', { name: 'Demo Capital', exact: true })).toBeVisible();
    // a free founder is offered the directory plans on /pricing
    await expect(page.getByRole('region', { name: 'Subscription' }).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/pricing#directory-plans',
    );

    const recent = page.getByRole('region', { name: 'Recent Investors' });
    await recent.getByRole('button', { name: 'Accept intro from Demo Capital' }).first().click();
    await expect(page.getByText('Intro accepted', { exact: true }).first()).toBeVisible();
    await expect(recent.getByRole('link', { name: 'investor@demo.donation.network' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'founder dashboard with an accepted intro');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // the investor now sees the founder's contact under the sent request
    const context = await browser.newContext();
    const investorPage = await context.newPage();
    await signInAsDemo(investorPage, baseUrl, 'Investor');
    const sent = investorPage.getByRole('region', { name: 'Sent Intro Requests' });
    await expect(sent.getByRole('link', { name: 'founder@demo.donation.network' }).first()).toBeVisible();
    const deals = investorPage.getByRole('region', { name: 'Recent Deal Flow' });
    await expect(deals.getByRole('link', { name: 'Demo Vitals', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(investorPage, 'investor dashboard with the accepted intro');
    await investorPage.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(investorPage);
    await context.close();
  },
);

test(
  'signed out, Contact Founder leads to the login page; the founder sees no button on their own profile',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}${DEMO_FOUNDER_PROFILE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
    await page.getByRole('link', { name: 'Contact Founder' }).click();
    await expect(page).toHaveURL(`${baseUrl}/login`);

    await signInAsDemo(page, baseUrl, 'Founder');
    await navigateInApp(page, DEMO_FOUNDER_PROFILE);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Vitals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connect' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Founder' })).toHaveCount(0);
  },
);

test(
  'Featured lists only verified profiles; an investor profile lists similar investors and keeps the filtered links',
  { tag: ['@directories'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/investors?tab=featured`);
    await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByTestId('investor-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'verified founders directory');

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
    await expectNoSeriousA11yViolations(page, 'investor profile with similar investors');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  },
);

// ---- dashboards follow the profile ------------------------------------------------------

/** Creates the account in the wizard's auth panel, as e2e/registration.spec.ts does; returns its e-mail. */
async function createAccount(page: Page, role: 'founder' | 'investor'): Promise<string> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const panel = page.getByRole('form', { name: 'Create your account' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel(/^Password/).fill('secret-pass-1');
  await panel.getByLabel('Confirm Password').fill('secret-pass-1');
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(panel).toHaveCount(0);
  return email;
}

/** The steps after the details: the mailed code (Verify), the free listing (Payment), consent (Complete). */
async function completeRegistration(page: Page, email: string, mailedCode: (email: string, after: string) => Promise<string>) {
  const sentAfter = new Date().toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(email, sentAfter));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue with the free listing' }).click();
  await page.getByRole('checkbox', { name: /I consent to the processing of my personal data/ }).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
}

/** The number a dashboard figure card shows ('40%' -> 40, '3' -> 3). */
async function figure(page: Page, card: string, pattern: RegExp): Promise<number> {
  const value = page.getByRole('region', { name: card, exact: true }).getByText(pattern);
  await expect(value).toBeVisible();
  return Number.parseInt((await value.textContent()) ?? '', 10);
}

/** Back to the dashboard by a client-side route change (the session stays), then wait for its heading. */
async function openDashboard(page: Page, role: 'founder' | 'investor') {
  await navigateInApp(page, `/${role}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: `${role === 'founder' ? 'Founder' : 'Investor'} Dashboard` })).toBeVisible();
}

test(
  'dashboards change when the profile changes',
  { tag: ['@directories', '@auth', '@needs-local-backend'] },
  async ({ page, browser, baseUrl, mailedCode }) => {
    // A whole registration, then two people's dashboards: over a minute even on a quiet machine.
    test.slow();
    // EdTech at Series B: no seeded founder has it, so the new founder is among the first five matches
    const company = `Chalkline Learning ${randomUUID().slice(0, 6)}`;
    await page.goto(`${baseUrl}/register/founder`);
    const founderEmail = await createAccount(page, 'founder');
    const details = page.getByRole('form', { name: 'Founder details' });
    await details.getByLabel('Full name').fill('Dana Founder');
    await details.getByLabel('Company name').fill(company);
    await details.getByLabel('Industry').selectOption('EdTech');
    await details.getByLabel('Funding stage').selectOption('Series B');
    await details.getByLabel('Location').fill('Accra, Ghana');
    await details.getByRole('button', { name: 'Continue' }).click();
    await completeRegistration(page, founderEmail, mailedCode);
    await expect(page).toHaveURL(`${baseUrl}/founder/dashboard`);

    // the four registration fields of the ten the completion counts
    const completionBefore = await figure(page, 'Profile Completion', /^\d{1,3}%$/);
    expect(completionBefore).toBeLessThan(100);
    await expect(page.getByText('Complete your profile to attract investors', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Edit Profile', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl}/founder/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await expect(page.getByLabel(/^Company name/)).toHaveValue(company);
    await page.getByLabel(/^Founded year/).fill('2021');
    await page.getByLabel(/^Team size/).fill('14');
    await page.getByLabel(/^Company description/).fill('Lesson planning and tutoring for secondary schools.');
    await page.getByLabel(/^Looking for/).fill('Series B lead investor');
    await page.getByLabel(/^Website/).fill('https://chalkline.example.com');
    await page.getByLabel(/^LinkedIn/).fill('https://www.linkedin.com/company/chalkline-learning');
    await page.getByRole('button', { name: 'Save Profile', exact: true }).click();
    await expect(page.getByText('Profile saved successfully!', { exact: true })).toBeVisible();

    await openDashboard(page, 'founder');
    await expect.poll(() => figure(page, 'Profile Completion', /^\d{1,3}%$/)).toBeGreaterThan(completionBefore);
    expect(await figure(page, 'Profile Completion', /^\d{1,3}%$/)).toBe(100);
    await expect(page.getByText('Your profile is complete', { exact: true })).toBeVisible();
    const founderMatchesBefore = await figure(page, 'Investor Matches', /^\d+$/);

    // a new investor backing late-stage consumer companies (no founder industry is Consumer) has no matches yet
    const context = await browser.newContext();
    const investor = await context.newPage();
    await investor.goto(`${baseUrl}/register/investor`);
    const investorEmail = await createAccount(investor, 'investor');
    const form = investor.getByRole('form', { name: 'Investor details' });
    await form.getByLabel('Full name').fill('Ines Investor');
    await form.getByLabel('Investor type').selectOption('Angel');
    await form.getByLabel('Location').fill('Lagos, Nigeria');
    await form
      .getByRole('group', { name: /Investment focus/ })
      .getByRole('checkbox', { name: 'Consumer', exact: true })
      .check();
    await form
      .getByRole('group', { name: /Investment stages/ })
      .getByRole('checkbox', { name: 'Series C+', exact: true })
      .check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await completeRegistration(investor, investorEmail, mailedCode);
    await expect(investor).toHaveURL(`${baseUrl}/investor/dashboard`);
    const dealFlow = investor.getByRole('region', { name: 'Recent Deal Flow', exact: true });
    await expect(dealFlow.getByText('No startups match your investment focus and stages yet.', { exact: true })).toBeVisible();
    expect(await figure(investor, 'Startup Matches', /^\d+$/)).toBe(0);

    // focus and stages that fit the founder's industry and stage
    await investor.getByRole('link', { name: 'Edit Profile', exact: true }).click();
    await expect(investor).toHaveURL(`${baseUrl}/investor/profile`);
    await expect(investor.getByRole('heading', { level: 1, name: 'Investor Profile' })).toBeVisible();
    await investor
      .getByRole('group', { name: /Investment focus/ })
      .getByRole('checkbox', { name: 'EdTech', exact: true })
      .check();
    await investor
      .getByRole('group', { name: /Investment stages/ })
      .getByRole('checkbox', { name: 'Series B', exact: true })
      .check();
    await investor.getByRole('button', { name: 'Save Profile', exact: true }).click();
    await expect(investor.getByText('Profile saved successfully!', { exact: true })).toBeVisible();

    await openDashboard(investor, 'investor');
    await expect(dealFlow.getByRole('link', { name: company, exact: true })).toBeVisible();
    expect(await figure(investor, 'Startup Matches', /^\d+$/)).toBeGreaterThanOrEqual(1);
    await context.close();

    // and the founder now counts the investor among their matches
    await page.reload();
    await expect.poll(() => figure(page, 'Investor Matches', /^\d+$/)).toBeGreaterThan(founderMatchesBefore);
  },
);
