import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, okUpstream, startTestGateway } from './fake-lite.mjs';

let upstream;
let gateway;
before(async () => {
  upstream = await okUpstream();
  gateway = await startTestGateway(upstream.url);
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

test('answers a preflight itself, like hosted Supabase, with the requested headers', async () => {
  const response = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'apikey,authorization,content-type',
    },
  });
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.equal(response.headers.get('access-control-allow-headers'), 'apikey,authorization,content-type');
  assert.match(response.headers.get('access-control-allow-methods') ?? '', /PATCH/);
  assert.equal(upstream.seen.length, 0);
});

test('adds allow-origin and expose-headers to answers from lite', async () => {
  const { status, headers } = await call(gateway.url, '/rest/v1/plans');
  assert.equal(status, 200);
  assert.equal(headers.get('access-control-allow-origin'), '*');
  assert.match(headers.get('access-control-expose-headers') ?? '', /Content-Range/);
});

test("adds them to the gateway's own errors too", async () => {
  const { status, headers } = await call(gateway.url, '/rest/v1/plans', { headers: { authorization: 'Bearer abcdef' } });
  assert.equal(status, 401);
  assert.equal(headers.get('access-control-allow-origin'), '*');
  assert.match(headers.get('access-control-expose-headers') ?? '', /Retry-After/);
});
