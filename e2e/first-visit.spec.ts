import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a first visit costs, so a change that ships more code or moves the page is caught.
// These check behaviour (what is sent and loaded, what moves),
// not speed: `npm run perf` prints the Lighthouse numbers.

interface RemoteManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** Shared libraries as loaded in the page's share scope: package, version and which build provided it. */
async function loadedShared(page: Page) {
  return page.evaluate(() => {
    type Versions = Record<string, { loaded?: boolean; from: string }>;
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__?.__SHARE__;
    const rows: { pkg: string; version: string; from: string }[] = [];
    for (const byScope of Object.values(scopes ?? {}))
      for (const packages of Object.values(byScope))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, info] of Object.entries(versions)) if (info.loaded) rows.push({ pkg, version, from: info.from });
    const runtime = (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM;
    return { rows, runtimeFrom: runtime?.name };
  });
}

/** Visits `paths` in one page, the first by URL and the rest client-side, waiting for each to render. */
async function visit(page: Page, baseUrl: string, paths: string[]) {
  await page.goto(`${baseUrl}${paths[0]}`);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  for (const path of paths.slice(1)) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  }
}

test(
  'files arrive compressed, every shared library and the federation runtime load once, from the shell',
  { tag: ['@cross-remote'] },
  async ({ page, baseUrl }) => {
    const responses: { url: string; type: string; encoding: string | undefined }[] = [];
    page.on('response', async (response) => {
      const headers = await response.allHeaders();
      responses.push({ url: response.url(), type: response.request().resourceType(), encoding: headers['content-encoding'] });
    });

    await visit(page, baseUrl, ['/', '/about', '/login', '/founders', '/legal']);

    // brotli for the page and every script (Chromium always offers br)
    const scripts = responses.filter((r) => r.type === 'script' || r.type === 'document');
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((r) => r.encoding !== 'br')).toEqual([]);

    // The libraries the shell uses itself (its manifest's shared list) come from the shell: a remote's build
    // has no copy of one of them (webpack.shared.js, PROVIDED_BY_SHELL). yup, used by remotes only, comes from
    // whichever remote needs it first.
    const shellShared = new Set(
      ((await (await page.request.get(`${baseUrl}/mf-manifest.json`)).json()) as RemoteManifest).shared.map((shared) => shared.name),
    );
    expect([...shellShared]).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@supabase/supabase-js', '@donation-network/shared-ui']),
    );
    const config = (await (await page.request.get(`${baseUrl}/config.json`)).json()) as { remotes: Record<string, string> };
    for (const manifestUrl of Object.values(config.remotes)) {
      const manifest = (await (await page.request.get(manifestUrl)).json()) as RemoteManifest;
      const fromShell = manifest.shared.filter((shared) => shellShared.has(shared.name));
      expect(fromShell.length).toBeGreaterThan(0);
      expect(fromShell.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])).toEqual([]);
    }

    const loaded = await loadedShared(page);
    // the libraries the pages use, each loaded in exactly one version
    for (const pkg of [
      'react',
      'react-dom',
      'react-router-dom',
      'styled-components',
      'yup',
      '@supabase/supabase-js',
      '@donation-network/shared-ui',
    ]) {
      expect(loaded.rows.filter((row) => row.pkg === pkg)).toHaveLength(1);
    }
    expect(loaded.rows.filter((row) => shellShared.has(row.pkg) && row.from !== 'shell')).toEqual([]);
    // the remote entries run on the runtime the shell provides
    expect(loaded.runtimeFrom).toBe('shell');
  },
);

test(
  "a signed-out visitor's first page loads neither the Supabase SDK nor yup; a page with data loads the SDK",
  { tag: ['@cross-remote'] },
  async ({ page, baseUrl }) => {
    await visit(page, baseUrl, ['/']);
    await page.waitForLoadState('networkidle');
    // idle prefetching of the next remotes has run by now, and fetched no shared library either
    await page.waitForTimeout(2500);
    const home = (await loadedShared(page)).rows.map((row) => row.pkg);
    expect(home).toEqual(expect.arrayContaining(['react', 'react-dom', '@donation-network/portal-session']));
    expect(home).not.toContain('@supabase/supabase-js');
    expect(home).not.toContain('yup');

    // Opened from within the site, the directory reads its founders in the browser (a first load of
    // /founders arrives with them from the server and reads nothing).
    await visit(page, baseUrl, ['/', '/founders']);
    await expect(page.getByRole('heading', { name: 'Founders Directory' })).toBeVisible();
    await expect.poll(async () => (await loadedShared(page)).rows.map((row) => row.pkg)).toContain('@supabase/supabase-js');
  },
);

