import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkWrite } from './schema-guard.mjs';
import { buildSchema } from './schema-snapshot.mjs';
import { call, okUpstream, startTestGateway } from './fake-lite.mjs';

const schema = buildSchema(
  [
    { table_name: 'meeting_requests', column_name: 'professional_id', data_type: 'uuid', udt_name: 'uuid' },
    { table_name: 'meeting_requests', column_name: 'proposed_times', data_type: 'ARRAY', udt_name: '_timestamptz' },
    { table_name: 'founder_profiles', column_name: 'team', data_type: 'jsonb', udt_name: 'jsonb' },
    { table_name: 'founder_profiles', column_name: 'links', data_type: 'ARRAY', udt_name: '_jsonb' },
    { table_name: 'founder_profiles', column_name: 'name', data_type: 'text', udt_name: 'text' },
  ],
  [
    { routine_name: 'subscribe', specific_name: 'subscribe_1', parameter_name: 'plan_id', data_type: 'text', udt_name: 'text' },
    { routine_name: 'submit_profile_change', specific_name: 's_2', parameter_name: 'changes', data_type: 'jsonb', udt_name: 'jsonb' },
    { routine_name: 'takes_body', specific_name: 't_3', parameter_name: null, data_type: 'json', udt_name: 'json' },
    { routine_name: 'no_args', specific_name: 'n_4', parameter_name: null, data_type: null, udt_name: null },
  ],
);

const write = (pathname, body, method = 'POST', prefer = '') => () => checkWrite({ method, pathname, body, prefer, schema });

test('builds kinds from information_schema rows', () => {
  assert.deepEqual(schema.tables.meeting_requests, { professional_id: 'scalar', proposed_times: 'array' });
  assert.deepEqual(schema.tables.founder_profiles, { team: 'json', links: 'json-array', name: 'scalar' });
  assert.deepEqual(schema.functions.subscribe, { plan_id: 'scalar' });
  assert.equal(schema.functions.takes_body, null);
  assert.deepEqual(schema.functions.no_args, {});
});

test('array columns take JSON arrays of scalars or null', () => {
  assert.doesNotThrow(write('/rest/v1/meeting_requests', { proposed_times: ['2026-01-01T10:00:00Z', null] }));
  assert.doesNotThrow(write('/rest/v1/meeting_requests', { proposed_times: null }));
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: { a: 1 } }), { status: 400, code: '22P02' });
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: true }), /expected a JSON array/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: '{2026-01-01}' }), /expected a JSON array/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: [{ a: 1 }] }), /array item is an object/);
  assert.throws(write('/rest/v1/meeting_requests', { proposed_times: [[1]] }), /array item is an array/);
});

test('jsonb takes anything, jsonb[] any array, scalars no objects or arrays', () => {
  assert.doesNotThrow(write('/rest/v1/founder_profiles', { team: [{ name: 'x' }], links: [{ url: 'https://a' }] }, 'PATCH'));
  assert.throws(write('/rest/v1/founder_profiles', { links: { url: 'x' } }, 'PATCH'), /expected a JSON array/);
  assert.throws(write('/rest/v1/founder_profiles', { name: ['x'] }, 'PUT'), /column "name" of table "founder_profiles"/);
  assert.throws(write('/rest/v1/founder_profiles', { name: { x: 1 } }), /expected a single value/);
});

test('bulk inserts check every row; unknown columns and tables are left to lite', () => {
  assert.throws(write('/rest/v1/meeting_requests', [{ proposed_times: [] }, { proposed_times: 5 }]), { status: 400 });
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/meeting_requests', body: { nope: { a: 1 } }, schema }), 'ok');
  assert.equal(checkWrite({ method: 'POST', pathname: '/rest/v1/unknown_table', body: { a: 1 }, schema }), 'unknown');
  assert.equal(checkWrite({ method: 'GET', pathname: '/rest/v1/meeting_requests', body: undefined, schema }), 'ok');
});

test('rpc arguments are checked by type; whole-body functions are not', () => {
  assert.throws(write('/rest/v1/rpc/subscribe', { plan_id: { x: 1 } }), /argument "plan_id" of function "subscribe"/);
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
