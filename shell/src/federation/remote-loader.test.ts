import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  RemoteUnavailableError,
  loadRemoteApp,
  isConstrainedConnection,
  prefetchRemotes,
  idlePrefetchHintPlugin,
  registerPortalRemotes,
  remoteFallbackPlugin,
  resetRemote,
} from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerPluginsMock = jest.mocked(registerPlugins);
const registerRemotesMock = jest.mocked(registerRemotes);
const preloadRemoteMock = jest.mocked(preloadRemote);

const urls = {
  marketing: 'http://m.test/mf-manifest.json',
  auth: 'http://a.test/mf-manifest.json',
  admin: 'http://ad.test/mf-manifest.json',
  donor: 'http://do.test/mf-manifest.json',
  recipient: 'http://r.test/mf-manifest.json',
  directories: 'http://d.test/mf-manifest.json',
  partner: 'http://p.test/mf-manifest.json',
};

type ErrorLoadRemote = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
type ErrorLoadRemoteArgs = Parameters<ErrorLoadRemote>[0];

/** Calls the fallback plugin's hook the way the federation runtime does. */
function fallbackFor(from: 'runtime' | 'build', error: unknown = new Error('manifest 404')): unknown {
  const hook = remoteFallbackPlugin().errorLoadRemote as ErrorLoadRemote;
  const args = { id: 'marketing/App', error, from, lifecycle: 'onLoad' } as ErrorLoadRemoteArgs;
  return hook(args);
}

async function caught(promise: Promise<unknown>): Promise<RemoteUnavailableError> {
  try {
    await promise;
  } catch (error) {
    return error as RemoteUnavailableError;
  }
  throw new Error('expected a rejection');
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('registerPortalRemotes', () => {
  it('registers the fallback plugin and one remote per key, by container name and configured URL', () => {
    registerPortalRemotes(urls);

    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
    const [plugins] = registerPluginsMock.mock.calls[0];
    expect(plugins?.map((plugin) => plugin.name)).toEqual(['portal-remote-fallback', 'portal-idle-prefetch-hints']);
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'marketing', entry: urls.marketing },
      { name: 'auth', entry: urls.auth },
      { name: 'admin', entry: urls.admin },
      { name: 'donor', entry: urls.donor },
      { name: 'recipient', entry: urls.recipient },
      { name: 'directories', entry: urls.directories },
      { name: 'partner', entry: urls.partner },
    ]);
  });
});

describe('loadRemoteApp', () => {
  it("loads '<container>/App' and returns the default export", async () => {
    const App = () => null;
    loadRemoteMock.mockResolvedValue({ default: App });

    await expect(loadRemoteApp('partner')).resolves.toBe(App);
    expect(loadRemoteMock).toHaveBeenCalledWith('partner/App');
  });

  it('accepts an object component (memo / forwardRef) as the default export', async () => {
    const Memo = { $$typeof: Symbol.for('react.memo'), type: () => null };
    loadRemoteMock.mockResolvedValue({ default: Memo });
    await expect(loadRemoteApp('auth')).resolves.toBe(Memo);
  });

  it('throws RemoteUnavailableError carrying the cause when loadRemote rejects', async () => {
    const cause = new Error('Failed to fetch mf-manifest.json');
    loadRemoteMock.mockRejectedValue(cause);

    const error = await caught(loadRemoteApp('marketing'));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.name).toBe('RemoteUnavailableError');
    expect(error.message).toBe('Remote "marketing" could not be loaded');
    expect(error.remote).toBe('marketing');
    expect(error.cause).toBe(cause);
  });

  it("throws when the fallback plugin's marker module comes back (from: 'runtime')", async () => {
    const cause = new Error('entry 503');
    const marker = fallbackFor('runtime', cause);
    expect(typeof marker).toBe('object');
    loadRemoteMock.mockResolvedValue(marker);

    const error = await caught(loadRemoteApp('recipient'));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.remote).toBe('recipient');
    expect(error.cause).toBe(cause);
  });

  it("throws when the module made by the fallback factory comes back (from: 'build')", async () => {
    const cause = new Error('chunk failed');
    const factory = fallbackFor('build', cause);
    expect(typeof factory).toBe('function');
    // a build-time remote calls the factory to get the module
    loadRemoteMock.mockResolvedValue((factory as () => unknown)());

    const error = await caught(loadRemoteApp('directories'));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.cause).toBe(cause);
  });

  it.each([
    ['an empty module', {}],
    ['a null module', null],
    ['undefined', undefined],
    ['a string default export', { default: 'App' }],
  ])('throws when the module has no usable default export: %s', async (_label, module) => {
    loadRemoteMock.mockResolvedValue(module);

    const error = await caught(loadRemoteApp('auth'));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error.cause as Error).message).toBe('The remote does not export a default App component');
  });
});

describe('remoteFallbackPlugin', () => {
  it('logs the failure and returns different shapes for runtime and build loads', () => {
    const runtimeModule = fallbackFor('runtime');
    const buildFactory = fallbackFor('build') as () => unknown;

    expect(typeof runtimeModule).toBe('object');
    expect(typeof buildFactory).toBe('function');
    expect(Object.getOwnPropertySymbols(buildFactory())).toEqual(Object.getOwnPropertySymbols(runtimeModule));
    expect(consoleError).toHaveBeenCalledWith('[federation] marketing/App failed to load', expect.any(Error));
  });
});

