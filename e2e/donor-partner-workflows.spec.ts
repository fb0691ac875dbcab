import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// /donor/dashboard and /partner/dashboard with the demo accounts (seeded: the demo donor is
// eligible and has an Individual Donor listing "Demo D."; the demo partner's organisation is
// verified and has three listings). The demo recipient asks the demo donor, who accepts.

/** The demo recipient asks the demo donor ("Demo D.") to donate, in a browser context of their own. */
async function recipientRequestsDemoDonor(browser: Browser, baseUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, baseUrl, 'Recipient', '/recipient/blood-services');
  await page.goto(`${baseUrl}/recipient/blood-services?eligible=1`);
  const request = page.getByRole('button', { name: 'Request Demo D.' });
  // another spec may already have asked; a pending request shows as Requested instead
  if (await request.isEnabled().catch(() => false)) {
    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request Blood Donation' });
    await dialog.getByRole('button', { name: 'Select Hospital' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Hospital for Donor Appointment' });
    await picker.getByPlaceholder('Search hospitals by name or location').fill('Massachusetts');
    await picker.getByRole('listitem').first().getByRole('button').click();
    await page.getByRole('dialog', { name: 'Request Blood Donation' }).getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Request Sent Successfully', { exact: true }).first()).toBeVisible();
  }
  await context.close();
}

test(
  'the donor sees eligibility, accepts a request at the requested hospital and switches availability',
  { tag: ['@donor', '@recipient', '@demo-accounts'] },
  async ({ page, browser, baseUrl }) => {
    // Two people's sessions, a dozen page loads and axe runs: longer than the default minute on a busy machine.
    test.slow();
    await recipientRequestsDemoDonor(browser, baseUrl);
    await signInAsDemo(page, baseUrl, 'Donor', '/donor/dashboard');

    const eligibility = page.getByRole('region', { name: 'Your eligibility' });
    await expect(eligibility.getByText('Eligible to donate')).toBeVisible();
    await expect(eligibility.getByText(/56 days/)).toBeVisible();

    const requests = page.getByRole('list', { name: 'Pending donation requests' });
    await expect(requests.getByText('Massachusetts General Hospital').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'donor dashboard');

    await requests.getByRole('button', { name: 'Accept request at Massachusetts General Hospital' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Accept donation request' });
    await expect(dialog.getByLabel(/When will you donate/)).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page, 'accept donation request dialog');
    await dialog.getByRole('button', { name: 'Accept and book' }).click();
    await expect(page.getByText('Request accepted', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const donations = page.getByRole('list', { name: 'Donation appointments' });
    await expect(donations.getByText('Massachusetts General Hospital, Boston').first()).toBeVisible();
    await expect(donations.getByText('Awaiting hospital').first()).toBeVisible();

    const availability = page.getByRole('switch', { name: 'Available for donation requests' });
    await expect(availability).toHaveAttribute('aria-checked', 'true');
    await availability.click();
    await expect(page.getByRole('switch', { name: 'Available for donation requests' })).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Available for donation requests' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('switch', { name: 'Available for donation requests' }).click();
    await expect(page.getByRole('switch', { name: 'Available for donation requests' })).toHaveAttribute('aria-checked', 'true');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(eligibility).toBeVisible();
    await expectNoHorizontalScroll(page);
  },
);

test(
  'the recipient hears of the acceptance without the donor contact details',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Recipient', '/recipient/blood-services');
    await page.goto(`${baseUrl}/recipient/notifications`);
    const main = page.getByRole('main');
    await expect(main.getByText(/Massachusetts General Hospital/).first()).toBeVisible();
    await expect(main.getByText('+1 555 010 4242')).toHaveCount(0);
    await expect(main.getByText('donor@demo.donation.network')).toHaveCount(0);
  },
);

test(
  'the partner publishes, adjusts and withdraws a listing; the marketplace shows it',
  { tag: ['@partner', '@recipient', '@demo-accounts'] },
  async ({ page, browser, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Partner', '/partner/dashboard');
    await expect(page.getByText('Your organisation is verified')).toBeVisible();
    const listings = page.getByRole('list', { name: 'Your listings', exact: true });
    await expect(listings.getByRole('heading', { name: 'O Positive Whole Blood' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'partner dashboard');

    const product = `E2E Plasma ${Date.now()}`;
    await page.getByRole('button', { name: 'Add listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add listing' });
    await expect(dialog.getByLabel(/Provider name/)).toHaveValue('Demo Partner Blood Bank');
    // organs: no price at all
    await dialog.getByLabel(/Product type/).selectOption('Organ');
    await expect(dialog.getByText('Organs are never priced or sold')).toBeVisible();
    await expect(dialog.getByLabel(/Price per unit/)).toHaveCount(0);
    await dialog.getByLabel(/Product type/).selectOption('Plasma');
    await dialog.getByLabel(/Product name/).fill(product);
    await dialog.getByLabel(/Blood group/).selectOption('AB+');
    await dialog.getByLabel(/Quantity available/).fill('5');
    await dialog.getByLabel(/Price per unit/).fill('80');
    await dialog.getByRole('button', { name: 'Publish listing' }).click();
    await expect(dialog.getByText('Choose the currency of the price')).toBeVisible();
    await dialog.getByLabel(/Currency/).selectOption('USD');
    await expectNoSeriousA11yViolations(page, 'new listing dialog with an error');
    await dialog.getByRole('button', { name: 'Publish listing' }).click();
    await expect(dialog).toBeHidden();

    await expect(listings.getByRole('heading', { name: product })).toBeVisible();
    await page.getByRole('button', { name: `One more ${product}` }).click();
    await expect(page.getByRole('spinbutton', { name: new RegExp(`Quantity available of ${product}`) })).toHaveValue('6');

    // a subscriber finds it in the marketplace
    const recipientContext = await browser.newContext();
    const recipient = await recipientContext.newPage();
    await signInAsDemo(recipient, baseUrl, 'Recipient', '/recipient/blood-services');
    await recipient.getByRole('region', { name: 'Filters' }).getByLabel('Search', { exact: true }).fill(product);
    await expect(recipient.getByText(product).first()).toBeVisible();
    await recipientContext.close();

    await page.getByRole('button', { name: `Withdraw ${product}` }).click();
    await expect(page.getByRole('button', { name: `Publish ${product} again` })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(listings).toBeVisible();
    await expectNoHorizontalScroll(page);
  },
);
