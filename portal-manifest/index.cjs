// The one list of the portal's builds. Everything that needs to know which remotes exist
// (the shell's route table, /config.json, `npm start`, webpack, jest, the e2e fixtures, the
// bundle budget, the README's route table) reads it from here, so adding a remote means
// adding its folder and one entry below.
//
// CommonJS without dependencies so webpack configs, jest.config.js, the .cjs/.mjs scripts and
// the TypeScript shell bundle can all load it.
'use strict';

/**
 * The host. Its port moves with the PORT environment variable (every port of `npm start`: portsFromEnv).
 * @type {import('./index').ShellBuild}
 */
const shell = Object.freeze({
  key: 'shell',
  folder: 'shell',
  federationName: 'shell',
  port: 3000,
  portEnv: 'PORT',
  // Includes TanStack Query (about 12 kB), which carries the server's data into hydration; the first paint
  // is the server's HTML and no longer waits for any of this.
  budgetKb: 222,
});

/**
 * Who may open a page, and whether search engines may list it: each remote's `pages` maps its routes to
 * one of these. robots.txt, the sitemap, the server's choice of a public page's scripts and the e2e
 * suite's list of public pages are derived from them.
 */
const PUBLIC = Object.freeze({ audience: 'public', indexed: true });
/** Public, but never in a search index or the sitemap: the page a one-time link opens. */
const UNLISTED = Object.freeze({ audience: 'public', indexed: false });
/** For signed-in people with one of `roles` (the remote guards it with RequireRole for the same roles). */
const signedIn = (...roles) => Object.freeze({ audience: 'signed-in', roles: Object.freeze(roles), indexed: false });

/**
 * The remotes, in the order the shell matches their routes (routes never overlap, see the tests).
 * `prefetch`: the shell warms it while the browser is idle (a likely next page).
 * `routes` are react-router path patterns the remote's exposed App really serves: static
 * segments and `:param` segments (a trailing `/*` would hand the remote a whole subtree, so
 * only a remote that serves every path below it may use one). A path no remote lists gets
 * the shell's not-found page.
 * @type {ReadonlyArray<import('./index').RemoteBuild>}
 */
const remotes = Object.freeze(
  [
    {
      key: 'marketing',
      prefetch: true,
      folder: 'mfe-marketing',
      federationName: 'marketing',
      port: 3001,
      portEnv: 'PORT_MARKETING',
      env: 'REMOTE_MARKETING_URL',
      budgetKb: 19,
      pages: {
        '/': PUBLIC,
        '/about': PUBLIC,
        '/pricing': PUBLIC,
        '/plans': PUBLIC,
        '/contact': PUBLIC,
        '/how-it-works': PUBLIC,
        '/faqs': PUBLIC,
        '/donation-process': PUBLIC,
        '/partnerships': PUBLIC,
        '/additional-services': PUBLIC,
        '/legal': PUBLIC,
        '/terms': PUBLIC,
        '/privacy': PUBLIC,
        '/cookies': PUBLIC,
        '/data-protection': PUBLIC,
        '/partners/corporate': PUBLIC,
        '/partners/healthcare': PUBLIC,
      },
    },
    {
      key: 'auth',
      prefetch: true,
      folder: 'mfe-auth',
      federationName: 'auth',
      port: 3002,
      portEnv: 'PORT_AUTH',
      env: 'REMOTE_AUTH_URL',
      budgetKb: 16,
      pages: { '/register': PUBLIC, '/register/:type': PUBLIC, '/login': PUBLIC, '/reset-password': UNLISTED },
    },
    {
      key: 'admin',
      folder: 'mfe-admin',
      federationName: 'admin',
      port: 3006,
      portEnv: 'PORT_ADMIN',
      env: 'REMOTE_ADMIN_URL',
      budgetKb: 11,
      pages: {
        '/admin/dashboard': signedIn('admin'),
        '/admin/profile-changes': signedIn('admin'),
        '/admin/partners': signedIn('admin'),
        '/admin/messages': signedIn('admin'),
        '/admin/users': signedIn('admin'),
        '/admin/directories': signedIn('admin'),
        '/admin/content': signedIn('admin'),
        '/admin/content/:pageId': signedIn('admin'),
      },
    },
    {
      key: 'donor',
      folder: 'mfe-donor',
      federationName: 'donor',
      port: 3007,
      portEnv: 'PORT_DONOR',
      env: 'REMOTE_DONOR_URL',
      budgetKb: 11,
      pages: { '/donor/dashboard': signedIn('donor'), '/donor/profile': signedIn('donor') },
    },
    {
      key: 'recipient',
      folder: 'mfe-recipient',
      federationName: 'recipient',
      port: 3003,
      portEnv: 'PORT_RECIPIENT',
      env: 'REMOTE_RECIPIENT_URL',
      budgetKb: 15,
      pages: {
        '/recipient': signedIn('recipient'),
        '/recipient/dashboard': signedIn('recipient'),
        '/recipient/blood-services': signedIn('recipient'),
        '/recipient/profile': signedIn('recipient'),
        '/recipient/appointments': signedIn('recipient'),
        '/recipient/notifications': signedIn('recipient'),
      },
    },
    {
      key: 'directories',
      folder: 'mfe-directories',
      federationName: 'directories',
      port: 3004,
      portEnv: 'PORT_DIRECTORIES',
      env: 'REMOTE_DIRECTORIES_URL',
      budgetKb: 22,
      pages: {
        '/founders': PUBLIC,
        '/founders/:id': PUBLIC,
        '/investors': PUBLIC,
        '/investors/:id': PUBLIC,
        '/founder/dashboard': signedIn('founder'),
        '/investor/dashboard': signedIn('investor'),
        '/founder/profile': signedIn('founder'),
        '/investor/profile': signedIn('investor'),
      },
    },
    {
      key: 'partner',
      // Its releases before the legal and partner programme pages moved to marketing were made under this key.
      formerKeys: ['partnerLegal'],
      folder: 'mfe-partner',
      federationName: 'partner',
      port: 3005,
      portEnv: 'PORT_PARTNER',
      env: 'REMOTE_PARTNER_URL',
      budgetKb: 11,
      pages: { '/partner': signedIn('partner'), '/partner/dashboard': signedIn('partner') },
    },
  ].map(({ pages, ...remote }) => Object.freeze({ ...remote, pages: Object.freeze(pages), routes: Object.freeze(Object.keys(pages)) })),
);

