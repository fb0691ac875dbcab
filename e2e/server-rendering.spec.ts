import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { remotes } from '@donation-network/portal-manifest';
import type { PortalHandle } from '../scripts/start.mjs';
import { expect, test, type PortalConfig } from './fixtures';
import { sliceTagOf } from './support/tags';
import { freePort } from './support/free-port';

const ROOT = path.resolve(__dirname, '..');

// Each public route, fetched with no browser: its status and a text its remote renders on the server (found
// outside the shell's header and footer, which a page whose remote is down still has).
const PUBLIC_PAGES: { path: string; status: number; text: string }[] = [
  { path: '/', status: 200, text: 'Become a Donor' },
  { path: '/about', status: 200, text: 'Our Mission' },
  { path: '/how-it-works', status: 200, text: 'How It Works' },
  { path: '/faqs', status: 200, text: 'Frequently Asked Questions' },
  { path: '/partnerships', status: 200, text: 'Partnership' },
  { path: '/donation-process', status: 200, text: 'Donation Process' },
  { path: '/additional-services', status: 200, text: 'Additional Services' },
  { path: '/pricing', status: 200, text: 'Plans' },
  { path: '/contact', status: 200, text: 'Contact' },
  { path: '/legal', status: 200, text: 'Terms &amp; Conditions' },
  { path: '/terms', status: 200, text: 'Terms &amp; Conditions' },
  { path: '/privacy', status: 200, text: 'Privacy Policy' },
  { path: '/cookies', status: 200, text: 'Cookie Policy' },
  { path: '/data-protection', status: 200, text: 'Data Protection' },
  { path: '/partners/corporate', status: 200, text: 'Corporate' },
  { path: '/partners/healthcare', status: 200, text: 'Healthcare' },
  { path: '/founders', status: 200, text: 'Founders Directory' },
  { path: '/investors', status: 200, text: 'Investors Directory' },
  { path: '/login', status: 200, text: 'Sign In' },
  { path: '/register', status: 200, text: 'Register' },
  { path: '/no-such-page', status: 404, text: 'Page Not Found' },
];

/** The pages of the quick check against any running portal (@smoke): one of each public remote, and the shell's. */
const SMOKE_PAGES = ['/', '/founders', '/login', '/no-such-page'];

/** The markup inside #root (the server-rendered app), without the head's scripts and styles. */
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root">'));
/**
 * The app's markup without the shell's header (the first in the page) and footer: what the route's remote
 * rendered, in the page's main element or streamed in after the shell's frame.
 */
const remoteMarkup = (html: string) =>
  rootMarkup(html)
    .replace(/<header[\s\S]*?<\/header>/, '')
    .replace(/<footer[\s\S]*?<\/footer>/, '');

for (const { path: pagePath, status, text } of PUBLIC_PAGES) {
  test(
    `${pagePath} arrives as HTML with its content and head tags`,
    { tag: [sliceTagOf(pagePath), ...(SMOKE_PAGES.includes(pagePath) ? ['@smoke'] : [])] },
    async ({ request, baseUrl }) => {
      // A cold server may leave a region to the browser on its first render (by design; tested below): the smoke
      // set may be the first to ask a freshly started portal, so ask until the region is rendered.
      const renderedByRemote = async () => remoteMarkup(await (await request.get(`${baseUrl}${pagePath}`)).text());
      await expect.poll(renderedByRemote, { timeout: 15_000 }).toContain(text);
      const response = await request.get(`${baseUrl}${pagePath}`);
      expect(response.status()).toBe(status);
      const html = await response.text();
      expect(remoteMarkup(html)).toContain(text);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl}${pagePath}">`);
      expect(html).toContain('<meta property="og:title"');
      // Styled on first paint: styled-components' rules for what was rendered are in the head.
      expect(html).toMatch(/<style[^>]*data-styled/);
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );
}

/** A server that answers every request after `delayMs` (a remote that is up but too slow). */
async function slowServer(delayMs: number) {
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.end('module.exports = {};'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/server/remoteEntry.js`, close: () => server.close() };
}

/** A server whose remote entry is a container whose App throws while rendering. */
async function throwingServer() {
  const entry = readFileSync(path.join(__dirname, 'support/throwing-remote-entry.cjs'), 'utf8');
  const server = http.createServer((_req, res) => res.end(entry));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/server/remoteEntry.js`, close: () => server.close() };
}

/**
 * A second shell server (the production entry, in its own process) on the running portal's release and
 * backend, with one remote's server entry replaced. Its log lines (stderr) are collected.
 */
