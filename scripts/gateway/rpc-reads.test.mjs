import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { isReadOnlyCall } from './schema-guard.mjs';
import { buildSchema } from './schema-snapshot.mjs';
import { readGatewaySettings } from './config.mjs';
import { call, json, startFakeUpstream, startTestGateway } from './fake-lite.mjs';

const schema = buildSchema(
  [{ table_name: 'contact_messages', column_name: 'subject', data_type: 'text', udt_name: 'text' }],
  [
    { routine_name: 'founder_directory_page', specific_name: 'f_1', parameter_name: 'search', data_type: 'text', udt_name: 'text' },
    { routine_name: 'investor_directory_page', specific_name: 'i_1', parameter_name: 'search', data_type: 'text', udt_name: 'text' },
  ],
  [
    { routine_name: 'founder_directory_page', volatility: 's' },
    { routine_name: 'investor_directory_page', volatility: 's' },
    { routine_name: 'plan_price', volatility: 'i' },
    { routine_name: 'subscribe', volatility: 'v' },
    // one volatile overload makes the name a write
    { routine_name: 'mixed', volatility: 's' },
    { routine_name: 'mixed', volatility: 'v' },
  ],
);

test('unit: stable and immutable functions are reads, a volatile overload makes the name a write', () => {
  assert.deepEqual(schema.readOnlyFunctions, ['founder_directory_page', 'investor_directory_page', 'plan_price']);
});

test('unit: isReadOnlyCall decides by the function, not the method', () => {
  const read = (method, pathname) => isReadOnlyCall({ method, pathname, schema });
  assert.equal(read('POST', '/rest/v1/rpc/founder_directory_page'), true);
  assert.equal(read('POST', '/rest/v1/rpc/investor_directory_page/'), true);
  assert.equal(read('GET', '/rest/v1/rpc/founder_directory_page'), true);
  assert.equal(read('GET', '/rest/v1/plans'), true);
  assert.equal(read('HEAD', '/rest/v1/plans'), true);
  // a GET may run a volatile function: it is judged by the function too
  assert.equal(read('GET', '/rest/v1/rpc/subscribe'), false);
  assert.equal(read('POST', '/rest/v1/rpc/subscribe'), false);
  assert.equal(read('POST', '/rest/v1/rpc/mixed'), false);
  assert.equal(read('POST', '/rest/v1/rpc/unknown'), false);
  assert.equal(read('POST', '/rest/v1/rpc/%E0'), false);
  assert.equal(read('PATCH', '/rest/v1/rpc/founder_directory_page'), false);
  assert.equal(read('POST', '/rest/v1/founder_directory_page'), false);
  assert.equal(read('POST', '/rest/v1/contact_messages'), false);
  assert.equal(read('POST', '/rest/v1/rpc/constructor'), false);
});

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup(rateLimits) {
  const upstream = await startFakeUpstream((req, res) => json(res, req.url?.includes('/rpc/') ? 200 : 201, []));
  const gateway = await startTestGateway(upstream.url, { schema, rateLimits, rateLimitScale: 1 });
  cleanups.push(
    () => upstream.close(),
    () => gateway.close(),
  );
  return gateway;
}

test('with the real limits, 30 anonymous directory pages in a minute all pass and the 11th anonymous write is still 429', async () => {
  const settings = await readGatewaySettings(new URL('../../supabase/gateway.toml', import.meta.url).pathname);
  const gateway = await setup(settings.rateLimits);
  for (let i = 0; i < 30; i += 1) {
    const fn = i % 2 ? 'founder_directory_page' : 'investor_directory_page';
    assert.equal((await call(gateway.url, `/rest/v1/rpc/${fn}`, { json: { search: `q${i}` } })).status, 200, `page ${i + 1}`);
  }
  for (let i = 0; i < 10; i += 1)
    assert.equal((await call(gateway.url, '/rest/v1/contact_messages', { json: { subject: 's' } })).status, 201);
  const eleventh = await call(gateway.url, '/rest/v1/contact_messages', { json: { subject: 's' } });
  assert.equal(eleventh.status, 429);
  // a volatile function still spends the write budget
  assert.equal((await call(gateway.url, '/rest/v1/rpc/subscribe', { json: {} })).status, 429);
  // and reading goes on after the write budget is spent
  assert.equal((await call(gateway.url, '/rest/v1/rpc/founder_directory_page', { json: { search: '' } })).status, 200);
});

test('a GET of a volatile function spends the write budget; plain reads spend nothing', async () => {
  const gateway = await setup({ anonymous_writes: 2 });
  for (let i = 0; i < 2; i += 1) assert.equal((await call(gateway.url, '/rest/v1/rpc/subscribe?plan_id=x')).status, 200);
  assert.equal((await call(gateway.url, '/rest/v1/rpc/subscribe?plan_id=x')).status, 429);
  for (let i = 0; i < 5; i += 1) assert.equal((await call(gateway.url, '/rest/v1/contact_messages?select=id')).status, 201);
  assert.equal((await call(gateway.url, '/rest/v1/rpc/founder_directory_page?search=a')).status, 200);
});

test('reads have a budget of their own (anonymous_reads per minute per IP)', async () => {
  const gateway = await setup({ anonymous_reads: 5, anonymous_writes: 1 });
  for (let i = 0; i < 5; i += 1) assert.equal((await call(gateway.url, '/rest/v1/rpc/founder_directory_page', { json: {} })).status, 200);
  const refused = await call(gateway.url, '/rest/v1/rpc/founder_directory_page', { json: {} });
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  assert.equal((await call(gateway.url, '/rest/v1/contact_messages', { json: {} })).status, 201);
});
