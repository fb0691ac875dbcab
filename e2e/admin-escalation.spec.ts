import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { expect, test } from './fixtures';
import { signInAsDemo } from './support/demo-session';

test(
  'a signed-in donor cannot make themselves admin through any supabase-js call',
  { tag: ['@auth', '@admin', '@demo-accounts'] },
  async ({ portalConfig, page, baseUrl }) => {
    const { supabaseUrl, supabaseAnonKey } = portalConfig;
    const client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    });
    const { data: signIn, error } = await client.auth.signInWithPassword({
      email: 'donor@demo.donation.network',
      password: 'DemoPass123!',
    });
    expect(error).toBeNull();
    const userId = signIn.user!.id;

    const profileUpdate = await client.from('profiles').update({ is_admin: true }).eq('id', userId).select();
    expect(profileUpdate.error?.message).toMatch(/administrator/i);
    const typeUpdate = await client.from('profiles').update({ user_type: 'admin' }).eq('id', userId).select();
    expect(typeUpdate.error?.message).toMatch(/administrator/i);
    const grant = await client.rpc('set_user_admin', { target: userId, make_admin: true });
    expect(grant.error).not.toBeNull();
    await client.auth.updateUser({ data: { user_type: 'admin', isAdmin: true } });

    const { data: profile } = await client.from('profiles').select('user_type, is_admin').eq('id', userId).single();
    expect(profile).toEqual({ user_type: 'donor', is_admin: false });
    const { data: refreshed } = await client.auth.getUser();
    expect(refreshed.user?.user_metadata.isAdmin).toBeUndefined();
    expect(refreshed.user?.user_metadata.user_type).not.toBe('admin');

    // The site agrees: the donor's dashboard link is the donor's, and the admin page refuses them.
    await signInAsDemo(page, baseUrl, 'Donor');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/donor/dashboard');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  },
);
