import { REMOTE_OVERRIDE_EXPIRY_KEY, REMOTE_OVERRIDE_STORAGE_KEY, remoteOverrideRequested } from './remote-override-request';
import {
  REMOTE_OVERRIDE_LIFETIME_MS,
  applyRemoteOverrides,
  saveRemoteOverrides,
  checkOverride,
  clearRemoteOverrides,
  configuredOverrideOrigins,
  parseAllowlist,
  type RemoteOverride,
} from './remote-overrides';
import { REMOTE_KEYS } from './remote-table';

const remotes = Object.fromEntries(REMOTE_KEYS.map((key) => [key, `https://cdn.example.org/${key}/mf-manifest.json`]));
const LOCAL = 'http://localhost:4004/mf-manifest.json';

/**
 * A page load at `href`: its own storage and history, the address as the browser would show it afterwards,
 * and the person's answer when asked to confirm an override from the address.
 */
function pageLoad(href: string, storage: Storage, { confirms = true } = {}) {
  const history = { state: { idx: 3 }, replaceState: jest.fn() };
  const location = { href, reload: jest.fn() };
  const confirmNewOverrides = jest.fn(async (_overrides: readonly RemoteOverride[]) => confirms);
  return { environment: { storage, location, history, confirmNewOverrides }, history, location, confirmNewOverrides };
}

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY) ?? 'null');
const withParam = (...values: string[]) =>
  `https://portal.example.org/founders?${values.map((value) => `remote-override=${encodeURIComponent(value)}`).join('&')}`;

describe('parseAllowlist', () => {
  it('keeps origins and port wildcards, normalised', () => {
    expect(parseAllowlist(['http://LOCALHOST:4004/', 'https://preview.example.com:443', 'http://localhost:*'])).toEqual([
      { origin: 'http://localhost:4004', protocol: 'http:', hostname: 'localhost', anyPort: false },
      { origin: 'https://preview.example.com', protocol: 'https:', hostname: 'preview.example.com', anyPort: false },
      { origin: 'http://localhost', protocol: 'http:', hostname: 'localhost', anyPort: true },
    ]);
  });

  it('ignores what is not one origin: paths, credentials, host wildcards, keywords, other schemes', () => {
    const junk = [
      '*',
      'https://*.example.com',
      'http://*:4004',
      "'unsafe-inline'",
      'http://localhost:4004/remote',
      'http://user@localhost:4004',
      'javascript:alert(1)',
      'ftp://files.example.com',
      'http://localhost:4004; script-src *',
      'http://localhost:99999',
      42,
    ];
    expect(parseAllowlist(junk)).toEqual([]);
    expect(parseAllowlist(undefined)).toEqual([]);
    expect(parseAllowlist('http://localhost:4004')).toEqual([]);
  });
});

describe('checkOverride', () => {
  const exact = parseAllowlist(['http://localhost:4004', 'https://preview.example.com']);
  const anyPort = parseAllowlist(['http://localhost:*']);

  it('accepts a known remote on an allowed origin', () => {
    expect(checkOverride('directories', LOCAL, exact)).toEqual({ key: 'directories', url: LOCAL });
    expect(checkOverride('marketing', 'https://preview.example.com/pr-12/mf-manifest.json', exact)).toEqual({
      key: 'marketing',
      url: 'https://preview.example.com/pr-12/mf-manifest.json',
    });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'shell', ''])('refuses "%s", which is no remote', (key) => {
    expect(checkOverride(key, LOCAL, exact)).toEqual({ reason: expect.stringContaining(`"${key}" is not a remote of this portal`) });
  });

  it('refuses what is not an http(s) URL', () => {
    expect(checkOverride('directories', 'localhost:4004', exact)).toEqual({ reason: 'only http and https URLs can be loaded' });
    expect(checkOverride('directories', '/mf-manifest.json', exact)).toEqual({ reason: '"/mf-manifest.json" is not a URL' });
    expect(checkOverride('directories', 'javascript:alert(1)', exact)).toEqual({ reason: 'only http and https URLs can be loaded' });
    expect(checkOverride('directories', 'data:text/javascript,alert(1)', exact)).toEqual({
      reason: 'only http and https URLs can be loaded',
    });
  });

  it('refuses every origin while no allowlist is configured', () => {
    expect(checkOverride('directories', LOCAL, [])).toEqual({
      reason: 'remote overrides are off on this site (REMOTE_OVERRIDE_ORIGINS is not set)',
    });
  });

  it('matches an exact entry on scheme, host and port', () => {
    for (const url of [
      'http://localhost:4005/mf-manifest.json',
      'https://localhost:4004/mf-manifest.json',
      'http://127.0.0.1:4004/x.json',
    ]) {
      expect(checkOverride('directories', url, exact)).toEqual({
        reason: `${new URL(url).origin} is not on this site's list of allowed override origins`,
      });
    }
    expect(checkOverride('directories', 'http://preview.example.com/mf-manifest.json', exact)).toHaveProperty('reason');
    expect(checkOverride('directories', 'https://preview.example.com.evil.example/mf-manifest.json', exact)).toHaveProperty('reason');
  });

  it('matches a port wildcard on any port of that scheme and host only', () => {
    expect(checkOverride('auth', 'http://localhost:51234/mf-manifest.json', anyPort)).toEqual({
      key: 'auth',
      url: 'http://localhost:51234/mf-manifest.json',
    });
    expect(checkOverride('auth', 'http://localhost/mf-manifest.json', anyPort)).toHaveProperty('key', 'auth');
    expect(checkOverride('auth', 'https://localhost:51234/mf-manifest.json', anyPort)).toHaveProperty('reason');
    expect(checkOverride('auth', 'http://127.0.0.1:51234/mf-manifest.json', anyPort)).toHaveProperty('reason');
    expect(checkOverride('auth', 'http://localhost.evil.example:51234/mf-manifest.json', anyPort)).toHaveProperty('reason');
  });
});

