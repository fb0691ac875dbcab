import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, json, startFakeUpstream, startTestGateway, userToken } from './fake-lite.mjs';
import { createRateLimits, DEFAULT_LIMITS } from './rate-limit.mjs';
import { readGatewaySettings } from './config.mjs';

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** A fake GoTrue: the password "right" signs in, anything else is invalid_credentials. */
async function setup(limits, scale = 1) {
  const upstream = await startFakeUpstream((req, res, body) => {
    if (req.url?.startsWith('/auth/v1/token')) {
      const { password } = JSON.parse(body.toString() || '{}');
      if (password === 'right') json(res, 200, { access_token: 'x', refresh_token: 'r' });
      else json(res, 400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
    } else json(res, 201, {});
  });
  const gateway = await startTestGateway(upstream.url, { rateLimits: limits, rateLimitScale: scale });
  cleanups.push(
    () => upstream.close(),
    () => gateway.close(),
  );
  return gateway;
}

const signIn = (url, email, password) => call(url, '/auth/v1/token?grant_type=password', { json: { email, password } });

test('anonymous writes: 10 per minute per IP, then 429 with Retry-After in PostgREST shape', async () => {
  const gateway = await setup({ anonymous_writes: 10 });
  for (let i = 0; i < 10; i += 1) assert.equal((await call(gateway.url, '/rest/v1/contact_messages', { json: { i } })).status, 201);
  const refused = await call(gateway.url, '/rest/v1/contact_messages', { json: { i: 11 } });
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.equal(refused.body.code, 'over_request_rate_limit');
  assert.match(refused.body.message, /rate limit/i);
  // reads and signed-in writes are not anonymous writes
  assert.equal((await call(gateway.url, '/rest/v1/plans')).status, 201);
  assert.equal(
    (await call(gateway.url, '/rest/v1/contact_messages', { json: {}, headers: { authorization: `Bearer ${await userToken()}` } })).status,
    201,
  );
});

test('wrong passwords: per account and address, the right password from that address waits too', async () => {
  const gateway = await setup({ wrong_passwords: 3 });
  for (let i = 0; i < 3; i += 1) assert.equal((await signIn(gateway.url, 'Victim@example.com', 'wrong')).status, 400);
  const locked = await signIn(gateway.url, 'victim@example.com', 'right');
  assert.equal(locked.status, 429);
  assert.equal(locked.body.error_code, 'over_request_rate_limit');
  assert.equal(locked.body.code, 429);
  assert.ok(Number(locked.headers.get('retry-after')) > 0);
  // another account from the same IP is not locked
  assert.equal((await signIn(gateway.url, 'other@example.com', 'right')).status, 200);
});

test('sign-in and sign-up share the per-IP limit', async () => {
  const gateway = await setup({ sign_in_sign_ups: 4 });
  for (let i = 0; i < 2; i += 1) await call(gateway.url, '/auth/v1/signup', { json: { email: `u${i}@example.com`, password: 'p' } });
  for (let i = 0; i < 2; i += 1) await signIn(gateway.url, `s${i}@example.com`, 'right');
  const refused = await call(gateway.url, '/auth/v1/signup', { json: { email: 'late@example.com', password: 'p' } });
  assert.equal(refused.status, 429);
});

test('recovery and OTP e-mails: per address', async () => {
  const gateway = await setup({ email_sent: 2 }, 1);
  assert.equal((await call(gateway.url, '/auth/v1/recover', { json: { email: 'a@example.com' } })).status, 201);
  assert.equal((await call(gateway.url, '/auth/v1/otp', { json: { email: 'a@example.com' } })).status, 201);
  const refused = await call(gateway.url, '/auth/v1/recover', { json: { email: 'a@example.com' } });
  assert.equal(refused.status, 429);
  assert.equal(refused.body.error_code, 'over_email_send_rate_limit');
});

test('token refreshes and verifications have their own per-IP limits', async () => {
  const gateway = await setup({ token_refresh: 2, token_verifications: 1 });
  for (let i = 0; i < 2; i += 1) await call(gateway.url, '/auth/v1/token?grant_type=refresh_token', { json: { refresh_token: `t${i}` } });
  assert.equal((await call(gateway.url, '/auth/v1/token?grant_type=refresh_token', { json: { refresh_token: 't9' } })).status, 429);
  assert.equal((await call(gateway.url, '/auth/v1/verify', { json: { type: 'email', token_hash: 'h' } })).status, 201);
  assert.equal((await call(gateway.url, '/auth/v1/verify', { json: { type: 'email', token_hash: 'h' } })).status, 429);
});

test('the scale option multiplies every limit (test backends)', async () => {
  const gateway = await setup({ anonymous_writes: 1 }, 5);
  for (let i = 0; i < 5; i += 1) assert.equal((await call(gateway.url, '/rest/v1/contact_messages', { json: {} })).status, 201);
  assert.equal((await call(gateway.url, '/rest/v1/contact_messages', { json: {} })).status, 429);
});

test('the scale applies to every limit, the real limits stay at scale 1, a bad scale is refused', () => {
  const real = createRateLimits({ limits: DEFAULT_LIMITS, scale: 1 }).effective;
  assert.deepEqual(real, { ...DEFAULT_LIMITS });
  const scaled = createRateLimits({ limits: DEFAULT_LIMITS, scale: 1000 }).effective;
  for (const name of Object.keys(DEFAULT_LIMITS)) assert.equal(scaled[name], DEFAULT_LIMITS[name] * 1000, name);
  for (const bad of [0, -1, Number.NaN, Infinity, '1000'])
    assert.throws(() => createRateLimits({ scale: bad }), /scale must be a positive number/);
  assert.throws(() => createRateLimits({ limits: { anonymous_writes: Number.NaN } }), /anonymous_writes/);
});

test('with the settings of supabase/gateway.toml and scale 1000 (test backends), 300 signed-out writes all pass', async () => {
  const settings = await readGatewaySettings(new URL('../../supabase/gateway.toml', import.meta.url).pathname);
  const upstream = await startFakeUpstream((_req, res) => json(res, 201, {}));
  const gateway = await startTestGateway(upstream.url, { rateLimits: settings.rateLimits, rateLimitScale: 1000 });
  cleanups.push(
    () => upstream.close(),
    () => gateway.close(),
  );
  const statuses = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      call(gateway.url, '/rest/v1/contact_messages', { json: { name: `n${i}` } }).then((r) => r.status),
    ),
  );
  assert.deepEqual([...new Set(statuses)], [201]);
  // and the same settings unscaled stop the 11th
  const strict = await startTestGateway(upstream.url, { rateLimits: settings.rateLimits, rateLimitScale: 1 });
  cleanups.push(() => strict.close());
  const sequence = [];
  for (let i = 0; i < 11; i += 1) sequence.push((await call(strict.url, '/rest/v1/contact_messages', { json: {} })).status);
  assert.equal(sequence.filter((s) => s === 429).length, 1);
});
