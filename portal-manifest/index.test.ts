import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router-dom';
import {
  REMOTE_KEYS,
  buildForFolder,
  builds,
  examplePath,
  indexedStaticRoutes,
  localManifestUrl,
  liveRemoteUrls,
  localPorts,
  matchesRoute,
  releaseManifestUrl,
  remote,
  remoteForPath,
  remoteManifestUrls,
  remoteServerEntryUrls,
  remotes,
  routeFor,
  shell,
  signedInAreas,
  supabase,
  unlistedPages,
} from '@donation-network/portal-manifest';

const ROOT = path.resolve(__dirname, '..');
const allRoutes = remotes.flatMap((entry) => entry.routes);

describe('the manifest', () => {
  it('lists the shell and every remote with distinct keys, folders, container names, ports and variables', () => {
    expect(shell).toMatchObject({ key: 'shell', folder: 'shell', port: 3000, portEnv: 'PORT' });
    expect(REMOTE_KEYS).toEqual(['marketing', 'auth', 'admin', 'donor', 'recipient', 'directories', 'partner']);
    expect(supabase.port).toBe(54321);
    for (const field of ['key', 'folder', 'federationName', 'port'] as const) {
      const values = builds.map((build) => build[field]);
      expect(new Set(values).size).toBe(values.length);
    }
    const variables = [shell.portEnv, supabase.env, supabase.portEnv, ...remotes.flatMap((entry) => [entry.env, entry.portEnv])];
    expect(new Set(variables).size).toBe(variables.length);
    expect(builds.map((build) => build.port)).not.toContain(supabase.port);
  });

  it.each(builds.map((build) => [build.folder, build] as const))(
    '%s is a workspace whose webpack config names nothing the manifest knows',
    (folder, build) => {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@donation-network/${folder}`);
      expect(build.federationName).toMatch(/^[A-Za-z_$][\w$]*$/);
      expect(build.budgetKb).toBeGreaterThan(0);
      // the federation name and port come from here (webpack.shared.js looks the folder up)
      const webpackConfig = readFileSync(path.join(ROOT, folder, 'webpack.config.js'), 'utf8');
      expect(webpackConfig).not.toMatch(/\bname:|\bport:/);
    },
  );

  it.each(remotes.map((entry) => [entry.key, entry] as const))(
    'remote %s: variable REMOTE_*_URL, absolute routes, exposes ./App',
    (_key, entry) => {
      expect(entry.env).toMatch(/^REMOTE_[A-Z_]+_URL$/);
      expect(entry.routes.length).toBeGreaterThan(0);
      for (const route of entry.routes) expect(route).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+)?(\/([a-z0-9-]+|:[a-zA-Z]+))*$/);
      expect(readFileSync(path.join(ROOT, entry.folder, 'webpack.config.js'), 'utf8')).toContain("'./App'");
      expect(existsSync(path.join(ROOT, entry.folder, 'src', 'App.tsx'))).toBe(true);
    },
  );

  it('gives no path to two remotes', () => {
    expect(new Set(allRoutes).size).toBe(allRoutes.length);
    for (const pattern of allRoutes) {
      const owners = remotes.filter((entry) => entry.routes.some((route) => matchesRoute(route, examplePath(pattern))));
      expect(owners.map((entry) => entry.key)).toHaveLength(1);
    }
  });
});

describe('lookups', () => {
  it('finds a remote by key and a build by folder', () => {
    expect(remote('partner').folder).toBe('mfe-partner');
    expect(() => remote('nope')).toThrow('portal-manifest: no remote "nope"');
    expect(buildForFolder('shell')).toBe(shell);
    expect(buildForFolder('mfe-auth')?.key).toBe('auth');
    expect(buildForFolder('supabase')).toBeUndefined();
  });

  it('knows the local ports', () => {
    expect(localPorts()).toEqual({
      shell: 3000,
      marketing: 3001,
      auth: 3002,
      admin: 3006,
      donor: 3007,
      recipient: 3003,
      directories: 3004,
      partner: 3005,
      supabase: 54321,
    });
  });

  it('builds manifest URLs from the environment, else the local servers', () => {
    expect(localManifestUrl('auth')).toBe('http://localhost:3002/mf-manifest.json');
    expect(localManifestUrl('auth', 9999)).toBe('http://localhost:9999/mf-manifest.json');
    const urls = remoteManifestUrls({ REMOTE_AUTH_URL: 'https://cdn.example/auth/mf-manifest.json' }, { marketing: 4001 });
    expect(urls).toEqual({
      marketing: 'http://localhost:4001/mf-manifest.json',
      auth: 'https://cdn.example/auth/mf-manifest.json',
      admin: 'http://localhost:3006/mf-manifest.json',
      donor: 'http://localhost:3007/mf-manifest.json',
      recipient: 'http://localhost:3003/mf-manifest.json',
      directories: 'http://localhost:3004/mf-manifest.json',
      partner: 'http://localhost:3005/mf-manifest.json',
    });
  });

  it("refuses a renamed remote's old URL variable, naming the new one, unless the new one is set too", () => {
    const old = { REMOTE_PARTNER_LEGAL_URL: 'https://cdn.example/partner-legal/mf-manifest.json' };
    expect(() => remoteManifestUrls(old)).toThrow(
      'REMOTE_PARTNER_LEGAL_URL is now REMOTE_PARTNER_URL (the partner remote was renamed): set REMOTE_PARTNER_URL',
    );
    const both = { ...old, REMOTE_PARTNER_URL: 'https://cdn.example/partner/mf-manifest.json' };
    expect(remoteManifestUrls(both).partner).toBe('https://cdn.example/partner/mf-manifest.json');
  });

  it('makes concrete example paths', () => {
    expect(examplePath('/founders/:id')).toBe('/founders/example-id');
    expect(examplePath('/register/:type', { type: 'donor' })).toBe('/register/donor');
    expect(examplePath('/a/*')).toBe('/a/example');
    expect(examplePath('/')).toBe('/');
  });
});

describe('releases', () => {
  const configured = {
    manifests: remoteManifestUrls({}, {}),
    serverEntries: remoteServerEntryUrls({}, {}),
  };

  it('serves a release under releases/<version>/ beside the configured manifest', () => {
    expect(releaseManifestUrl('https://cdn.example/directories/mf-manifest.json', '0.1.0-abc123')).toBe(
      'https://cdn.example/directories/releases/0.1.0-abc123/mf-manifest.json',
    );
  });

  it('refuses versions that could leave the release folder or need escaping', () => {
    for (const version of ['../live', '0.1.0/../../x', '%2e%2e', '', ' 0.1.0', '.hidden', 'a?b']) {
      expect(() => releaseManifestUrl('https://cdn.example/x/mf-manifest.json', version)).toThrow(/is not a release version/);
    }
  });

  it('replaces only the remotes the pointer names, with the server entry beside the release', () => {
    const live = liveRemoteUrls(configured, { marketing: '0.2.0-ff00aa' });
    expect(live.manifests.marketing).toBe('http://localhost:3001/releases/0.2.0-ff00aa/mf-manifest.json');
    expect(live.serverEntries.marketing).toBe('http://localhost:3001/releases/0.2.0-ff00aa/server/remoteEntry.js');
    expect(live.manifests.auth).toBe(configured.manifests.auth);
    expect(live.serverEntries.directories).toBe(configured.serverEntries.directories);
  });

  it('ignores keys that are not remotes, prototype keys included', () => {
    const pointer = JSON.parse('{"constructor":"1.0.0-x","__proto__":{"marketing":"9.9.9-x"},"toString":"1.0.0-y"}');
    expect(liveRemoteUrls(configured, pointer)).toEqual(configured);
  });
});

describe('matchesRoute', () => {
  const patterns = ['/', '/about', '/founders/:id', '/register/:type', '/recipient', '/a/*', '/a/b/*', '/*', '/x/:id/y'];
  const paths = [
    '/',
    '',
    '/about',
    '/about/',
    '/About',
    '/about/team',
    '/abouts',
    '/founders',
    '/founders/',
    '/founders/abc',
    '/founders/abc/',
    '/founders/a/b',
    '/register/donor',
    '/recipient',
    '/recipient/dashboard',
    '/a',
    '/a/',
    '/a/b',
    '/a/b/c',
    '/ab',
    '/x/1/y',
    '/x//y',
    '/x/1/z',
  ];
  const cases = patterns.flatMap((pattern) => paths.map((pathname) => [pattern, pathname] as const));

  it.each(cases)('%s against %s agrees with react-router', (pattern, pathname) => {
    expect(matchesRoute(pattern, pathname)).toBe(matchPath({ path: pattern, end: true }, pathname) !== null);
  });
});

describe('remoteForPath', () => {
  it.each(allRoutes.map((route) => [examplePath(route), route] as const))('%s goes to the remote that lists %s', (pathname, route) => {
    expect(remoteForPath(pathname)).toBe(remotes.find((entry) => entry.routes.includes(route))?.key);
  });

  it.each([
    '/nope',
    '/admin',
    '/donor',
    '/about/team',
    '/founders/a/b',
    '/admin/content/about/extra',
    '/recipient/profile/extra',
    '/partners/other',
    '/cookies/settings',
  ])('%s belongs to nobody', (pathname) => expect(remoteForPath(pathname)).toBeNull());
});

describe('the route table', () => {
  const entries = remotes.flatMap((entry) => entry.routes.map((route) => ({ remote: entry.key, route, access: entry.pages[route] })));

  it('gives every route an audience; a signed-in route names its roles', () => {
    for (const { route, access } of entries) {
      expect([route, ['public', 'signed-in'].includes(access.audience)]).toEqual([route, true]);
      if (access.audience === 'signed-in') expect([route, access.roles!.length > 0, access.indexed]).toEqual([route, true, false]);
    }
  });

  it('keeps every public route outside the signed-in areas (robots.txt shuts an area whole)', () => {
    const areas = signedInAreas();
    for (const { route } of entries.filter((entry) => entry.access.audience === 'public')) {
      expect([route, areas.some((area) => route === area || route.startsWith(`${area}/`))]).toEqual([route, false]);
    }
    expect(areas).toEqual(expect.arrayContaining(['/admin', '/partner']));
    expect(areas).not.toContain('/partners');
  });

  it('lists for search engines only public, indexed routes without a parameter', () => {
    const listed = indexedStaticRoutes();
    expect(listed).toContain('/founders');
    expect(listed).not.toContain('/founders/:id');
    expect(listed).not.toContain('/reset-password');
    expect(listed).not.toContain('/admin/users');
    expect(unlistedPages()).toEqual(['/reset-password']);
  });

  it('answers owner, pattern and access in one lookup, comparing like the router', () => {
    expect(routeFor('/Admin/Users/')).toEqual({
      remote: 'admin',
      route: '/admin/users',
      access: expect.objectContaining({ roles: ['admin'] }),
    });
    expect(routeFor('/founders/abc')).toMatchObject({ remote: 'directories', route: '/founders/:id', access: { audience: 'public' } });
    expect(routeFor('/no-such-page')).toBeNull();
    expect(routeFor('/constructor')).toBeNull();
  });
});
