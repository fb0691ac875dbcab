import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { badCharacter, checkJsonBody } from './json-guard.mjs';
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

test('finds NULs and lone surrogates, accepts paired surrogates (emoji)', () => {
  assert.equal(badCharacter('fine 😀 text'), null);
  assert.match(badCharacter('a\u0000b') ?? '', /NUL/);
  assert.match(badCharacter('a\ud800b') ?? '', /surrogate/);
  assert.match(badCharacter('a\udc00') ?? '', /surrogate/);
  assert.match(badCharacter('end\ud83d') ?? '', /surrogate/);
});

test('walks keys and nested values', () => {
  assert.deepEqual(checkJsonBody(Buffer.from('{"a":[1,{"b":"ok"}]}')), { a: [1, { b: 'ok' }] });
  assert.throws(() => checkJsonBody(Buffer.from('{"a":[1,{"b":"x\\u0000"}]}')), { status: 400 });
  assert.throws(() => checkJsonBody(Buffer.from('{"k\\ud800":1}')), { status: 400 });
  assert.throws(() => checkJsonBody(Buffer.from('{"a":"raw\u0000byte"}')), { status: 400 });
  assert.throws(() => checkJsonBody(Buffer.from('{bad')), { status: 400 });
  assert.throws(() => checkJsonBody(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])), { status: 400 });
});

const bad = [
  ['malformed JSON', '{"name": '],
  ['a \\u0000 escape', '{"name":"a\\u0000b"}'],
  ['a raw NUL byte', '{"name":"a\u0000b"}'],
  ['a lone surrogate', '{"name":"a\\ud800b"}'],
  ['a NUL in a key', '{"na\\u0000me":"x"}'],
  ['a NUL deep inside', '[{"tags":["ok",{"x":"\\u0000"}]}]'],
];
for (const [what, body] of bad) {
  test(`a REST body with ${what} is answered 400 before lite sees it`, async () => {
    const before = upstream.seen.length;
    const response = await call(gateway.url, '/rest/v1/contact_messages', { body, headers: { 'content-type': 'application/json' } });
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'PGRST102');
    assert.equal(upstream.seen.length, before);
  });
}

test('auth bodies are checked too (GoTrue shape)', async () => {
  const response = await call(gateway.url, '/auth/v1/signup', {
    body: '{"email":"a@b.c","password":"x\\u0000"}',
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(response.status, 400);
  assert.equal(response.body.error_code, 'bad_json');
});

test('a query-string value with NUL is answered 400', async () => {
  const response = await call(gateway.url, '/rest/v1/plans?id=eq.a%00b');
  assert.equal(response.status, 400);
  const rpc = await call(gateway.url, '/rest/v1/rpc/f?arg=%00');
  assert.equal(rpc.status, 400);
});

test('ordinary JSON and emoji pass unchanged', async () => {
  const body = '{"name":"Zoë 😀","message":"tab\\tnew\\nline"}';
  const response = await call(gateway.url, '/rest/v1/contact_messages', { body, headers: { 'content-type': 'application/json' } });
  assert.equal(response.status, 200);
  assert.equal(upstream.seen.at(-1)?.body.toString(), body);
});

test('a path with an invalid percent-encoding or a NUL is 400, never 500 (rest, rpc, auth)', async () => {
  for (const path of ['/rest/v1/pl%ZZans', '/rest/v1/rpc/sub%ZZ', '/rest/v1/con%E0%A4', '/rest/v1/plans%00', '/rest/v1/rpc/f%00']) {
    const before = upstream.seen.length;
    const { status, body } = await call(gateway.url, path, { json: {} });
    assert.equal(status, 400, path);
    assert.equal(body.code, 'PGRST100');
    assert.match(body.message, /Invalid path/);
    assert.equal(upstream.seen.length, before, 'never reaches lite');
  }
  const auth = await call(gateway.url, '/auth/v1/%ZZ', { json: {} });
  assert.equal(auth.status, 400);
  assert.equal(auth.body.error_code, 'validation_failed');
  // an invalid encoding in a query value stays lite's to judge; an encoded path is fine
  assert.equal((await call(gateway.url, '/rest/v1/plans?name=eq.%ZZ')).status, 200);
  assert.equal((await call(gateway.url, '/rest/v1/my%20table')).status, 200);
});

test('form bodies on /rest are checked like JSON and sent on as JSON; CSV writes are refused', async () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const nul = await call(gateway.url, '/rest/v1/contact_messages', { body: 'name=a%00b', headers: form });
  assert.equal(nul.status, 400);
  assert.match(nul.body.message, /NUL/);
  const ok = await call(gateway.url, '/rest/v1/contact_messages', { body: 'name=Ada+L&email=a%40b.co', headers: form });
  assert.equal(ok.status, 200);
  const sent = upstream.seen.at(-1);
  assert.equal(sent.headers['content-type'], 'application/json');
  assert.deepEqual(JSON.parse(sent.body.toString()), { name: 'Ada L', email: 'a@b.co' });
  const csv = await call(gateway.url, '/rest/v1/contact_messages', {
    body: 'name,email\nx,a@b.co',
    headers: { 'content-type': 'text/csv' },
  });
  assert.equal(csv.status, 415);
  assert.equal(csv.body.code, 'PGRST102');
});

test('REST bodies are read as lite reads them: no media type, or application/json anywhere in the header, is JSON', async () => {
  const schemaless = { body: '{"name":"a\\u0000b"}' };
  for (const contentType of [';charset=utf-8', ' ', 'text/csv; x=application/json', 'APPLICATION/JSON']) {
    const before = upstream.seen.length;
    const response = await call(gateway.url, '/rest/v1/contact_messages', { ...schemaless, headers: { 'content-type': contentType } });
    assert.equal(response.status, 400, contentType);
    assert.equal(response.body.code, 'PGRST102', contentType);
    assert.equal(upstream.seen.length, before, contentType);
  }
  for (const contentType of ['text/plain', 'application/vnd.pgrst.object+json', 'TEXT/CSV', 'text/csv']) {
    const before = upstream.seen.length;
    const response = await call(gateway.url, '/rest/v1/contact_messages', {
      body: '{"name":"a"}',
      headers: { 'content-type': contentType },
    });
    assert.equal(response.status, 415, contentType);
    assert.match(response.body.message, /^Content-Type not acceptable: .+ \(send JSON\)$/);
    assert.equal(upstream.seen.length, before, contentType);
  }
});