describe('applyRemoteOverrides', () => {
  const config = { remotes, remoteOverrideOrigins: ['http://localhost:*'] };

  it('asks before it installs an override from the address: this load runs the deployed build, a confirmed one is stored and the page reloads', async () => {
    const storage = memoryStorage();
    const { environment, history, location, confirmNewOverrides } = pageLoad(`${withParam(`directories=${LOCAL}`)}&sort=name#top`, storage);

    const result = applyRemoteOverrides(config, environment);

    expect(confirmNewOverrides).toHaveBeenCalledTimes(1);
    expect(confirmNewOverrides).toHaveBeenCalledWith([{ key: 'directories', url: LOCAL }]);
    expect(result.active).toEqual([]);
    expect(result.refused).toEqual([]);
    expect(result.manifests).toEqual(remotes);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', 'https://portal.example.org/founders?sort=name#top');
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();

    await result.confirmation;
    expect(stored(storage)).toEqual({ directories: LOCAL });
    expect(location.reload).toHaveBeenCalledTimes(1);

    // the reload: the stored override applies, without asking again
    const reloaded = pageLoad('https://portal.example.org/founders?sort=name#top', storage);
    const next = applyRemoteOverrides(config, reloaded.environment);
    expect(next.active).toEqual([{ key: 'directories', url: LOCAL }]);
    expect(next.manifests).toEqual({ ...remotes, directories: LOCAL });
    expect(next.confirmation).toBeNull();
    expect(reloaded.confirmNewOverrides).not.toHaveBeenCalled();
    expect(reloaded.history.replaceState).not.toHaveBeenCalled();
  });

  it('installs nothing from the address when the person cancels: not stored, no reload, the parameter gone', async () => {
    const before = { marketing: 'http://localhost:4001/mf-manifest.json' };
    const storage = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify(before) });
    const { environment, history, location, confirmNewOverrides } = pageLoad(
      `${withParam(`directories=${LOCAL}`, 'marketing=http://localhost:5001/mf-manifest.json')}&sort=name`,
      storage,
      { confirms: false },
    );

    const result = applyRemoteOverrides(config, environment);
    await result.confirmation;

    expect(confirmNewOverrides).toHaveBeenCalledWith([
      { key: 'directories', url: LOCAL },
      { key: 'marketing', url: 'http://localhost:5001/mf-manifest.json' },
    ]);
    expect(result.active).toEqual([{ key: 'marketing', url: 'http://localhost:4001/mf-manifest.json' }]);
    expect(result.manifests).toEqual({ ...remotes, marketing: 'http://localhost:4001/mf-manifest.json' });
    expect(stored(storage)).toEqual(before);
    expect(location.reload).not.toHaveBeenCalled();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', 'https://portal.example.org/founders?sort=name');
  });

  it('asks only about what the address adds or changes; a stored twin, a reset or a refused override needs no answer', async () => {
    const storage = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ directories: LOCAL }) });
    const same = pageLoad(withParam(`directories=${LOCAL}`), storage);
    expect(applyRemoteOverrides(config, same.environment)).toMatchObject({
      active: [{ key: 'directories', url: LOCAL }],
      confirmation: null,
    });
    expect(same.confirmNewOverrides).not.toHaveBeenCalled();

    const refused = pageLoad(withParam('auth=https://evil.example/mf-manifest.json', 'shell=http://localhost:1/x.json'), storage);
    const refusals = applyRemoteOverrides(config, refused.environment);
    expect(refusals.refused).toHaveLength(2);
    expect(refusals.confirmation).toBeNull();
    expect(refused.confirmNewOverrides).not.toHaveBeenCalled();
    expect(stored(storage)).toEqual({ directories: LOCAL });

    const reset = pageLoad(withParam('reset'), storage, { confirms: false });
    expect(applyRemoteOverrides(config, reset.environment)).toMatchObject({ active: [], manifests: remotes, confirmation: null });
    expect(reset.confirmNewOverrides).not.toHaveBeenCalled();
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('adds a confirmed override to the stored ones; a new one for the same remote replaces the old', async () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({
        marketing: 'http://localhost:4001/mf-manifest.json',
        auth: 'http://localhost:4002/a.json',
      }),
    });
    const { environment, confirmNewOverrides } = pageLoad(
      withParam(`auth=http://localhost:5002/mf-manifest.json`, `directories=${LOCAL}`),
      storage,
    );

    await applyRemoteOverrides(config, environment).confirmation;

    expect(confirmNewOverrides).toHaveBeenCalledWith([
      { key: 'auth', url: 'http://localhost:5002/mf-manifest.json' },
      { key: 'directories', url: LOCAL },
    ]);
    expect(stored(storage)).toEqual({
      marketing: 'http://localhost:4001/mf-manifest.json',
      auth: 'http://localhost:5002/mf-manifest.json',
      directories: LOCAL,
    });
  });

  it('forgets every stored override on reset, before any set in the same address (which is asked about)', async () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ marketing: 'http://localhost:4001/mf-manifest.json' }),
    });
    const { environment, confirmNewOverrides } = pageLoad(withParam('reset', `directories=${LOCAL}`), storage);

    const replaced = applyRemoteOverrides(config, environment);
    expect(replaced.active).toEqual([]);
    expect(replaced.manifests).toEqual(remotes);
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();

    await replaced.confirmation;
    expect(confirmNewOverrides).toHaveBeenCalledWith([{ key: 'directories', url: LOCAL }]);
    expect(stored(storage)).toEqual({ directories: LOCAL });

    // a `reset` after an override in the same address wins
    const last = pageLoad(withParam(`directories=${LOCAL}`, 'reset'), storage);
    expect(applyRemoteOverrides(config, last.environment)).toMatchObject({ active: [], confirmation: null });
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('refuses and does not store what fails a check, and says why', () => {
    const storage = memoryStorage();
    const { environment, confirmNewOverrides } = pageLoad(
      withParam('__proto__=http://localhost:4004/x.json', 'directories=https://evil.example/mf-manifest.json', 'directories'),
      storage,
    );

    const result = applyRemoteOverrides(config, environment);

    expect(result.active).toEqual([]);
    expect(result.manifests).toEqual(remotes);
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(confirmNewOverrides).not.toHaveBeenCalled();
    expect(result.refused).toEqual([
      { request: 'directories', reason: 'expected remote-override=<remote>=<manifest URL> or remote-override=reset' },
      { request: '__proto__=http://localhost:4004/x.json', reason: expect.stringContaining('"__proto__" is not a remote of this portal') },
      {
        request: 'directories=https://evil.example/mf-manifest.json',
        reason: "https://evil.example is not on this site's list of allowed override origins",
      },
    ]);
  });

  it('checks stored overrides against the current allowlist on every load and drops the ones it no longer allows', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ directories: LOCAL, marketing: 'https://preview.example.com/mf-manifest.json' }),
    });
    const narrower = { remotes, remoteOverrideOrigins: ['https://preview.example.com'] };

    const result = applyRemoteOverrides(narrower, pageLoad('https://portal.example.org/', storage).environment);

    expect(result.active).toEqual([{ key: 'marketing', url: 'https://preview.example.com/mf-manifest.json' }]);
    expect(result.refused).toEqual([
      { request: `directories=${LOCAL}`, reason: "http://localhost:4004 is not on this site's list of allowed override origins" },
    ]);
    expect(stored(storage)).toEqual({ marketing: 'https://preview.example.com/mf-manifest.json' });

    const off = applyRemoteOverrides({ remotes }, pageLoad('https://portal.example.org/', storage).environment);
    expect(off.active).toEqual([]);
    expect(off.refused).toEqual([expect.objectContaining({ reason: expect.stringContaining('remote overrides are off on this site') })]);
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('treats unreadable or foreign stored values as no overrides', () => {
    for (const value of ['{not json', '["directories"]', '"directories"', JSON.stringify({ directories: 4004 })]) {
      const storage = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: value });
      expect(applyRemoteOverrides(config, pageLoad('https://portal.example.org/', storage).environment)).toMatchObject({
        active: [],
        refused: [],
      });
    }
    const prototypeKey = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: `{"__proto__": "${LOCAL}", "constructor": "${LOCAL}"}` });
    const result = applyRemoteOverrides(config, pageLoad('https://portal.example.org/', prototypeKey).environment);
    expect(result.active).toEqual([]);
    expect(result.refused.map(({ request }) => request)).toEqual([`__proto__=${LOCAL}`, `constructor=${LOCAL}`]);
  });

  it('keeps applying the stored overrides where storage cannot be written; a confirmed new one that cannot be kept is not loaded', async () => {
    const full = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ marketing: 'http://localhost:4001/mf-manifest.json' }) });
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { environment, location } = pageLoad(withParam(`directories=${LOCAL}`), full);
      const result = applyRemoteOverrides(config, environment);
      expect(result.active).toEqual([{ key: 'marketing', url: 'http://localhost:4001/mf-manifest.json' }]);
      await result.confirmation;
      expect(location.reload).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused to store the remote override'));

      const withoutStorage = pageLoad(withParam(`directories=${LOCAL}`), null as never);
      await applyRemoteOverrides(config, withoutStorage.environment).confirmation;
      expect(withoutStorage.location.reload).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('overrides end', () => {
  const config = { remotes, remoteOverrideOrigins: ['http://localhost:*'] };
  const NOW = Date.UTC(2026, 10, 29, 9, 0);

  it('a confirmed override lasts its lifetime, then the next load drops it and says so', async () => {
    const storage = memoryStorage();
    await applyRemoteOverrides(config, pageLoad(withParam(`directories=${LOCAL}`), storage).environment).confirmation;
    const until = Number(storage.getItem(REMOTE_OVERRIDE_EXPIRY_KEY));
    expect(until - Date.now()).toBeGreaterThan(REMOTE_OVERRIDE_LIFETIME_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(REMOTE_OVERRIDE_LIFETIME_MS);

    const before = applyRemoteOverrides(config, { ...pageLoad('https://portal.example.org/', storage).environment, now: until - 1 });
    expect(before.active).toEqual([{ key: 'directories', url: LOCAL }]);
    expect(before.expiresAt).toBe(until);

    const after = applyRemoteOverrides(config, { ...pageLoad('https://portal.example.org/', storage).environment, now: until });
    expect(after.active).toEqual([]);
    expect(after.manifests).toEqual(remotes);
    expect(after.refused).toEqual([
      { request: `directories=${LOCAL}`, reason: expect.stringMatching(/^ended at .+; open the link again to load it$/) },
    ]);
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(REMOTE_OVERRIDE_EXPIRY_KEY)).toBeNull();
  });

  it('an empty stored end is no end: the override stays and gets one', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ directories: LOCAL }),
      [REMOTE_OVERRIDE_EXPIRY_KEY]: '',
    });
    const result = applyRemoteOverrides(config, { ...pageLoad('https://portal.example.org/', storage).environment, now: NOW });
    expect(result.active).toEqual([{ key: 'directories', url: LOCAL }]);
    expect(result.expiresAt).toBe(NOW + REMOTE_OVERRIDE_LIFETIME_MS);
  });

  it('an override stored without an end gets one from the next load', () => {
    const storage = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ directories: LOCAL }) });
    const result = applyRemoteOverrides(config, { ...pageLoad('https://portal.example.org/', storage).environment, now: NOW });
    expect(result.active).toHaveLength(1);
    expect(result.expiresAt).toBe(NOW + REMOTE_OVERRIDE_LIFETIME_MS);
    expect(Number(storage.getItem(REMOTE_OVERRIDE_EXPIRY_KEY))).toBe(NOW + REMOTE_OVERRIDE_LIFETIME_MS);
  });

  it('?overrides asks for the panel and leaves the address', () => {
    const { environment, history } = pageLoad('https://portal.example.org/founders?overrides&sort=name', memoryStorage());
    expect(applyRemoteOverrides(config, environment)).toMatchObject({ panelRequested: true, active: [], refused: [], confirmation: null });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', 'https://portal.example.org/founders?sort=name');
    expect(remoteOverrideRequested('?overrides', memoryStorage())).toBe(true);
  });
});

