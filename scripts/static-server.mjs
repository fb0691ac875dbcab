// Serves one build's dist/ the way a CDN would for federation: CORS on, manifest,
// entry and HTML revalidated on every load, content-hashed chunks cached forever.
import http from 'node:http';
import sirv from 'sirv';

const REVALIDATE = /(?:^|\/)(?:mf-manifest\.json|remoteEntry\.js|index\.html)$/;

/**
 * @param {{ dir: string, port: number, config?: () => object }} options
 * `config` makes the server answer /config.json (only the shell's server does).
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, config }) {
  const assets = sirv(dir, {
    single: true,
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      const cache = REVALIDATE.test(pathname) || !/\.[0-9a-f]{8,}\./.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable';
      res.setHeader('Cache-Control', cache);
    },
  });
  const server = http.createServer((req, res) => {
    if (config && req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(config()));
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}
