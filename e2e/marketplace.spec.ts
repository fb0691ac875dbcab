import { expect, test } from './fixtures';
import { signInAsDemo } from './support/demo-session';

test(
  'the demo recipient browses the subscribed marketplace with server-side filters',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsDemo(page, baseUrl, 'Recipient');
    await expect(page.getByText(/^Subscription active until \d{2} \w{3} \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Blood Services' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ services$/)).toBeVisible();

    // The switch is controlled by the URL, so its state settles after the navigation: click, then wait.
    const eligibleOnly = page.getByLabel('Show only eligible donors');
    await eligibleOnly.click();
    await expect(page).toHaveURL(/eligible=1/);
    await expect(eligibleOnly).toBeChecked();
    await expect(page.getByText('Not eligible yet')).toHaveCount(0);
    await expect(page.getByText('Eligible to donate').first()).toBeVisible();
  },
);