describe('saveRemoteOverrides (the panel)', () => {
  const config = { remoteOverrideOrigins: ['http://localhost:*'] };
  const NOW = Date.UTC(2026, 10, 29, 9, 0);

  it('stores every filled field that passes, replacing what was stored, with a new end', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ marketing: 'http://localhost:4001/mf-manifest.json' }),
    });
    const result = saveRemoteOverrides({ directories: ` ${LOCAL} `, marketing: '', auth: '   ' }, config, { storage, now: NOW });
    expect(result).toEqual({ saved: [{ key: 'directories', url: LOCAL }] });
    expect(stored(storage)).toEqual({ directories: LOCAL });
    expect(Number(storage.getItem(REMOTE_OVERRIDE_EXPIRY_KEY))).toBe(NOW + REMOTE_OVERRIDE_LIFETIME_MS);
  });

  it('stores nothing while a field fails a check, and says why for each', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ marketing: 'http://localhost:4001/mf-manifest.json' }),
    });
    const result = saveRemoteOverrides(
      { directories: LOCAL, auth: 'https://evil.example/mf-manifest.json', admin: 'javascript:alert(1)' },
      config,
      { storage, now: NOW },
    );
    expect(result).toEqual({
      errors: {
        auth: "https://evil.example is not on this site's list of allowed override origins",
        admin: 'only http and https URLs can be loaded',
      },
    });
    expect(stored(storage)).toEqual({ marketing: 'http://localhost:4001/mf-manifest.json' });
  });

  it('an empty panel resets every override', () => {
    const storage = memoryStorage({
      [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ marketing: 'http://localhost:4001/mf-manifest.json' }),
    });
    expect(saveRemoteOverrides({}, config, { storage, now: NOW })).toEqual({ saved: [] });
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});

