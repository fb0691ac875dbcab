import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkWrite } from './schema-guard.mjs';
import { buildSchema } from './schema-snapshot.mjs';
import { formAsJson } from './json-guard.mjs';
import { parseToml } from './config.mjs';
import { emailOf } from './rate-limit.mjs';
import { call, json, startFakeUpstream, startTestGateway } from './fake-lite.mjs';

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];
const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));

const schema = buildSchema(
  [
    { table_name: 'contact_messages', column_name: 'subject', data_type: 'text', udt_name: 'text' },
    { table_name: 'meeting_requests', column_name: 'proposed_times', data_type: 'ARRAY', udt_name: '_timestamptz' },
    { table_name: 'profiles', column_name: 'is_admin', data_type: 'boolean', udt_name: 'bool' },
  ],
  [
    { routine_name: 'subscribe', specific_name: 'subscribe_1', parameter_name: 'plan_id', data_type: 'text', udt_name: 'text' },
    { routine_name: 'founder_directory_page', specific_name: 'f_1', parameter_name: 'search', data_type: 'text', udt_name: 'text' },
  ],
);
const tables = ['contact_messages', 'meeting_requests', 'profiles', ...PROTOTYPE_KEYS];
const functions = ['subscribe', 'founder_directory_page', ...PROTOTYPE_KEYS];

/** A JSON object as JSON.parse builds it: "__proto__" becomes an own property. */
const objectOf = (entries) => JSON.parse(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);
const entries = fc.array(fc.tuple(key, fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 4 });

/** @param {() => unknown} check  returns, or throws a 4xx GatewayError, never anything else */
function onlyRefusals(check) {
  try {
    check();
  } catch (error) {
    assert.ok(error && typeof error.status === 'number' && error.status >= 400 && error.status < 500, String(error?.stack ?? error));
  }
}

test('unit: the schema guard takes prototype keys as columns, arguments, tables and functions without failing', () => {
  fc.assert(
    fc.property(fc.constantFrom(...tables), entries, fc.boolean(), (table, fields, many) => {
      const row = objectOf(fields);
      onlyRefusals(() => checkWrite({ method: 'POST', pathname: `/rest/v1/${table}`, body: many ? [row, row] : row, schema }));
      onlyRefusals(() => checkWrite({ method: 'PATCH', pathname: `/rest/v1/${table}`, body: row, schema }));
    }),
    { numRuns: 500 },
  );
  fc.assert(
    fc.property(fc.constantFrom(...functions), entries, (name, fields) => {
      onlyRefusals(() => checkWrite({ method: 'POST', pathname: `/rest/v1/rpc/${name}`, body: objectOf(fields), schema }));
    }),
    { numRuns: 500 },
  );
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/constructor', body: { a: 1 }, schema }), 'unknown');
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/rpc/toString', body: { a: 1 }, schema }), 'unknown');
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/profiles', body: { constructor: 'x', toString: 1 }, schema }), 'ok');
});

test('unit: a snapshot with prototype-named tables and columns stays a plain lookup', () => {
  const odd = buildSchema(
    [
      { table_name: 'constructor', column_name: 'toString', data_type: 'boolean', udt_name: 'bool' },
      { table_name: '__proto__', column_name: 'valueOf', data_type: 'ARRAY', udt_name: '_text' },
    ],
    [{ routine_name: 'hasOwnProperty', specific_name: 'h_1', parameter_name: '__proto__', data_type: 'integer', udt_name: 'int4' }],
  );
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/constructor', body: { toString: 'yes' }, schema: odd }), 'rewritten');
  assert.throws(() => checkWrite({ method: 'POST', pathname: '/rest/v1/__proto__', body: { valueOf: 'x' }, schema: odd }), { status: 400 });
  assert.throws(
    () => checkWrite({ method: 'POST', pathname: '/rest/v1/rpc/hasOwnProperty', body: objectOf([['__proto__', {}]]), schema: odd }),
    {
      status: 400,
    },
  );
  assert.equal(Object.getPrototypeOf(Object), Function.prototype, 'Object itself untouched');
  assert.equal(/** @type {any} */ ({}).toString, Object.prototype.toString);
});

test('unit: forms, gateway settings and auth bodies keep prototype keys as plain data', () => {
  assert.equal(formAsJson(Buffer.from('__proto__=x&constructor=y')).bytes.toString(), '{"__proto__":"x","constructor":"y"}');
  const toml = parseToml('[__proto__]\npolluted = 1\n[constructor]\nx = 2\n');
  assert.equal(/** @type {any} */ ({}).polluted, undefined);
  assert.equal(toml.constructor.x, 2);
  assert.equal(emailOf(objectOf([['__proto__', { email: 'victim@example.com' }]])), null);
  assert.equal(
    emailOf(
      objectOf([
        ['constructor', 'x'],
        ['email', 'A@b.c'],
      ]),
    ),
    'a@b.c',
  );
});

let upstream;
let gateway;
before(async () => {
  upstream = await startFakeUpstream((req, res) => json(res, req.url?.startsWith('/auth/v1/token') ? 400 : 201, { ok: false }));
  gateway = await startTestGateway(upstream.url, { schema });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

test('through the gateway: prototype keys in REST writes, auth bodies and query strings never get a 500', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(
        ...tables.map((t) => `/rest/v1/${t}`),
        ...functions.map((f) => `/rest/v1/rpc/${f}`),
        '/auth/v1/token?grant_type=password',
        '/auth/v1/token?grant_type=refresh_token',
        '/auth/v1/signup',
        '/auth/v1/otp',
      ),
      fc.constantFrom('POST', 'PATCH'),
      entries,
      fc.array(fc.tuple(key, fc.string({ maxLength: 6 })), { maxLength: 3 }),
      async (path, method, fields, params) => {
        const query = new URLSearchParams(params).toString();
        const target = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
        const body = `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
        const answer = await call(gateway.url, target, { method, body, headers: { 'content-type': 'application/json' } });
        assert.ok(answer.status < 500, `${method} ${target} ${body} -> ${answer.status} ${answer.text}`);
      },
    ),
    { numRuns: 200 },
  );
  for (const path of [
    '/rest/v1/plans?constructor=eq.1&__proto__=x',
    '/rest/v1/rpc/toString?valueOf=1',
    '/auth/v1/token?grant_type=__proto__',
  ]) {
    assert.ok((await call(gateway.url, path)).status < 500, path);
  }
});
