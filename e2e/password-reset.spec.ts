import { expect, test } from './fixtures';
import { createAccount, newEmail } from './support/registration-wizard';

// The reset e-mail links to the portal's /reset-password with a token hash (supabase/templates/recovery.html);
// the backend's outbox keeps that link, and the page verifies it.

test(
  'a reset link from the outbox opens /reset-password, sets a new password, and the new password signs in',
  { tag: ['@auth', '@needs-local-backend'] },
  async ({ page, baseUrl, mailedLink }) => {
    const email = newEmail('donor', 'reset-');
    await page.goto(`${baseUrl}/register/donor`);
    await createAccount(page, email);
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto(`${baseUrl}/login`);
    const sentAfter = new Date().toISOString();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByText(`We sent it to ${email}.`)).toBeVisible();

    const link = await mailedLink(email, sentAfter);
    expect(link).toMatch(new RegExp(`^${baseUrl}/reset-password\\?token_hash=[^&]+&type=recovery$`));
    await page.goto(link);
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    // the used token leaves the address
    await expect(page).toHaveURL(`${baseUrl}/reset-password`);
    const newPassword = page.getByRole('form', { name: 'Set a new password' });
    await newPassword.getByLabel(/^New password/).fill('brand-new-pass-2');
    await newPassword.getByLabel(/^Confirm new password/).fill('brand-new-pass-2');
    await newPassword.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(`${baseUrl}/login`);
    await expect(page.getByText('Password Updated')).toBeVisible();

    // the link worked once: opening it again is refused
    await page.goto(link);
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();

    await page.goto(`${baseUrl}/login`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel(/^I am logging in as/).selectOption('donor');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Password/).fill('secret-pass-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid e-mail or password').first()).toBeVisible();
    await form.getByLabel(/^Password/).fill('brand-new-pass-2');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login$/);
  },
);
