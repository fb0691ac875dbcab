// The shell's production server: every page request is rendered on the server, composed from the
// remotes' server builds at request time (the renderer in dist/server/server.js loads them by URL),
// and sent as HTML; everything else is the shell's static release. Built on node:http: the server
// needs a router of a dozen lines, streaming, and control over every header, which a framework would
// only wrap.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { isSourceMap, staticFiles, pickEncoding } from './static/server.mjs';
import { accessLog } from './access-log.mjs';
import { gracefulShutdown } from './graceful-shutdown.mjs';
import { healthHandler } from './health.mjs';
import { publicPagePaths } from './public-paths.mjs';
import { isSignedInPath, robotsTxt } from './robots.mjs';
import { bootScriptsOf, pageIslandsScript } from './page-islands.mjs';
import { buildSitemap, fetchVisibleProfiles } from './sitemap.mjs';
import { origin } from './static/shell-page.mjs';
import { documentEnd, documentStart, documentTail, escapeHtml, headTags, parseTemplate } from './html-document.mjs';
import { createNonce, securityHeaders, staticHeaders } from './security-headers.mjs';
import { createReleasePointer, warmOnSwitch } from './release-pointer.mjs';
import { firstLine } from './log-line.mjs';

const require = createRequire(import.meta.url);
const manifest = require('@donation-network/portal-manifest');

const SITE_NAME = 'Donation Network';

/**
 * A page is awaited whole for renderBudgetMs (its own title then goes in the head); a region still loading
 * after that streams in until streamDeadlineMs, long enough for a busy machine, before the browser renders it.
 */
export const DEFAULT_RENDER_TIMING = Object.freeze({ renderBudgetMs: 500, streamDeadlineMs: 5000 });

/** SSR_BUDGET_MS and SSR_DEADLINE_MS from the environment, each a positive number of milliseconds or the default. */
export function renderTimingFromEnv(env = process.env) {
  /** @param {string | undefined} value @param {number} fallback */
  const positive = (value, fallback) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
  const renderBudgetMs = positive(env.SSR_BUDGET_MS, DEFAULT_RENDER_TIMING.renderBudgetMs);
  return {
    renderBudgetMs,
    streamDeadlineMs: Math.max(renderBudgetMs, positive(env.SSR_DEADLINE_MS, DEFAULT_RENDER_TIMING.streamDeadlineMs)),
  };
}

/**
 * A path the shell answers with a page rather than a file: no extension.
 * @param {string} pathname
 */
const isPagePath = (pathname) => !/\.[a-z0-9]+$/i.test(pathname);

/**
 * Files of the shell's release (paths relative to it) that no browser gets: its server bundle and its page template.
 * @param {string} file
 */
export const isShellPrivateFile = (file) => isSourceMap(file) || file.startsWith('server/') || /^index\.html(?:\.(?:br|gz))?$/.test(file);

/**
 * Whether the page's status is known before it renders, from the route serving it (manifest.routeFor): a
 * path no remote serves is a 404, a static route a 200; a route with a parameter (a profile) may turn out
 * not to exist, so its status waits for the render.
 * @param {{ route: string } | null} match
 */
export function statusBeforeRender(match) {
  if (!match) return 404;
  return match.route.includes(':') ? null : 200;
}

/**
 * A compressing stream into `res` (or `res` itself) whose first bytes can be flushed before the rest exists.
 * @typedef {{ write: (text: string) => void, end: (text?: string) => void }} BodyStream
 * @param {import('node:http').ServerResponse} res
 * @param {'br' | 'gzip' | null} encoding
 * @returns {BodyStream}
 */
function bodyStream(res, encoding) {
  if (encoding === 'br') {
    const stream = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    stream.pipe(res);
    return { write: (text) => (stream.write(text), stream.flush()), end: (text) => stream.end(text) };
  }
  if (encoding === 'gzip') {
    const stream = zlib.createGzip({ level: 6 });
    stream.pipe(res);
    return { write: (text) => (stream.write(text), stream.flush()), end: (text) => stream.end(text) };
  }
  return { write: (text) => res.write(text), end: (text) => res.end(text) };
}

