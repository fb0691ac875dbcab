import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remotesHandler } from './remotes-server.mjs';

let root;
let server;
const get = (pathname) => fetch(`http://127.0.0.1:${server.address().port}${pathname}`);
/** The status for a path sent exactly as written (fetch would resolve `..` before sending it). */
const rawStatus = (pathname) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.address().port, path: pathname }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .once('error', reject);
  });

before(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'remotes-server-'));
  const dist = path.join(root, 'mfe-one', 'dist');
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"one"}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var one;');
  writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
  writeFileSync(path.join(dist, '123.0a1b2c3d.js'), 'chunk();');
  writeFileSync(path.join(dist, '123.0a1b2c3d.js.map'), '{}');
  writeFileSync(path.join(root, 'secret.txt'), 'not a remote file');
  server = http.createServer(remotesHandler({ root, folders: ['mfe-one'] }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
});

after(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

test("each remote's manifest and entries are served under its folder, revalidated on every load, with CORS", async () => {
  for (const pathname of ['/mfe-one/mf-manifest.json', '/mfe-one/remoteEntry.js', '/mfe-one/server/remoteEntry.js']) {
    const response = await get(pathname);
    assert.equal(response.status, 200, pathname);
    assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    assert.equal(response.headers.get('access-control-allow-origin'), '*', pathname);
  }
  assert.equal(await (await get('/mfe-one/mf-manifest.json')).text(), '{"name":"one"}');
});

test('content-hashed chunks are immutable; source maps, other folders and paths outside dist/ are not served', async () => {
  const chunk = await get('/mfe-one/123.0a1b2c3d.js');
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  for (const pathname of [
    '/mfe-one/123.0a1b2c3d.js.map',
    '/mfe-two/mf-manifest.json',
    '/mfe-one/../secret.txt',
    '/mfe-one/%2e%2e/secret.txt',
    '/',
  ]) {
    assert.equal(await rawStatus(pathname), 404, pathname);
  }
});

test('answers /healthz for the container platform', async () => {
  const response = await get('/healthz');
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: 'ok' });
});

test('with a releases folder, each remote also serves its versioned releases under /<folder>/releases/<version>/', async () => {
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'remotes-releases-'));
  const release = path.join(releasesDir, 'marketing', '0.2.0-abcdef0123');
  mkdirSync(path.join(release, 'server'), { recursive: true });
  writeFileSync(path.join(release, 'release.json'), '{}');
  writeFileSync(path.join(release, 'mf-manifest.json'), '{"name":"marketing","release":2}');
  const dist = path.join(root, 'mfe-marketing', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"marketing"}');
  const withReleases = http.createServer(remotesHandler({ root, folders: ['mfe-marketing'], releasesDir }));
  await new Promise((resolve) => withReleases.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${withReleases.address().port}/mfe-marketing`;
    assert.equal(await (await fetch(`${base}/mf-manifest.json`)).text(), '{"name":"marketing"}');
    const released = await fetch(`${base}/releases/0.2.0-abcdef0123/mf-manifest.json`);
    assert.equal(released.status, 200);
    assert.equal(released.headers.get('access-control-allow-origin'), '*');
    assert.equal(await released.text(), '{"name":"marketing","release":2}');
    assert.equal((await fetch(`${base}/releases/0.9.9-missing/mf-manifest.json`)).status, 404);
  } finally {
    withReleases.close();
    rmSync(releasesDir, { recursive: true, force: true });
  }
});
