import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, test, type PortalConfig } from './fixtures';
import { signInAsDemo } from './support/demo-session';
import { expectNoSeriousA11yViolations } from './support/axe';

// The admin console (mfe-admin /admin/*) against the real backend: the data each screen works
// on is created through the API (fresh accounts, so other specs sharing the portal are not
// disturbed), the decisions are made in the browser and checked again through the API.

const CONSOLE_PAGES = [
  { path: '/admin/profile-changes', heading: 'Pending profile changes' },
  { path: '/admin/partners', heading: 'Partner verification' },
  { path: '/admin/messages', heading: 'Contact messages' },
  { path: '/admin/users', heading: 'Users and roles' },
  { path: '/admin/directories', heading: 'Directory moderation' },
];

function apiClient({ supabaseUrl, supabaseAnonKey }: PortalConfig): SupabaseClient {
  return createClient(supabaseUrl, supabaseAnonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
}

async function signUp(portalConfig: PortalConfig, data: Record<string, unknown> = {}) {
  const client = apiClient(portalConfig);
  const email = `console-${randomUUID().slice(0, 8)}@example.com`;
  const { data: session, error } = await client.auth.signUp({ email, password: 'secret-pass-1', options: { data } });
  if (error || !session.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, id: session.user.id, email };
}

async function adminClient(portalConfig: PortalConfig): Promise<SupabaseClient> {
  const client = apiClient(portalConfig);
  await client.auth.signInWithPassword({ email: 'admin@demo.donation.network', password: 'DemoPass123!' });
  return client;
}

async function logInAsAdmin(page: Page, baseUrl: string) {
  await signInAsDemo(page, baseUrl, 'Admin');
}

test('the console pages are for admins only', { tag: ['@admin', '@demo-accounts'] }, async ({ page, baseUrl }) => {
  for (const { path } of CONSOLE_PAGES) {
    await page.goto(`${baseUrl}${path}`);
    await expect(page).toHaveURL(`${baseUrl}/login`);
  }
  await page.getByRole('button', { name: 'Log in as demo Donor' }).click();
  // signing in returns to the last page asked for
  await expect(page).toHaveURL(`${baseUrl}${CONSOLE_PAGES.at(-1)!.path}`);
  for (const { path, heading } of CONSOLE_PAGES) {
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  }
});

test(
  'the dashboard links to every console page, and each page passes axe at phone and desktop widths',
  { tag: ['@admin', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    // twenty page loads with an axe scan each: more than the default minute on a busy 2-core CI machine
    test.slow();
    await logInAsAdmin(page, baseUrl);
    await expect(page.getByRole('link', { name: 'Edit page content' })).toHaveAttribute('href', '/admin/content');
    await page.getByRole('link', { name: 'Review profile changes' }).click();
    await expect(page).toHaveURL(`${baseUrl}/admin/profile-changes`);
    await page.getByRole('link', { name: '← Admin dashboard' }).click();
    await expect(page).toHaveURL(`${baseUrl}/admin/dashboard`);
    await expectNoSeriousA11yViolations(page, 'admin dashboard');

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading } of CONSOLE_PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0);
        // no sideways scrolling of the page itself (wide tables scroll inside their own region)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
      }
    }
  },
);

