import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, okUpstream, rawCall, startTestGateway } from './fake-lite.mjs';
import { familyOf } from './replies.mjs';

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

test('unit: a family is a whole path segment', () => {
  assert.equal(familyOf('/rest/v1'), 'rest');
  assert.equal(familyOf('/rest/v1/plans'), 'rest');
  assert.equal(familyOf('/auth/v1/token'), 'auth');
  assert.equal(familyOf('/storage/v1/object/docs/a.pdf'), 'storage');
  for (const path of ['/', '/rest/v10/plans', '/restx/v1', '/rest/v1x', '/REST/v1/plans', '//rest/v1/plans', '/functions/v1/f'])
    assert.equal(familyOf(path), 'other', path);
});

const internals = [
  '/',
  '/_system/introspect',
  '/_system/config',
  '/_system/info',
  '/%5Fsystem/config',
  '/static/main.js',
  '/functions/v1/hello',
  '/graphql/v1',
  '/realtime/v1/websocket',
  '/rest/v2/plans',
  '/REST/v1/plans',
  '//rest/v1/plans',
];
for (const path of internals) {
  test(`${path} is answered 404 JSON by the gateway, never by lite`, async () => {
    const seen = upstream.seen.length;
    for (const init of [{}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }]) {
      const answer = await rawCall(gateway.url, path, init);
      const method = init.method ?? 'GET';
      assert.equal(answer.status, 404, `${method} ${path}`);
      assert.match(String(answer.headers['content-type']), /application\/json/);
      assert.equal(answer.body.code, 'PGRST125');
      assert.match(answer.body.message, /serves \/rest\/v1, \/auth\/v1 and \/storage\/v1/);
    }
    assert.equal(upstream.seen.length, seen);
  });
}

test('the product families are forwarded', async () => {
  for (const path of ['/rest/v1/plans?select=id', '/rest/v1/', '/auth/v1/health', '/storage/v1/bucket']) {
    const seen = upstream.seen.length;
    assert.equal((await call(gateway.url, path)).status, 200, path);
    assert.equal(upstream.seen.length, seen + 1, path);
  }
});
