import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { UnsecuredJWT } from 'jose';
import { call, okUpstream, PUBLISHABLE, SECRET, startTestGateway, userToken } from './fake-lite.mjs';

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

const bearer = (token) => ({ headers: { authorization: `Bearer ${token}` } });

test('no Authorization, the publishable key, the secret key and a valid user JWT pass', async () => {
  for (const init of [{}, bearer(PUBLISHABLE), bearer(SECRET), bearer(await userToken())]) {
    assert.equal((await call(gateway.url, '/rest/v1/plans', init)).status, 200);
  }
});

const refused = {
  'a random string': async () => 'abcdef',
  'alg none': async () => new UnsecuredJWT({ role: 'service_role' }).setAudience('authenticated').setExpirationTime('1h').encode(),
  'no exp': () => userToken({}, { exp: false }),
  'another aud': () => userToken({}, { aud: 'service' }),
  'an expired token': () => userToken({}, { exp: '-1m' }),
  'a bad signature': () => userToken({}, { secret: 'another-secret-another-secret-another-secret' }),
};
for (const [what, make] of Object.entries(refused)) {
  test(`${what} is answered 401 (PostgREST body on /rest, GoTrue body on /auth)`, async () => {
    const before = upstream.seen.length;
    const token = await make();
    const rest = await call(gateway.url, '/rest/v1/rpc/seed_demo_data', { ...bearer(token), json: {} });
    assert.equal(rest.status, 401);
    assert.equal(rest.body.code, 'PGRST301');
    assert.equal(typeof rest.body.message, 'string');
    const storage = await call(gateway.url, '/storage/v1/bucket', bearer(token));
    assert.equal(storage.status, 401);
    assert.equal(storage.body.code, 'PGRST301');
    const auth = await call(gateway.url, '/auth/v1/user', bearer(token));
    assert.equal(auth.status, 401);
    assert.deepEqual([auth.body.code, auth.body.error_code], [401, 'bad_jwt']);
    assert.equal(typeof auth.body.msg, 'string');
    assert.equal(upstream.seen.length, before);
  });
}

test('a header that is not a bearer is refused', async () => {
  assert.equal((await call(gateway.url, '/rest/v1/plans', { headers: { authorization: 'Basic abc' } })).status, 401);
});