test(
  'the sign-in page shows its form without the Supabase SDK and starts loading it at the first focus',
  { tag: ['@auth', '@smoke'] },
  async ({ page, baseUrl }) => {
    await visit(page, baseUrl, ['/login']);
    await page.waitForLoadState('networkidle');
    const loaded = async () => (await loadedShared(page)).rows.map((row) => row.pkg);
    expect(await loaded()).not.toContain('@supabase/supabase-js');
    await page.getByLabel('Email').focus();
    await expect.poll(loaded).toContain('@supabase/supabase-js');
  },
);

test(
  "the shell page hints the shell's own start-up scripts, and uses every hinted script",
  { tag: ['@cross-remote'] },
  async ({ page, baseUrl }) => {
    // Chromium warns about a preload the page did not use within a few seconds of its load event: neither the
    // page's own hints nor the idle warming of the next remotes (low-priority prefetch hints) may draw one.
    const unusedPreloads: string[] = [];
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/i.test(message.text())) unusedPreloads.push(message.text());
    });
    await visit(page, baseUrl, ['/']);
    await page.waitForLoadState('networkidle');
    const hinted = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // react, react-dom, the router, styled-components, shared-ui, portal-session and the bootstrap chunk at least
    expect(hinted.length).toBeGreaterThanOrEqual(7);
    expect(hinted.filter((href) => new URL(href).origin !== new URL(page.url()).origin)).toEqual([]);
    // the Supabase SDK is not a start-up script
    const sdkFiles = await page.evaluate(async () => {
      const manifest = (await (await fetch('/mf-manifest.json')).json()) as {
        shared: { name: string; assets: { js: { sync: string[] } } }[];
      };
      return manifest.shared.find((shared) => shared.name === '@supabase/supabase-js')?.assets.js.sync ?? [];
    });
    expect(sdkFiles.length).toBeGreaterThan(0);
    expect(hinted.filter((href) => sdkFiles.some((file) => href.endsWith(`/${file}`)))).toEqual([]);
    await page.waitForTimeout(3500);
    expect(unusedPreloads).toEqual([]);
    // ...and the warming did run: the sign-in remote's App code was fetched without being shown
    const authOrigin = await page.evaluate(
      () =>
        new URL((window as unknown as { __PORTAL_CONFIG__: { remotes: Record<string, string> } }).__PORTAL_CONFIG__.remotes.auth).origin,
    );
    expect(requested.filter((url) => url.startsWith(authOrigin) && url.includes('__federation_expose_App'))).toHaveLength(1);
  },
);

test(
  "the shell page carries its configuration; a signed-in area's page preloads its remote manifest, a public one nothing",
  { tag: ['@cross-remote'] },
  async ({ page, baseUrl }) => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
    });
    await page.goto(`${baseUrl}/founders`);
    await expect(page.getByRole('heading', { name: 'Founders Directory' })).toBeVisible();
    expect(configRequests).toEqual([]);
    const manifestHint = /<link rel="preload" as="fetch" crossorigin href="[^"]*mf-manifest\.json">/;
    expect(await (await page.request.get(`${baseUrl}/founders`)).text()).not.toMatch(manifestHint);
    expect(await (await page.request.get(`${baseUrl}/donor/dashboard`)).text()).toMatch(manifestHint);
  },
);

for (const width of [375, 1280]) {
  test(
    `nothing visible moves while the remotes arrive (CLS at most 0.1, ${width} px)`,
    { tag: ['@cross-remote'] },
    async ({ page, baseUrl }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/about', '/founders', '/legal', '/login']) {
        await page.addInitScript(() => {
          const state = window as unknown as { __cls: number };
          state.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) state.__cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${baseUrl}${path}`);
        await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
        await expect(page.locator('h1').first()).toBeVisible();
        // late arrivals (managed page content, data) land within this
        await page.waitForLoadState('networkidle');
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `CLS of ${path}`).toBeLessThanOrEqual(0.1);
      }
    },
  );
}
