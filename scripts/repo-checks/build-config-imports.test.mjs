// The build configuration stands on its own: webpack.shared.js and what it loads (build-support/) read the
// portal manifest and their own folder, never the developer scripts in scripts/, which may import the build
// in turn (start, release, budgets).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = ['webpack.shared.js', ...readdirSync(path.join(repoRoot, 'build-support')).map((file) => `build-support/${file}`)];

test('webpack.shared.js and build-support/ import nothing from scripts/', () => {
  for (const file of files) {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    const relative = [...source.matchAll(/require\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map(([, specifier]) =>
      path.relative(repoRoot, path.resolve(repoRoot, path.dirname(file), specifier)),
    );
    assert.ok(file !== 'webpack.shared.js' || relative.length > 0, 'no relative require found: is the scan still reading the file?');
    for (const target of relative) assert.ok(!target.startsWith(`scripts${path.sep}`), `${file} requires ${target}`);
  }
});
