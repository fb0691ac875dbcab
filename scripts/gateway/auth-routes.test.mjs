import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_ROUTES, checkAuthRoute } from './auth-routes.mjs';
import { call, rawCall, startFakeUpstream, startTestGateway, userToken } from './fake-lite.mjs';

// lite 0.10 answers a signed-in request to a path its auth router does not know with the Studio
const STUDIO_PAGE =
  '<!DOCTYPE html><html lang="en" data-theme="dark"><head><title>Supalite</title></head><body><div id="root"></div></body></html>';

let upstream;
let gateway;
before(async () => {
  upstream = await startFakeUpstream((req, res) => {
    const known = AUTH_ROUTES.has((req.url ?? '').split('?')[0].slice('/auth/v1'.length));
    if (known) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(STUDIO_PAGE);
    }
  });
  gateway = await startTestGateway(upstream.url);
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

const asUser = async () => ({ headers: { authorization: `Bearer ${await userToken()}` } });

test('unit: the GoTrue routes lite serves are known with their methods; anything else is 404, a wrong method 405', () => {
  assert.equal(checkAuthRoute('POST', '/auth/v1/token'), '/token');
  assert.equal(checkAuthRoute('GET', '/auth/v1/verify'), '/verify');
  assert.equal(checkAuthRoute('HEAD', '/auth/v1/health'), '/health');
  assert.equal(checkAuthRoute('GET', '/auth/v1/.well-known/jwks.json'), '/.well-known/jwks.json');
  for (const path of [
    '/auth/v1',
    '/auth/v1/',
    '/auth/v1/nope',
    '/auth/v1/token/',
    '/auth/v1/factors',
    '/auth/v1/admin/users',
    '/auth/v1/constructor',
    '/auth/v1/__proto__',
    '/auth/v1/user/identities',
  ])
    assert.throws(() => checkAuthRoute('GET', path), { status: 404, errorCode: 'not_found' }, path);
  assert.throws(() => checkAuthRoute('GET', '/auth/v1/logout'), { status: 405, errorCode: 'method_not_allowed' });
  assert.throws(() => checkAuthRoute('DELETE', '/auth/v1/user'), { status: 405, headers: { allow: 'GET, PUT, HEAD' } });
});

test("through the gateway: a signed-in request to an unknown auth path gets a GoTrue 404 in JSON, never lite's Studio page", async () => {
  for (const [method, path] of [
    ['GET', '/auth/v1/nope'],
    ['GET', '/auth/v1/factors'],
    ['POST', '/auth/v1/factors'],
    ['GET', '/auth/v1/token/'],
    ['GET', '/auth/v1/admin/users'],
    ['GET', '/auth/v1/'],
    ['GET', '/auth/v1/user/identities/authorize?provider=google'],
  ]) {
    const before = upstream.seen.length;
    const answer = await call(gateway.url, path, { method, ...(await asUser()) });
    assert.equal(answer.status, 404, `${method} ${path}`);
    assert.match(String(answer.headers.get('content-type')), /application\/json/);
    assert.deepEqual(Object.keys(answer.body).sort(), ['code', 'error_code', 'msg']);
    assert.equal(answer.body.code, 404);
    assert.equal(answer.body.error_code, 'not_found');
    assert.doesNotMatch(answer.text, /<html/i);
    assert.equal(upstream.seen.length, before, `${method} ${path} never reaches lite`);
  }
  const signedOut = await call(gateway.url, '/auth/v1/nope');
  assert.equal(signedOut.status, 404);
});

test('through the gateway: a known route with a method lite does not serve there is 405 with Allow', async () => {
  const before = upstream.seen.length;
  const logout = await rawCall(gateway.url, '/auth/v1/logout', {
    method: 'GET',
    headers: { authorization: `Bearer ${await userToken()}` },
  });
  assert.equal(logout.status, 405);
  assert.equal(logout.headers.allow, 'POST');
  assert.equal(logout.body.error_code, 'method_not_allowed');
  assert.equal((await call(gateway.url, '/auth/v1/authorize', { method: 'POST', json: {} })).status, 405);
  assert.equal(upstream.seen.length, before);
});

test('through the gateway: every route the product uses reaches lite, spelt as sent', async () => {
  const user = await asUser();
  for (const [method, path, init] of [
    ['POST', '/auth/v1/token?grant_type=password', { json: { email: 'a@example.com', password: 'secret-pass-1' } }],
    ['POST', '/auth/v1/signup', { json: { email: 'a@example.com', password: 'secret-pass-1' } }],
    ['POST', '/auth/v1/otp', { json: { email: 'a@example.com' } }],
    ['POST', '/auth/v1/verify', { json: { type: 'magiclink', email: 'a@example.com', token: '123456' } }],
    ['GET', '/auth/v1/verify?type=magiclink&token=abc', {}],
    ['POST', '/auth/v1/resend', { json: { type: 'signup', email: 'a@example.com' } }],
    ['POST', '/auth/v1/recover', { json: { email: 'a@example.com' } }],
    ['GET', '/auth/v1/user', user],
    ['PUT', '/auth/v1/user', { ...user, json: { data: { user_type: 'donor' } } }],
    ['POST', '/auth/v1/logout?scope=local', user],
    ['GET', '/auth/v1/reauthenticate', user],
    ['GET', '/auth/v1/authorize?provider=google', {}],
    ['GET', '/auth/v1/callback?state=x', {}],
    ['GET', '/auth/v1/settings', {}],
    ['GET', '/auth/v1/health', {}],
    ['GET', '/auth/v1/.well-known/jwks.json', {}],
  ]) {
    const answer = await call(gateway.url, path, { method, ...init });
    assert.equal(answer.status, 200, `${method} ${path}: ${answer.text}`);
    assert.equal(upstream.seen.at(-1)?.url, path);
  }
});
