import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_CONFIG_GLOBAL } from '@donation-network/portal-manifest';
import { pageConfig, warmRouteRemote } from './page-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const remotes = {
  marketing: 'http://m.test/mf-manifest.json',
  auth: 'http://a.test/mf-manifest.json',
  admin: 'http://ad.test/mf-manifest.json',
  donor: 'http://do.test/mf-manifest.json',
  recipient: 'http://r.test/mf-manifest.json',
  directories: 'http://d.test/mf-manifest.json',
  partner: 'http://p.test/mf-manifest.json',
};

beforeEach(() => jest.clearAllMocks());
afterEach(() => Reflect.deleteProperty(window, INLINE_CONFIG_GLOBAL));

test('reads the configuration the server wrote into the page', () => {
  expect(pageConfig()).toBeUndefined();
  Reflect.set(window, INLINE_CONFIG_GLOBAL, { remotes });
  expect(pageConfig()).toEqual({ remotes });
});

test("registers the remotes and preloads only the current route's remote App, without its shared fallbacks", () => {
  expect(warmRouteRemote('/founders/5', { remotes })).toBe(true);
  expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'directories', entry: remotes.directories }]));
  expect(preloadRemote).toHaveBeenCalledTimes(1);
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'directories', exposes: ['./App'], resourceCategory: 'sync', share: false, depsRemote: false },
  ]);
});

test('registers but preloads nothing on a path no remote serves', () => {
  expect(warmRouteRemote('/no-such-page', { remotes })).toBe(true);
  expect(registerRemotes).toHaveBeenCalled();
  expect(preloadRemote).not.toHaveBeenCalled();
});

test('does nothing without a page configuration, or with one that lacks remotes (bootstrap then uses /config.json)', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(warmRouteRemote('/', undefined)).toBe(false);
  expect(warmRouteRemote('/', { remotes: { marketing: remotes.marketing } })).toBe(false);
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(preloadRemote).not.toHaveBeenCalled();
});
