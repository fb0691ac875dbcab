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

test('a rebuild under a running server is served as it is now: new chunks, a rewritten manifest, deleted files gone', async () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'static-rebuilt-'));
  writeFileSync(path.join(buildDir, 'mf-manifest.json'), '{"build":1}');
  writeFileSync(path.join(buildDir, 'old.1234abcd.js'), ENTRY);
  const server = await serveStatic({ dir: buildDir, port: 0 });
  try {
    const firstManifest = await fetch(url(server, '/mf-manifest.json'));
    assert.equal(await firstManifest.text(), '{"build":1}');

    // what `npm run build` does under `npm start`: a new chunk, the old one removed, the manifest rewritten in place
    const chunk = 'console.log("rebuilt");';
    writeFileSync(path.join(buildDir, 'new.5678ef90.js'), chunk);
    writeFileSync(path.join(buildDir, 'new.5678ef90.js.br'), brotliCompressSync(chunk));
    unlinkSync(path.join(buildDir, 'old.1234abcd.js'));
    writeFileSync(path.join(buildDir, 'mf-manifest.json'), '{"build":2,"chunks":["new.5678ef90.js"]}');

    const newChunk = await fetch(url(server, '/new.5678ef90.js'), { headers: { 'accept-encoding': 'br' } });
    assert.equal(newChunk.status, 200);
    assert.equal(newChunk.headers.get('content-encoding'), 'br');
    assert.equal(newChunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(newChunk.headers.get('access-control-allow-origin'), '*');
    assert.equal(await newChunk.text(), chunk);

    const manifest = await fetch(url(server, '/mf-manifest.json'));
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(await manifest.text(), '{"build":2,"chunks":["new.5678ef90.js"]}', 'the whole new file, not the old length of it');
    assert.notEqual(manifest.headers.get('etag'), firstManifest.headers.get('etag'));
    // a browser revalidating with the old build's ETag gets the new file, not 304
    const revalidated = await fetch(url(server, '/mf-manifest.json'), { headers: { 'if-none-match': firstManifest.headers.get('etag') } });
    assert.equal(revalidated.status, 200);

    assert.equal((await fetch(url(server, '/old.1234abcd.js'))).status, 404);
  } finally {
    server.close();
    rmSync(buildDir, { recursive: true, force: true });
  }
});

test('a private file written after the server started is refused too, also where a deleted public file left its inode', async () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'static-rebuilt-private-'));
  const publicFiles = Array.from({ length: 20 }, (_, index) => `${index}.1234abcd.js`);
  for (const file of publicFiles) writeFileSync(path.join(buildDir, file), ENTRY);
  const server = await serveStatic({ dir: buildDir, port: 0 });
  try {
    for (const file of publicFiles) assert.equal((await fetch(url(server, `/${file}`))).status, 200, file);
    // the file system may hand a deleted file's inode to the next file written: the map gets one of them
    for (const file of publicFiles) unlinkSync(path.join(buildDir, file));
    const maps = publicFiles.map((file) => `${file}.map`);
    for (const file of maps) writeFileSync(path.join(buildDir, file), '{"sourcesContent":["secret"]}');
    writeFileSync(path.join(buildDir, '.env'), 'SECRET=1');
    for (const file of [...maps, '.env']) assert.equal((await fetch(url(server, `/${file}`))).status, 404, file);
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