/** The Supabase API (the gateway in front of lite that scripts/backend.mjs starts). */
const supabase = Object.freeze({ key: 'supabase', port: 54321, env: 'SUPABASE_URL', portEnv: 'PORT_SUPABASE' });

/** Moves every port of `npm start` at once (portsFromEnv), so a second portal can run beside the first. */
const PORT_BASE_ENV = 'PORT_BASE';
/** Under PORT_BASE the API sits this far above the shell (PORT_BASE=4000: 4321), clear of the remotes. */
const API_PORT_FROM_BASE = 321;
/** `npm run dev -w <package>` serves that package this far above its `npm start` port (marketing: 3101), beside a running portal. */
const DEV_SERVER_PORT_OFFSET = 100;

const REMOTE_KEYS = Object.freeze(remotes.map((remote) => remote.key));

/** The shell first, then every remote: every webpack build. */
const builds = Object.freeze([shell, ...remotes]);

/** @param {string} key */
function remote(key) {
  const found = remotes.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`portal-manifest: no remote "${key}" (known: ${REMOTE_KEYS.join(', ')})`);
  return found;
}

/** The build (shell or remote) whose package lives in `folder`, or undefined. @param {string} folder */
function buildForFolder(folder) {
  return builds.find((build) => build.folder === folder);
}

/** Default local ports keyed like startPortal's `ports`: shell, each remote key, supabase. */
function localPorts() {
  const ports = { shell: shell.port };
  for (const entry of remotes) ports[entry.key] = entry.port;
  ports.supabase = supabase.port;
  return ports;
}

/** The value of `name` in `env` as a port, undefined when unset or empty; anything else is refused, not ignored. */
function portFromEnv(env, name) {
  const value = (env[name] ?? '').trim();
  if (value === '') return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new Error(`${name}=${value} is not a port (1-65535)`);
  return port;
}

/**
 * The ports `npm start` uses, keyed like localPorts(). PORT_BASE moves them all: the shell to the base, each
 * remote as far above it as by default (marketing +1 ... donor +7), the API to base + 321. A build's own
 * variable (PORT for the shell, PORT_MARKETING, ..., PORT_SUPABASE) moves that one, over the base.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, number>}
 */
