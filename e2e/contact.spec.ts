import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, test } from './fixtures';

test(
  'a visitor’s contact message is stored and only an admin can read it',
  { tag: ['@marketing', '@demo-accounts'] },
  async ({ page, portalConfig, baseUrl }) => {
    const subject = `Question ${Date.now()}`;
    await page.goto(`${baseUrl}/contact`);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('How often can I donate blood in the UK?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message Sent')).toBeVisible();

    const { supabaseUrl, supabaseAnonKey } = portalConfig;
    const client = createClient(supabaseUrl, supabaseAnonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
    const anonymous = await client.from('contact_messages').select('subject').eq('subject', subject);
    expect(anonymous.data ?? []).toEqual([]);
    await client.auth.signInWithPassword({ email: 'admin@demo.donation.network', password: 'DemoPass123!' });
    const { data } = await client.from('contact_messages').select('name, email, subject, user_id').eq('subject', subject);
    expect(data).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', subject, user_id: null }]);
  },
);

test(
  'the first press on Send after invalid input is not lost: Send stays under the pointer until the release',
  { tag: ['@marketing'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/contact`);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Question about donating');
    await page.getByLabel('Message').fill('Too short');
    const send = page.getByRole('button', { name: 'Send' });
    await send.scrollIntoViewIfNeeded();
    const before = await send.boundingBox();
    expect(before).not.toBeNull();

    await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
    await page.mouse.down();
    // the message field lost its focus to Send: its error waits for the release
    expect(await send.boundingBox()).toEqual(before);
    await page.mouse.up();

    // the click landed: the submit validated every field, the never-touched name too
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  },
);

test(
  'the legal pages’ Contact us link starts the message with the readable name of the subject, not its slug',
  { tag: ['@marketing', '@demo-accounts'] },
  async ({ page, portalConfig, baseUrl }) => {
    await page.goto(`${baseUrl}/legal`);
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(`${baseUrl}/contact?service=legal-support`);
    await expect(page.getByLabel('Subject')).toHaveValue('Legal Support Request: Legal Support');

    const name = `Legal ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Message').fill('Please send me a copy of my records.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message Sent')).toBeVisible();

    const { supabaseUrl, supabaseAnonKey } = portalConfig;
    const client = createClient(supabaseUrl, supabaseAnonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
    await client.auth.signInWithPassword({ email: 'admin@demo.donation.network', password: 'DemoPass123!' });
    const { data } = await client.from('contact_messages').select('subject, service').eq('name', name);
    expect(data).toEqual([{ subject: 'Legal Support Request: Legal Support', service: 'legal-support' }]);
  },
);
