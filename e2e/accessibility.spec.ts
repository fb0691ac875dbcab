import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PDF,
  newEmail,
  createAccount,
  fillPersonalDetails,
  verifyEmail,
  fillPartnerOrganisation,
  chooseInvestmentFocus,
  type MailedCode,
} from './support/registration-wizard';
import { expectNoSeriousA11yViolations } from './support/axe';

// Keyboard and screen-reader basics of the frame (skip link, focus on route change) and axe on
// what the page specs do not reach: every registration wizard step, a dialog, the dark theme.

async function checkStep(page: Page, wizard: string, step: number, of: number) {
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute('aria-valuetext', `Step ${step} of ${of}`);
  await expectNoSeriousA11yViolations(page, `${wizard} wizard, step ${step} of ${of}`);
}

async function verifyEmailAndIdentity(page: Page, mailedCode: MailedCode, email: string) {
  await verifyEmail(page, mailedCode, email);
  await page.getByLabel(/Identification document/).setInputFiles(PDF);
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'verify step with the e-mail verified and a document pending review');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function switchToDarkTheme(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme:/ });
  for (let i = 0; i < 3 && (await toggle.getAttribute('data-theme-preference')) !== 'dark'; i += 1) await toggle.click();
  await expect(toggle).toHaveAttribute('data-theme-preference', 'dark');
}

test(
  'the skip link is the first stop and leads into main; a route change moves the focus to the new heading',
  { tag: ['@cross-remote'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(`${baseUrl}/`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${baseUrl}/contact`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  },
);

test('dark theme: public pages, the sign-in page and the menu dialog', { tag: ['@marketing', '@auth'] }, async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  await switchToDarkTheme(page);
  for (const path of ['/', '/pricing', '/contact', '/login', '/register']) {
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${path} in the dark theme`);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'menu dialog in the dark theme');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('the menu dialog and the contact form with errors in the light theme', { tag: ['@marketing'] }, async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${baseUrl}/contact`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contact form with errors');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'menu dialog');
});

test('every step of the donor wizard', { tag: ['@auth', '@donor', '@needs-local-backend'] }, async ({ page, baseUrl, mailedCode }) => {
  test.slow();
  const email = newEmail('donor', 'a11y-');
  await page.goto(`${baseUrl}/register`);
  await expectNoSeriousA11yViolations(page, 'account type chooser');
  await page.getByRole('button', { name: /Blood Donor/ }).click();
  await checkStep(page, 'donor', 1, 5);
  await createAccount(page, email);

  await checkStep(page, 'donor', 2, 5);
  await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'donor details with errors');
  await fillPersonalDetails(page, 'Dana Donor');

  await checkStep(page, 'donor', 3, 5);
  await verifyEmailAndIdentity(page, mailedCode, email);

  await checkStep(page, 'donor', 4, 5);
  const payment = page.getByRole('form', { name: 'Payment details' });
  await payment.getByLabel('Country').selectOption('US');
  await payment.getByLabel('Payment method').selectOption('card');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Name on card').fill('Dana Donor');
  await payment.getByLabel('Expiry date').fill('12/29');
  await payment.getByLabel('CVV').fill('123');
  await expectNoSeriousA11yViolations(page, 'donor payment form filled in');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment Processed')).toBeVisible();

  await checkStep(page, 'donor', 5, 5);
});

test(
  'every step of the recipient wizard',
  { tag: ['@auth', '@recipient', '@needs-local-backend'] },
  async ({ page, baseUrl, mailedCode }) => {
    test.slow();
    const email = newEmail('recipient', 'a11y-');
    await page.goto(`${baseUrl}/register/recipient`);
    await checkStep(page, 'recipient', 1, 4);
    await createAccount(page, email);
    await checkStep(page, 'recipient', 2, 4);
    await fillPersonalDetails(page, 'Riley Recipient');
    await checkStep(page, 'recipient', 3, 4);
    await verifyEmailAndIdentity(page, mailedCode, email);
    await expect(page.getByRole('radio', { name: /Essential|Basic/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'recipient plan choice');
    await page
      .getByRole('radio', { name: /Essential|Basic/ })
      .first()
      .check();
    const payment = page.getByRole('form', { name: 'Payment details' });
    await payment.getByLabel('Country').selectOption('GB');
    await payment.getByLabel('Payment method').selectOption('bank_transfer');
    await payment.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(/You've successfully subscribed to the/)).toBeVisible();
    await checkStep(page, 'recipient', 4, 4);
  },
);

test('every step of the partner wizard', { tag: ['@auth', '@partner'] }, async ({ page, baseUrl }) => {
  test.slow();
  await page.goto(`${baseUrl}/register/partner`);
  await checkStep(page, 'partner', 1, 5);
  await createAccount(page, newEmail('partner', 'a11y-'));
  await checkStep(page, 'partner', 2, 5);
  await fillPartnerOrganisation(page);

  await checkStep(page, 'partner', 3, 5);
  await page.getByLabel('Licence document').setInputFiles({ ...PDF, name: 'licence.pdf' });
  await expect(page.getByText('Pending verification')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'partner licence pending verification');
  await page.getByRole('button', { name: 'Continue' }).click();

  await checkStep(page, 'partner', 4, 5);
  const invoice = page.getByRole('form', { name: 'Invoice request' });
  await invoice.getByLabel('Billing e-mail').fill('accounts@harbour.example');
  await invoice.getByRole('button', { name: 'Request invoice' }).click();
  await checkStep(page, 'partner', 5, 5);
});

for (const role of ['founder', 'investor'] as const) {
  test(
    `every step of the ${role} wizard`,
    { tag: ['@auth', '@directories', '@needs-local-backend'] },
    async ({ page, baseUrl, mailedCode }) => {
      test.slow();
      const email = newEmail(role, 'a11y-');
      await page.goto(`${baseUrl}/register/${role}`);
      await checkStep(page, role, 1, 5);
      await createAccount(page, email);
      await checkStep(page, role, 2, 5);
      if (role === 'founder') {
        const form = page.getByRole('form', { name: 'Founder details' });
        await form.getByLabel('Full name').fill('Fay Founder');
        await form.getByLabel('Company name').fill('Pulse Diagnostics');
        await form.getByLabel('Industry').selectOption('Healthcare');
        await form.getByLabel('Funding stage').selectOption('Seed');
        await form.getByLabel('Location').fill('Nairobi, Kenya');
        await form.getByRole('button', { name: 'Continue' }).click();
      } else {
        const form = page.getByRole('form', { name: 'Investor details' });
        await form.getByLabel('Full name').fill('Ivan Investor');
        await form.getByLabel('Investor type').selectOption('Angel');
        await form.getByLabel('Location').fill('London, UK');
        await form.getByRole('button', { name: 'Continue' }).click();
        await expect(form).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'investor details with errors');
        await chooseInvestmentFocus(form);
      }
      await checkStep(page, role, 3, 5);
      await verifyEmail(page, mailedCode, email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await checkStep(page, role, 4, 5);
      await page.getByRole('button', { name: 'Continue with the free listing' }).click();
      await checkStep(page, role, 5, 5);
    },
  );
}