test(
  'an admin rejects a profile change with a note and approves the next one',
  { tag: ['@admin', '@demo-accounts'] },
  async ({ page, baseUrl, portalConfig }) => {
    const user = await signUp(portalConfig);
    await user.client.from('profiles').update({ full_name: 'Percy Profile' }).eq('id', user.id);
    const first = await user.client.rpc('submit_profile_change', { changes: { phone: '+44 20 7946 0000' } });
    expect(first.error).toBeNull();

    await logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/profile-changes`);
    const card = page.getByRole('article', { name: 'Percy Profile' });
    await expect(card.getByText('+44 20 7946 0000')).toBeVisible();
    await card.getByRole('button', { name: "Reject Percy Profile's change" }).click();
    const dialog = page.getByRole('dialog', { name: "Reject Percy Profile's change" });
    await dialog.getByRole('button', { name: 'Reject change' }).click();
    await expect(dialog.getByText('Please give a reason for rejecting the change')).toBeVisible();
    await dialog.getByLabel(/Reason for rejecting/).fill('Please use a number we can reach you on.');
    await dialog.getByRole('button', { name: 'Reject change' }).click();
    await expect(card).toHaveCount(0);
    const rejected = await user.client.from('profile_change_requests').select('status, note').eq('id', first.data.id).single();
    expect(rejected.data).toEqual({ status: 'rejected', note: 'Please use a number we can reach you on.' });

    await user.client.rpc('submit_profile_change', { changes: { phone: '+44 20 7946 0001' } });
    await page.reload();
    await page.getByRole('button', { name: "Approve Percy Profile's change" }).click();
    await expect(page.getByRole('article', { name: 'Percy Profile' })).toHaveCount(0);
    const profile = await user.client.from('profiles').select('phone').eq('id', user.id).single();
    expect(profile.data).toEqual({ phone: '+44 20 7946 0001' });
  },
);

test(
  'an admin opens a partner licence in a new tab, approves it and verifies the partner',
  { tag: ['@admin', '@demo-accounts'] },
  async ({ page, baseUrl, portalConfig }) => {
    const partner = await signUp(portalConfig, { user_type: 'partner' });
    const name = `Console Blood Bank ${partner.id.slice(0, 6)}`;
    const objectPath = `${partner.id}/licence.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n% licence\n');
    expect(
      (await partner.client.storage.from('verification-documents').upload(objectPath, pdf, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const organisation = await partner.client.from('partner_organisations').insert({
      user_id: partner.id,
      name,
      organisation_type: 'Blood Bank',
      licence_number: 'BB-2040',
      country: 'GB',
      district: 'Leeds',
      address: '2 Bank Street',
      contact_person: 'Mary Seacole',
      contact_number: '0113 496 0000',
      licence_document_path: objectPath,
    });
    expect(organisation.error).toBeNull();
    const recorded = await partner.client.from('verification_documents').insert({
      kind: 'licence',
      object_path: objectPath,
      file_name: 'licence.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });
    expect(recorded.error).toBeNull();

    await logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/partners`);
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card.getByText('BB-2040')).toBeVisible();

    const popup = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Open licence.pdf' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await card.getByRole('button', { name: 'Approve licence.pdf' }).click();
    await expect(card.getByText('Approved')).toBeVisible();
    await card.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(card.getByText('Verified')).toBeVisible();
    expect((await partner.client.rpc('partner_is_verified')).data).toBe(true);

    await page.getByRole('tab', { name: 'Identity documents' }).click();
    await expect(page.getByLabel('Review status')).toHaveValue('pending');
  },
);

test(
  'opening a contact message marks it read; archiving moves it out of the inbox',
  { tag: ['@admin', '@demo-accounts'] },
  async ({ page, baseUrl, portalConfig }) => {
    const subject = `Console question ${randomUUID().slice(0, 8)}`;
    const sent = await apiClient(portalConfig)
      .from('contact_messages')
      .insert({ name: 'Grace Hopper', email: 'grace@example.org', subject, message: 'Can our company host a blood drive?' });
    expect(sent.error).toBeNull();

    await logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/messages`);
    await page.getByRole('button', { name: `Open message: ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText('Can our company host a blood drive?')).toBeVisible();
    await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog.getByRole('button', { name: 'Restore to inbox' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const admin = await adminClient(portalConfig);
    expect((await admin.from('contact_messages').select('status').eq('subject', subject).single()).data).toEqual({ status: 'archived' });
    await page.getByLabel('Show').selectOption('archived');
    await expect(page.getByRole('button', { name: `Open message: ${subject}` })).toBeVisible();
  },
);

test(
  'an admin finds a user by e-mail and grants and removes admin rights after confirming',
  { tag: ['@admin', '@demo-accounts'] },
  async ({ page, baseUrl, portalConfig }) => {
    const user = await signUp(portalConfig);
    await logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/users`);

    await page.getByLabel('Name or e-mail').fill('admin@demo.donation.network');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('button', { name: /Remove admin rights from/ })).toBeDisabled();

    await page.getByLabel('Name or e-mail').fill(user.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByText(user.email)).toBeVisible();
    await table.getByRole('button', { name: `Make ${user.email} an admin` }).click();
    await page.getByRole('dialog', { name: 'Make this user an admin?' }).getByRole('button', { name: 'Make admin' }).click();
    await expect(table.getByText('Admin', { exact: true })).toBeVisible();
    expect((await user.client.from('profiles').select('is_admin').eq('id', user.id).single()).data).toEqual({ is_admin: true });

    await table.getByRole('button', { name: `Remove admin rights from ${user.email}` }).click();
    await page.getByRole('dialog', { name: 'Remove admin rights?' }).getByRole('button', { name: 'Remove admin' }).click();
    await expect(table.getByRole('button', { name: `Make ${user.email} an admin` })).toBeVisible();
    expect((await user.client.from('profiles').select('is_admin').eq('id', user.id).single()).data).toEqual({ is_admin: false });
  },
);

test(
  'a hidden founder profile disappears for visitors until an admin shows it again',
  { tag: ['@admin', '@demo-accounts'] },
  async ({ page, baseUrl, portalConfig }) => {
    const founder = await signUp(portalConfig, { user_type: 'founder' });
    const company = `Console Hidden ${founder.id.slice(0, 6)}`;
    const created = await founder.client
      .from('founder_profiles')
      .insert({ user_id: founder.id, company_name: company, industry: 'Software', funding_stage: 'Seed', location: 'Leeds' })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const visitor = apiClient(portalConfig);
    const visibleToVisitors = async () =>
      ((await visitor.from('founder_profiles').select('id').eq('id', created.data!.id)).data ?? []).length;

    await logInAsAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/admin/directories`);
    await page.getByLabel('Name, category or location').fill(company);
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Founder profiles' });
    await table.getByLabel(`Verification of ${company}`).selectOption('verified');
    await expect(page.getByText(`${company} is now verified.`)).toBeVisible();
    await table.getByRole('button', { name: `Hide ${company}` }).click();
    await expect(table.getByText('Hidden', { exact: true })).toBeVisible();
    expect(await visibleToVisitors()).toBe(0);

    await table.getByRole('button', { name: `Show ${company}` }).click();
    await expect(table.getByText('Visible', { exact: true })).toBeVisible();
    expect(await visibleToVisitors()).toBe(1);
    expect((await visitor.from('founder_profiles').select('verification_status').eq('id', created.data!.id).single()).data).toEqual({
      verification_status: 'verified',
    });
  },
);
