import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { checkAuthBody, MAX_METADATA_KEYS } from './auth-body.mjs';
import { call, json, PUBLISHABLE, startFakeUpstream, startTestGateway, userToken } from './fake-lite.mjs';

const USER_ID = '11111111-1111-4111-8111-111111111111';

/**
 * What lite 0.10 did with an auth body, as measured against it: 'crash' where it answered 500,
 * 'corrupt' where it stored something else than it was given, null where it answered sensibly.
 * The fake lite below answers 500 in both bad cases, so a body the gateway lets through by
 * mistake shows up as a 500.
 * @param {string} method @param {string} route @param {string | null} grant @param {any} body
 */
function liteOutcome(method, route, grant, body) {
  if (body === undefined) return null;
  if (body === null) return 'crash'; // every handler reads a field of it
  if (typeof body !== 'object' || Array.isArray(body)) return null;
  const field = (name) => (Object.hasOwn(body, name) ? body[name] : undefined);
  const truthyNonString = (value) => Boolean(value) && typeof value !== 'string';
  const email = field('email');
  const tooLong = typeof email === 'string' && email.length > 255; // lite's e-mail column
  const notAnObject = (value) => value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value));
  switch (`${method} ${route}`) {
    case 'POST /token':
      if (grant === 'password') return truthyNonString(email) || (email && truthyNonString(field('password'))) ? 'crash' : null;
      if (grant === 'refresh_token') return typeof field('refresh_token') === 'object' && field('refresh_token') !== null ? 'crash' : null;
      return null;
    case 'POST /signup':
      if (truthyNonString(email) || tooLong) return 'crash';
      return notAnObject(field('data')) ? 'corrupt' : null;
    case 'POST /otp':
    case 'POST /magiclink':
    case 'POST /recover':
    case 'POST /resend':
      return truthyNonString(email) ? 'crash' : null;
    case 'POST /verify':
      if (field('token') && truthyNonString(email)) return 'crash';
      return truthyNonString(field('token_hash')) ? 'crash' : null;
    case 'PUT /user':
      if ((email !== undefined && email !== '' && typeof email !== 'string') || tooLong) return 'crash';
      if (field('password') !== undefined && typeof field('password') !== 'string') return 'crash';
      return notAnObject(field('data')) ? 'corrupt' : null;
    default:
      return null;
  }
}

const session = async () => ({
  access_token: await userToken({ sub: USER_ID, session_id: '22222222-2222-4222-8222-222222222222' }),
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  refresh_token: `rt-${Math.random().toString(36).slice(2)}-abcdefgh`,
  user: authUser(),
});
const authUser = () => ({
  id: USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'user@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
});

