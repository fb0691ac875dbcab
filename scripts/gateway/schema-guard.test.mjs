import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkWrite, parseBoolean } from './schema-guard.mjs';
import { buildSchema } from './schema-snapshot.mjs';
import { call, okUpstream, startTestGateway } from './fake-lite.mjs';

const schema = buildSchema(
  [
    { table_name: 'meeting_requests', column_name: 'professional_id', data_type: 'uuid', udt_name: 'uuid' },
    { table_name: 'meeting_requests', column_name: 'proposed_times', data_type: 'ARRAY', udt_name: '_timestamptz' },
    { table_name: 'founder_profiles', column_name: 'team', data_type: 'jsonb', udt_name: 'jsonb' },
    { table_name: 'founder_profiles', column_name: 'links', data_type: 'ARRAY', udt_name: '_jsonb' },
    { table_name: 'founder_profiles', column_name: 'name', data_type: 'text', udt_name: 'text' },
    { table_name: 'contact_messages', column_name: 'subject', data_type: 'text', udt_name: 'text' },
    { table_name: 'contact_messages', column_name: 'mood', data_type: 'USER-DEFINED', udt_name: 'mood', typtype: 'e' },
    { table_name: 'appointments', column_name: 'scheduled_at', data_type: 'timestamp with time zone', udt_name: 'timestamptz' },
    { table_name: 'appointments', column_name: 'day', data_type: 'date', udt_name: 'date' },
    { table_name: 'profiles', column_name: 'is_admin', data_type: 'boolean', udt_name: 'bool' },
    { table_name: 'profiles', column_name: 'age', data_type: 'integer', udt_name: 'int4' },
    { table_name: 'profiles', column_name: 'price', data_type: 'numeric', udt_name: 'numeric' },
    { table_name: 'profiles', column_name: 'flags', data_type: 'ARRAY', udt_name: '_bool' },
    { table_name: 'profiles', column_name: 'skills', data_type: 'ARRAY', udt_name: '_text' },
    { table_name: 'profiles', column_name: 'shape', data_type: 'USER-DEFINED', udt_name: 'geometry', typtype: 'b' },
    { table_name: 'donors', column_name: 'terms_accepted', data_type: 'boolean', udt_name: 'bool' },
  ],
  [
    { routine_name: 'subscribe', specific_name: 'subscribe_1', parameter_name: 'plan_id', data_type: 'text', udt_name: 'text' },
    { routine_name: 'subscribe', specific_name: 'subscribe_1', parameter_name: 'payment_method', data_type: 'text', udt_name: 'text' },
    { routine_name: 'request_donor', specific_name: 'r_5', parameter_name: 'listing_id', data_type: 'uuid', udt_name: 'uuid' },
    { routine_name: 'submit_profile_change', specific_name: 's_2', parameter_name: 'changes', data_type: 'jsonb', udt_name: 'jsonb' },
    { routine_name: 'takes_body', specific_name: 't_3', parameter_name: null, data_type: 'json', udt_name: 'json' },
    { routine_name: 'no_args', specific_name: 'n_4', parameter_name: null, data_type: null, udt_name: null },
  ],
);

const write =
  (pathname, body, method = 'POST', prefer = '') =>
  () =>
    checkWrite({ method, pathname, body, prefer, schema });

test('builds kinds from information_schema rows', () => {
  assert.deepEqual({ ...schema.tables.meeting_requests }, { professional_id: 'string', proposed_times: 'array:string' });
  assert.deepEqual({ ...schema.tables.founder_profiles }, { team: 'json', links: 'json-array', name: 'text' });
  assert.deepEqual({ ...schema.tables.contact_messages }, { subject: 'text', mood: 'text' });
  assert.deepEqual({ ...schema.tables.appointments }, { scheduled_at: 'string', day: 'string' });
  assert.deepEqual(
    { ...schema.tables.profiles },
    {
      is_admin: 'boolean',
      age: 'number',
      price: 'number',
      flags: 'array:boolean',
      skills: 'array:text',
      shape: 'scalar',
    },
  );
  assert.deepEqual({ ...schema.functions.subscribe }, { plan_id: 'text', payment_method: 'text' });
  assert.equal(schema.functions.takes_body, null);
  assert.deepEqual({ ...schema.functions.no_args }, {});
});

