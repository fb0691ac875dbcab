import { expect, test } from './fixtures';
import { signInAsDemo } from './support/demo-session';

// /admin/content across remotes: an admin reaches the editor from the admin dashboard
// (both in mfe-admin), edits the cookie policy (published by mfe-partner) and a visitor in
// another browser sees the change, with a stored script payload inert.
test(
  'an admin edits a page at /admin/content and a visitor sees it, with stored markup sanitised',
  { tag: ['@admin', '@marketing', '@demo-accounts'] },
  async ({ page, browser, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Admin');
    await page.getByRole('link', { name: 'Edit page content' }).click();
    await expect(page).toHaveURL(`${baseUrl}/admin/content`);
    await expect(page.getByRole('table', { name: 'Managed pages' }).getByRole('row')).toHaveCount(16);

    await page.getByRole('link', { name: 'Edit Cookie Policy' }).click();
    await expect(page).toHaveURL(`${baseUrl}/admin/content/cookies`);
    const form = page.getByRole('form', { name: 'Page content' });
    await form.getByRole('group', { name: 'Section 2' }).getByLabel('Section title').fill('1. What Cookies Are');
    await page.getByRole('button', { name: 'Add section' }).click();
    const added = form.getByRole('group').last();
    await added.getByLabel('Section title').fill('Questions about cookies');
    await added
      .getByLabel('Content (HTML)')
      .fill('<p>Ask our <a href="/faqs">FAQ team</a>.</p><img src=x onerror="window.__pwned=1"><p onclick="window.__pwned=2">Click me</p>');
    // the live preview shows the draft, sanitised
    const preview = page.getByRole('complementary', { name: 'Live preview' });
    await expect(preview.getByText('Questions about cookies')).toBeVisible();
    await expect(preview.locator('img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page content saved')).toBeVisible();
    await expect(page.getByText(/Saved: version \d+/)).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${baseUrl}/cookies`);
    const main = visitorPage.getByRole('main');
    await expect(main.getByRole('heading', { name: '1. What Cookies Are' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Questions about cookies' })).toBeVisible();
    await main.getByText('Click me').click();
    expect(await main.locator('img').count()).toBe(0);
    expect(await visitorPage.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    // a link in stored content navigates inside the app
    await main.getByRole('link', { name: 'FAQ team' }).click();
    await expect(visitorPage).toHaveURL(`${baseUrl}/faqs`);
    await expect(visitorPage.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
    await visitor.close();
  },
);

test(
  'visitors are sent to login and non-admins are refused at /admin/content',
  { tag: ['@admin', '@marketing', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/admin/content/about`);
    await expect(page).toHaveURL(`${baseUrl}/login`);

    // signing in returns to the page asked for, where a donor is refused
    await page.getByRole('button', { name: 'Log in as demo Donor' }).click();
    await expect(page).toHaveURL(`${baseUrl}/admin/content/about`);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Page content' })).toHaveCount(0);
  },
);
