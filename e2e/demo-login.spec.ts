import { expect, test } from './fixtures';

const LANDING = [
  { role: 'Admin', path: '/admin/dashboard' },
  { role: 'Partner', path: '/partner/dashboard' },
  { role: 'Donor', path: '/donor/dashboard' },
  { role: 'Recipient', path: '/recipient/blood-services' },
  { role: 'Founder', path: '/founder/dashboard' },
  { role: 'Investor', path: '/investor/dashboard' },
];

for (const { role, path } of LANDING) {
  test(
    `demo login as ${role} lands on ${path}, and Sign Out returns to the logged-out header`,
    { tag: ['@auth', '@cross-remote', '@demo-accounts'] },
    async ({ page, baseUrl }) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: `Log in as demo ${role}` }).click();
      await expect(page).toHaveURL(`${baseUrl}${path}`);
      await expect(page.getByText('Login Successful')).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        role === 'Admin' ? '/admin/dashboard' : `/${role.toLowerCase()}/dashboard`,
      );
      await header.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(`${baseUrl}/`);
      await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
    },
  );
}

test(
  'Google on the login screen, not enabled, shows both fallback toasts in turn and signs in the demo admin',
  { tag: ['@auth', '@cross-remote', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('I am logging in as').selectOption('admin');
    await page.getByRole('button', { name: /Sign in with Google/ }).click();
    await expect(page.getByText('Google Login Unavailable')).toBeVisible();
    await expect(page.getByText('Falling back to admin email/password login')).toBeVisible();
    await expect(page.getByText('Admin Login')).toBeVisible();
    await expect(page.getByText('Using admin credentials since Google auth is not enabled')).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl}/admin/dashboard`);
  },
);
