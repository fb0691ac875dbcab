import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalScroll, signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// /recipient/profile as the demo recipient (seeded: Annual Plan, PayPal / US, two family members).
// Every change is undone before the test ends, except the profile change request, which stays
// pending for an administrator (the worker's backend is its own).

async function signInAsRecipient(page: Page, baseUrl: string) {
  await signInAsDemo(page, baseUrl, 'Recipient', '/recipient/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'My Profile' })).toBeVisible();
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test(
  'personal details: prefilled, validated, submitted for approval and shown as pending',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsRecipient(page, baseUrl);
    const form = page.getByRole('form', { name: 'Personal details' });
    await expect(form.getByLabel(/Full name/)).toHaveValue('Demo Recipient');
    await expect(form.getByLabel('Email')).toHaveValue('recipient@demo.donation.network');
    await expect(form.getByLabel('Email')).toBeDisabled();
    await expect(form.getByText('Your email cannot be changed')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile form');

    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Request Update' }).click();
    await expect(form.getByText('Phone number must be at least 10 digits.')).toBeVisible();

    await form.getByLabel('Phone number').fill('+1 555 010 2030');
    await form.getByLabel('Blood group').selectOption('B+');
    await form.getByRole('button', { name: 'Request Update' }).click();
    await expect(toast(page, 'Profile update requested')).toBeVisible();
    await expect(page.getByText('Pending Approval')).toBeVisible();

    // the request lives in the database: after a reload it is still pending and still in the form
    await page.reload();
    await expect(page.getByText('Pending Approval')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('+1 555 010 2030');
    await expect(page.getByLabel('Blood group')).toHaveValue('B+');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  },
);

test(
  'family members: missing information, add, edit and remove after confirmation',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsRecipient(page, baseUrl);
    await page.getByRole('tab', { name: 'Family Members' }).click();
    await expect(page).toHaveURL(/tab=family/);
    const list = page.getByRole('list', { name: 'Family members' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'family members tab');

    await page.getByRole('button', { name: 'Add Family Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Family Member' });
    await dialog.getByLabel(/Name/).fill('E2E Sibling');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(toast(page, 'Missing information')).toBeVisible();
    await expect(page.getByText('Please fill in all fields').first()).toBeVisible();

    await dialog.getByLabel(/Relationship/).selectOption('Sibling');
    await dialog.getByLabel(/Age/).fill('29');
    await dialog.getByLabel(/Gender/).selectOption('Non-binary');
    await expectNoSeriousA11yViolations(page, 'add family member dialog');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(toast(page, 'Family member added')).toBeVisible();
    await expect(list.getByText('E2E Sibling')).toBeVisible();

    await page.getByRole('button', { name: 'Edit E2E Sibling' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Family Member' });
    await expect(edit.getByLabel(/Age/)).toHaveValue('29');
    await edit.getByLabel(/Age/).fill('30');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Family member updated')).toBeVisible();
    await expect(list.getByText(/Sibling · 30 years · Non-binary/)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Family members' }).getByText('E2E Sibling')).toBeVisible();

    await page.getByRole('button', { name: 'Remove E2E Sibling' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove family member?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Family member removed')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Family members' }).getByRole('listitem')).toHaveCount(2);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  },
);

test(
  'payment settings: method and currency saved; subscription cancelled and reactivated',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await signInAsRecipient(page, baseUrl);
    await page.getByRole('tab', { name: 'Payment Settings' }).click();
    const methods = page.getByRole('group', { name: 'Preferred payment method' });
    await expect(methods.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    const subscription = page.getByRole('region', { name: 'Subscription Details' });
    await expect(subscription.getByText('Annual Plan')).toBeVisible();
    await expect(subscription.getByText(/^\d{2} \w{3} \d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'payment and subscription');

    await methods.getByRole('radio', { name: /Stripe/ }).check();
    await page.getByRole('button', { name: 'Save Payment Method' }).click();
    await expect(toast(page, 'Payment method updated')).toBeVisible();
    await page.getByLabel('Country').selectOption('GB');
    await expect(page.getByText('Currency: GBP')).toBeVisible();
    await page.getByRole('button', { name: 'Save Currency' }).click();
    await expect(toast(page, 'Currency updated')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('group', { name: 'Preferred payment method' }).getByRole('radio', { name: /Stripe/ })).toBeChecked();
    await expect(page.getByLabel('Country')).toHaveValue('GB');

    await subscription.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(toast(page, 'Subscription cancelled')).toBeVisible();
    await expect(subscription.getByText('Cancelled', { exact: true })).toBeVisible();

    // demo mode: the payment is simulated, with the method of the subscription it reactivates
    // (the saved preference does not silently replace it)
    const note = await subscription.getByText(/^Reactivating pays with .+, the method you used last\.$/).textContent();
    const lastUsed = /^Reactivating pays with (.+), the method you used last\.$/.exec(note ?? '')?.[1] ?? '';
    await subscription.getByRole('button', { name: 'Reactivate Annual Plan' }).click();
    await expect(toast(page, 'Subscription Successful')).toBeVisible();
    await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
    await expect(subscription.getByText(lastUsed, { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'payment and subscription at 375 px');

    // back to the seeded preferences
    await page
      .getByRole('group', { name: 'Preferred payment method' })
      .getByRole('radio', { name: /PayPal/ })
      .check();
    await page.getByRole('button', { name: 'Save Payment Method' }).click();
    await expect(toast(page, 'Payment method updated')).toBeVisible();
    await page.getByLabel('Country').selectOption('US');
    await page.getByRole('button', { name: 'Save Currency' }).click();
    await expect(toast(page, 'Currency updated')).toBeVisible();
  },
);
