import { waitFor } from '@testing-library/react';
import * as supabaseJs from '@supabase/supabase-js';
import { isDemoMode, setDemoMode } from './demo-mode';
import { connectFromRuntimeConfig } from './runtime-config';
import { startSessionSync, useSession } from './session-store';
import { getSupabase, isSupabaseLoaded, loadSupabase, setSupabaseClient } from './supabase-client';
import { fetchAnswering } from './testing/fake-fetch';
import { makeFakeClient } from './testing/fake-supabase-client';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn() }));
// createClient is generic over the schema; the tests hand back fake clients of their own shape.
const createClient = jest.mocked(supabaseJs.createClient) as jest.Mock;

function respond(body: unknown, status = 200) {
  global.fetch = fetchAnswering({ ok: status >= 200 && status < 300, status, json: async () => body });
}

afterEach(() => {
  // Ends the store's subscription to this test's client (startSessionSync hands back the active one).
  if (isSupabaseLoaded()) startSessionSync()();
  setSupabaseClient(null);
  window.localStorage.clear();
  createClient.mockReset();
  useSession.getState().reset();
  setDemoMode(false);
});

describe('connectFromRuntimeConfig', () => {
  it('reads /config.json, creates the shared client and subscribes the store once', async () => {
    const fake = makeFakeClient();
    createClient.mockReturnValue(fake.client);
    respond({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon', remotes: {} });

    const config = await connectFromRuntimeConfig();

    expect(global.fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(createClient).toHaveBeenCalledWith(
      'https://db.example.org',
      'anon',
      expect.objectContaining({
        auth: expect.objectContaining({ persistSession: true, autoRefreshToken: true, detectSessionInUrl: true }),
      }),
    );
    expect(config).toEqual({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon', demoMode: false, remotes: {} });
    expect(isDemoMode()).toBe(false);
    expect(getSupabase()).toBe(fake.client);
    expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);

    await connectFromRuntimeConfig();
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('turns demo mode on only for an explicit demoMode: true', async () => {
    createClient.mockReturnValue(makeFakeClient().client);
    respond({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon', demoMode: 'yes' });
    expect((await connectFromRuntimeConfig()).demoMode).toBe(false);
    expect(isDemoMode()).toBe(false);

    respond({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon', demoMode: true });
    expect((await connectFromRuntimeConfig()).demoMode).toBe(true);
    expect(isDemoMode()).toBe(true);
  });

  it('fails on an HTTP error', async () => {
    respond({}, 404);
    await expect(connectFromRuntimeConfig('/cfg.json')).rejects.toThrow('Could not load /cfg.json: HTTP 404');
  });

  it('fails when the configuration lacks the backend', async () => {
    respond({ remotes: {} });
    await expect(connectFromRuntimeConfig()).rejects.toThrow('/config.json must name supabaseUrl and supabaseAnonKey');
  });

  it('uses the configuration inside the page without fetching /config.json', async () => {
    createClient.mockReturnValue(makeFakeClient().client);
    global.fetch = jest.fn() as never;
    const config = await connectFromRuntimeConfig('/config.json', {
      supabaseUrl: 'https://inline.example.org',
      supabaseAnonKey: 'inline-anon',
      demoMode: true,
      remotes: { marketing: 'https://m.example.org/mf-manifest.json' },
    });

    expect(global.fetch).not.toHaveBeenCalled();
    expect(createClient).toHaveBeenCalledWith('https://inline.example.org', 'inline-anon', expect.anything());
    expect(config.remotes).toEqual({ marketing: 'https://m.example.org/mf-manifest.json' });
    expect(isDemoMode()).toBe(true);
  });

  it("names the page's configuration when the inline one lacks the backend", async () => {
    await expect(connectFromRuntimeConfig('/config.json', { remotes: {} })).rejects.toThrow(
      "The page's runtime configuration must name supabaseUrl and supabaseAnonKey",
    );
  });

  describe('deferClientWhenSignedOut (the shell)', () => {
    const inline = { supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon', remotes: {} };

    it('knows a visitor with no stored session is signed out without creating the client', async () => {
      const fake = makeFakeClient();
      createClient.mockReturnValue(fake.client);

      await connectFromRuntimeConfig('/config.json', inline, { deferClientWhenSignedOut: true });

      expect(createClient).not.toHaveBeenCalled();
      expect(useSession.getState()).toMatchObject({ user: null, session: null, loading: false });
      // The first page that needs data creates it; the store then follows the client's events.
      await expect(loadSupabase()).resolves.toBe(fake.client);
      expect(createClient).toHaveBeenCalledTimes(1);
      expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    });

    it('creates the client at once when a session is stored', async () => {
      const fake = makeFakeClient();
      createClient.mockReturnValue(fake.client);
      window.localStorage.setItem('sb-db-auth-token', '{"access_token":"a"}');

      await connectFromRuntimeConfig('/config.json', inline, { deferClientWhenSignedOut: true });

      expect(createClient).toHaveBeenCalledTimes(1);
      expect(getSupabase()).toBe(fake.client);
      expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    });

    it('creates the client when another tab stores a session', async () => {
      const fake = makeFakeClient();
      createClient.mockReturnValue(fake.client);
      await connectFromRuntimeConfig('/config.json', inline, { deferClientWhenSignedOut: true });
      expect(createClient).not.toHaveBeenCalled();

      window.dispatchEvent(new StorageEvent('storage', { key: 'some-other-key', newValue: 'x' }));
      expect(createClient).not.toHaveBeenCalled();
      window.dispatchEvent(new StorageEvent('storage', { key: 'sb-db-auth-token', newValue: '{"access_token":"a"}' }));
      await waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
      expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    });
  });
});
