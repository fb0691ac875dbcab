import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// /recipient/appointments and /recipient/notifications as the demo recipient (seeded: an
// active subscription, two appointments and three notifications, two of them unread), and
// the marketplace showing a donor the recipient already asked as requested.

const sidebar = (page: Page) => page.getByTestId('recipient-sidebar');
const notificationsLink = (page: Page) => sidebar(page).getByRole('link', { name: /^Notifications/ });

test(
  'a requested donor shows as Requested in the marketplace, and the request is cancelled from My Appointments',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Recipient');
    await page.goto(`${baseUrl}/recipient/blood-services?eligible=1`);
    // a sample donor without an account: nobody else's inbox (the demo donor's) changes
    const request = page.getByRole('button', { name: /^Request (?!Demo D\.)/, disabled: false }).first();
    await expect(request).toBeVisible();
    const donor = ((await request.getAttribute('aria-label')) ?? '').replace(/^Request /, '');
    expect(donor).not.toBe('');

    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request Blood Donation' });
    await dialog.getByRole('button', { name: 'Select Hospital' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Hospital for Donor Appointment' });
    await picker.getByRole('button', { name: /Massachusetts General Hospital/ }).click();
    await page.getByRole('dialog', { name: 'Request Blood Donation' }).getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Request Sent Successfully', { exact: true }).first()).toBeVisible();

    const donorRow = page.getByRole('row').filter({ hasText: donor }).first();
    await expect(donorRow.getByText('Requested', { exact: true })).toBeVisible();
    await expect(donorRow.getByRole('button', { name: `Request ${donor}` })).toHaveCount(0);
    // the state comes from the server, not only from this page
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: donor }).first().getByText('Requested', { exact: true })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Appointments' }).click();
    await expect(page).toHaveURL(`${baseUrl}/recipient/appointments`);
    await expect(page.getByRole('heading', { level: 2, name: 'My Appointments' })).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: `Donor request: ${donor}` }) })
      .first();
    await expect(item.getByText('Pending', { exact: true })).toBeVisible();
    await expect(item).not.toContainText('@');

    await item.getByRole('button', { name: `Cancel Donor request: ${donor}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this donor request?' });
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText('Request cancelled', { exact: true }).first()).toBeVisible();
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Cancel / })).toHaveCount(0);

    await page.reload();
    const reloaded = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: `Donor request: ${donor}` }) })
      .first();
    await expect(reloaded.getByText('Cancelled', { exact: true })).toBeVisible();

    // no longer open: the donor can be asked again
    await page.goto(`${baseUrl}/recipient/blood-services?eligible=1`);
    await expect(page.getByRole('button', { name: `Request ${donor}` }).first()).toBeEnabled();
  },
);

test(
  'notifications: the unread count in the sidebar, mark one read, then mark all read',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Recipient');
    await expect(notificationsLink(page)).toHaveAccessibleName(/^Notifications \(\d+ unread\)$/);
    const unread = Number(/\((\d+) unread\)/.exec((await notificationsLink(page).textContent()) ?? '')?.[1]);
    expect(unread).toBeGreaterThan(0);

    await notificationsLink(page).click();
    await expect(page).toHaveURL(`${baseUrl}/recipient/notifications`);
    await expect(page.getByRole('heading', { level: 2, name: 'My Notifications' })).toBeVisible();
    const markOne = page.getByRole('button', { name: /^Mark ".+" as read$/ });
    await expect(markOne).toHaveCount(unread);

    await markOne.first().click();
    await expect(markOne).toHaveCount(unread - 1);
    await expect(notificationsLink(page)).toHaveAccessibleName(unread - 1 > 0 ? `Notifications (${unread - 1} unread)` : 'Notifications');

    if (unread - 1 > 0) {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByText('All notifications marked as read', { exact: true }).first()).toBeVisible();
    }
    await expect(markOne).toHaveCount(0);
    await expect(notificationsLink(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('notification').first()).toBeVisible();
    await expect(markOne).toHaveCount(0);
    await expect(sidebar(page).getByTestId('unread-count')).toHaveCount(0);
  },
);

for (const path of ['/recipient/appointments', '/recipient/notifications']) {
  test(
    `${path}: fits 375 px and 1280 px, no serious axe violations`,
    { tag: ['@recipient', '@demo-accounts'] },
    async ({ page, baseUrl }) => {
      await signInAsDemo(page, baseUrl, 'Recipient');
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}${path}`);
        await expect(page.getByRole('heading', { level: 2, name: /^My (Appointments|Notifications)$/ })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expect(page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
      }
    },
  );
}
