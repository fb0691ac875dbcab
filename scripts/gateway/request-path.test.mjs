import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import fc from 'fast-check';
import { normaliseTarget } from './request-path.mjs';
import { familyOf } from './replies.mjs';
import { call, json, JWT_SECRET, rawCall, startFakeUpstream, startTestGateway } from './fake-lite.mjs';

test('unit: unreserved escapes are decoded, others kept upper-case, the query as sent', () => {
  assert.deepEqual(normaliseTarget('/%61uth/v1/token?grant%5Ftype=pass%77ord&x=%2C%zz%'), {
    path: '/auth/v1/token',
    query: '?grant_type=password&x=%2C%zz%',
  });
  assert.deepEqual(normaliseTarget('/r%65st/v1/contact%5fmessages'), { path: '/rest/v1/contact_messages', query: '' });
  assert.equal(normaliseTarget('/storage/v1/object/docs/a%20b%c3%a9.pdf').path, '/storage/v1/object/docs/a%20b%C3%A9.pdf');
  assert.equal(normaliseTarget('/rest/v1/plans?select=id').path, '/rest/v1/plans');
});

test('unit: separators, dot segments, bad escapes, NUL and raw specials are refused', () => {
  for (const target of [
    'http://elsewhere/rest/v1/plans',
    '*',
    '/rest/v1/x%2Fy',
    '/rest%2fv1/plans',
    '/rest/v1/x%5Cy',
    '/rest\\v1/plans',
    '/x/../auth/v1/token',
    '/rest/v1/./plans',
    '/x/%2e%2e/auth/v1/token',
    '/x/.%2E/auth/v1/token',
    '/rest/v1/%2e',
    '/rest/v1/pl%zzans',
    '/rest/v1/plans%',
    '/rest/v1/plans%0',
    '/rest/v1/plans%00',
    '/rest/v1/con%E0%A4',
    '/rest/v1/%FF',
    '/rest/v1/plans#x',
    '/rest/v1/pl\u00e4ns',
  ]) {
    assert.throws(() => normaliseTarget(target), { status: 400, code: 'PGRST100' }, target);
  }
});

/**
 * The path lite's router matches: the request URL as WHATWG parses it (backslashes, dot
 * segments), then decodeURI (and per escape where that fails), as Hono's getPath does.
 * @param {string} target
 */
function liteView(target) {
  const raw = new URL(`http://lite${target}`).pathname;
  const text = raw.includes('%25') ? raw.replace(/%25/g, '%2525') : raw;
  try {
    return decodeURI(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURI(run);
      } catch {
        return run;
      }
    });
  }
}

test('property: whatever is accepted is classified as lite routes it, before and after normalisation', () => {
  const unit = fc.constantFrom(...'/%.\\_2eEfF56C1rstauhv0x'.split(''), '%2e', '%2F', '%5c', '%61', '%72', '%65', '%2E%2E', '%00', '%25');
  fc.assert(
    fc.property(
      fc.constantFrom('/rest/v1/', '/auth/v1/', '/', '/x/', '/%72est/v1/'),
      fc.string({ unit, maxLength: 24 }),
      (prefix, rest) => {
        const target = prefix + rest;
        let path;
        try {
          ({ path } = normaliseTarget(target));
        } catch (error) {
          assert.equal(error.status, 400);
          return;
        }
        assert.equal(familyOf(path), familyOf(liteView(path)), `forwarded ${path}`);
        assert.equal(familyOf(path), familyOf(liteView(target)), `sent ${target}`);
      },
    ),
    { numRuns: 5000 },
  );
});

const SESSION = '22222222-2222-4222-8222-222222222222';
const USER = '33333333-3333-4333-8333-333333333333';
const accessToken = () =>
  new SignJWT({ role: 'authenticated', session_id: SESSION })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(USER)
    .setAudience('authenticated')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/**
 * lite's query lookup: the parameter's literal name in the raw query first, decoded names only
 * when that finds nothing.
 * @param {string} query @param {string} name
 */
function liteParam(query, name) {
  const literal = new RegExp(`(?:^|&)${name}=([^&]*)`).exec(query);
  return literal ? decodeURIComponent(literal[1]) : new URLSearchParams(query).get(name);
}

/**
 * A fake lite that routes like lite's router: on the decoded path (decodeURI), so an encoded
 * spelling reaches the same handler. The password "right" signs in; a refresh hands out a new token.
 */
