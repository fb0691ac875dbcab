import type { Page } from '@playwright/test';
import { expect, startApplication, test } from './fixtures';

// These tests are about the page before the application runs: page loads do not start it.
test.use({ startsApplication: false });

// A signed-out visitor's public page is the server's HTML with one small inline script: the header's menu and
// theme toggle work without the application, which starts at the first touch of a form control or button and
// takes over what the visitor did before it was there.

/** Every script URL the page requested. */
function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && urls.push(request.url()));
  return urls;
}

/** Holds the shell's entry back, so what the visitor does happens before the application runs. */
/** Holds the application's first script until the returned function lets it through. */
async function holdApplication(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function delayApplication(page: Page, ms: number) {
  await page.route('**/main.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test(
  'the menu and theme toggle work before the application loads, and keep their state after',
  { tag: ['@cross-remote'] },
  async ({ page, baseUrl }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    const scripts = scriptRequests(page);
    await page.goto(`${baseUrl}/about`);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Theme: System' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await drawer.getByRole('button', { name: 'Theme: Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(drawer.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    expect(scripts, 'no script was needed for any of it').toEqual([]);

    // The application takes over with the menu still open and the preference chosen.
    await startApplication(page);
    expect(scripts.some((url) => url.endsWith('/main.js'))).toBe(true);
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('button', { name: 'Theme: Dark' }).click();
    await expect(drawer.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await expect(drawer).toBeVisible();
    // a link is now the application's: no page load
    await drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('data-region-hydrated', 'true');
  },
);

test('a sign-in typed and sent before the application ran is not lost', { tag: ['@auth'] }, async ({ page, baseUrl }) => {
  const releaseApplication = await holdApplication(page);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('nobody@example.org');
  await page.getByLabel('Password').fill('not-the-password-1');
  const signIn = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/auth/v1/token'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrating')), 'sent before the application ran').toBe(false);
  releaseApplication();
  // The attempt reaches the server once the form is React's, with what was typed.
  expect((await signIn).postDataJSON()).toMatchObject({ email: 'nobody@example.org', password: 'not-the-password-1' });
  expect(new URL(page.url()).search, 'nothing went out natively in the URL').toBe('');
});

test(
  'a directory search typed and sent before the application ran filters the list once it has',
  { tag: ['@directories'] },
  async ({ page, baseUrl }) => {
    await delayApplication(page, 1000);
    await page.goto(`${baseUrl}/founders`);
    const cards = page.getByRole('link', { name: /^View Profile of / });
    const first = (await cards.first().getAttribute('aria-label'))!.replace('View Profile of ', '');
    const total = await cards.count();
    expect(total).toBeGreaterThan(1);
    const search = page.getByRole('searchbox', { name: 'Search founders' });
    await search.pressSequentially(first.slice(0, 6));
    await search.press('Enter');
    await expect(search).toHaveValue(first.slice(0, 6));
    await expect(cards.first()).toHaveAttribute('aria-label', `View Profile of ${first}`);
    await expect.poll(() => cards.count()).toBeLessThan(total);
  },
);
