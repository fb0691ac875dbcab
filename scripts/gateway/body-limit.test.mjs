import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { call, okUpstream, startTestGateway } from './fake-lite.mjs';

let upstream;
let gateway;
before(async () => {
  upstream = await okUpstream();
  gateway = await startTestGateway(upstream.url, { storageBodyLimit: 2 * 1024 * 1024 });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

const MB = 1024 * 1024;
const jsonOf = (bytes) => JSON.stringify({ message: 'x'.repeat(bytes) });

/** A chunked body (no Content-Length), written in pieces. */
function sendChunked(path, totalBytes) {
  const { port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c) => (text += c))
          .on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    // a PDF as far as the storage guard reads it
    const chunk = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(64 * 1024 - 5, 97)]);
    let sent = 0;
    const write = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

test('a REST body over 1 MB is answered 413 with a JSON message and never reaches lite', async () => {
  const before = upstream.seen.length;
  const { status, body } = await call(gateway.url, '/rest/v1/contact_messages', {
    body: jsonOf(MB + 10),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(status, 413);
  assert.equal(body.code, 'PGRST413');
  assert.match(body.message, /1 MB/);
  assert.equal(upstream.seen.length, before);
});

test('an auth body over 1 MB is answered 413 in GoTrue shape', async () => {
  const { status, body } = await call(gateway.url, '/auth/v1/signup', {
    body: jsonOf(2 * MB),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(status, 413);
  assert.equal(body.code, 413);
  assert.equal(body.error_code, 'request_too_large');
});

test('bytes are counted while streaming, also without Content-Length', async () => {
  const { status, body } = await sendChunked('/rest/v1/contact_messages', MB + 64 * 1024);
  assert.equal(status, 413);
  assert.equal(body.code, 'PGRST413');
});

test('a body just under the limit passes', async () => {
  const { status } = await call(gateway.url, '/rest/v1/contact_messages', {
    body: jsonOf(MB - 100),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(status, 200);
});

test('storage keeps its own, larger cap', async () => {
  const ok = await sendChunked('/storage/v1/object/docs/a.pdf', 1.5 * MB);
  assert.equal(ok.status, 200);
  assert.equal(upstream.seen.at(-1)?.body.length, 1.5 * MB);
  const refused = await sendChunked('/storage/v1/object/docs/b.pdf', 3 * MB);
  assert.equal(refused.status, 413);
  const declared = await call(gateway.url, '/storage/v1/object/docs/c.bin', {
    body: Buffer.alloc(3 * MB),
    headers: { 'content-type': 'application/octet-stream' },
  });
  assert.equal(declared.status, 413);
});
