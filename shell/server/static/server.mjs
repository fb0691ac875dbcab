// Serves one build's dist/ the way a CDN would for federation: CORS on, manifest, entry and HTML
// revalidated on every load, content-hashed chunks cached forever, and the build's precompressed
// brotli/gzip copies sent with Content-Encoding (Vary: Accept-Encoding) to browsers that accept them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { remoteKeyForPath, renderShellPage } from './shell-page.mjs';

const REVALIDATE = /(?:^|\/)(?:mf-manifest\.json|remoteEntry\.js|index\.html)$/;

/** A request for a page of the single-page app rather than a file (no extension, or index.html). */
const isPageRequest = (pathname) => pathname === '/index.html' || !/\.[a-z0-9]+$/i.test(pathname);

/** Which encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/** The shell's page per remote key, rendered and compressed once (the configuration is fixed for a server's life). */
function shellPages(dir, config) {
  const template = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const cache = new Map();
  return (pathname) => {
    const key = remoteKeyForPath(pathname) ?? '';
    if (!cache.has(key)) {
      const html = Buffer.from(renderShellPage(template, config(), key || null));
      cache.set(key, {
        etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
        identity: html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      });
    }
    return cache.get(key);
  };
}

/**
 * The release's files, as a CDN serves them for federation (see the top of this file). `hidden` paths
 * answer 404 as if absent (source maps, a server bundle that is not meant for browsers).
 * @param {string} dir
 * @param {{ hidden?: (pathname: string) => boolean }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function staticFiles(dir, { hidden = () => false } = {}) {
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const cache = REVALIDATE.test(pathname) || !/\.[0-9a-f]{8,}\./.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable';
      res.setHeader('Cache-Control', cache);
    },
  });
  const notFound = (res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' });
    res.end('Not found');
  };
  return (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    } catch {
      notFound(res);
      return;
    }
    if (hidden(pathname)) {
      notFound(res);
      return;
    }
    // sirv lists the files once, at start; a file deleted since (a rebuild under a running server) fails to
    // open after the headers are written. End that one response as a failed download instead of letting the
    // read stream's error take the whole server down.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    assets(req, res, () => notFound(res));
  };
}

/**
 * @param {{ dir: string, port: number, config?: () => object }} options
 * With `config` the server answers /config.json (read by remotes' standalone pages), and a build
 * with an index.html (the shell's; remotes ship none in production) gets it rendered with the
 * configuration inside.
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, config }) {
  // Source maps stay on the server's disk (for reading stack traces), never served.
  const files = staticFiles(dir, { hidden: (pathname) => pathname.endsWith('.map') });
  const shellPage = config && existsSync(path.join(dir, 'index.html')) ? shellPages(dir, config) : null;
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (config && pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(config()));
      return;
    }
    if (shellPage && (req.method === 'GET' || req.method === 'HEAD') && isPageRequest(pathname)) {
      const page = shellPage(pathname);
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: page.etag };
      if (req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      const body = encoding ? page[encoding] : page.identity;
      res.writeHead(200, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    files(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