describe('resetRemote', () => {
  it('re-registers the remote with force, using the URL given to registerPortalRemotes', () => {
    registerPortalRemotes(urls);
    registerRemotesMock.mockClear();

    resetRemote('auth');

    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'auth', entry: urls.auth }], { force: true });
  });

  it('uses the URLs of the latest registration', () => {
    registerPortalRemotes(urls);
    registerPortalRemotes({ ...urls, marketing: 'http://moved.test/mf-manifest.json' });
    registerRemotesMock.mockClear();

    resetRemote('marketing');

    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'marketing', entry: 'http://moved.test/mf-manifest.json' }], { force: true });
  });

  it('does nothing for a remote that has no URL', () => {
    const { recipient: _recipient, ...withoutRecipient } = urls;
    registerPortalRemotes(withoutRecipient);
    registerRemotesMock.mockClear();

    resetRemote('recipient');

    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});

describe('prefetchRemotes', () => {
  beforeEach(() => preloadRemoteMock.mockResolvedValue(undefined));
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (navigator as { connection?: unknown }).connection;
  });

  const setConnection = (connection: object) => Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  /** Lets the promise callbacks run (prefetching waits for the current route's remote first). */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const appOf = (name: string) => ({ nameOrAlias: name, exposes: ['./App'], resourceCategory: 'sync', share: false, depsRemote: false });

  it("downloads the given remotes' App code, without their shared libraries, only once the browser is idle", async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = jest.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, writable: true, value: requestIdleCallback });
    preloadRemoteMock.mockRejectedValue(new Error('down'));

    prefetchRemotes(['marketing', 'auth']);
    await settle();
    expect(preloadRemoteMock).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });

    idle!();
    await settle();
    expect(preloadRemoteMock).toHaveBeenCalledWith([appOf('marketing'), appOf('auth')]);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it("waits for the current route's remote to arrive (or fail) before it schedules anything", async () => {
    jest.useFakeTimers();
    let arrive!: () => void;
    const current = new Promise<void>((resolve) => (arrive = resolve));

    prefetchRemotes(['auth'], current);
    await settle();
    jest.advanceTimersByTime(10_000);
    expect(preloadRemoteMock).not.toHaveBeenCalled();

    arrive();
    await settle();
    jest.advanceTimersByTime(2000);
    expect(preloadRemoteMock).toHaveBeenCalledWith([appOf('auth')]);

    preloadRemoteMock.mockClear();
    prefetchRemotes(['auth'], Promise.reject(new Error('the current remote is down')));
    await settle();
    jest.advanceTimersByTime(2000);
    expect(preloadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 2 s timer without requestIdleCallback', async () => {
    jest.useFakeTimers();

    prefetchRemotes(['auth']);
    await settle();
    jest.advanceTimersByTime(1999);
    expect(preloadRemoteMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(preloadRemoteMock).toHaveBeenCalledWith([appOf('auth')]);
  });

  it('waits for the page to finish loading before it schedules anything', async () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');

    prefetchRemotes(['auth']);
    await settle();
    jest.advanceTimersByTime(10_000);
    expect(preloadRemoteMock).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await settle();
    jest.advanceTimersByTime(2000);
    expect(preloadRemoteMock).toHaveBeenCalledWith([appOf('auth')]);
    readyState.mockRestore();
  });

  it.each([
    ['data saver is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 3g', { effectiveType: '3g' }],
    ['the connection is 2g', { effectiveType: '2g' }],
  ])('prefetches nothing when %s', async (_case, connection) => {
    jest.useFakeTimers();
    setConnection(connection);
    prefetchRemotes(['auth']);
    await settle();
    jest.advanceTimersByTime(10_000);
    expect(preloadRemoteMock).not.toHaveBeenCalled();
  });

  it("turns the runtime's preload hints for an idly warmed remote into prefetch hints, and leaves the current route's alone", async () => {
    type CreateLink = NonNullable<ModuleFederationRuntimePlugin['createLink']>;
    type RemoteInfo = NonNullable<Parameters<CreateLink>[0]['remoteInfo']>;
    const createLink = idlePrefetchHintPlugin().createLink as CreateLink;
    const hint = (container: string, rel = 'preload') =>
      createLink({
        url: `http://x.test/${container}.js`,
        attrs: { rel, as: 'script', crossorigin: 'anonymous' },
        remoteInfo: { name: container } as RemoteInfo,
      });

    expect(hint('directories')).toBeUndefined();
    jest.useFakeTimers();
    prefetchRemotes(['directories']);
    await settle();
    jest.advanceTimersByTime(2000);

    const link = hint('directories') as HTMLLinkElement;
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect([link.rel, link.href, link.getAttribute('as'), link.getAttribute('crossorigin')]).toEqual([
      'prefetch',
      'http://x.test/directories.js',
      'script',
      'anonymous',
    ]);
    // the current route's remote (warmed by page-config.ts) and other kinds of link keep the runtime's hint
    expect(hint('partner')).toBeUndefined();
    expect(hint('directories', 'stylesheet')).toBeUndefined();
  });

  it('treats a fast connection, and a browser without the API, as unconstrained', () => {
    expect(isConstrainedConnection({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});