/** @type {Array<{ method: string, url: string, outcome: string | null }>} */
const judged = [];
let upstream;
let gateway;
before(async () => {
  upstream = await startFakeUpstream(async (req, res, raw) => {
    const url = new URL(req.url ?? '/', 'http://lite');
    const route = url.pathname.slice('/auth/v1'.length);
    let body;
    try {
      body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    const outcome = url.pathname.startsWith('/auth/v1/')
      ? liteOutcome(req.method ?? 'GET', route, url.searchParams.get('grant_type'), body)
      : null;
    judged.push({ method: req.method ?? '', url: req.url ?? '', outcome });
    if (outcome) return json(res, 500, { error: 'server_error', error_description: `lite would ${outcome}` });
    if (req.method === 'POST' && ['/token', '/signup', '/verify'].includes(route)) return json(res, 200, await session());
    if (route === '/user') return json(res, 200, authUser());
    if (route === '/logout') {
      res.writeHead(204);
      return res.end();
    }
    return json(res, 200, {});
  });
  gateway = await startTestGateway(upstream.url, { redirectAllowList: { origins: ['http://localhost:3000'] } });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

/** @param {string} method @param {string} route @param {unknown} body @param {string | null} [grantType] */
const check = (method, route, body, grantType = null) => checkAuthBody({ method, route, grantType, query: new URLSearchParams(), body });

test('unit: wrong types, nulls where lite fails on them, long e-mails and passwords are refused in GoTrue shape', () => {
  const refusals = [
    ['POST', '/token', { email: ['a@b.c'], password: 'x' }, 'password', 400, 'bad_json'],
    ['POST', '/token', { email: 'a@b.c', password: 5 }, 'password', 400, 'bad_json'],
    ['POST', '/token', { refresh_token: { a: 1 } }, 'refresh_token', 400, 'bad_json'],
    ['POST', '/token', { auth_code: ['x'], code_verifier: 'y' }, 'pkce', 400, 'bad_json'],
    ['POST', '/token', null, 'password', 400, 'bad_json'],
    ['POST', '/resend', { type: 'signup', email: true }, null, 400, 'bad_json'],
    ['POST', '/resend', { type: 'signin', email: 'a@b.c' }, null, 400, 'validation_failed'],
    ['POST', '/verify', null, null, 400, 'bad_json'],
    ['POST', '/verify', [], null, 400, 'bad_json'],
    ['POST', '/verify', { type: 'magiclink', token_hash: { a: 1 } }, null, 400, 'bad_json'],
    ['POST', '/verify', { type: 'nope', token_hash: 'x' }, null, 400, 'validation_failed'],
    ['POST', '/verify', { type: 'magiclink', email: 'not-an-address', token: '123456' }, null, 422, 'validation_failed'],
    ['POST', '/signup', { email: `${'x'.repeat(252)}@b.c`, password: 'secret-pass-1' }, null, 400, 'validation_failed'],
    ['POST', '/signup', { email: 'a@b.c', password: 'é'.repeat(37) }, null, 400, 'validation_failed'],
    ['POST', '/signup', { email: 'a@b.c', password: 'secret-pass-1', data: 'abc' }, null, 400, 'bad_json'],
    ['POST', '/otp', { email: 'a@b.c', create_user: 'no' }, null, 400, 'bad_json'],
    ['PUT', '/user', { email: null }, null, 400, 'bad_json'],
    ['PUT', '/user', { password: null }, null, 400, 'bad_json'],
    ['PUT', '/user', { data: 'abc' }, null, 400, 'bad_json'],
    ['PUT', '/user', { data: ['a'] }, null, 400, 'bad_json'],
    [
      'PUT',
      '/user',
      { data: Object.fromEntries(Array.from({ length: MAX_METADATA_KEYS + 1 }, (_, i) => [`k${i}`, i])) },
      null,
      400,
      'validation_failed',
    ],
    ['PUT', '/user', JSON.parse('{"data":{"__proto__":{"isAdmin":true}}}'), null, 400, 'validation_failed'],
    ['POST', '/logout', null, null, 400, 'bad_json'],
    ['POST', '/logout', { scope: ['global'] }, null, 400, 'bad_json'],
  ];
  for (const [method, route, body, grant, status, errorCode] of refusals) {
    assert.throws(
      () => check(method, route, body, grant),
      (error) => {
        assert.equal(error.status, status, `${method} ${route} ${JSON.stringify(body)}`);
        assert.equal(error.errorCode, errorCode);
        assert.deepEqual(Object.keys(error.body('auth')), ['code', 'error_code', 'msg']);
        return true;
      },
    );
  }
  assert.match(
    (() => {
      try {
        check('POST', '/resend', { type: 'signup', email: [1] });
      } catch (error) {
        return error.message;
      }
    })(),
    /"email" must be a string, not an array/,
  );
});

test('unit: what GoTrue accepts passes: nulls for PKCE fields, unknown and prototype-named keys, 72-byte passwords, long sign-in passwords', () => {
  const accepted = [
    [
      'POST',
      '/signup',
      { email: 'a@b.c', password: 'secret-pass-1', data: {}, code_challenge: null, code_challenge_method: null, gotrue_meta_security: {} },
    ],
    ['POST', '/signup', { email: 'a@b.c', password: 'x'.repeat(72), data: { user_type: 'donor', full_name: '' } }],
    ['POST', '/signup', JSON.parse('{"email":"a@b.c","password":"secret-pass-1","__proto__":{"email":["x"]},"constructor":1,"extra":[1]}')],
    ['POST', '/signup', { email: `${'x'.repeat(251)}@b.c`, password: 'secret-pass-1' }],
    ['POST', '/token', { email: 'a@b.c', password: 'x'.repeat(5000) }, 'password'],
    ['POST', '/token', { refresh_token: 'abcdefghijkl' }, 'refresh_token'],
    ['POST', '/token', { anything: [1] }, 'web3'],
    ['POST', '/token', { email: [1] }, 'constructor'], // no such grant: lite refuses it itself
    ['POST', '/otp', { email: 'a@b.c', data: {}, create_user: false, code_challenge: null }],
    ['POST', '/verify', { email: 'a@b.c', token: '123456', type: 'magiclink', gotrue_meta_security: {} }],
    ['POST', '/verify', { token_hash: 'abc', type: 'recovery' }],
    ['POST', '/resend', { email: 'a@b.c', type: 'signup', code_challenge: null, code_challenge_method: null }],
    ['POST', '/recover', { email: 'a@b.c', code_challenge: null, code_challenge_method: null, gotrue_meta_security: {} }],
    [
      'PUT',
      '/user',
      { data: { user_type: 'donor', nested: { a: [1, null] }, constructor: 'x' }, code_challenge: null, code_challenge_method: null },
    ],
    ['PUT', '/user', { password: 'new-secret-1' }],
    ['PUT', '/user', { data: null }],
    ['POST', '/logout', {}],
    ['POST', '/logout', undefined],
    ['POST', '/callback', { anything: 1 }],
  ];
  for (const [method, route, body, grant] of accepted) check(method, route, body, grant ?? null);
  checkAuthBody({
    method: 'GET',
    route: '/verify',
    grantType: null,
    query: new URLSearchParams('type=magiclink&token=x'),
    body: undefined,
  });
  assert.throws(
    () =>
      checkAuthBody({
        method: 'GET',
        route: '/verify',
        grantType: null,
        query: new URLSearchParams('type=constructor&token=x'),
        body: undefined,
      }),
    { status: 400 },
  );
});

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
// every field GoTrue reads on some auth route
const FIELDS = [
  'email',
  'phone',
  'password',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'provider',
  'id_token',
  'nonce',
  'data',
  'create_user',
  'type',
  'token',
  'token_hash',
  'redirect_to',
  'channel',
  'code_challenge',
  'code_challenge_method',
  'gotrue_meta_security',
  'scope',
];
const ROUTES = [
  ['POST', '/auth/v1/token?grant_type=password'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['POST', '/auth/v1/token?grant_type=pkce'],
  ['POST', '/auth/v1/token?grant_type=id_token'],
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/otp'],
  ['POST', '/auth/v1/magiclink'],
  ['POST', '/auth/v1/verify'],
  ['POST', '/auth/v1/resend'],
  ['POST', '/auth/v1/recover'],
  ['PUT', '/auth/v1/user'],
  ['POST', '/auth/v1/logout'],
];
const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', 'signup', 'magiclink', 'a@b.c', 'abcdefghijkl'),
  fc.constantFrom('x'.repeat(5000), `${'x'.repeat(5000)}@b.c`, 'é'.repeat(100), 'y'.repeat(200_000)),
  fc.array(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), { maxLength: 3 }),
  fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.string({ maxLength: 20 }),
);
const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string({ maxLength: 10 }),
);
/** A body as raw JSON, so "__proto__" stays an own key; sometimes not an object at all. */
const bodyText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(key, hostile), { maxLength: 5 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`),
  },
  fc.constantFrom('null', '[]', '[{"email":"a@b.c"}]', '"a@b.c"', '0', 'true', '{}', '{"data":"abc"}'),
);

test('fuzz through the gateway: no auth body gets a 500, and none that lite would fail on or corrupt reaches it', async () => {
  const bearer = `Bearer ${await userToken({ sub: USER_ID })}`;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES), bodyText, fc.boolean(), async ([method, path], body, signedIn) => {
      const answer = await call(gateway.url, path, {
        method,
        body,
        headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: bearer } : {}) },
      });
      assert.ok(answer.status < 500, `${method} ${path} ${body.slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 300)}`);
      if (answer.status >= 400) assert.deepEqual(Object.keys(answer.body), ['code', 'error_code', 'msg'], answer.text);
    }),
    { numRuns: 600 },
  );
  assert.deepEqual(
    judged.filter((request) => request.outcome),
    [],
  );
});

test('through the gateway: the measured 500s of lite are 400s, and {"data":"<string>"} never reaches lite', async () => {
  const bearer = { authorization: `Bearer ${await userToken({ sub: USER_ID })}` };
  const before = judged.length;
  for (const [method, path, body, headers] of [
    ['POST', '/auth/v1/token?grant_type=password', { email: ['a@b.c'], password: 'x' }],
    ['POST', '/auth/v1/resend', { type: 'signup', email: { a: 1 } }],
    ['POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: { a: 1 } }],
    ['POST', '/auth/v1/verify', null],
    ['POST', '/auth/v1/logout', null, bearer],
    ['PUT', '/auth/v1/user', { email: null }, bearer],
    ['PUT', '/auth/v1/user', { email: `${'x'.repeat(5000)}@b.c` }, bearer],
    ['PUT', '/auth/v1/user', { password: 5 }, bearer],
    ['PUT', '/auth/v1/user', { data: 'abc' }, bearer],
  ]) {
    const answer = await call(gateway.url, path, { method, json: body, headers });
    assert.equal(answer.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
    assert.equal(answer.body.code, 400);
    assert.ok(['bad_json', 'validation_failed'].includes(answer.body.error_code), answer.text);
  }
  assert.equal(judged.length, before, 'none of them reached lite');
});

test('every auth call the portal and its tests make with supabase-js still reaches lite', async () => {
  const supabase = createClient(gateway.url, PUBLISHABLE, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: /** @type {any} */ (ws) },
  });
  const before = judged.length;
  const results = {
    signUp: await supabase.auth.signUp({
      email: 'new@example.com',
      password: 'secret-pass-1',
      options: { data: { user_type: 'donor', full_name: '' } },
    }),
    signIn: await supabase.auth.signInWithPassword({ email: 'user@example.com', password: 'secret-pass-1' }),
    otp: await supabase.auth.signInWithOtp({ email: 'user@example.com', options: { shouldCreateUser: false } }),
    verify: await supabase.auth.verifyOtp({ email: 'user@example.com', token: '123456', type: 'magiclink' }),
    resend: await supabase.auth.resend({ type: 'signup', email: 'user@example.com' }),
    reset: await supabase.auth.resetPasswordForEmail('user@example.com', { redirectTo: 'http://localhost:3000/reset-password' }),
    refresh: await supabase.auth.refreshSession(),
    getUser: await supabase.auth.getUser(),
    metadata: await supabase.auth.updateUser({ data: { user_type: 'investor' } }),
    password: await supabase.auth.updateUser({ password: 'another-pass-2' }),
    signOut: await supabase.auth.signOut(),
  };
  for (const [name, result] of Object.entries(results)) assert.equal(result.error, null, `${name}: ${result.error?.message}`);
  const oauth = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: 'http://localhost:3000/register/donor', skipBrowserRedirect: true },
  });
  assert.equal((await fetch(/** @type {string} */ (oauth.data.url), { redirect: 'manual' })).status, 200);
  const reached = judged.slice(before).map((request) => `${request.method} ${request.url.split('?')[0]}`);
  for (const route of [
    'POST /auth/v1/signup',
    'POST /auth/v1/token',
    'POST /auth/v1/otp',
    'POST /auth/v1/verify',
    'POST /auth/v1/resend',
    'POST /auth/v1/recover',
    'GET /auth/v1/user',
    'PUT /auth/v1/user',
    'POST /auth/v1/logout',
    'GET /auth/v1/authorize',
  ])
    assert.ok(reached.includes(route), `${route} reached lite (${reached.join(', ')})`);
});
