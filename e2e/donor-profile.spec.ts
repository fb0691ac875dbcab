import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The donor's profile (mfe-donor /donor/profile) goes through the admin's review (mfe-admin
// /admin/profile-changes) before the donor's dashboard shows it: three pages of two remotes, two
// accounts, one backend.

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test(
  'a donor edits their phone number, an admin approves it and the donor dashboard shows it',
  { tag: ['@donor', '@admin', '@cross-remote', '@demo-accounts'] },
  async ({ page, baseUrl, browser }) => {
    const phone = `+44 20 7946 ${String(Date.now()).slice(-4)}`;
    await signInAsDemo(page, baseUrl, 'Donor', '/donor/profile');
    const form = page.getByRole('form', { name: 'Donor profile' });
    await expect(form.getByLabel(/Phone number/)).toHaveValue(/\d/);
    await expectNoSeriousA11yViolations(page, 'donor profile');

    await form.getByLabel(/Phone number/).fill('555 12');
    await form.getByRole('button', { name: 'Request Update' }).click();
    await expect(form.getByText('Phone number must be at least 10 digits.')).toBeVisible();
    await form.getByLabel(/Phone number/).fill(phone);
    await form.getByRole('button', { name: 'Request Update' }).click();
    await expect(toast(page, 'Profile update requested')).toBeVisible();
    await expect(page.getByTestId('pending-approval')).toBeVisible();

    // the phone changes only once an admin approves it
    await page.goto(`${baseUrl}/donor/dashboard`);
    const eligibility = page.getByRole('region', { name: 'Your eligibility' });
    await expect(eligibility.getByText('Phone')).toBeVisible();
    await expect(eligibility.getByText(phone)).toHaveCount(0);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsDemo(admin, baseUrl, 'Admin', '/admin/profile-changes');
    const card = admin.getByRole('article', { name: 'Demo Donor' });
    await expect(card.getByText(phone)).toBeVisible();
    await card.getByRole('button', { name: "Approve Demo Donor's change" }).click();
    await expect(card).toHaveCount(0);
    await adminContext.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your eligibility' }).getByText(phone)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/donor/profile`);
    await expect(page.getByRole('form', { name: 'Donor profile' }).getByLabel(/Phone number/)).toHaveValue(phone);
    await expect(page.getByTestId('pending-approval')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  },
);
