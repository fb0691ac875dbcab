import { expect, test } from './fixtures';
import { navigateInApp, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The demo investor's listing (supabase/seed/50-directories.sql). */
const DEMO_INVESTOR_PROFILE = '/investors/a0b1c2d3-00de-4b5c-8d6e-0000000000de';

test(
  'the demo investor edits the thesis and it shows under Investment Thesis on the public profile',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Investor');
    await navigateInApp(page, '/investor/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Investor Profile' })).toBeVisible();
    await expect(page.getByLabel('Firm name')).toHaveValue('Demo Capital');
    await expectNoSeriousA11yViolations(page, 'investor profile form');

    // a required list left empty is refused in the form's words, and nothing is saved
    const stages = page.getByRole('group', { name: /Investment stages/ });
    await stages.getByRole('checkbox', { name: 'Seed', exact: true }).uncheck();
    await stages.getByRole('checkbox', { name: 'Series A' }).uncheck();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Choose at least one investment stage')).toBeVisible();
    await stages.getByRole('checkbox', { name: 'Seed', exact: true }).check();
    await stages.getByRole('checkbox', { name: 'Series A' }).check();

    const thesis = `Blood-supply software from seed to Series A (${Date.now()}).`;
    await page.getByLabel('Investment thesis').fill(thesis);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();

    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page).toHaveURL(`${baseUrl}${DEMO_INVESTOR_PROFILE}`);
    await page.getByRole('tab', { name: 'Investment Thesis' }).click();
    await expect(page.getByText(thesis)).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByText('Seed, Series A', { exact: true })).toBeVisible();
  },
);

test(
  'the investor uploads a verification document; a wrong file type is refused first',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Investor');
    await navigateInApp(page, '/investor/profile');
    const upload = page.getByRole('form', { name: 'Upload a verification document' });
    await expect(upload).toBeVisible();

    const name = `Accreditation letter ${Date.now()}`;
    await upload.getByLabel('Document name').fill(name);
    await upload.getByLabel('File').setInputFiles({ name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText('Please upload a PDF, JPEG or PNG file')).toBeVisible();

    await upload
      .getByLabel('File')
      .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% accreditation\n') });
    await upload.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible();

    // signed-in visitors of the public profile see it under Documents
    await navigateInApp(page, DEMO_INVESTOR_PROFILE);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Documents' }).getByText(name)).toBeVisible();
    await expect(page.getByRole('button', { name: `Download ${name}` })).toBeVisible();
  },
);

test('the investor profile form fits a 375 px wide screen', { tag: ['@directories', '@demo-accounts'] }, async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsDemo(page, baseUrl, 'Investor');
  await navigateInApp(page, '/investor/profile');
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'investor profile form at 375 px');
});
