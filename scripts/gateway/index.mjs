// The API gateway in front of @supabase/lite: the role Kong plays in a Supabase
// stack. One module per stage; this file only wires them in order:
//   CORS -> unavailable while healing -> path normalisation -> API families only -> query NUL check ->
//   auth routes and redirect_to -> token guard -> body limit -> JSON guard -> auth bodies -> rate limits ->
//   phone change (answered here while lite has no phone auth) -> schema guard -> refresh reuse ->
//   lite -> error mapping (+ probe on suspicious answers).
// The client code never depends on it: against hosted Supabase it is absent.
import http from 'node:http';
import { SignJWT } from 'jose';
import { answerPreflight, isPreflight } from './cors.mjs';
import { MB, limitStream, readLimitedBody } from './body-limit.mjs';
import { checkJsonBody, checkQuery, formAsJson, restBodyKind } from './json-guard.mjs';
import { checkWrite, EMPTY_SCHEMA, isReadOnlyCall } from './schema-guard.mjs';
import { guardStorage } from './storage-guard.mjs';
import { createTokenGuard } from './token-guard.mjs';
import { createRateLimits, emailOf } from './rate-limit.mjs';
import { createClientAddress } from './client-address.mjs';
import { openLimitsStore } from './limits-store.mjs';
import { createRefreshReuse } from './refresh-reuse.mjs';
import { createSessionCheck, sessionLookupInLite } from './session-check.mjs';
import { mapUpstreamError, WEDGE_PATTERN } from './error-map.mjs';
import { createHealer, probeLite } from './health-probe.mjs';
import { corsAnswerHeaders, familyOf, GatewayError, own, sendError } from './replies.mjs';
import { normaliseTarget } from './request-path.mjs';
import { checkAuthRoute } from './auth-routes.mjs';
import { checkAuthBody } from './auth-body.mjs';
import { createRedirectGuard } from './redirect-guard.mjs';
import { createPhoneChange, phoneAuthInLite, phoneChangeInLite } from './phone-change.mjs';
import { recordText } from '../outbox/outbox.mjs';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_ROUTES = /^\/auth\/v1\/(token|signup|verify)\/?$/;
const SIGN_OUT_ROUTE = /^\/auth\/v1\/logout\/?$/;
const SCHEMA_RELOAD_MIN_INTERVAL_MS = 30_000;

/**
 * @typedef {object} GatewayOptions
 * @property {number} port
 * @property {string} [host]
 * @property {string} target  lite's base URL
 * @property {string} jwtSecret
 * @property {string} [publishableKey]
 * @property {string} [secretKey]
 * @property {import('./schema-guard.mjs').Schema} [schema]
 * @property {() => Promise<import('./schema-guard.mjs').Schema | null>} [reloadSchema]  called on an unknown table/function
 * @property {Partial<import('./rate-limit.mjs').DEFAULT_LIMITS>} [rateLimits]
 * @property {number} [rateLimitScale]  multiplies every rate limit (tests)
 * @property {Partial<typeof import('./lockout.mjs').LOCKOUT_DEFAULTS>} [lockoutTiming]  the sign-in back-off (tests)
 * @property {number} [apiBodyLimit]  bytes, /rest/v1 and /auth/v1
 * @property {number} [storageBodyLimit]  bytes, /storage/v1
 * @property {number} [refreshTokenReuseInterval]  seconds
 * @property {number} [accessTokenTtlSec]
 * @property {() => Promise<void>} [restartUpstream]  restarts lite (same port and data); no self-healing without it
 * @property {{ intervalMs?: number, timeoutMs?: number, failuresBeforeRestart?: number, path?: string }} [probe]
 * @property {number} [trustedProxyHops]  proxies in a row in front of the gateway whose X-Forwarded-For entry names the client (client-address.mjs)
 * @property {string} [trustedProxies]  or: the trusted proxies' addresses and CIDR ranges
 * @property {string} [limitsStore]  "memory" (default) or a postgres:// URL shared by several gateway instances (limits-store.mjs)
 * @property {import('./redirect-guard.mjs').RedirectAllowList} [redirectAllowList]  where redirect_to may point; without it every redirect_to is refused
 * @property {string} [smsOutboxDir]  where the texts of the phone_change flow go (<dir>/sms-outbox.jsonl); without it, to the log
 * @property {Partial<typeof import('./phone-change.mjs').PHONE_CHANGE_DEFAULTS>} [phoneChangeTiming]  code lifetime, attempts, resend wait (tests)
 * @property {(line: string) => void} [log]
 */

