import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mapUpstreamError } from './error-map.mjs';
import { call, json, startFakeUpstream, startTestGateway, userToken } from './fake-lite.mjs';

const sup = (message) => ({ code: 'SUP', details: null, hint: null, message });
const map = (message, signedIn = false) => mapUpstreamError({ status: 500, body: sup(message), signedIn, family: 'rest' });

test("lite's 500 SUP answers get PostgREST's status, message kept", () => {
  const cases = [
    ['error: new row for relation "plans" violates check constraint "plans_id_check"', 400, '23514'],
    ['error: null value in column "name" of relation "plans" violates not-null constraint', 400, '23502'],
    ['error: duplicate key value violates unique constraint "plans_pkey"', 409, '23505'],
    ['error: insert or update on table "x" violates foreign key constraint "x_fkey"', 409, '23503'],
    ['error: invalid input syntax for type uuid: "nope"', 400, '22P02'],
    ['error: value too long for type character varying(10)', 400, '22001'],
    ['error: invalid byte sequence for encoding "UTF8": 0x00', 400, '22021'],
    ['error: An active subscription is required to book a meeting', 400, 'P0001'],
  ];
  for (const [message, status, code] of cases) {
    const mapped = map(message);
    assert.equal(mapped?.status, status, message);
    assert.equal(mapped?.body.code, code);
    assert.equal(mapped?.body.message, message.slice('error: '.length));
  }
});

test('the postgres driver\'s "PostgresError: " prefix is recognised like PGlite\'s "error: "', () => {
  const check = map('PostgresError: new row for relation "family_members" violates check constraint "family_members_age_check"', true);
  assert.equal(check?.status, 400);
  assert.equal(check?.body.code, '23514');
  assert.equal(check?.body.message, 'new row for relation "family_members" violates check constraint "family_members_age_check"');
  const raised = map('PostgresError: Mock payments are available in demo mode only');
  assert.equal(raised?.status, 400);
  assert.equal(raised?.body.code, 'P0001');
  assert.equal(raised?.body.message, 'Mock payments are available in demo mode only');
});

test("PGlite's writer errors for a JSON value of the wrong type are 400, never internal text", () => {
  for (const [message, code] of [
    ['Error: Invalid input for string type', '22P02'],
    ['Error: Invalid input for boolean type', '22P02'],
    ['Error: Invalid input for date type', '22P02'],
    ['RangeError: Invalid time value', '22008'],
  ]) {
    const mapped = map(message);
    assert.equal(mapped?.status, 400, message);
    assert.equal(mapped?.body.code, code);
    assert.doesNotMatch(String(mapped?.body.message), /Error:/);
  }
  assert.match(String(map('Error: Invalid input for boolean type')?.body.message), /type boolean/);
});

test('RLS and permission errors: 403 signed in, 401 anon', () => {
  const rls = 'error: new row violates row-level security policy for table "plans"';
  assert.equal(map(rls, true)?.status, 403);
  assert.equal(map(rls, false)?.status, 401);
  assert.equal(map('error: permission denied for function seed_demo_data', true)?.status, 403);
});

test('real internal errors stay 500 with a generic message and no stack', () => {
  for (const message of [
    'TypeError: x is not a function\n    at foo (/app/x.js:1:2)',
    'error: could not open file "base/1/2"',
    'something odd',
  ]) {
    const mapped = map(message);
    assert.equal(mapped?.status, 500);
    assert.equal(mapped?.body.message, 'Internal server error');
  }
  const auth = mapUpstreamError({
    status: 500,
    body: { code: 500, msg: 'Error: boom\n    at x (y.js:1:1)' },
    signedIn: false,
    family: 'auth',
  });
  assert.deepEqual(auth?.body, { code: 500, error_code: 'unexpected_failure', msg: 'Internal server error' });
});

test('an aborted transaction is a 503 that triggers the probe', () => {
  const mapped = map('error: current transaction is aborted, commands ignored until end of transaction block');
  assert.equal(mapped?.status, 503);
  assert.equal(mapped?.wedged, true);
});

test('answers below 500 are left alone', () => {
  assert.equal(mapUpstreamError({ status: 400, body: { code: '22023' }, signedIn: false, family: 'rest' }), null);
});

let upstream;
let gateway;
before(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (req.url?.includes('check')) json(res, 500, sup('error: new row for relation "plans" violates check constraint "c"'));
    else if (req.url?.includes('stack')) json(res, 500, sup('TypeError: boom\n    at Object.<anonymous> (/srv/lite/index.js:10:5)'));
    else if (req.url?.includes('rls')) json(res, 500, sup('error: new row violates row-level security policy for table "t"'));
    else json(res, 200, [{ id: 1 }], { 'content-range': '0-0/*' });
  });
  gateway = await startTestGateway(upstream.url);
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

test('through the gateway: mapped status, kept message, no stack text, other answers streamed unchanged', async () => {
  const check = await call(gateway.url, '/rest/v1/check', { json: { id: 'ZZ' } });
  assert.equal(check.status, 400);
  assert.equal(check.body.code, '23514');
  const stack = await call(gateway.url, '/rest/v1/stack', { json: {} });
  assert.equal(stack.status, 500);
  assert.doesNotMatch(stack.text, /\bat |index\.js/);
  const rls = await call(gateway.url, '/rest/v1/rls', { json: {}, headers: { authorization: `Bearer ${await userToken()}` } });
  assert.equal(rls.status, 403);
  const ok = await call(gateway.url, '/rest/v1/plans');
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('content-range'), '0-0/*');
  assert.deepEqual(ok.body, [{ id: 1 }]);
});
