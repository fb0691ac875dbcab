import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, PUBLISHABLE, startFakeUpstream, startTestGateway } from './fake-lite.mjs';
import { storageAction } from './storage-guard.mjs';

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\n', 'latin1');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('IHDR')]);
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const HTML = Buffer.from('<html><script>alert(localStorage)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

let upstream;
let gateway;
before(async () => {
  // lite as it behaves: the answer's type is derived from the stored name
  upstream = await startFakeUpstream((req, res, body) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': req.url?.endsWith('.html') ? 'text/html' : 'application/pdf' });
      res.end(HTML);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Key: req.url, size: body.length }));
  });
  gateway = await startTestGateway(upstream.url);
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

const upload = (name, body, contentType, method = 'POST') =>
  call(gateway.url, `/storage/v1/object/verification-documents/u1/${name}`, {
    method,
    body,
    headers: { 'content-type': contentType, authorization: `Bearer ${PUBLISHABLE}` },
  });

test('an upload whose name, declared type and bytes agree on PDF, PNG or JPEG reaches lite unchanged', async () => {
  for (const [name, body, type] of [
    ['a.pdf', PDF, 'application/pdf'],
    ['b.png', PNG, 'image/png'],
    ['c.jpg', JPEG, 'image/jpeg'],
    ['d.JPEG', JPEG, 'image/jpeg; charset=binary'],
  ]) {
    const answer = await upload(name, body, type);
    assert.equal(answer.status, 200, name);
    assert.ok(upstream.seen.at(-1).body.equals(body), name);
  }
  assert.equal((await upload('e.png', PNG, 'image/png', 'PUT')).status, 200);
});

test('the stored-XSS uploads are refused before lite sees them', async () => {
  const seen = upstream.seen.length;
  const cases = [
    ['passport.html', HTML, 'image/png', 400],
    ['passport.svg', SVG, 'image/png', 400],
    ['passport.html', PNG, 'image/png', 400],
    ['noextension', PNG, 'image/png', 400],
    ['fake.png', Buffer.from('just some text'), 'image/png', 415],
    ['fake.pdf', Buffer.from('0123456789'), 'application/pdf', 415],
    ['real.png', PNG, 'application/pdf', 415],
    ['real.pdf', PNG, 'image/png', 415],
    ['real.png', PNG, 'text/html', 415],
    ['empty.pdf', Buffer.alloc(0), 'application/pdf', 415],
    ['x.png.html', PNG, 'image/png', 400],
    ['passport%2Ehtml', HTML, 'image/png', 400],
    ['passport.p%6Eg', HTML, 'image/png', 415],
  ];
  for (const [name, body, type, status] of cases) {
    const answer = await upload(name, body, type);
    assert.equal(answer.status, status, `${name} as ${type}`);
    assert.match(answer.body.message, status === 415 ? /not a real PDF, PNG or JPEG image/ : /file name/i);
  }
  assert.equal((await upload('page.html', HTML, 'text/html', 'PUT')).status, 400);
  assert.equal(upstream.seen.length, seen);
});

test('multipart uploads (supabase-js sends a Blob that way) are checked part by part', async () => {
  const form = (blob) => {
    const data = new FormData();
    data.append('cacheControl', '3600');
    data.append('', blob);
    return data;
  };
  const send = async (name, data) => {
    const request = new Request('http://x', { method: 'POST', body: data });
    return call(gateway.url, `/storage/v1/object/pitch-decks/u1/${name}`, {
      body: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') },
    });
  };
  assert.equal((await send('deck.pdf', form(new Blob([PDF], { type: 'application/pdf' })))).status, 200);
  assert.equal((await send('deck.pdf', form(new Blob([HTML], { type: 'application/pdf' })))).status, 415);
  assert.equal((await send('deck.pdf', form(new Blob([PDF], { type: 'text/html' })))).status, 415);
});

test('signed upload URLs, moves and copies keep to the allow-list', async () => {
  const headers = { 'content-type': 'application/json' };
  assert.equal((await call(gateway.url, '/storage/v1/object/upload/sign/docs/u1/x.html', { method: 'POST', headers })).status, 400);
  assert.equal((await call(gateway.url, '/storage/v1/object/upload/sign/docs/u1/x.pdf', { method: 'POST', headers })).status, 200);
  const signedPut = (body, type) =>
    call(gateway.url, '/storage/v1/object/upload/sign/docs/u1/x.pdf?token=t', { method: 'PUT', body, headers: { 'content-type': type } });
  assert.equal((await signedPut(HTML, 'application/pdf')).status, 415);
  assert.equal((await signedPut(PDF, 'application/pdf')).status, 200);
  const rename = (path, sourceKey, destinationKey) =>
    call(gateway.url, `/storage/v1/object/${path}`, { json: { bucketId: 'docs', sourceKey, destinationKey } });
  assert.equal((await rename('move', 'u1/a.png', 'u1/a.html')).status, 400);
  assert.equal((await rename('copy', 'u1/a.png', 'u1/b.pdf')).status, 400);
  assert.equal((await rename('move', 'u1/a.png', 'u1/b.png')).status, 200);
});

test('downloads are served with nosniff, an allow-listed type and a Content-Disposition', async () => {
  const html = await call(gateway.url, '/storage/v1/object/docs/u1/old.html');
  assert.equal(html.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(html.headers.get('content-type'), 'application/octet-stream');
  assert.equal(html.headers.get('content-disposition'), 'attachment; filename="old.html"');

  const pdf = await call(gateway.url, '/storage/v1/object/sign/docs/u1/r%C3%A9sum%C3%A9%20"x".pdf?token=t');
  assert.equal(pdf.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(pdf.headers.get('content-type'), 'application/pdf');
  assert.equal(pdf.headers.get('content-disposition'), 'inline; filename="re_sume_x_.pdf"');
});

test('storageAction tells uploads, renames and downloads from the other storage calls', () => {
  assert.deepEqual(storageAction('POST', '/storage/v1/object/docs/u1/a.pdf'), { action: 'upload', name: 'u1/a.pdf' });
  assert.deepEqual(storageAction('GET', '/storage/v1/object/public/docs/a%20b.png'), { action: 'download', name: 'a b.png' });
  assert.equal(storageAction('POST', '/storage/v1/object/list/docs'), null);
  assert.equal(storageAction('POST', '/storage/v1/object/sign/docs/u1/a.pdf'), null);
  assert.equal(storageAction('GET', '/storage/v1/object/info/docs/u1/a.pdf'), null);
  assert.equal(storageAction('DELETE', '/storage/v1/object/docs'), null);
  assert.equal(storageAction('GET', '/storage/v1/bucket'), null);
  assert.throws(() => storageAction('POST', '/storage/v1/object/docs/u1/%E0%A4%A.pdf'), /not valid/);
});
