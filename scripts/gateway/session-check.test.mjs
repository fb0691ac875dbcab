import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSessionCheck } from './session-check.mjs';
import { call, json, startFakeUpstream, startTestGateway, userToken } from './fake-lite.mjs';

const USER = '11111111-1111-4111-8111-111111111111';
const OTHER_USER = '22222222-2222-4222-8222-222222222222';

/** A fake lite that keeps a set of live sessions: GET /auth/v1/user answers 403 session_not_found for the others. */
let live;
let upstream;
let gateway;
let lookups;
before(async () => {
  live = new Set(['s-1', 's-2', 's-3']);
  lookups = 0;
  upstream = await startFakeUpstream((req, res) => {
    const claims = (req.headers.authorization ?? '').split('.')[1];
    const sessionId = claims ? JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).session_id : undefined;
    if (req.url === '/auth/v1/user' && req.method === 'GET') {
      lookups += 1;
      if (!live.has(sessionId))
        return json(res, 403, { code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' });
      return json(res, 200, { id: USER });
    }
    if (req.url?.startsWith('/auth/v1/logout')) {
      live.delete(sessionId);
      res.writeHead(204);
      return res.end();
    }
    json(res, 200, [{ id: 1 }]);
  });
  gateway = await startTestGateway(upstream.url);
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

const asUser = (token) => ({ headers: { authorization: `Bearer ${token}` } });

test('after sign-out the same access token is refused on the data API at once, with a GoTrue or PostgREST 401', async () => {
  const token = await userToken({ sub: USER, session_id: 's-1' });
  assert.equal((await call(gateway.url, '/rest/v1/profiles', asUser(token))).status, 200);
  assert.equal((await call(gateway.url, '/auth/v1/logout?scope=local', { method: 'POST', ...asUser(token) })).status, 204);
  const rest = await call(gateway.url, '/rest/v1/profiles', asUser(token));
  assert.equal(rest.status, 401);
  assert.match(rest.body.message, /session has ended/);
  const storage = await call(gateway.url, '/storage/v1/object/list/documents', { method: 'POST', json: {}, ...asUser(token) });
  assert.equal(storage.status, 401);
  const auth = await call(gateway.url, '/auth/v1/user', asUser(token));
  assert.deepEqual([auth.status, auth.body.error_code], [401, 'bad_jwt']);
});

test("a global sign-out also ends the same user's other sessions; another user is untouched", async () => {
  const first = await userToken({ sub: USER, session_id: 's-2' });
  const second = await userToken({ sub: USER, session_id: 's-3' });
  const stranger = await userToken({ sub: OTHER_USER, session_id: 's-9' });
  live.add('s-9');
  for (const token of [first, second, stranger]) assert.equal((await call(gateway.url, '/rest/v1/profiles', asUser(token))).status, 200);
  // lite ends every session of the user on a global sign-out
  live.delete('s-3');
  assert.equal((await call(gateway.url, '/auth/v1/logout?scope=global', { method: 'POST', ...asUser(first) })).status, 204);
  assert.equal((await call(gateway.url, '/rest/v1/profiles', asUser(first))).status, 401);
  assert.equal((await call(gateway.url, '/rest/v1/profiles', asUser(second))).status, 401);
  assert.equal((await call(gateway.url, '/rest/v1/profiles', asUser(stranger))).status, 200);
});

test('tokens without a session (service role, test tokens) are not looked up', async () => {
  const before = lookups;
  const token = await userToken({ sub: USER });
  assert.equal((await call(gateway.url, '/rest/v1/profiles', asUser(token))).status, 200);
  assert.equal(lookups, before);
});

test('the store is asked once per session however many requests wait, and a live answer is reused', async () => {
  let asked = 0;
  let release;
  const check = createSessionCheck({
    lookup: () => {
      asked += 1;
      return new Promise((resolve) => (release = () => resolve('active')));
    },
  });
  const waiting = Array.from({ length: 20 }, () => check.isActive({ sessionId: 'a', userId: 'u', token: 't' }));
  release();
  assert.deepEqual(await Promise.all(waiting), Array(20).fill(true));
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), true);
  assert.equal(asked, 1);
});

test('a live answer is trusted only for activeForMs: a sign-out elsewhere takes effect after it', async () => {
  let clock = 0;
  let state = 'active';
  const check = createSessionCheck({ lookup: async () => state, activeForMs: 5000, now: () => clock });
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), true);
  state = 'ended';
  clock = 4999;
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), true);
  clock = 5001;
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), false);
  state = 'active'; // an ended session never comes back within endedForMs
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), false);
});

test('when the store cannot be asked the token passes and nothing is remembered', async () => {
  let state = 'unknown';
  const lines = [];
  const check = createSessionCheck({ lookup: async () => state, log: (line) => lines.push(line) });
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), true);
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), true);
  assert.equal(lines.length, 1, 'one log line, not one per request');
  state = 'ended';
  assert.equal(await check.isActive({ sessionId: 'a', userId: 'u', token: 't' }), false);
});

test('memory stays bounded', async () => {
  let asked = 0;
  const counting = createSessionCheck({ lookup: async () => (asked++, 'active'), maxEntries: 10 });
  for (let i = 0; i < 20; i += 1) await counting.isActive({ sessionId: `s${i}`, userId: 'u', token: 't' });
  await counting.isActive({ sessionId: 's0', userId: 'u', token: 't' });
  assert.equal(asked, 21, 'the oldest entry was dropped and asked about again');
});
