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
  const response = await call(gateway.url, '/auth/v1/signup', { body: '{"email":"a@b.c","password":"x\\u0000"}', headers: { 'content-type': 'application/json' } });
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
