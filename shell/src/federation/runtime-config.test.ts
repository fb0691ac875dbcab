import { fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  auth: 'http://localhost:3002/mf-manifest.json',
  recipient: 'http://localhost:3003/mf-manifest.json',
  directories: 'http://localhost:3004/mf-manifest.json',
  partnerLegal: 'http://localhost:3005/mf-manifest.json',
};

const fullConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon-key',
  remotes,
};

describe('parseRuntimeConfig', () => {
  it('accepts a full config and returns its fields', () => {
    expect(parseRuntimeConfig(fullConfig)).toEqual(fullConfig);
  });

  it('keeps extra remotes it does not know about', () => {
    const parsed = parseRuntimeConfig({ ...fullConfig, remotes: { ...remotes, extra: 'http://x/mf-manifest.json' } });
    expect(parsed.remotes.extra).toBe('http://x/mf-manifest.json');
  });

  it.each([
    ['null', null],
    ['a string', 'config'],
    ['no supabaseUrl', { supabaseAnonKey: 'anon-key', remotes }],
    ['no supabaseAnonKey', { supabaseUrl: 'http://localhost:54321', remotes }],
    ['a non-string supabaseUrl', { ...fullConfig, supabaseUrl: 42 }],
  ])('rejects %s', (_label, raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow('config.json must name supabaseUrl and supabaseAnonKey');
  });

  it('lists every missing remote key', () => {
    const { auth: _auth, directories: _directories, ...partial } = remotes;
    expect(() => parseRuntimeConfig({ ...fullConfig, remotes: partial })).toThrow(
      'config.json has no manifest URL for: auth, directories',
    );
  });

  it('lists all five remotes when there is no remotes object, and treats non-strings as missing', () => {
    expect(() => parseRuntimeConfig({ supabaseUrl: 'u', supabaseAnonKey: 'k' })).toThrow(
      'config.json has no manifest URL for: marketing, auth, recipient, directories, partnerLegal',
    );
    expect(() => parseRuntimeConfig({ ...fullConfig, remotes: { ...remotes, recipient: 3003 } })).toThrow(
      'config.json has no manifest URL for: recipient',
    );
  });
});

describe('fetchRuntimeConfig', () => {
  const originalFetch = global.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = originalFetch;
  });

  const respond = (status: number, body: unknown) =>
    fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });

  it('reads /config.json without the HTTP cache and parses it', async () => {
    respond(200, fullConfig);
    await expect(fetchRuntimeConfig()).resolves.toEqual(fullConfig);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('uses the URL it is given', async () => {
    respond(200, fullConfig);
    await fetchRuntimeConfig('/other.json');
    expect(fetchMock).toHaveBeenCalledWith('/other.json', { cache: 'no-store' });
  });

  it.each([404, 500])('throws on HTTP %i', async (status) => {
    respond(status, { error: 'nope' });
    await expect(fetchRuntimeConfig()).rejects.toThrow(`Could not load /config.json: HTTP ${status}`);
  });

  it('throws the validation error for an incomplete config', async () => {
    respond(200, { supabaseUrl: 'u' });
    await expect(fetchRuntimeConfig()).rejects.toThrow('config.json must name supabaseUrl and supabaseAnonKey');
  });

  it('passes a network failure on', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRuntimeConfig()).rejects.toThrow('Failed to fetch');
  });
});