/**
 * @param {GatewayOptions} options
 * @returns {Promise<{ url: string, close: () => Promise<void>, healer: ReturnType<typeof createHealer> | null,
 *                     setSchema: (schema: import('./schema-guard.mjs').Schema) => void, upstreamExited: (reason: string) => void }>}
 */
export async function startGateway(options) {
  const {
    port,
    host = '127.0.0.1',
    jwtSecret,
    publishableKey,
    secretKey,
    reloadSchema,
    rateLimitScale = 1,
    apiBodyLimit = MB,
    storageBodyLimit = 12 * MB,
    refreshTokenReuseInterval = 10,
    accessTokenTtlSec = 3600,
    restartUpstream,
    log = () => {},
  } = options;
  const upstream = new URL(options.target);
  let schema = options.schema ?? EMPTY_SCHEMA;
  let schemaReloadedAt = 0;

  const redirects = createRedirectGuard(options.redirectAllowList);
  const reuse = createRefreshReuse({
    reuseIntervalSec: refreshTokenReuseInterval,
    accessTokenTtlSec,
    log,
    revokeUpstream: (family) => logoutInLite(upstream, family, { jwtSecret, publishableKey }),
  });
  const sessions = createSessionCheck({
    lookup: sessionLookupInLite({ upstream, publishableKey }),
    endedForMs: accessTokenTtlSec * 2000,
    log,
  });
  const checkAuthorization = createTokenGuard({
    jwtSecret,
    publishableKey,
    secretKey,
    isSessionRevoked: reuse.isSessionRevoked,
    isSessionActive: sessions.isActive,
  });
  const phoneChange = createPhoneChange({
    lite: phoneChangeInLite({ upstream, jwtSecret, publishableKey, secretKey }),
    upstreamHasPhoneAuth: phoneAuthInLite({ upstream, publishableKey }),
    sendText: (text) => (options.smsOutboxDir ? recordText(options.smsOutboxDir, text) : log(`text to ${text.to}: ${text.body}`)),
    timing: options.phoneChangeTiming,
    log,
  });
  const clientAddressOf = createClientAddress({ hops: options.trustedProxyHops, proxies: options.trustedProxies });
  const limitsStore = await openLimitsStore({ url: options.limitsStore, log });
  const rateLimits = createRateLimits({
    limits: options.rateLimits,
    scale: rateLimitScale,
    timing: options.lockoutTiming,
    store: limitsStore,
  });
  const probeOptions = {
    intervalMs: 5000,
    timeoutMs: 10_000,
    failuresBeforeRestart: 2,
    path: '/rest/v1/plans?select=id&limit=1',
    ...options.probe,
  };
  const healer = restartUpstream
    ? createHealer({
        probe: () => probeLite({ target: () => upstream.origin, path: probeOptions.path, secretKey, timeoutMs: probeOptions.timeoutMs }),
        restart: restartUpstream,
        intervalMs: probeOptions.intervalMs,
        failuresBeforeRestart: probeOptions.failuresBeforeRestart,
        log,
      })
    : null;

  const unavailable = () =>
    new GatewayError(503, 'The API is restarting; try again in a few seconds', {
      code: 'PGRST503',
      errorCode: 'service_unavailable',
      headers: { 'retry-after': String(healer?.retryAfterSec ?? 5) },
    });

  const notFound = () =>
    new GatewayError(404, 'Not found: the API serves /rest/v1, /auth/v1 and /storage/v1 only', {
      code: 'PGRST125',
      errorCode: 'not_found',
    });

  const maybeReloadSchema = () => {
    if (!reloadSchema || Date.now() - schemaReloadedAt < SCHEMA_RELOAD_MIN_INTERVAL_MS) return;
    schemaReloadedAt = Date.now();
    reloadSchema()
      .then((fresh) => {
        if (fresh) schema = fresh;
      })
      .catch((error) => log(`schema reload failed: ${error.message}`));
  };

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    // until the path is normalised, only the shape of an error depends on this guess
    let family = familyOf((req.url ?? '/').split('?')[0]);
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (isPreflight(req)) {
        answerPreflight(req, res);
        return;
      }
      if (healer?.unavailable) throw unavailable();
      const { path, query } = normaliseTarget(req.url ?? '/');
      family = familyOf(path);
      // lite also answers its internals (/_system/*, the Studio at /) on this port
      if (family === 'other') throw notFound();
      const target = path + query;
      const url = new URL(target, 'http://gateway');
      checkQuery(url);
      // lite answered unknown auth paths with its Studio page, and its redirect_to check is fooled by "\" and "@"
      const authRoute = family === 'auth' ? checkAuthRoute(method, path) : null;
      if (authRoute) redirects.checkTarget(url, req.headers);
      const caller = await checkAuthorization(req.headers.authorization);
      const grantType = url.searchParams.get('grant_type');
      const rate = {
        method,
        pathname: path,
        grantType,
        ip: clientAddressOf(req),
        email: /** @type {string | null} */ (null),
        anonymous: caller.kind === 'none' || (caller.kind === 'key' && caller.key === 'publishable'),
        family,
        readOnly: isReadOnlyCall({ method, pathname: path, schema }),
      };

      if (family !== 'rest' && family !== 'auth') {
        await rateLimits.before(rate);
        const stored = await guardStorage({ method, path, req, storageBodyLimit });
        const stream = family === 'storage' && BODY_METHODS.has(method) && !stored.body ? limitStream(req, storageBodyLimit) : null;
        forward({
          req,
          res,
          target,
          family,
          body: stored.body,
          stream,
          signedIn: caller.kind === 'user',
          answerHeaders: stored.answerHeaders,
        });
        return;
      }

      let body = BODY_METHODS.has(method) ? await readLimitedBody(req, apiBodyLimit) : Buffer.alloc(0);
      let parsed;
      if (body.length > 0) {
        // read as lite will: its auth routes parse every body as JSON, whatever the declared type
        const kind = family === 'auth' ? 'json' : restBodyKind(req.headers['content-type']);
        if (kind === 'json') parsed = checkJsonBody(body);
        else if (kind === 'form') {
          // checked and sent on as the JSON lite would have made of it
          ({ json: parsed, bytes: body } = formAsJson(body));
          req.headers['content-type'] = 'application/json';
        } else {
          // lite's CSV rows reach PGlite untyped (a bad boolean answered 500); the portal sends JSON
          const media = String(req.headers['content-type']).split(';')[0].trim();
          throw new GatewayError(415, `Content-Type not acceptable: ${media} (send JSON)`, { code: 'PGRST102', errorCode: 'bad_json' });
        }
      }
      if (authRoute) {
        checkAuthBody({ method, route: authRoute, grantType, query: url.searchParams, body: parsed });
        redirects.checkBody(parsed);
      }
      if (family === 'auth') rate.email = emailOf(parsed);
      await rateLimits.before(rate);
      if (authRoute) {
        const phoneAnswer = await phoneChange.answer({
          method,
          route: authRoute,
          body: parsed,
          caller,
          authorization: req.headers.authorization,
        });
        if (phoneAnswer) {
          const payload = JSON.stringify(phoneAnswer);
          res.writeHead(200, {
            ...corsAnswerHeaders(),
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(payload),
          });
          res.end(payload);
          return;
        }
      }

      if (family === 'rest') {
        const known = checkWrite({ method, pathname: path, body: parsed, prefer: String(req.headers.prefer ?? ''), schema });
        if (known === 'unknown') maybeReloadSchema();
        // boolean strings ("yes", "off") became JSON booleans: PGlite's writer takes no others
        if (known === 'rewritten') body = Buffer.from(JSON.stringify(parsed), 'utf8');
      }
      const refreshToken = family === 'auth' && grantType === 'refresh_token' ? (own(parsed, 'refresh_token') ?? null) : null;
      if (refreshToken) reuse.beforeRefresh(refreshToken);

      const issuesSession = family === 'auth' && method === 'POST' && SESSION_ROUTES.test(path);
      const signsOut = family === 'auth' && method === 'POST' && SIGN_OUT_ROUTE.test(path) && caller.kind === 'user';
      forward({
        req,
        res,
        target,
        family,
        body,
        stream: null,
        signedIn: caller.kind === 'user',
        inspect: issuesSession || signsOut,
        onAnswer: async (status, answer) => {
          if (issuesSession && status === 200) reuse.afterIssue(refreshToken, answer);
          if (signsOut && status < 300 && caller.kind === 'user') {
            const scope = url.searchParams.get('scope') ?? own(parsed, 'scope') ?? 'global';
            const sessionId = typeof caller.claims.session_id === 'string' ? caller.claims.session_id : null;
            sessions.signedOut(String(caller.claims.sub), scope === 'others' ? null : sessionId);
          }
          await rateLimits.after(rate, status, answer);
        },
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) log(`gateway error: ${error instanceof Error ? error.stack : error}`);
      if (!req.readableEnded) req.resume();
      sendError(
        res,
        family,
        error instanceof GatewayError
          ? error
          : new GatewayError(500, 'Internal server error', { code: 'XX000', errorCode: 'unexpected_failure' }),
      );
    }
  }

  /**
   * @param {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, target: string,
   *           family: import('./replies.mjs').Family,
   *           body: Buffer | null, stream: import('node:stream').Transform | null, signedIn: boolean, inspect?: boolean,
   *           onAnswer?: (status: number, body: any) => Promise<void>,
   *           answerHeaders?: (status: number, headers: import('node:http').IncomingHttpHeaders) => import('node:http').OutgoingHttpHeaders }} forwarding
   */
  function forward({ req, res, target, family, body, stream, signedIn, inspect = false, onAnswer, answerHeaders }) {
    const headers = { ...req.headers, host: upstream.host };
    if (body) {
      headers['content-length'] = String(body.length);
      delete headers['transfer-encoding'];
    }
    const outgoing = http.request({ hostname: upstream.hostname, port: upstream.port, path: target, method: req.method, headers });
    outgoing.on('response', (answer) => {
      const status = answer.statusCode ?? 502;
      if (stream && !req.readableEnded) {
        // lite refused a streamed upload before reading all of it (too large, wrong type):
        // discard the rest and close the connection after answering, or the client's next
        // request on this keep-alive socket would queue behind the unread body forever
        req.unpipe(stream);
        stream.unpipe(outgoing);
        req.resume();
        res.shouldKeepAlive = false;
      }
      const encoded = Boolean(answer.headers['content-encoding']);
      if ((!inspect && status < 500) || encoded) {
        res.writeHead(status, { ...corsAnswerHeaders(), ...(answerHeaders ? answerHeaders(status, answer.headers) : answer.headers) });
        answer.pipe(res);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', () => res.destroy());
      answer.on('end', async () => {
        let payload = Buffer.concat(chunks);
        let finalStatus = status;
        let json;
        try {
          json = JSON.parse(payload.toString('utf8'));
        } catch {
          json = undefined;
        }
        const responseHeaders = { ...corsAnswerHeaders(), ...answer.headers };
        const mapped = mapUpstreamError({ status, body: json, signedIn, family });
        if (mapped) {
          if (mapped.wedged || WEDGE_PATTERN.test(payload.toString('utf8'))) {
            healer?.suspect();
            responseHeaders['retry-after'] = String(healer?.retryAfterSec ?? 5);
          }
          if (status >= 500 && !mapped.wedged)
            log(`lite ${status} on ${req.method} ${target.split('?')[0]}: ${String(json?.message ?? json?.msg ?? '').slice(0, 300)}`);
          finalStatus = mapped.status;
          payload = Buffer.from(JSON.stringify(mapped.body));
          responseHeaders['content-type'] = 'application/json; charset=utf-8';
        }
        try {
          await onAnswer?.(status, json);
        } catch (error) {
          log(`gateway after-answer hook failed: ${error instanceof Error ? error.message : error}`);
        }
        delete responseHeaders['transfer-encoding'];
        responseHeaders['content-length'] = String(payload.length);
        res.writeHead(finalStatus, responseHeaders);
        res.end(payload);
      });
    });
    outgoing.on('error', () => {
      healer?.suspect();
      sendError(res, family, unavailable());
    });
    if (body) outgoing.end(body);
    else if (stream) {
      stream.on('error', (error) => {
        outgoing.destroy();
        req.resume();
        sendError(res, family, error instanceof GatewayError ? error : unavailable());
      });
      req.pipe(stream).pipe(outgoing);
    } else req.pipe(outgoing);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        /** @type {any} */ (error).code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: stop the process using it or pick another port`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve(undefined));
  });
  healer?.start();
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    healer,
    setSchema: (fresh) => {
      schema = fresh;
    },
    upstreamExited: (reason) => void healer?.restartNow(reason),
    close: () =>
      new Promise((done) => {
        healer?.stop();
        server.closeAllConnections();
        server.close(() => void limitsStore.close().finally(() => done(undefined)));
      }),
  };
}

/**
 * Ends a session inside lite the way a user's sign-out does: POST /auth/v1/logout?scope=local
 * with an access token for that session, signed here with the project's JWT secret. lite
 * then deletes the session and its refresh tokens.
 * @param {URL} upstream
 * @param {import('./refresh-reuse.mjs').Family} family
 * @param {{ jwtSecret: string, publishableKey?: string }} keys
 */
export async function logoutInLite(upstream, { sessionId, userId }, { jwtSecret, publishableKey }) {
  const token = await new SignJWT({ role: 'authenticated', session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(new TextEncoder().encode(jwtSecret));
  const response = await fetch(new URL('/auth/v1/logout?scope=local', upstream), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(publishableKey ? { apikey: publishableKey } : {}) },
    signal: AbortSignal.timeout(10_000),
  });
  // 404/403 session_not_found: already gone, which is what we wanted
  if (!response.ok && response.status !== 404 && response.status !== 403) throw new Error(`logout answered ${response.status}`);
}
