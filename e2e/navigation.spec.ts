import { documentIsOriginal, expect, markDocument, startApplication, test } from './fixtures';
import { siteNavigation } from './support/site-navigation';

// These tests are about the page before the application runs: page loads do not start it.
test.use({ startsApplication: false });

test(
  'home → about → login as page loads, then login → founders → legal across remotes without a full reload',
  { tag: ['@cross-remote', '@smoke'] },
  async ({ page, baseUrl }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    // A signed-out visitor's public pages are server pages: a link loads the next one, focused on its h1.
    await page.goto(baseUrl);
    await expect(page.getByRole('link', { name: 'Become a Donor' }).first()).toBeVisible();
    await (await siteNavigation(page)).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await (await siteNavigation(page)).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
    await page.goForward();

    // Once the application runs (the first touch of the sign-in form starts it), links are its route changes.
    await page.getByLabel('Email').focus();
    await startApplication(page);
    await markDocument(page);

    // No header or footer link leads to the directories, so navigate the SPA the way a link would.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/founders');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Founders Directory' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Privacy' }).click();
    await expect(page.getByRole('tab', { name: 'Terms & Conditions' })).toBeVisible();

    expect(await documentIsOriginal(page)).toBe(true);
    expect(consoleErrors.filter((text) => /Invalid hook call|RUNTIME-/.test(text))).toEqual([]);
  },
);

test('an unknown path shows the not-found page inside the shell', { tag: ['@cross-remote', '@smoke'] }, async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(`${baseUrl}/`);
});

test(
  'a deep link to a nested path loads the page on a full page load',
  { tag: ['@cross-remote', '@directories'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/founders/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { name: 'Founder Not Found' })).toBeVisible();
    await page.goto(`${baseUrl}/partners/unknown/deeper`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  },
);