test('array columns take JSON arrays of scalars or null', () => {
  assert.doesNotThrow(write('/rest/v1/meeting_requests', { proposed_times: ['2026-01-01T10:00:00Z', null] }));
  assert.doesNotThrow(write('/rest/v1/meeting_requests', { proposed_times: null }));
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: { a: 1 } }), { status: 400, code: '22P02' });
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: true }), /expected a JSON array/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: '{2026-01-01}' }), /expected a JSON array/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: [{ a: 1 }] }), /array item is an object/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: [[1]] }), /array item is an array/);
  // items are checked by element type: PGlite's writer throws on a boolean for timestamptz
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: [true] }), /array item: got a boolean, expected a JSON string/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: ['2026-01-01T10:00:00Z', 5] }), /array item: got a number/);
  assert.doesNotThrow(write('/rest/v1/meeting_requests', { proposed_times: [] }));
  assert.throws(write('/rest/v1/profiles', { skills: ['a', false] }, 'PATCH'), /column "skills"/);
});

test('scalar columns: each type class takes its JSON types (found by the fuzz suite as 500s)', () => {
  const refused = [
    ['/rest/v1/contact_messages', { subject: true }, /column "subject" of table "contact_messages": got a boolean, expected text/],
    ['/rest/v1/contact_messages', { mood: false }, /column "mood".*expected text/],
    ['/rest/v1/appointments', { scheduled_at: true }, /column "scheduled_at".*got a boolean, expected a JSON string/],
    ['/rest/v1/appointments', { scheduled_at: 1e308 }, /got a number, expected a JSON string/],
    ['/rest/v1/appointments', { day: 5 }, /column "day"/],
    ['/rest/v1/profiles', { is_admin: '1899-12-31' }, /column "is_admin".*invalid input syntax for type boolean: "1899-12-31"/],
    ['/rest/v1/profiles', { is_admin: 1 }, /got a number, expected a boolean/],
    ['/rest/v1/profiles', { is_admin: 'o' }, /invalid input syntax for type boolean/],
    ['/rest/v1/donors', { terms_accepted: 'https://' }, /column "terms_accepted" of table "donors"/],
    ['/rest/v1/profiles', { age: true }, /column "age".*got a boolean, expected a number/],
    ['/rest/v1/profiles', { price: {} }, /column "price"/],
    ['/rest/v1/profiles', { shape: [1] }, /expected a single value/],
  ];
  for (const [path, body, message] of refused) {
    for (const method of ['POST', 'PATCH'])
      assert.throws(write(path, body, method), { status: 400, code: '22P02', message }, `${method} ${JSON.stringify(body)}`);
  }
  const accepted = [
    ['/rest/v1/contact_messages', { subject: 'Hi', mood: 'happy' }],
    ['/rest/v1/contact_messages', { subject: 42 }], // PostgreSQL (and PostgREST) make text of a number
    ['/rest/v1/appointments', { scheduled_at: 'not a date', day: '2024-02-30' }], // PostgreSQL answers 22007/22008
    ['/rest/v1/profiles', { age: '12', price: '1e3' }], // PostgreSQL judges numeric strings (22P02)
    ['/rest/v1/profiles', { age: 7, price: 12.5, is_admin: false, shape: 'POINT(1 1)' }],
    ['/rest/v1/profiles', { is_admin: null, age: null, skills: null }],
  ];
  for (const [path, body] of accepted)
    assert.equal(checkWrite({ method: 'POST', pathname: path, body, schema }), 'ok', JSON.stringify(body));
});

test('boolean strings PostgreSQL would read are rewritten to JSON booleans', () => {
  for (const [text, value] of [
    ['true', true],
    [' Yes ', true],
    ['on', true],
    ['1', true],
    ['tr', true],
    ['f', false],
    ['OFF', false],
    ['of', false],
    ['no', false],
    ['0', false],
  ]) {
    assert.equal(parseBoolean(text), value, text);
    const body = { is_admin: text, age: 3 };
    assert.equal(checkWrite({ method: 'PATCH', pathname: '/rest/v1/profiles', body, schema }), 'rewritten', text);
    assert.deepEqual(body, { is_admin: value, age: 3 });
  }
  for (const text of ['', 'o', '2', 'yess', 'nope', 'truex']) assert.equal(parseBoolean(text), null, text);
  const items = { flags: ['yes', false, null] };
  assert.equal(checkWrite({ method: 'PATCH', pathname: '/rest/v1/profiles', body: items, schema }), 'rewritten');
  assert.deepEqual(items, { flags: [true, false, null] });
  assert.equal(checkWrite({ method: 'PATCH', pathname: '/rest/v1/profiles', body: { is_admin: true }, schema }), 'ok');
});

test('jsonb takes anything, jsonb[] any array, scalars no objects or arrays', () => {
  assert.doesNotThrow(write('/rest/v1/founder_profiles', { team: [{ name: 'x' }], links: [{ url: 'https://a' }] }, 'PATCH'));
  assert.throws(write('/rest/v1/founder_profiles', { links: { url: 'x' } }, 'PATCH'), /expected a JSON array/);
  assert.throws(write('/rest/v1/founder_profiles', { name: ['x'] }, 'PUT'), /column "name" of table "founder_profiles"/);
  assert.throws(write('/rest/v1/founder_profiles', { name: { x: 1 } }), /got an object, expected text/);
});