/**
 * @param {object} options
 * @param {string} options.dir  the shell's release (dist/, with server/server.js)
 * @param {number} options.port
 * @param {string} [options.host]  the interface to listen on (all by default)
 * @param {() => import('./html-document.mjs').RuntimeConfig} options.config  the runtime configuration (the browser's)
 * @param {Record<string, string>} options.serverEntries  each remote's server entry URL
 * @param {{ current(): Promise<Record<string, string>> }} [options.releasePointer]  the release live for each remote
 *   (release-pointer.mjs), read for every page; a remote it does not name serves its configured build
 * @param {string} options.publicOrigin  the site's public origin (canonical URLs)
 * @param {number} [options.renderBudgetMs]  how long a page is awaited whole (then its shell goes out and its region streams)
 * @param {number} [options.streamDeadlineMs]  how long a streamed region may take before the browser renders it
 * @param {number} [options.revalidateMs]  how often a remote's server entry is checked for a new build
 * @param {(line: string) => void} [options.log]
 * @param {((line: string) => void) | null} [options.accessLogWrite]  null turns the access log off
 * @returns {Promise<{ server: import('node:http').Server, shutdown: () => Promise<void> }>} shutdown drains the requests under way
 */
export async function startShellServer({
  dir,
  port,
  host = '0.0.0.0',
  config,
  serverEntries,
  releasePointer = createReleasePointer(undefined),
  publicOrigin,
  renderBudgetMs = DEFAULT_RENDER_TIMING.renderBudgetMs,
  streamDeadlineMs = DEFAULT_RENDER_TIMING.streamDeadlineMs,
  revalidateMs = 1000,
  log = (line) => console.warn(line),
  accessLogWrite = (line) => process.stdout.write(`${line}\n`),
}) {
  const bundlePath = path.join(dir, 'server', 'server.js');
  if (!existsSync(bundlePath)) throw new Error(`${bundlePath} is missing: build the shell (npm run build -w shell)`);
  const { createPageRenderer } = require(bundlePath);
  const renderer = await createPageRenderer({
    config: config(),
    serverEntries,
    renderBudgetMs,
    streamDeadlineMs,
    revalidation: { intervalMs: revalidateMs, timeoutMs: 150 },
    log,
  });
  const parsed = parseTemplate(readFileSync(path.join(dir, 'index.html'), 'utf8'));
  // A public page's inline script, with and without a remote's region to wait for (the not-found page has none).
  const islandOptions = {
    ...renderer.islandSettings,
    ...bootScriptsOf(parsed.scripts),
    attributes: {
      islands: manifest.ISLANDS_ATTRIBUTE,
      hydrating: manifest.HYDRATING_ATTRIBUTE,
      regionHydrated: manifest.REGION_HYDRATED_ATTRIBUTE,
    },
    startEvent: manifest.START_APPLICATION_EVENT,
  };
  const islandScripts = new Map([true, false].map((region) => [region, pageIslandsScript({ ...islandOptions, region })]));
  /**
   * The scripts that end a page: on a public page whose every region the server rendered, the inline script
   * that starts the application only when the visitor needs it; elsewhere the application's own scripts.
   * @param {{ onIntent: boolean, nonce: string, remoteKey: string | null, clientRendered: string[] }} page
   */
  const pageScripts = ({ onIntent, nonce, remoteKey, clientRendered }) =>
    onIntent && clientRendered.length === 0
      ? `<script nonce="${escapeHtml(nonce)}">${islandScripts.get(remoteKey !== null)}</script>`
      : parsed.scripts;
  // The shell's own server bundle and its page template (the page without its security headers) stay private.
  const files = staticFiles(dir, { privateFiles: isShellPrivateFile });

  const runtime = config();
  /**
   * @param {Record<string, string>} live  the pointer's live release of each remote
   * @returns {{ manifests: Record<string, string>, serverEntries: Record<string, string> }}
   */
  const liveRemoteUrls = (live) => manifest.liveRemoteUrls({ manifests: config().remotes, serverEntries }, live);
  // After a promotion or a rollback, pages wait for the new releases' server builds to load (not their render budget).
  const warmedPointer = warmOnSwitch(releasePointer, (live) => renderer.warm(liveRemoteUrls(live).serverEntries), { log });
  /** The remotes this page is composed from: the configuration with the pointer's live releases swapped in. */
  const liveRemotes = async () => liveRemoteUrls(await warmedPointer.current());
  /** @param {{ manifests: Record<string, string> }} live */
  const liveConfig = (live) => ({ ...config(), remotes: live.manifests });
  const remoteOrigins = Object.values(runtime.remotes ?? {})
    .map(origin)
    .filter((value) => value !== null);
  const apiOrigin = origin(runtime.supabaseUrl);
  const apiOrigins = apiOrigin === null ? [] : [apiOrigin];
  /** @param {string} nonce */
  const pageHeaders = (nonce) =>
    securityHeaders({
      nonce,
      scriptOrigins: remoteOrigins,
      connectOrigins: [...remoteOrigins, ...apiOrigins],
      imageOrigins: apiOrigins,
      // origins a browser may load a remote override from (off unless configured); the page itself never changes
      remoteOverrideOrigins: runtime.remoteOverrideOrigins,
    });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  async function servePage(req, res, url) {
    const nonce = createNonce();
    // the one lookup of the route table for this request: owner, status and audience
    const match = manifest.routeFor(url.pathname);
    const remoteKey = match?.remote ?? null;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const headers = {
      ...pageHeaders(nonce),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    // One reading of the pointer per page: the server renders and the browser loads the same releases.
    const live = await liveRemotes();
    // A public page starts the application on the visitor's first need of it (page-islands.mjs), so it has
    // no use for an early hint at the remote's files; a signed-in area starts it at once.
    const onIntent = match ? match.access.indexed : !isSignedInPath(url.pathname);
    const start = documentStart(parsed, {
      config: liveConfig(live),
      remoteKey: onIntent ? null : remoteKey,
      nonce,
      themeBootScript: renderer.themeBootScript,
    });
    /** @type {BodyStream | null} */
    let body = null;
    /** The response body: begin() has sent the head (a HEAD request, which has none, returns before writing). */
    const out = () => /** @type {BodyStream} */ (body);
    /** @param {number} status */
    const begin = (status) => {
      res.writeHead(status, headers);
      if (req.method === 'HEAD') return;
      body = bodyStream(res, encoding);
      body.write(start);
    };
    const known = statusBeforeRender(match);
    // The head goes out at once where the status is already certain: the browser fetches the scripts while the page renders.
    if (known !== null) begin(known);

    let page;
    try {
      page = await renderer.render({
        url: `${publicOrigin}${url.pathname}${url.search}`,
        nonce,
        serverEntries: live.serverEntries,
        remote: remoteKey,
        // a page whose status waits for its render cannot send its shell first
        mayStream: known !== null && req.method !== 'HEAD',
      });
    } catch (error) {
      log(`[ssr] ${url.pathname}: the page could not be rendered on the server, the browser renders it (${firstLine(error)})`);
      ssrCounts.failedPages += 1;
      if (!res.headersSent) begin(known ?? 200);
      if (req.method === 'HEAD') res.end();
      else out().end(`<title>${SITE_NAME}</title></head><body><div id="root"></div>${parsed.scripts}</body></html>`);
      return;
    }
    ssrCounts.pages += 1;
    if (!res.headersSent) begin(page.status);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const canonicalUrl = `${publicOrigin}${url.pathname}`;
    if (page.kind === 'complete') {
      countLeftToBrowser(page.clientRendered);
      const head = headTags({ title: page.title ?? SITE_NAME, description: page.description, canonicalUrl, siteName: SITE_NAME });
      const scripts = pageScripts({ onIntent, nonce, remoteKey, clientRendered: page.clientRendered });
      out().end(documentEnd({ head, styleTags: page.styleTags, html: page.html, queryState: page.queryState, scripts }));
      return;
    }
    // The region is late: the shell goes out now (under the site's title, which the page sets once it is in the
    // browser), the region follows in the same response, and the scripts come last, after the query cache.
    ssrCounts.streamed += 1;
    out().write(`${headTags({ title: SITE_NAME, description: null, canonicalUrl, siteName: SITE_NAME })}</head><body><div id="root">`);
    const { queryState, clientRendered } = await page.stream((/** @type {string} */ chunk) => out().write(chunk));
    countLeftToBrowser(clientRendered);
    out().end(`</div>${documentTail({ queryState, scripts: pageScripts({ onIntent, nonce, remoteKey, clientRendered }) })}`);
  }

  /** What the server rendered, for /healthz: pages, pages whose region streamed in late, regions left to the browser. */
  const ssrCounts = { pages: 0, streamed: 0, regionsLeftToBrowser: 0, failedPages: 0 };
  /** @param {string[]} remotes */
  const countLeftToBrowser = (remotes) => (ssrCounts.regionsLeftToBrowser += remotes.length);

  // The sitemap lists every visible profile: read at most once a minute, not per crawler request.
  let sitemap = { xml: '', at: -Infinity };
  const sitemapXml = async () => {
    if (Date.now() - sitemap.at < 60_000) return sitemap.xml;
    const profiles = await fetchVisibleProfiles({
      supabaseUrl: runtime.supabaseUrl,
      anonKey: runtime.supabaseAnonKey,
      onError: (error) => log(`[sitemap] profiles left out: ${firstLine(error)}`),
    });
    sitemap = { xml: buildSitemap({ origin: publicOrigin, publicPaths: publicPagePaths(), profiles }), at: Date.now() };
    return sitemap.xml;
  };
  const health = healthHandler({ details: () => ({ ssr: { ...ssrCounts } }) });

  /**
   * An answer of a generated resource: its status line and headers go out with the whole body, and a failure
   * to produce it is a 500 (never an unanswered request).
   * @param {string} type  the Content-Type
   * @param {string} cacheControl
   * @param {() => string | Promise<string>} produce
   * @returns {import('node:http').RequestListener}
   */
  const generated = (type, cacheControl, produce) => (req, res) => {
    Promise.resolve()
      .then(produce)
      .then(
        (text) => {
          res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cacheControl, ...staticHeaders() });
          res.end(text);
        },
        (error) => {
          log(`[shell] ${req.url}: ${firstLine(error)}`);
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...staticHeaders() });
          res.end('Server error');
        },
      );
  };
  /** The resources the shell server makes itself, by path; pages and static files are handled after them. */
  const resources = new Map([
    ['/robots.txt', generated('text/plain; charset=utf-8', 'public, max-age=3600', () => robotsTxt(publicOrigin))],
    ['/sitemap.xml', generated('application/xml; charset=utf-8', 'public, max-age=300', sitemapXml)],
    ['/config.json', generated('application/json', 'no-cache', async () => JSON.stringify(liveConfig(await liveRemotes())))],
  ]);

  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL) => void} */
  const page = (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...pageHeaders(createNonce()), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    servePage(req, res, url).catch((error) => {
      log(`[ssr] ${url.pathname}: ${firstLine(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...staticHeaders() });
      res.end();
    });
  };

  const server = http.createServer((req, res) => {
    if (accessLogWrite) res.setHeader('X-Request-Id', accessLog(req, res, { write: accessLogWrite }));
    if (health(req, res)) return;
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://portal.invalid');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...staticHeaders() });
      res.end('Bad request');
      return;
    }
    const resource = resources.get(url.pathname);
    if (resource) resource(req, res);
    else if (isPagePath(url.pathname)) page(req, res, url);
    else files(req, res);
  });
  const shutdown = gracefulShutdown(server, { log });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  // The first visits find the remotes' server builds loaded instead of paying for it within their budget.
  void liveRemotes().then((live) => renderer.warm(live.serverEntries));
  return { server, shutdown };
}