function portsFromEnv(env = process.env) {
  const base = portFromEnv(env, PORT_BASE_ENV);
  if (base !== undefined && base + API_PORT_FROM_BASE > 65535)
    throw new Error(`${PORT_BASE_ENV}=${base} leaves no room for the API port (base + ${API_PORT_FROM_BASE})`);
  const ports = {};
  for (const build of builds) {
    ports[build.key] = portFromEnv(env, build.portEnv) ?? (base === undefined ? build.port : base + build.port - shell.port);
  }
  ports.supabase = portFromEnv(env, supabase.portEnv) ?? (base === undefined ? supabase.port : base + API_PORT_FROM_BASE);
  const byPort = new Map();
  for (const [key, port] of Object.entries(ports)) {
    if (byPort.has(port))
      throw new Error(
        `port ${port} is given to both ${byPort.get(port)} and ${key}: move one (${[PORT_BASE_ENV, ...builds.map((build) => build.portEnv), supabase.portEnv].join(', ')})`,
      );
    byPort.set(port, key);
  }
  return ports;
}

/**
 * The port of `npm run dev -w <package>`: PORT when set (`npm run dev` sets it for each server), else the
 * package's `npm start` port (portsFromEnv, so PORT_BASE moves it too) plus 100, clear of a running portal.
 * @param {{ key: string }} build
 * @param {Record<string, string | undefined>} [env]
 */
function devServerPort(build, env = process.env) {
  const own = portFromEnv(env, shell.portEnv);
  if (own !== undefined) return own;
  // PORT names this server, not the portal's shell
  return portsFromEnv({ ...env, [shell.portEnv]: undefined })[build.key] + DEV_SERVER_PORT_OFFSET;
}

/**
 * The link that opens the local portal (`npm start`, PORT_BASE honoured) with `key`'s region from the
 * development server on `devPort`: a remote override, for this browser only, after it confirms.
 * @param {string} key
 * @param {number} devPort
 * @param {Record<string, string | undefined>} [env]
 */
function remoteOverrideLink(key, devPort, env = process.env) {
  const portal = env.PUBLIC_URL || `http://localhost:${portsFromEnv({ ...env, [shell.portEnv]: undefined }).shell}`;
  return overrideLink(portal, key, localManifestUrl(key, devPort));
}

/**
 * The portal's address with the query that overrides `key`'s region with the build at `manifestUrl` (a
 * development server, a stored release), for the browser that opens it, after it confirms.
 * @param {string} portal  the portal's origin (a trailing slash is fine)
 * @param {string} key
 * @param {string} manifestUrl
 */
function overrideLink(portal, key, manifestUrl) {
  return `${portal.replace(/\/+$/, '')}/?remote-override=${key}=${manifestUrl}`;
}

/** Where a locally served remote publishes its federation manifest. */
function localManifestUrl(key, port = remote(key).port) {
  return `http://localhost:${port}/mf-manifest.json`;
}

/**
 * Each remote's manifest URL: its environment variable when set, else the local server on
 * `ports[key]` (default: the manifest's port).
 * @param {Record<string, string | undefined>} [env]
 * @param {Record<string, number>} [ports]
 */
function remoteManifestUrls(env = process.env, ports = {}) {
  const urls = {};
  for (const entry of remotes) {
    const former = formerEnvNames(entry).find((name) => env[name]);
    // a deployment still configured under a renamed remote's old name would silently get the local default
    if (former && !env[entry.env]) throw new Error(`${former} is now ${entry.env} (the ${entry.key} remote was renamed): set ${entry.env}`);
    urls[entry.key] = env[entry.env] || localManifestUrl(entry.key, ports[entry.key] ?? entry.port);
  }
  return urls;
}

/** The manifest URL variables a renamed remote had under its former keys (partnerLegal: REMOTE_PARTNER_LEGAL_URL). */
function formerEnvNames(entry) {
  return (entry.formerKeys ?? []).map((key) => `REMOTE_${key.replace(/[A-Z]/g, '_$&').toUpperCase()}_URL`);
}

/**
 * Each remote's server entry (the build the shell's server renders with): its environment variable
 * (REMOTE_<NAME>_SERVER_URL) when set, else `server/remoteEntry.js` beside the remote's manifest.
 * @param {Record<string, string | undefined>} [env]
 * @param {Record<string, number>} [ports]
 */
