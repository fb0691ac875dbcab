// @supabase/lite 0.10 answers CORS preflights on /auth/v1 without
// Access-Control-Allow-Headers, so browsers on another origin (every page of the
// portal) cannot send apikey/authorization to the auth API. Hosted Supabase answers
// them properly, and its auth answers carry no Access-Control-Allow-Origin. This thin proxy sits on the public API port, answers every preflight
// the way Supabase does, adds the missing allow-origin, and streams the rest unchanged.
import http from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD';
const EXPOSED_HEADERS = 'Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version';

/**
 * @param {{ port: number, target: string }} options  target: the lite server's base URL
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export function startApiCorsProxy({ port, target }) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
        Vary: 'Origin',
      });
      res.end();
      return;
    }
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        // lite's auth routes send no CORS headers on their answers either.
        const headers = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS, ...answer.headers };
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify({ message: `API unavailable: ${error.message}` }));
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: stop the process using it or pick another port`) : error),
    );
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