async function startShellProcess(portal: PortalHandle, overrides: Record<string, string>) {
  const port = await freePort();
  const config = portal.config();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    SUPABASE_URL: config.supabaseUrl,
    SUPABASE_ANON_KEY: config.supabaseAnonKey,
    SSR_BUDGET_MS: '400',
    SSR_DEADLINE_MS: '1500',
    ACCESS_LOG: '0',
    ...Object.fromEntries(remotes.map((remote) => [remote.env, config.remotes[remote.key]])),
    ...overrides,
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'shell/server/main.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logLines: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => logLines.push(...chunk.split('\n').filter(Boolean)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => chunk.includes('[shell] serving') && resolve());
    child.once('exit', (code) => reject(new Error(`the shell server exited with ${code}: ${logLines.join('\n')}`)));
  });
  return { origin: `http://localhost:${port}`, logLines, stop: () => child.kill('SIGTERM') };
}

// The page still answers 200 at once, the rest is server-rendered, and the remote's region is left to the
// browser (which loads the remote's browser build as usual).
for (const fault of ['unreachable', 'slow', 'throwing'] as const) {
  test(
    `a remote whose server entry is ${fault} degrades its region only`,
    { tag: ['@cross-remote', '@directories', '@needs-local-backend'] },
    async ({ portal, page }) => {
      const faulty =
        fault === 'unreachable'
          ? { url: `http://127.0.0.1:${await freePort()}/server/remoteEntry.js`, close: () => undefined }
          : fault === 'slow'
            ? await slowServer(5_000)
            : await throwingServer();
      const shell = await startShellProcess(portal, { REMOTE_DIRECTORIES_SERVER_URL: faulty.url });
      try {
        const started = Date.now();
        const response = await page.request.get(`${shell.origin}/founders`);
        expect(response.status()).toBe(200);
        expect(Date.now() - started).toBeLessThan(3_000);
        const html = rootMarkup(await response.text());
        // The shell's frame is server-rendered; the region is the skeleton the browser replaces.
        expect(html).toContain('Website under construction');
        expect(html).toContain('data-testid="page-skeleton"');
        expect(shell.logLines.filter((line) => line.includes('/founders'))).toHaveLength(1);
        // Another remote's page on the same server is unaffected (once this fresh server has loaded it).
        await expect
          .poll(async () => rootMarkup(await (await page.request.get(`${shell.origin}/about`)).text()), { timeout: 15_000 })
          .toContain('Our Mission');
        // In the browser the region renders from the remote's browser build.
        await page.goto(`${shell.origin}/founders`);
        await expect(page.getByRole('heading', { name: 'Founders Directory', level: 1 })).toBeVisible();
      } finally {
        shell.stop();
        faulty.close();
      }
    },
  );
}

// Under load a region may miss the render budget: the shell then goes out at once and the region streams into the
// same response, or, past the deadline, is rendered by the browser. Either way the page works and the browser
// reports no uncaught error. A second shell server with a tight budget and one slow remote forces both paths
// while other requests keep it busy.
test(
  'public pages under concurrent load stream or hand regions to the browser without an uncaught page error',
  { tag: ['@cross-remote', '@needs-local-backend'] },
  async ({ portal, page }) => {
    test.slow();
    const slowDirectories = await slowServer(4_000);
    const shell = await startShellProcess(portal, {
      SSR_BUDGET_MS: '30',
      SSR_DEADLINE_MS: '1200',
      REMOTE_DIRECTORIES_SERVER_URL: slowDirectories.url,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    let loading = true;
    // eight requests at a time for as long as the browser visits the pages
    const load = Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let i = lane; loading; i += 1) {
          await fetch(`${shell.origin}${PUBLIC_PAGES[i % PUBLIC_PAGES.length].path}`)
            .then((response) => response.text())
            .catch(() => undefined);
        }
      }),
    );
    try {
      for (const { path: pagePath, text } of PUBLIC_PAGES.filter(({ status }) => status === 200)) {
        await page.goto(`${shell.origin}${pagePath}`);
        await expect(page.locator('main h1').first(), pagePath).toBeVisible();
        await expect(page.locator('#root'), pagePath).toContainText(text.replace('&amp;', '&'));
      }
      const health = await (await fetch(`${shell.origin}/healthz`)).json();
      // both paths were taken: regions streamed in late, and regions (the slow remote's) left to the browser
      expect(health.ssr.streamed).toBeGreaterThan(0);
      expect(health.ssr.regionsLeftToBrowser).toBeGreaterThan(0);
    } finally {
      loading = false;
      await load;
      shell.stop();
      slowDirectories.close();
    }
    expect(errors).toEqual([]);
  },
);

