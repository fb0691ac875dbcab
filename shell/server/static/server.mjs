// Serves one build's dist/ the way a CDN would for federation: CORS on, manifest, entry and HTML
// revalidated on every load, content-hashed chunks cached forever, and the build's precompressed
// brotli/gzip copies sent with Content-Encoding (Vary: Accept-Encoding) to browsers that accept them.
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import sirv from 'sirv';

const { RELEASE_VERSION_PATTERN } = createRequire(import.meta.url)('@donation-network/portal-manifest');

const REVALIDATE = /(?:^|\/)(?:mf-manifest\.json|remoteEntry\.js|index\.html)$/;

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {(req: Request, res: Response) => void} Handler
 * @typedef {(req: Request, res: Response, next: () => void) => void} Middleware  answers, or leaves it to `next`
 * @typedef {import('node:fs').Stats} Stats
 */

/**
 * Which encoding to send for an Accept-Encoding header: brotli, then gzip, else none.
 * @param {string} [acceptEncoding]
 */
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

/** @param {Response} res */
function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' });
  res.end('Not found');
}

/**
 * Source maps (and their compressed copies): a build writes them outside its served folder, an older build or release may not have.
 * @param {string} file
 */
export const isSourceMap = (file) => /\.map(?:\.(?:br|gz))?$/.test(file);

/**
 * A file's identity on disk: the same file whatever name or URL reaches it.
 * @param {Stats} stats
 */
const identityOf = (stats) => `${stats.dev}:${stats.ino}`;

/**
 * Dotfiles are never served (sirv's own rule when it lists a folder).
 * @param {string} file
 */
const isDotfile = (file) => /(?:^|\/)\./.test(file);

/**
 * The names under `dir` of each file, by its identity. Built at start and again whenever a file it does not
 * know (one written since: a rebuild's new chunk, map or server bundle) or a name it recorded that now
 * belongs to another file (an inode reused after a delete) is asked about: so a file is always judged by
 * its current name, never by what its inode was before.
 * @param {string} dir
 * @returns {(stats: Stats) => string[]}
 */
function fileNames(dir) {
  /** @type {Map<string, string[]>} */
  let names = new Map();
  const scan = () => {
    names = new Map();
    /** @param {string} relative */
    const visit = (relative) => {
      let entries;
      try {
        entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
      } catch {
        return; // a folder deleted while it was read (a rebuild's clean)
      }
      for (const entry of entries) {
        const file = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) visit(file);
        else {
          const stats = statSync(path.join(dir, file), { throwIfNoEntry: false });
          if (stats) names.set(identityOf(stats), [...(names.get(identityOf(stats)) ?? []), file]);
        }
      }
    };
    visit('');
  };
  /** @param {string} identity */
  const current = (identity) =>
    (names.get(identity) ?? []).filter((file) => {
      const stats = statSync(path.join(dir, file), { throwIfNoEntry: false });
      return stats !== undefined && identityOf(stats) === identity;
    });
  scan();
  // the names the file with `stats` has now (none: it is not under `dir`, or was deleted)
  return (stats) => {
    const identity = identityOf(stats);
    const known = current(identity);
    if (known.length > 0) return known;
    scan();
    return current(identity);
  };
}

/** Thrown from sirv's setHeaders to stop it sending a private file. */
class PrivateFileRequested extends Error {}

/**
 * The release's files, as a CDN serves them for federation (see the top of this file). A file `privateFiles`
 * names (by its path relative to `dir`, e.g. `server/server.js`) answers 404 as if absent, however its URL is
 * spelled: sirv resolves the URL itself (it drops a trailing slash and a fragment, decodes `%2e`, tries
 * `.html`), so the check is on the file sirv is about to send, recognised by its identity on disk.
 * Files are looked up on every request, not listed once at start: a rebuild under a running server (`npm run
 * build -w <remote>` beside `npm start`) writes new chunks, and rewrites mf-manifest.json and remoteEntry.js
 * in place; each is served as it is now, with its current length and ETag.
 * @param {string} dir
 * @param {{ privateFiles?: (file: string) => boolean }} [options]
 * @returns {Handler}
 */
export function staticFiles(dir, { privateFiles = isSourceMap } = {}) {
  const namesOf = fileNames(path.resolve(dir));
  /** @param {Stats} stats */
  const isPrivate = (stats) => {
    const names = namesOf(stats);
    // a file found under no name (deleted since sirv found it) is refused rather than guessed about
    return names.length === 0 || names.some((file) => privateFiles(file) || isDotfile(file));
  };
  const assets = sirv(dir, {
    // a stat per request instead of a list made at start (which answers 404 for every file a rebuild adds)
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname, stats) {
      if (isPrivate(stats)) throw new PrivateFileRequested();
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const cache = REVALIDATE.test(pathname) || !/\.[0-9a-f]{8,}\./.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable';
      res.setHeader('Cache-Control', cache);
    },
  });
  return (req, res) => {
    // a file deleted between sirv finding it and opening it (a rebuild cleaning its folder) fails to open
    // after the headers are written: end that one response as a failed download instead of letting the read
    // stream's error take the whole server down
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    try {
      assets(req, res, () => notFound(res));
    } catch (error) {
      if (!(error instanceof PrivateFileRequested)) throw error;
      res.removeHeader('Vary');
      notFound(res);
    }
  };
}

/**
 * A remote's versioned releases (scripts/release/), each at `/releases/<version>/`, served by a handler made
 * when the release is first asked for; a release written later is found on its first request.
 * @param {string} releasesDir  releases/<remote>/
 * @returns {Middleware}
 */
export function releaseFiles(releasesDir) {
  /** @type {Map<string, Handler>} */
  const handlers = new Map();
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (!pathname.startsWith('/releases/')) return next();
    // Under /releases/ only a release answers: nothing falls through to the current build.
    const version = /^\/releases\/([^/]+)\/./.exec(pathname)?.[1];
    if (!version || !RELEASE_VERSION_PATTERN.test(version)) return notFound(res);
    let handler = handlers.get(version);
    if (!handler) {
      const dir = path.join(releasesDir, version);
      if (!existsSync(path.join(dir, 'release.json'))) return notFound(res);
      handler = staticFiles(dir);
      handlers.set(version, handler);
    }
    req.url = (req.url ?? '/').slice(`/releases/${version}`.length);
    handler(req, res);
  };
}

/**
 * @param {{ dir: string, port: number, config?: () => object, releasesDir?: string }} options
 * Serves a remote's build (the shell's pages come from shell/server/page-server.mjs) and, with
 * `releasesDir`, its versioned releases under /releases/<version>/. With `config` it also answers
 * /config.json, which remotes' standalone pages read.
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, config, releasesDir }) {
  const files = staticFiles(dir);
  /** @type {Middleware} */
  const releases = releasesDir ? releaseFiles(releasesDir) : (_req, _res, next) => next();
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (config && pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(config()));
      return;
    }
    releases(req, res, () => files(req, res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