function remoteServerEntryUrls(env = process.env, ports = {}) {
  const manifests = remoteManifestUrls(env, ports);
  const urls = {};
  for (const entry of remotes) urls[entry.key] = env[serverEntryEnv(entry)] || new URL('server/remoteEntry.js', manifests[entry.key]).href;
  return urls;
}

/**
 * A release's version as the release tool writes it: the package version and a content hash
 * (0.1.0-3f9a0c2b1d); nothing that could climb out of its folder or need escaping in a URL.
 */
const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

/**
 * Where a browser build's source maps go: a folder beside its output folder, never inside it, so no
 * static server or upload of the output can serve them (`<package>/dist/` -> `<package>/dist-sourcemaps/`,
 * `releases/<remote>/<version>/` -> `releases/<remote>/<version>-sourcemaps/`). Kept for reading stack traces.
 * @param {string} buildDir
 */
function sourceMapsDir(buildDir) {
  return `${buildDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

/**
 * Where a remote's versioned release is served: `releases/<version>/` under the folder of its manifest
 * URL (REMOTE_<NAME>_URL), so a CDN holds every release of a remote beside its current build.
 * @param {string} manifestUrl  the remote's configured manifest URL
 * @param {string} version
 */
function releaseManifestUrl(manifestUrl, version) {
  if (!RELEASE_VERSION_PATTERN.test(version)) throw new Error(`portal-manifest: "${version}" is not a release version`);
  return new URL(`releases/${version}/mf-manifest.json`, manifestUrl).href;
}

/**
 * The remotes the portal serves now: each remote's configured build, or the release the pointer names
 * for it (`{ marketing: '0.1.0-3f9a0c2b1d' }`). The server entry of a release lies beside its manifest.
 * @param {{ manifests: Record<string, string>, serverEntries: Record<string, string> }} configured
 * @param {Record<string, string>} [live]
 */
function liveRemoteUrls(configured, live = {}) {
  const manifests = { ...configured.manifests };
  const serverEntries = { ...configured.serverEntries };
  for (const key of REMOTE_KEYS) {
    const version = Object.hasOwn(live, key) ? live[key] : undefined;
    if (!version) continue;
    manifests[key] = releaseManifestUrl(configured.manifests[key], version);
    serverEntries[key] = new URL('server/remoteEntry.js', manifests[key]).href;
  }
  return { manifests, serverEntries };
}

/** REMOTE_MARKETING_URL -> REMOTE_MARKETING_SERVER_URL. */
function serverEntryEnv(entry) {
  return entry.env.replace(/_URL$/, '_SERVER_URL');
}

const trimSlashes = (path) => path.replace(/^\/+|\/+$/g, '');

/**
 * Whether `pathname` matches a route pattern the way react-router's matchPath({ path, end: true })
 * does for the patterns the manifest uses: case-insensitive static segments, `:param` for one
 * non-empty segment, a trailing `*` for any rest (also none), a trailing slash tolerated.
 * @param {string} pattern
 * @param {string} pathname
 */
function matchesRoute(pattern, pathname) {
  if (!pathname.startsWith('/')) return false;
  const want = trimSlashes(pattern) === '' ? [] : trimSlashes(pattern).split('/');
  const path = trimSlashes(pathname);
  const have = path === '' ? [] : path.split('/');
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    if (segment === '*' && i === want.length - 1) return true;
    if (i >= have.length) return false;
    if (segment.startsWith(':')) {
      if (have[i] === '') return false;
      continue;
    }
    if (segment.toLowerCase() !== have[i].toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * The route that serves `pathname`: its remote, its pattern and who may open it; null where no remote
 * serves it (the shell then shows its not-found page). One lookup per request serves every question.
 * @param {string} pathname
 */
function routeFor(pathname) {
  for (const entry of remotes) {
    const route = entry.routes.find((pattern) => matchesRoute(pattern, pathname));
    if (route) return { remote: entry.key, route, access: entry.pages[route] };
  }
  return null;
}

/** The key of the remote that serves `pathname`, or null (the shell then shows its not-found page). */
function remoteForPath(pathname) {
  return routeFor(pathname)?.remote ?? null;
}

/**
 * The areas behind sign-in (`/admin`, `/partner`, ...): the first segment of every signed-in route. A path in
 * one is never indexed, and a public route may not lie in one (portal-manifest's tests hold that).
 */
function signedInAreas() {
  const areas = remotes.flatMap((entry) =>
    entry.routes.filter((route) => entry.pages[route].audience === 'signed-in').map((route) => `/${route.split('/')[1]}`),
  );
  return [...new Set(areas)];
}

/** The public pages kept out of indexes, up to their first parameter (`/reset-password`). */
function unlistedPages() {
  return remotes.flatMap((entry) =>
    entry.routes
      .filter((route) => entry.pages[route].audience === 'public' && !entry.pages[route].indexed)
      .map((route) => route.split('/:')[0]),
  );
}

/** The public routes without parameters that search engines may list, in the manifest's order (the sitemap's pages). */
function indexedStaticRoutes() {
  const isStatic = (route) => !route.split('/').some((segment) => segment.startsWith(':') || segment === '*');
  return remotes.flatMap((entry) => entry.routes.filter((route) => entry.pages[route].indexed && isStatic(route)));
}

/**
 * A concrete path for a route pattern, for tests: `:param` becomes `example-param` unless
 * `params` names a value, a trailing `*` becomes `example`.
 * @param {string} pattern
 * @param {Record<string, string>} [params]
 */
function examplePath(pattern, params = {}) {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return params[segment.slice(1)] ?? `example-${segment.slice(1)}`;
      if (segment === '*') return params['*'] ?? 'example';
      return segment;
    })
    .join('/');
}

/**
 * The global into which the shell's server writes the runtime configuration, inside the page
 * (scripts/static/shell-page.mjs), so the shell starts without waiting for /config.json.
 */
const INLINE_CONFIG_GLOBAL = '__PORTAL_CONFIG__';

/**
 * The attribute the shell sets on <html> once the server-rendered page is hydrated (interactive). Until
 * then the page's inline guard keeps a form from being submitted natively (its fields in the URL), and
 * tests wait for it before they click.
 */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Attributes on <html> for the public page's inline script (shell/server/page-islands.mjs), which keeps the page
 * usable before the application loads: `data-islands` once its menu and theme toggle work without the
 * application; `data-hydrating` once the application starts hydrating (React takes over the events from then
 * on); `data-region-hydrated` once the remote's region is hydrated (the fields typed into and the click made
 * before are handed over then).
 */
const ISLANDS_ATTRIBUTE = 'data-islands';
const HYDRATING_ATTRIBUTE = 'data-hydrating';
const REGION_HYDRATED_ATTRIBUTE = 'data-region-hydrated';
/** The event (dispatched on document) with which a tool or test starts the application on such a page without a gesture. */
const START_APPLICATION_EVENT = 'portal:start-application';

/** The id of the JSON script element in which the shell's server hands its query cache to the browser. */
const QUERY_STATE_ELEMENT_ID = 'portal-query-state';

/** The route-ownership table as Markdown rows (`| mfe-x | \`/a\`, \`/b\` |`), as README.md prints it. */
function routeTableMarkdown() {
  return [
    '| remote | routes |',
    '| --- | --- |',
    ...remotes.map((entry) => `| ${entry.folder} | ${entry.routes.map((route) => `\`${route}\``).join(', ')} |`),
  ].join('\n');
}

module.exports = {
  shell,
  remotes,
  supabase,
  builds,
  REMOTE_KEYS,
  remote,
  buildForFolder,
  localPorts,
  PORT_BASE_ENV,
  portsFromEnv,
  devServerPort,
  remoteOverrideLink,
  overrideLink,
  localManifestUrl,
  remoteManifestUrls,
  remoteServerEntryUrls,
  serverEntryEnv,
  RELEASE_VERSION_PATTERN,
  sourceMapsDir,
  releaseManifestUrl,
  liveRemoteUrls,
  matchesRoute,
  routeFor,
  remoteForPath,
  signedInAreas,
  unlistedPages,
  indexedStaticRoutes,
  examplePath,
  routeTableMarkdown,
  INLINE_CONFIG_GLOBAL,
  QUERY_STATE_ELEMENT_ID,
  HYDRATED_ATTRIBUTE,
  ISLANDS_ATTRIBUTE,
  HYDRATING_ATTRIBUTE,
  REGION_HYDRATED_ATTRIBUTE,
  START_APPLICATION_EVENT,
};
