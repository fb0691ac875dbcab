import { expect, test } from './fixtures';

test(
  'a remote that cannot be reached shows a retryable panel while the rest of the site works',
  { tag: ['@cross-remote', '@directories', '@needs-local-backend'] },
  async ({ page, portal, baseUrl }) => {
    const directories = portal.servers.directories;
    await directories.close();
    try {
      await page.goto(`${baseUrl}/founders`);
      const panel = page.getByTestId('remote-unavailable');
      await expect(panel).toBeVisible();
      await expect(panel.getByText('This section is temporarily unavailable')).toBeVisible();
      // Header, footer and the other remotes keep working.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();

      await page.goBack();
      await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    } finally {
      await directories.restart();
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Founders Directory', level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  },
);

// The audience remotes fail alone too: with the admin or the donor server gone, its pages show the
// panel, the public site still works, and Retry reaches the remote's guard once it is back (a
// visitor is sent to the login page, which another remote serves).
for (const { key, path } of [
  { key: 'admin', path: '/admin/dashboard' },
  { key: 'donor', path: '/donor/dashboard' },
]) {
  test(
    `with the ${key} remote down, ${path} shows a retryable panel while the public site works`,
    { tag: ['@cross-remote', '@needs-local-backend'] },
    async ({ page, portal, baseUrl }) => {
      const server = portal.servers[key];
      await server.close();
      try {
        await page.goto(`${baseUrl}${path}`);
        const panel = page.getByTestId('remote-unavailable');
        await expect(panel).toBeVisible();
        await expect(panel.getByText('This section is temporarily unavailable')).toBeVisible();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
        await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
        await page.goBack();
        await expect(page.getByTestId('remote-unavailable')).toBeVisible();
      } finally {
        await server.restart();
      }
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page).toHaveURL(`${baseUrl}/login`);
      await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    },
  );
}