async function setup(options = {}) {
  let counter = 0;
  const upstream = await startFakeUpstream(async (req, res, body) => {
    const [rawPath, query = ''] = (req.url ?? '/').split('?');
    const path = decodeURI(rawPath);
    const grant = liteParam(query, 'grant_type');
    if (path === '/auth/v1/token' && grant === 'password') {
      const { password } = JSON.parse(body.toString() || '{}');
      if (password !== 'right') json(res, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
      else json(res, 200, { access_token: await accessToken(), refresh_token: `r${++counter}` });
    } else if (path === '/auth/v1/token' && grant === 'refresh_token')
      json(res, 200, { access_token: await accessToken(), refresh_token: `r${++counter}` });
    else if (path === '/auth/v1/logout') {
      res.writeHead(204);
      res.end();
    } else if (path.startsWith('/rest/v1/') || path.startsWith('/auth/v1/')) json(res, 201, { path });
    else json(res, 200, { internal: true });
  });
  const gateway = await startTestGateway(upstream.url, options);
  cleanups.push(
    () => upstream.close(),
    () => gateway.close(),
  );
  return { upstream, gateway };
}

test('the upstream receives exactly the normalised path the guards checked', async () => {
  const { upstream, gateway } = await setup();
  const answer = await call(gateway.url, '/r%65st/v1/contact%5Fmessages?select=id', { json: { name: 'a' } });
  assert.equal(answer.status, 201);
  assert.equal(upstream.seen.at(-1)?.url, '/rest/v1/contact_messages?select=id');
});

test('an invalid path is 400 in the family shape, and lite never sees it', async () => {
  const { upstream, gateway } = await setup();
  const refused = await rawCall(gateway.url, '/auth/v1/%2e%2e/%2e%2e/_system/config');
  assert.equal(refused.status, 400);
  assert.equal(refused.body.error_code, 'validation_failed');
  for (const path of ['/rest/v1/a%2Fb', '/x/../rest/v1/plans', '/rest\\v1/plans', '/r%65st/v1/%2E/plans']) {
    const answer = await rawCall(gateway.url, path);
    assert.equal(answer.status, 400, path);
    assert.equal(answer.body.code, 'PGRST100', path);
  }
  assert.equal(upstream.seen.length, 0);
});

test('rate limits hold through encoded spellings of /rest/v1 (one shared budget)', async () => {
  const { gateway } = await setup({ rateLimits: { anonymous_writes: 10 }, rateLimitScale: 1 });
  const spellings = ['/r%65st/v1/contact_messages', '/rest/v1/contact%5fmessages', '/%72%65%73%74/v1/contact_messages'];
  for (let i = 0; i < 10; i += 1) {
    assert.equal((await call(gateway.url, spellings[i % 3], { json: { i } })).status, 201);
  }
  const refused = await call(gateway.url, '/r%65st/v1/contact_messages', { json: { i: 11 } });
  assert.equal(refused.status, 429);
  assert.equal(refused.body.code, 'over_request_rate_limit');
});

test('the sign-in lockout holds through /%61uth/v1/token', async () => {
  const { gateway } = await setup({ rateLimits: { wrong_passwords: 3 }, rateLimitScale: 1 });
  const signIn = (path, password) => call(gateway.url, `${path}?grant_type=password`, { json: { email: 'victim@example.com', password } });
  for (const path of ['/%61uth/v1/token', '/auth/v1/t%6fken', '/%61%75%74%68/v1/token']) {
    assert.equal((await signIn(path, 'wrong')).status, 400);
  }
  const locked = await signIn('/%61uth/v1/token', 'right');
  assert.equal(locked.status, 429);
  assert.equal(locked.body.error_code, 'over_request_rate_limit');
});

test('an encoded grant_type before a plain one cannot make lite read another grant than the gateway checked', async () => {
  const { gateway } = await setup({ rateLimits: { wrong_passwords: 3 }, rateLimitScale: 1 });
  const signIn = (password) =>
    call(gateway.url, '/auth/v1/token?grant%5Ftype=refresh_token&grant_type=password', {
      json: { email: 'victim@example.com', password, refresh_token: 'r' },
    });
  // lite reads the same grant the gateway checked: a refresh, never a password it could guess
  for (let i = 0; i < 4; i += 1) {
    const answer = await signIn('wrong');
    assert.equal(answer.status, 200);
    assert.equal(typeof answer.body.refresh_token, 'string');
  }
});

test('the JSON guard and the body limit hold through encoded paths', async () => {
  const { upstream, gateway } = await setup({ apiBodyLimit: 1024 });
  const nul = await call(gateway.url, '/r%65st/v1/contact_messages', {
    body: '{"name":"a\\u0000b"}',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(nul.status, 400);
  assert.equal(nul.body.code, 'PGRST102');
  const auth = await call(gateway.url, '/%61uth/v1/signup', {
    body: '{"email":"a@b.c","password":"x\\ud800"}',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(auth.status, 400);
  assert.equal(auth.body.error_code, 'bad_json');
  const big = await call(gateway.url, '/%61uth/v1/signup', { json: { email: 'a@b.c', password: 'x'.repeat(2048) } });
  assert.equal(big.status, 413);
  assert.equal(upstream.seen.length, 0);
});

test('the schema guard holds through an encoded table or function name', async () => {
  const schema = {
    tables: { meeting_requests: { proposed_times: /** @type {const} */ ('array:string') } },
    functions: { propose: { times: /** @type {const} */ ('array:string') } },
  };
  const { upstream, gateway } = await setup({ schema });
  const table = await call(gateway.url, '/r%65st/v1/meeting%5frequests', { json: { proposed_times: { a: 1 } } });
  assert.equal(table.status, 400);
  assert.equal(table.body.code, '22P02');
  const rpc = await call(gateway.url, '/rest/v1/rpc/pr%6fpose', { json: { times: true } });
  assert.equal(rpc.status, 400);
  assert.equal(upstream.seen.length, 0);
});

test('refresh-token reuse detection holds through /%61uth/v1/token', async () => {
  const { gateway } = await setup({ refreshTokenReuseInterval: 0.2 });
  const session = await call(gateway.url, '/auth/v1/token?grant_type=password', { json: { email: 'a@example.com', password: 'right' } });
  const first = session.body.refresh_token;
  assert.equal((await call(gateway.url, '/auth/v1/token?grant_type=refresh_token', { json: { refresh_token: first } })).status, 200);
  await new Promise((resolve) => setTimeout(resolve, 400));
  const reused = await call(gateway.url, '/%61uth/v1/token?grant_type=refresh%5Ftoken', { json: { refresh_token: first } });
  assert.equal(reused.status, 400);
  assert.equal(reused.body.error_code, 'refresh_token_already_used');
});