// A region that streams in late arrives in the same response as the shell, styled, and hydrates.
test(
  'a region later than the budget streams into the page that already shows the shell',
  { tag: ['@cross-remote', '@marketing', '@needs-local-backend'] },
  async ({ portal, page }) => {
    const shell = await startShellProcess(portal, { SSR_BUDGET_MS: '1', SSR_DEADLINE_MS: '10000' });
    try {
      // once the remote is loaded; its page's data read still takes longer than the millisecond budget
      await expect
        .poll(async () => rootMarkup(await (await fetch(`${shell.origin}/about`)).text()), { timeout: 15_000 })
        .toMatch(/Our Mission/);
      const html = await (await fetch(`${shell.origin}/about`)).text();
      const root = rootMarkup(html);
      // the whole shell first (header, the region's placeholder, footer), then the region's markup and React's
      // swap script with the page's nonce
      const placeholder = root.indexOf('<template id="B:');
      expect(placeholder).toBeGreaterThan(root.indexOf('</header>'));
      expect(root.indexOf('</footer>')).toBeGreaterThan(placeholder);
      expect(root.indexOf('Our Mission')).toBeGreaterThan(root.indexOf('</footer>'));
      const nonce = /'nonce-([^']+)'/.exec(html)?.[1] ?? /nonce="([^"]+)"/.exec(html)?.[1];
      expect(root).toContain(`<script nonce="${nonce}">`);
      expect(root).toMatch(/<div hidden id="S:\d+">/);
      expect(root).toMatch(/<style[^>]*data-styled/);
      // the page's scripts come after the region and the query cache
      expect(html.indexOf('portal-query-state')).toBeGreaterThan(html.indexOf('Our Mission'));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${shell.origin}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      shell.stop();
    }
  },
);

// The data a page was rendered with travels inside it (the dehydrated query cache): the browser does not
// read it again when it loads the page.
for (const { path: pagePath, read } of [
  { path: '/about', read: '/rest/v1/page_content' },
  { path: '/founders', read: '/rest/v1/rpc/founder_directory_page' },
]) {
  test(
    `${pagePath} does not read its server-rendered data again in the browser`,
    { tag: [sliceTagOf(pagePath)] },
    async ({ page, baseUrl }) => {
      // Warm: the first render of a cold server may leave the region to the browser (by design).
      await expect
        .poll(async () => (await page.request.get(`${baseUrl}${pagePath}`)).text(), { timeout: 15_000 })
        .toContain('portal-query-state');
      const reads: string[] = [];
      page.on('request', (request) => request.url().includes(read) && reads.push(request.url()));
      await page.goto(`${baseUrl}${pagePath}`);
      await page.waitForLoadState('networkidle');
      expect(reads).toEqual([]);
    },
  );
}

/** A profile a signed-out visitor may read, straight from the API as anon. */
async function visibleProfile(
  { supabaseUrl, supabaseAnonKey }: PortalConfig,
  table: 'founder_profiles' | 'investor_profiles',
  nameColumn: string,
) {
  const response = await fetch(`${supabaseUrl}/rest/v1/${table}?select=id,${nameColumn}&${nameColumn}=neq.&order=id&limit=1`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
  });
  const [row] = (await response.json()) as Record<string, string>[];
  return { id: row.id, name: row[nameColumn] };
}

for (const { directory, table, nameColumn } of [
  { directory: '/founders', table: 'founder_profiles', nameColumn: 'company_name' },
  { directory: '/investors', table: 'investor_profiles', nameColumn: 'firm_name' },
] as const) {
  test(
    `${directory}/:id arrives with the profile's details, and a missing one answers 404`,
    { tag: ['@directories'] },
    async ({ request, portalConfig, baseUrl }) => {
      const profile = await visibleProfile(portalConfig, table, nameColumn);
      await expect
        .poll(async () => rootMarkup(await (await request.get(`${baseUrl}${directory}/${profile.id}`)).text()), { timeout: 15_000 })
        .toContain(profile.name);
      const html = await (await request.get(`${baseUrl}${directory}/${profile.id}`)).text();
      expect(html.slice(0, html.indexOf('</head>'))).toContain(profile.name);

      const missing = await request.get(`${baseUrl}${directory}/00000000-0000-4000-8000-000000000000`);
      expect(missing.status()).toBe(404);
    },
  );
}

test('robots.txt, sitemap.xml and /healthz', { tag: ['@cross-remote'] }, async ({ request, portalConfig, baseUrl }) => {
  const robots = await (await request.get(`${baseUrl}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin/');

  const sitemap = await request.get(`${baseUrl}/sitemap.xml`);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const founder = await visibleProfile(portalConfig, 'founder_profiles', 'company_name');
  for (const page of ['/about', '/founders', '/legal', `/founders/${founder.id}`]) expect(xml).toContain(`<loc>${baseUrl}${page}</loc>`);
  expect(xml).not.toContain('/admin');

  const health = await request.get(`${baseUrl}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', ssr: { pages: expect.any(Number), streamed: expect.any(Number) } });
});
