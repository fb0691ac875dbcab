import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pickEncoding, serveStatic } from './server.mjs';
import { scriptSafeJson } from './shell-page.mjs';

const TEMPLATE = '<!doctype html><html><head><title>t</title><script defer src="/main.js"></script></head><body></body></html>';
const ENTRY = 'console.log("entry");'.repeat(50);
const CONFIG = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  demoMode: true,
  remotes: { marketing: 'http://127.0.0.1:3001/mf-manifest.json', directories: 'http://127.0.0.1:3004/mf-manifest.json' },
};

let dir;
let shell;
let remote;
const url = (server, pathname) => `http://127.0.0.1:${server.address().port}${pathname}`;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'remoteEntry.js'), ENTRY);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(path.join(dir, 'remoteEntry.js.gz'), gzipSync(ENTRY));
  writeFileSync(path.join(dir, 'chunk.1234abcd.js'), ENTRY);
  writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{}');
  shell = await serveStatic({ dir, port: 0, config: () => CONFIG });
  const remoteDir = mkdtempSync(path.join(os.tmpdir(), 'static-remote-'));
  writeFileSync(path.join(remoteDir, 'remoteEntry.js'), ENTRY);
  remote = await serveStatic({ dir: remoteDir, port: 0, config: () => CONFIG });
});

after(() => {
  shell.close();
  remote.close();
  rmSync(dir, { recursive: true, force: true });
});

test('sends the precompressed brotli copy to a browser that accepts it, gzip to one that accepts only gzip', async () => {
  const br = await fetch(url(shell, '/remoteEntry.js'), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(br.headers.get('content-encoding'), 'br');
  assert.match(br.headers.get('vary'), /Accept-Encoding/);
  assert.equal(br.headers.get('cache-control'), 'no-cache');
  assert.equal(await br.text(), ENTRY, 'fetch decodes the brotli body back to the file');

  const gz = await fetch(url(shell, '/remoteEntry.js'), { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers.get('content-encoding'), 'gzip');

  const hashed = await fetch(url(shell, '/chunk.1234abcd.js'));
  assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('answers /config.json, and never serves a source map', async () => {
  assert.deepEqual(await (await fetch(url(shell, '/config.json'))).json(), CONFIG);
  assert.equal((await fetch(url(shell, '/remoteEntry.js.map'))).status, 404);
});

test("a remote's server has no page: unknown paths are 404, not an HTML page", async () => {
  const response = await fetch(url(remote, '/founders'));
  assert.equal(response.status, 404);
  assert.equal((await fetch(url(remote, '/remoteEntry.js'))).status, 200);
});

test('a file deleted after the server started fails that one download; the server keeps serving', async () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'static-rebuilt-'));
  writeFileSync(path.join(buildDir, 'old.1234abcd.js'), ENTRY);
  writeFileSync(path.join(buildDir, 'kept.1234abcd.js'), ENTRY);
  const server = await serveStatic({ dir: buildDir, port: 0 });
  try {
    unlinkSync(path.join(buildDir, 'old.1234abcd.js'));
    await assert.rejects(async () => (await fetch(url(server, '/old.1234abcd.js'))).text());
    const kept = await fetch(url(server, '/kept.1234abcd.js'));
    assert.equal(kept.status, 200);
    assert.equal(await kept.text(), ENTRY);
  } finally {
    server.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
});

test('JSON inside a script element cannot close it', () => {
  assert.equal(scriptSafeJson({ key: '</script><!-- \u2028' }), '{"key":"\\u003c/script\\u003e\\u003c!-- \\u2028"}');
});

test('picks brotli, then gzip, honouring q=0', () => {
  assert.equal(pickEncoding('gzip, deflate, br'), 'br');
  assert.equal(pickEncoding('gzip;q=1, br;q=0'), 'gzip');
  assert.equal(pickEncoding('identity'), null);
  assert.equal(pickEncoding(undefined), null);
});

test("a remote's versioned releases are served under /releases/<version>/, also one written after the server started", async () => {
  const build = mkdtempSync(path.join(os.tmpdir(), 'static-build-'));
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'static-releases-'));
  const release = (version, text) => {
    mkdirSync(path.join(releasesDir, version, 'server'), { recursive: true });
    writeFileSync(path.join(releasesDir, version, 'release.json'), '{}');
    writeFileSync(path.join(releasesDir, version, 'remoteEntry.js'), text);
    writeFileSync(path.join(releasesDir, version, 'remoteEntry.js.map'), '{}');
  };
  writeFileSync(path.join(build, 'remoteEntry.js'), 'configured');
  release('0.1.0-aaa', 'first');
  const server = await serveStatic({ dir: build, port: 0, releasesDir });
  try {
    // node:http sends the path as written (fetch would resolve %2e%2e and .. before sending).
    const text = (pathname) =>
      new Promise((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.address().port, path: pathname }, (response) => {
            let body = '';
            response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve([response.statusCode, body]));
          })
          .on('error', reject);
      });
    assert.deepEqual(await text('/remoteEntry.js'), [200, 'configured']);
    assert.deepEqual(await text('/releases/0.1.0-aaa/remoteEntry.js'), [200, 'first']);
    release('0.1.0-bbb', 'second');
    assert.deepEqual(await text('/releases/0.1.0-bbb/remoteEntry.js?v=1'), [200, 'second']);
    assert.equal((await text('/releases/0.1.0-aaa/remoteEntry.js.map'))[0], 404);
    // A folder without its release record (a build still being written) and anything outside releases/ are absent.
    mkdirSync(path.join(releasesDir, '0.1.0-ccc'));
    writeFileSync(path.join(releasesDir, '0.1.0-ccc', 'remoteEntry.js'), 'half');
    for (const pathname of [
      '/releases/0.1.0-ccc/remoteEntry.js',
      '/releases/%2e%2e/remoteEntry.js',
      '/releases/../remoteEntry.js.map',
      '/releases/constructor/x',
    ]) {
      assert.equal((await text(pathname))[0], 404, pathname);
    }
  } finally {
    server.close();
    rmSync(build, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
});
