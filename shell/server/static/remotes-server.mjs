// The remotes' static server in production (the `remotes` target of the Dockerfile): every remote's
// built dist/ from one process, each under /<folder>/, e.g. https://remotes.example.com/mfe-auth/mf-manifest.json
// for REMOTE_AUTH_URL (its server entry, server/remoteEntry.js, sits beside it). The files go out with
// the headers federation needs (staticFiles): CORS for the shell's pages, mf-manifest.json and the
// remote entries revalidated on every load, content-hashed chunks cached as immutable. Source maps are
// not in dist/ (the build writes them to dist-sourcemaps/), and one left by an older build is not served either.
//   node shell/server/static/remotes-server.mjs     PORT (8080), HOST (0.0.0.0), RELEASES_DIR (none: no releases)
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseFiles, staticFiles } from './server.mjs';

/** @type {{ remotes: Array<{ key: string, folder: string }> }} */
const { remotes } = createRequire(import.meta.url)('@donation-network/portal-manifest');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A request handler serving `<root>/<folder>/dist/` at `/<folder>/` for each folder, and `/healthz`. With
 * `releasesDir` (RELEASES_DIR: the release tool's folder, e.g. a mounted volume) each remote's versioned
 * releases are served too, at `/<folder>/releases/<version>/` from `<releasesDir>/<remote key>/<version>/`.
 * @param {{ root?: string, folders?: string[], releasesDir?: string }} [options]
 * @returns {import('./server.mjs').Handler}
 */
export function remotesHandler({ root = repoRoot, folders = remotes.map((remote) => remote.folder), releasesDir } = {}) {
  /** @param {string} folder */
  const keyOf = (folder) => remotes.find((remote) => remote.folder === folder)?.key ?? folder;
  const handlers = new Map(
    folders.map((folder) => {
      const files = staticFiles(path.join(root, folder, 'dist'));
      if (!releasesDir) return [folder, files];
      const releases = releaseFiles(path.join(releasesDir, keyOf(folder)));
      /** @type {import('./server.mjs').Handler} */
      const filesAndReleases = (req, res) => releases(req, res, () => files(req, res));
      return [folder, filesAndReleases];
    }),
  );
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end('{"status":"ok"}');
      return;
    }
    const folder = /^\/([^/]+)\//.exec(pathname)?.[1];
    const handler = folder ? handlers.get(folder) : undefined;
    if (!handler) {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'X-Content-Type-Options': 'nosniff' });
      res.end('Not found');
      return;
    }
    req.url = (req.url ?? '/').slice(/** @type {string} */ (folder).length + 1);
    handler(req, res);
  };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const port = Number(process.env.PORT) || 8080;
  const host = process.env.HOST || '0.0.0.0';
  const server = http.createServer(remotesHandler({ releasesDir: process.env.RELEASES_DIR || undefined }));
  server.listen(port, host, () => console.log(`[remotes] serving ${remotes.map((r) => `/${r.folder}/`).join(', ')} on ${host}:${port}`));
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
}
