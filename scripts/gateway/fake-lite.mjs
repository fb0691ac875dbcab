// Helpers for the gateway's unit tests: a fake lite (any handler) and a
// gateway in front of it, both on free loopback ports.
import http from 'node:http';
import { SignJWT } from 'jose';
import { startGateway } from './index.mjs';

export const JWT_SECRET = 'unit-test-jwt-key-0123456789abcdefghijklmnopqrstuvwxyz';
export const PUBLISHABLE = 'sb_publishable_unit';
export const SECRET = 'sb_secret_unit';

/**
 * @param {(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void} handler
 */
export async function startFakeUpstream(handler) {
  /** @type {Array<{ method: string, url: string, headers: http.IncomingHttpHeaders, body: Buffer }>} */
  const seen = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    server,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
export function json(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/**
 * A fake GoTrue for the limit and lockout tests: the password "right" signs in, any other is
 * invalid_credentials; every other route (a recovery mail, a code) is accepted. Like lite, it parses
 * every auth body as JSON whatever its Content-Type.
 */
export const fakeAuthUpstream = () =>
  startFakeUpstream((req, res, body) => {
    if (req.url?.startsWith('/auth/v1/token')) {
      const { password } = JSON.parse(body.toString() || '{}');
      if (password === 'right') json(res, 200, { access_token: 'x', refresh_token: 'r' });
      else json(res, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    } else json(res, 200, {});
  });

/** An upstream answering 200 {"ok":true} to everything. */
export const okUpstream = () => startFakeUpstream((_req, res) => json(res, 200, { ok: true }));

/**
 * A gateway in front of `target` on a free port.
 * @param {string} target @param {Partial<import('./index.mjs').GatewayOptions>} [options]
 */
export async function startTestGateway(target, options = {}) {
  const gateway = await startGateway({
    port: 0,
    target,
    jwtSecret: JWT_SECRET,
    publishableKey: PUBLISHABLE,
    secretKey: SECRET,
    rateLimitScale: 1000,
    ...options,
  });
  return gateway;
}

/** @param {Record<string, unknown>} [claims] @param {{ exp?: string | false, aud?: string, secret?: string }} [options] */
export function userToken(claims = {}, { exp = '1h', aud = 'authenticated', secret = JWT_SECRET } = {}) {
  let jwt = new SignJWT({ role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub ?? '11111111-1111-4111-8111-111111111111'))
    .setAudience(aud)
    .setIssuedAt();
  if (exp) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

/**
 * @param {string} base @param {string} path @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer, json?: unknown }} [init]
 */
export async function call(base, path, init = {}) {
  const headers = { apikey: PUBLISHABLE, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers };
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body !== undefined || init.json !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/**
 * A request whose path goes out byte for byte (fetch resolves "%2e%2e" and "\" itself), optionally
 * from another loopback address (127.0.0.2 ...: another client as the gateway sees it).
 * @param {string} base @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: string, from?: string }} [init]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: any }>}
 */
export function rawCall(base, path, init = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      path,
      method: init.method ?? 'GET',
      headers: { apikey: PUBLISHABLE, ...init.headers },
      localAddress: init.from,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let body;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.end(init.body);
  });
}
