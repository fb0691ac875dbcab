import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { createRefreshReuse } from './refresh-reuse.mjs';
import { call, json, JWT_SECRET, startFakeUpstream, startTestGateway } from './fake-lite.mjs';

const SESSION = '22222222-2222-4222-8222-222222222222';
const USER = '33333333-3333-4333-8333-333333333333';
const accessToken = () =>
  new SignJWT({ role: 'authenticated', session_id: SESSION })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(USER)
    .setAudience('authenticated')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_SECRET));

test('unit: reuse within the interval passes, later reuse revokes the family', () => {
  let clock = 1_000_000;
  const revokedUpstream = [];
  const reuse = createRefreshReuse({ now: () => clock, reuseIntervalSec: 10, revokeUpstream: async (f) => void revokedUpstream.push(f) });
  const session = (refresh) => ({
    access_token: `h.${Buffer.from(JSON.stringify({ session_id: SESSION, sub: USER })).toString('base64url')}.s`,
    refresh_token: refresh,
  });
  reuse.afterIssue(null, session('r0'));
  reuse.beforeRefresh('r0');
  reuse.afterIssue('r0', session('r1'));
  clock += 9_000;
  assert.doesNotThrow(() => reuse.beforeRefresh('r0'));
  clock += 3_000;
  assert.throws(() => reuse.beforeRefresh('r0'), { status: 400, errorCode: 'refresh_token_already_used' });
  assert.equal(reuse.isSessionRevoked(SESSION), true);
  assert.deepEqual(revokedUpstream, [{ sessionId: SESSION, userId: USER }]);
  // every token of the family is refused from now on
  assert.throws(() => reuse.beforeRefresh('r1'), { status: 400 });
});

let upstream;
let gateway;
let counter = 0;
before(async () => {
  upstream = await startFakeUpstream(async (req, res) => {
    if (req.url?.startsWith('/auth/v1/token'))
      json(res, 200, { access_token: await accessToken(), refresh_token: `r${++counter}`, token_type: 'bearer' });
    else if (req.url?.startsWith('/auth/v1/logout')) {
      res.writeHead(204);
      res.end();
    } else json(res, 200, []);
  });
  gateway = await startTestGateway(upstream.url, { refreshTokenReuseInterval: 0.3 });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

const refresh = (token) => call(gateway.url, '/auth/v1/token?grant_type=refresh_token', { json: { refresh_token: token } });

test('through the gateway: late reuse answers like GoTrue, revokes in lite and refuses the access tokens', async () => {
  const signIn = await call(gateway.url, '/auth/v1/token?grant_type=password', { json: { email: 'a@b.c', password: 'p' } });
  const first = signIn.body.refresh_token;
  const access = signIn.body.access_token;
  const second = await refresh(first);
  assert.equal(second.status, 200);
  assert.equal((await refresh(first)).status, 200, 'a retry within the interval passes');
  await new Promise((resolve) => setTimeout(resolve, 400));
  const reused = await refresh(first);
  assert.equal(reused.status, 400);
  assert.deepEqual(reused.body, { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' });
  const child = await refresh(second.body.refresh_token);
  assert.equal(child.status, 400, 'the rest of the family is refused');
  const data = await call(gateway.url, '/rest/v1/plans', { headers: { authorization: `Bearer ${access}` } });
  assert.equal(data.status, 401);
  assert.match(data.body.message, /revoked/);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const logout = upstream.seen.find((r) => r.url.startsWith('/auth/v1/logout?scope=local'));
  assert.ok(logout, 'the session was ended inside lite');
  const claims = JSON.parse(Buffer.from(String(logout.headers.authorization).split('.')[1], 'base64url').toString());
  assert.deepEqual([claims.session_id, claims.sub], [SESSION, USER]);
});
