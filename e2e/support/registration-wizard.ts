// Steps of the registration wizards that more than one spec walks through (the wizards' own spec, and the
// accessibility spec that runs axe on every step), so both fill the forms the same way.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const PDF = { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% identity\n') };

export type MailedCode = (email: string, after: string) => Promise<string>;

/** A fresh address per run: `<prefix><role>-<8 random hex>@example.com`. */
export const newEmail = (role: string, prefix = '') => `${prefix}${role}-${randomUUID().slice(0, 8)}@example.com`;

export async function createAccount(page: Page, email: string) {
  const panel = page.getByRole('form', { name: 'Create your account' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel(/^Password/).fill('secret-pass-1');
  await panel.getByLabel('Confirm Password').fill('secret-pass-1');
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await expect(panel).toHaveCount(0);
}

export async function fillPersonalDetails(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Blood group').selectOption('O+');
  await form.getByLabel('Phone number').fill('+1 617 555 0199');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** Sends the one-time code, reads it from the backend's outbox and enters it. */
export async function verifyEmail(page: Page, mailedCode: MailedCode, email: string) {
  const sentAfter = new Date().toISOString();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  const code = await mailedCode(email, sentAfter);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
}

/** The partner wizard's organisation step, filled and submitted. */
export async function fillPartnerOrganisation(page: Page) {
  const organisation = page.getByRole('form', { name: 'Organisation details' });
  await organisation.getByLabel('Organisation name').fill('Harbour Blood Bank');
  await organisation.getByLabel('Organisation type').selectOption('Blood Bank');
  await organisation.getByLabel('Licence number').fill('BB-2026-7781');
  await organisation.getByLabel('Country').selectOption('GB');
  await organisation.getByLabel('District').fill('Bristol');
  await organisation.getByLabel('Address').fill('1 Quay Street, Bristol');
  await organisation.getByLabel('Contact person').fill('Hana Harbour');
  await organisation.getByLabel('Contact number').fill('+44 117 496 0000');
  await organisation.getByRole('button', { name: 'Continue' }).click();
}

/** The investor details' required choices: a focus area and a stage, then Continue. */
export async function chooseInvestmentFocus(form: Locator) {
  await form
    .getByRole('group', { name: /Investment focus/ })
    .getByRole('checkbox', { name: 'Healthcare' })
    .check();
  await form
    .getByRole('group', { name: /Investment stages/ })
    .getByRole('checkbox', { name: 'Seed', exact: true })
    .check();
  await form.getByRole('button', { name: 'Continue' }).click();
}
