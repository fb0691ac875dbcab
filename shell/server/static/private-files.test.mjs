// Source maps never leave the machine that built them, however a map's URL is written. The builds write
// them outside every served folder (`<package>/dist-sourcemaps/`, portal-manifest's sourceMapsDir); the
// static servers also refuse a map an older build or release left inside one, by the file sirv resolves.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isShellPrivateFile } from '../page-server.mjs';
import { remotesHandler } from './remotes-server.mjs';
import { serveStatic, staticFiles } from './server.mjs';
import { leaks, rawRequest } from './url-spellings.test-support.mjs';

const { builds, shell, sourceMapsDir } = createRequire(import.meta.url)('@donation-network/portal-manifest');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const MAP = JSON.stringify({ version: 3, sources: ['webpack://app/src/secret.ts'], sourcesContent: ['const secret = 1;'], mappings: '' });
const gaveAwayAMap = (response) => response.body.includes('sourcesContent');

/** Every file under `dir`, relative to it with `/`. */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];

const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

let root;
before(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'private-files-'));
});
after(() => rmSync(root, { recursive: true, force: true }));

/** A remote's build folder as an older build wrote it: its maps inside, beside the code and its compressed copies. */
function legacyBuild(dir) {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  const chunk = 'chunk();'.repeat(40);
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"one"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var one;');
  writeFileSync(path.join(dir, '111.392160f4.js'), chunk);
  writeFileSync(path.join(dir, '111.392160f4.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dir, '111.392160f4.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(dir, '111.392160f4.js.map'), MAP);
  writeFileSync(path.join(dir, 'remoteEntry.js.map'), MAP);
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = {};');
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js.map'), MAP);
  return dir;
}
const LEGACY_MAPS = ['111.392160f4.js.map', 'remoteEntry.js.map', 'server/remoteEntry.js.map'];

test("a remote's server answers 404 to every spelling and method of a map left in its folder, and still serves the code", async () => {
  const dir = legacyBuild(path.join(root, 'remote'));
  const server = await serveStatic({ dir, port: 0 });
  try {
    const { port } = server.address();
    assert.deepEqual(await leaks(port, LEGACY_MAPS, gaveAwayAMap), []);
    for (const file of ['111.392160f4.js', 'remoteEntry.js', 'server/remoteEntry.js', 'mf-manifest.json']) {
      assert.equal((await rawRequest(port, 'GET', `/${file}`)).status, 200, file);
    }
    const compressed = await rawRequest(port, 'GET', '/111.392160f4.js', { 'accept-encoding': 'br' });
    assert.deepEqual([compressed.status, compressed.headers['content-encoding']], [200, 'br']);
  } finally {
    server.close();
  }
});

test('the remotes image and versioned releases refuse every spelling of a map, also in a release written before maps moved', async () => {
  legacyBuild(path.join(root, 'images', 'mfe-one', 'dist'));
  const releasesDir = path.join(root, 'images-releases');
  const release = legacyBuild(path.join(releasesDir, 'marketing', '0.2.0-abcdef0123'));
  writeFileSync(path.join(release, 'release.json'), '{}');
  // where the release tool keeps a release's maps now: beside it, never served
  mkdirSync(sourceMapsDir(release));
  writeFileSync(path.join(sourceMapsDir(release), '111.392160f4.js.map'), MAP);
  legacyBuild(path.join(root, 'images', 'mfe-marketing', 'dist'));

  const server = await listen(remotesHandler({ root: path.join(root, 'images'), folders: ['mfe-one', 'mfe-marketing'], releasesDir }));
  try {
    const { port } = server.address();
    const underFolder = LEGACY_MAPS.map((file) => `mfe-one/${file}`);
    const underRelease = LEGACY_MAPS.map((file) => `mfe-marketing/releases/0.2.0-abcdef0123/${file}`);
    const besideRelease = ['mfe-marketing/releases/0.2.0-abcdef0123-sourcemaps/111.392160f4.js.map'];
    assert.deepEqual(await leaks(port, [...underFolder, ...underRelease, ...besideRelease], gaveAwayAMap), []);
    assert.equal((await rawRequest(port, 'GET', '/mfe-marketing/releases/0.2.0-abcdef0123/111.392160f4.js')).status, 200);
  } finally {
    server.close();
  }
});

// needs a build: without one it is skipped, and says so
test('every map of the real builds: none in a served folder, and none served under any spelling or method', async (t) => {
  const built = builds.filter((build) => existsSync(path.join(repoRoot, build.folder, 'dist', 'mf-manifest.json')));
  if (built.length === 0) {
    t.skip('nothing is built');
    return;
  }
  for (const build of built) {
    const dist = path.join(repoRoot, build.folder, 'dist');
    const inServedFolder = filesUnder(dist).filter((file) => /\.map(?:\.(?:br|gz))?$/.test(file));
    assert.deepEqual(inServedFolder, [], `${build.folder}/dist/ holds source maps: they belong in ${path.basename(sourceMapsDir(dist))}/`);
    const maps = filesUnder(sourceMapsDir(dist));
    // the shell's server serves the shell's folder with its own private files (page-server.mjs)
    const server = await listen(staticFiles(dist, build.folder === shell.folder ? { privateFiles: isShellPrivateFile } : undefined));
    try {
      assert.deepEqual(await leaks(server.address().port, maps, gaveAwayAMap), [], build.folder);
    } finally {
      server.close();
    }
  }
});
