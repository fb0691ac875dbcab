// Source maps are written outside every folder a server or an upload serves: a webpack `devtool` would put
// them beside the code in output.path, where a static server's path check is all that stands between them
// and the world. The browser builds use PrivateSourceMapsPlugin (webpack.shared.js) instead, which writes
// them to portal-manifest's sourceMapsDir (`dist/` -> `dist-sourcemaps/`); the server builds write none.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { builds, sourceMapsDir } = require('@donation-network/portal-manifest');
const { PrivateSourceMapsPlugin, precompress } = require('../../webpack.shared.js');
const webpack = require('webpack');

test('no production build of any package writes source maps into its output folder', () => {
  for (const build of builds) {
    const configs = [require(path.join(repoRoot, build.folder, 'webpack.config.js'))({}, { mode: 'production' })].flat();
    for (const config of configs) {
      const where = `${build.folder} (${config.name})`;
      assert.equal(config.devtool, false, `${where}: a devtool writes its maps into output.path`);
      const maps = (config.plugins ?? []).filter((plugin) => /SourceMap/.test(plugin.constructor.name));
      assert.deepEqual(
        maps.map((plugin) => plugin.constructor),
        config.name === 'browser' ? [PrivateSourceMapsPlugin] : [],
        where,
      );
    }
  }
});

test("PrivateSourceMapsPlugin writes complete maps beside the output folder, referenced nowhere, and only the last build's", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'private-source-maps-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'index.js'), "import('./lazy.js').then((lazy) => console.log(lazy.secretName));\n");
    writeFileSync(path.join(dir, 'src', 'lazy.js'), "export const secretName = 'only in the sources';\n");
    const outDir = path.join(dir, 'dist');
    mkdirSync(sourceMapsDir(outDir));
    writeFileSync(path.join(sourceMapsDir(outDir), 'from-an-earlier-build.js.map'), '{}');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      devtool: false,
      output: { path: outDir, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
      plugins: [new PrivateSourceMapsPlugin(), ...precompress()],
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));

    const served = readdirSync(outDir);
    const code = served.filter((file) => file.endsWith('.js'));
    assert.equal(code.length, 2, served.join(', '));
    assert.deepEqual(
      served.filter((file) => file.includes('.map')),
      [],
    );
    for (const file of code) assert.doesNotMatch(readFileSync(path.join(outDir, file), 'utf8'), /sourceMappingURL/, file);

    const maps = readdirSync(sourceMapsDir(outDir)).sort();
    assert.deepEqual(maps, code.map((file) => `${file}.map`).sort());
    const lazyMap = JSON.parse(
      readFileSync(
        path.join(
          sourceMapsDir(outDir),
          maps.find((file) => file !== 'main.js.map'),
        ),
        'utf8',
      ),
    );
    assert.ok(
      lazyMap.sourcesContent.some((source) => source.includes('only in the sources')),
      'the maps carry the sources, for reading stack traces',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
