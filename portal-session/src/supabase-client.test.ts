import ws from 'ws';
import {
  configureSupabase,
  getSupabase,
  initSupabase,
  isAuthProviderEnabled,
  isSupabaseLoaded,
  loadSupabase,
  mayHaveBrowserSession,
  onSupabaseCreated,
  selectAnonymously,
  sessionStorageKey,
  setSupabaseClient,
} from './supabase-client';
import { makeFakeClient } from './testing/fake-supabase-client';
import { fetchAnswering } from './testing/fake-fetch';

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };
// Node 20 has no native WebSocket: give realtime a transport in tests only.
const nodeOptions = { realtime: { transport: ws as never } };

afterEach(() => {
  setSupabaseClient(null);
  window.localStorage.clear();
});

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
  it('creates one client with persistent, auto-refreshing sessions read from the URL', async () => {
    const client = await initSupabase(config, nodeOptions);
    expect(getSupabase()).toBe(client);
    // supabase-js keeps these settings on its auth client, in protected members read here by name.
    const setting = (name: string): unknown => Reflect.get(client.auth, name);
    expect(setting('persistSession')).toBe(true);
    expect(setting('autoRefreshToken')).toBe(true);
    expect(setting('detectSessionInUrl')).toBe(true);
    expect(setting('storage')).toBe(window.localStorage);
    client.auth.stopAutoRefresh();
  });

  it('returns the same client for the same configuration and refuses a different one', async () => {
    // A storage key of its own: the client of the previous test still exists.
    const options = { ...nodeOptions, auth: { storageKey: 'sb-second-test' } };
    const client = await initSupabase(config, options);
    expect(Reflect.get(client.auth, 'storageKey')).toBe('sb-second-test');
    expect(Reflect.get(client.auth, 'persistSession')).toBe(true);
    await expect(initSupabase(config, options)).resolves.toBe(client);
    await expect(initSupabase({ ...config, supabaseUrl: 'http://other' }, options)).rejects.toThrow(
      'already initialised with a different configuration',
    );
    client.auth.stopAutoRefresh();
  });

  it('refuses a configuration without URL or key', async () => {
    await expect(initSupabase({ supabaseUrl: '', supabaseAnonKey: 'k' })).rejects.toThrow('supabaseUrl and supabaseAnonKey');
    expect(() => configureSupabase({ supabaseUrl: 'http://x', supabaseAnonKey: '' })).toThrow('supabaseUrl and supabaseAnonKey');
  });
});

describe('configureSupabase and loadSupabase', () => {
  it('creates nothing until loadSupabase is called, then creates one client and tells the listeners', async () => {
    const listener = jest.fn();
    configureSupabase(config, { ...nodeOptions, auth: { storageKey: 'sb-load-test' } });
    onSupabaseCreated(listener);
    expect(isSupabaseLoaded()).toBe(false);
    expect(() => getSupabase()).toThrow('not initialised');

    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    expect(first).toBe(second);
    expect(getSupabase()).toBe(first);
    expect(isSupabaseLoaded()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(first);
    // A listener added later hears of the existing client at once.
    const late = jest.fn();
    onSupabaseCreated(late);
    expect(late).toHaveBeenCalledWith(first);
    first.auth.stopAutoRefresh();
  });

  it('refuses to load before a configuration is known', async () => {
    await expect(loadSupabase()).rejects.toThrow('Supabase client is not initialised');
  });

  it('returns an injected client without a configuration', async () => {
    const { client } = makeFakeClient();
    setSupabaseClient(client);
    await expect(loadSupabase()).resolves.toBe(client);
  });
});

describe('mayHaveBrowserSession', () => {
  const noUrl = { search: '', hash: '' };

  it("names the session's storage key as supabase-js does", () => {
    configureSupabase({ supabaseUrl: 'https://abcd.supabase.co', supabaseAnonKey: 'k' });
    expect(sessionStorageKey()).toBe('sb-abcd-auth-token');
  });

  it('is false for a visitor with nothing stored and no auth redirect', () => {
    configureSupabase(config);
    expect(mayHaveBrowserSession(noUrl)).toBe(false);
    expect(mayHaveBrowserSession({ search: '?page=2', hash: '#top' })).toBe(false);
  });

  it('is true with a stored session or a sign-in in progress', () => {
    configureSupabase(config);
    window.localStorage.setItem('sb-127-auth-token', '{"access_token":"a"}');
    expect(mayHaveBrowserSession(noUrl)).toBe(true);
    window.localStorage.clear();
    window.localStorage.setItem('sb-127-auth-token-code-verifier', 'v');
    expect(mayHaveBrowserSession(noUrl)).toBe(true);
  });

  it('is true for the auth redirects supabase-js completes from the URL', () => {
    configureSupabase(config);
    expect(mayHaveBrowserSession({ search: '', hash: '#access_token=a&refresh_token=r&type=recovery' })).toBe(true);
    expect(mayHaveBrowserSession({ search: '?code=123', hash: '' })).toBe(true);
    expect(mayHaveBrowserSession({ search: '', hash: '#error=access_denied&error_description=Expired' })).toBe(true);
  });

  it('is false before a configuration is known', () => {
    expect(mayHaveBrowserSession(noUrl)).toBe(false);
  });
});

describe('selectAnonymously', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('reads through PostgREST with the publishable key and returns the rows', async () => {
    configureSupabase(config);
    const fetchMock = fetchAnswering({ ok: true, json: async () => [{ title: 'Home' }] });
    global.fetch = fetchMock;
    await expect(selectAnonymously('page_content', 'select=title&page_id=eq.home')).resolves.toEqual([{ title: 'Home' }]);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:54321/rest/v1/page_content?select=title&page_id=eq.home', {
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key', Accept: 'application/json' },
      signal: undefined,
    });
    expect(isSupabaseLoaded()).toBe(false);
  });

  it('fails with the HTTP status when the read is refused', async () => {
    configureSupabase(config);
    global.fetch = fetchAnswering({ ok: false, status: 503 });
    await expect(selectAnonymously('page_content', 'select=title')).rejects.toThrow('Reading page_content failed: HTTP 503');
  });
});

describe('isAuthProviderEnabled', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  function answerSettings(response: Partial<Response>) {
    const fetchMock = fetchAnswering({ ok: true, json: async () => ({}), ...response });
    global.fetch = fetchMock;
    return fetchMock;
  }

  it('asks the configured auth server with the publishable key', async () => {
    configureSupabase(config, nodeOptions);
    const fetchMock = answerSettings({ json: async () => ({ external: { google: false, github: true } }) });
    await expect(isAuthProviderEnabled('google')).resolves.toBe(false);
    await expect(isAuthProviderEnabled('github')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:54321/auth/v1/settings', { headers: { apikey: 'anon-key' } });
  });

  it('cannot tell before initSupabase, on HTTP errors or without the provider in the answer', async () => {
    answerSettings({ json: async () => ({ external: { google: true } }) });
    await expect(isAuthProviderEnabled('google')).resolves.toBeNull();
    configureSupabase(config, nodeOptions);
    answerSettings({ ok: false });
    await expect(isAuthProviderEnabled('google')).resolves.toBeNull();
    answerSettings({ json: async () => ({ external: {} }) });
    await expect(isAuthProviderEnabled('google')).resolves.toBeNull();
  });
});