describe('configuredOverrideOrigins', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it("reads the page's configuration without fetching, else /config.json", async () => {
    const fetchConfig = jest.fn(async () => ({ ok: true, json: async () => ({ remotes, remoteOverrideOrigins: ['http://localhost:*'] }) }));
    global.fetch = fetchConfig as never;

    await expect(configuredOverrideOrigins({ remotes, remoteOverrideOrigins: ['https://preview.example.com'] })).resolves.toEqual([
      'https://preview.example.com',
    ]);
    await expect(configuredOverrideOrigins({ remotes })).resolves.toBeUndefined();
    expect(fetchConfig).not.toHaveBeenCalled();

    await expect(configuredOverrideOrigins(undefined)).resolves.toEqual(['http://localhost:*']);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('has no allowlist when /config.json cannot be read', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, json: async () => ({}) })) as never;
    await expect(configuredOverrideOrigins(undefined)).resolves.toBeUndefined();
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as never;
    await expect(configuredOverrideOrigins(undefined)).resolves.toBeUndefined();
  });
});

describe('clearRemoteOverrides', () => {
  it('forgets the stored overrides', () => {
    const storage = memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: JSON.stringify({ directories: LOCAL }), other: 'kept' });
    clearRemoteOverrides(storage);
    expect(storage.getItem(REMOTE_OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
  });
});

describe('remoteOverrideRequested', () => {
  it('is true for the query parameter or a stored override, false otherwise', () => {
    expect(remoteOverrideRequested('?remote-override=reset', memoryStorage())).toBe(true);
    expect(remoteOverrideRequested('', memoryStorage({ [REMOTE_OVERRIDE_STORAGE_KEY]: '{}' }))).toBe(true);
    expect(remoteOverrideRequested('?sort=name', memoryStorage())).toBe(false);
    expect(remoteOverrideRequested('', null)).toBe(false);
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(remoteOverrideRequested('', refusing)).toBe(false);
  });
});
