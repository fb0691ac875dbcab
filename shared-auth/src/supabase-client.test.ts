import ws from 'ws';
import { getSupabase, initSupabase, isAuthProviderEnabled, setSupabaseClient } from './supabase-client';
import { makeFakeClient } from './testing/fake-supabase-client';

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };
// Node 20 has no native WebSocket: give realtime a transport in tests only.
const nodeOptions = { realtime: { transport: ws as never } };

afterEach(() => setSupabaseClient(null));

describe('getSupabase', () => {
  it('throws a clear error before initSupabase', () => {
    expect(() => getSupabase()).toThrow(
      new Error('Supabase client is not initialised: call initSupabase with the runtime configuration first'),
    );
  });

  it('returns an injected client', () => {
    const { client } = makeFakeClient();
    setSupabaseClient(client);
    expect(getSupabase()).toBe(client);
  });
});

describe('initSupabase', () => {
  it('creates one client with persistent, auto-refreshing sessions read from the URL', () => {
    const client = initSupabase(config, nodeOptions);
    expect(getSupabase()).toBe(client);
    // supabase-js keeps these settings on its auth client.
    const auth = client.auth as unknown as {
      persistSession: boolean;
      autoRefreshToken: boolean;
      detectSessionInUrl: boolean;
      storage: Storage;
    };
    expect(auth.persistSession).toBe(true);
    expect(auth.autoRefreshToken).toBe(true);
    expect(auth.detectSessionInUrl).toBe(true);
    expect(auth.storage).toBe(window.localStorage);
    client.auth.stopAutoRefresh();
  });

  it('returns the same client for the same configuration and refuses a different one', () => {
    // A storage key of its own: the client of the previous test still exists.
    const options = { ...nodeOptions, auth: { storageKey: 'sb-second-test' } };
    const client = initSupabase(config, options);
    expect((client.auth as unknown as { storageKey: string }).storageKey).toBe('sb-second-test');
    expect((client.auth as unknown as { persistSession: boolean }).persistSession).toBe(true);
    expect(initSupabase(config, options)).toBe(client);
    expect(() => initSupabase({ ...config, supabaseUrl: 'http://other' }, options)).toThrow(
      'already initialised with a different configuration',
    );
    client.auth.stopAutoRefresh();
  });

  it('refuses a configuration without URL or key', () => {
    expect(() => initSupabase({ supabaseUrl: '', supabaseAnonKey: 'k' })).toThrow('supabaseUrl and supabaseAnonKey');
    expect(() => initSupabase({ supabaseUrl: 'http://x', supabaseAnonKey: '' })).toThrow('supabaseUrl and supabaseAnonKey');
  });
});

describe('isAuthProviderEnabled', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  function answerSettings(response: Partial<Response>) {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({}), ...response });
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('asks the configured auth server with the publishable key', async () => {
    initSupabase(config, nodeOptions);
    const fetchMock = answerSettings({ json: async () => ({ external: { google: false, github: true } }) });
    await expect(isAuthProviderEnabled('google')).resolves.toBe(false);
    await expect(isAuthProviderEnabled('github')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:54321/auth/v1/settings', { headers: { apikey: 'anon-key' } });
  });

  it('cannot tell before initSupabase, on HTTP errors or without the provider in the answer', async () => {
    answerSettings({ json: async () => ({ external: { google: true } }) });
    await expect(isAuthProviderEnabled('google')).resolves.toBeNull();
    initSupabase(config, nodeOptions);
    answerSettings({ ok: false });
    await expect(isAuthProviderEnabled('google')).resolves.toBeNull();
    answerSettings({ json: async () => ({ external: {} }) });
    await expect(isAuthProviderEnabled('google')).resolves.toBeNull();
  });
});