test('bulk inserts check every row; unknown columns and tables are left to lite', () => {
  assert.throws(write('/rest/v1/meeting_requests', [{ proposed_times: [] }, { proposed_times: 5 }]), { status: 400 });
  assert.throws(write('/rest/v1/contact_messages', [{ subject: 'ok' }, { subject: true }]), /column "subject"/);
  const bulk = [{ is_admin: 'no' }, { is_admin: 't' }];
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/profiles', body: bulk, schema }), 'rewritten');
  assert.deepEqual(bulk, [{ is_admin: false }, { is_admin: true }]);
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/contact_messages', body: { unknown_column: true }, schema }), 'ok');
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/meeting_requests', body: { nope: { a: 1 } }, schema }), 'ok');
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/unknown_table', body: { a: 1 }, schema }), 'unknown');
  assert.equal(checkWrite({ method: 'GET', pathname: '/rest/v1/meeting_requests', body: undefined, schema }), 'ok');
});

test('rpc arguments are checked by type; whole-body functions are not', () => {
  assert.throws(write('/rest/v1/rpc/subscribe', { plan_id: { x: 1 } }), /argument "plan_id" of function "subscribe"/);
  assert.throws(write('/rest/v1/rpc/subscribe', { plan_id: false, payment_method: 'direct_debit' }), {
    status: 400,
    code: '22P02',
    message: /argument "plan_id" of function "subscribe": got a boolean, expected text/,
  });
  assert.throws(write('/rest/v1/rpc/request_donor', { listing_id: 5 }), /argument "listing_id".*expected a JSON string/);
  assert.doesNotThrow(write('/rest/v1/rpc/submit_profile_change', { changes: { full_name: 'A B' } }));
  assert.doesNotThrow(write('/rest/v1/rpc/takes_body', { anything: { at: 'all' } }));
  assert.doesNotThrow(write('/rest/v1/rpc/subscribe', { plan_id: { x: 1 } }, 'POST', 'params=single-object'));
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/rpc/unknown_fn', body: {}, schema }), 'unknown');
});

let upstream;
let gateway;
before(async () => {
  upstream = await okUpstream();
  gateway = await startTestGateway(upstream.url, { schema });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

test('through the gateway: the two wedge payloads get a PostgREST-like 400 and never reach lite', async () => {
  for (const proposed of [{ a: 1 }, true]) {
    const before = upstream.seen.length;
    const { status, body } = await call(gateway.url, '/rest/v1/meeting_requests', {
      json: { professional_id: '00000000-0000-0000-0000-000000000000', proposed_times: proposed },
    });
    assert.equal(status, 400);
    assert.deepEqual(Object.keys(body).sort(), ['code', 'details', 'hint', 'message']);
    assert.match(body.message, /proposed_times/);
    assert.equal(upstream.seen.length, before);
  }
  const fine = await call(gateway.url, '/rest/v1/meeting_requests', { json: { proposed_times: ['2026-01-01T10:00:00Z'] } });
  assert.equal(fine.status, 200);
});

test('through the gateway: wrong scalar types get 400 22P02 naming the column; boolean strings reach lite as booleans', async () => {
  for (const [path, json] of [
    ['/rest/v1/contact_messages', { subject: true }],
    ['/rest/v1/appointments', [{ scheduled_at: '2026-01-01T10:00:00Z' }, { scheduled_at: true }]],
    ['/rest/v1/rpc/subscribe', { plan_id: false, payment_method: 'direct_debit' }],
  ]) {
    const before = upstream.seen.length;
    const { status, body } = await call(gateway.url, path, { json });
    assert.equal(status, 400, path);
    assert.equal(body.code, '22P02');
    assert.match(body.message, /subject|scheduled_at|plan_id/);
    assert.equal(upstream.seen.length, before, 'never reaches lite');
  }
  const patched = await call(gateway.url, '/rest/v1/profiles?id=eq.1', { method: 'PATCH', json: { is_admin: 'off', age: 3 } });
  assert.equal(patched.status, 200);
  const sent = upstream.seen.at(-1);
  assert.deepEqual(JSON.parse(sent.body.toString()), { is_admin: false, age: 3 });
  assert.equal(sent.headers['content-length'], String(sent.body.length));
  // a body that needs no rewrite is forwarded byte for byte
  const raw = '{"age":  7, "is_admin":true}';
  await call(gateway.url, '/rest/v1/profiles?id=eq.1', { method: 'PATCH', body: raw, headers: { 'content-type': 'application/json' } });
  assert.equal(upstream.seen.at(-1).body.toString(), raw);
});
