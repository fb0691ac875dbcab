// The production images install only what the servers import (deploy/server-runtime/), not the build's
// node_modules. This keeps that install complete and in step: every package shell/server imports and every
// external of the shell's server bundle is in it, at the version the root lock file installs (the version
// the tests ran against), and its own lock file agrees with its manifest.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const runtime = readJson('deploy/server-runtime/package.json');
const runtimeLock = readJson('deploy/server-runtime/package-lock.json');
const rootLock = readJson('package-lock.json');
const { SHELL_SERVER_EXTERNALS } = createRequire(import.meta.url)('../../webpack.shared.js');
/** Copied into the images beside the runtime install (a workspace, not a registry package). */
const COPIED_WORKSPACES = ['@donation-network/portal-manifest'];

/** The package a bare import names (`@scope/name/sub` -> `@scope/name`); null for node's own modules. */
function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages the servers' own modules import (tests and their helpers left out). */
function serverImports() {
  const dir = path.join(repoRoot, 'shell/server');
  const files = readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.mjs') && !/\.test(?:-support)?\.mjs$/.test(file));
  const packages = new Set();
  for (const file of files) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from\s+|import\(\s*|require\(\s*)['"]([^'".][^'"]*)['"]/g)) {
      const name = packageOf(specifier);
      if (name) packages.add(name);
    }
  }
  return packages;
}

test("the servers' runtime install holds every package they import and their bundle's externals", () => {
  const installed = new Set([...Object.keys(runtime.dependencies), ...COPIED_WORKSPACES]);
  const needed = new Set([...serverImports(), ...SHELL_SERVER_EXTERNALS]);
  assert.ok(
    needed.has('sirv') && needed.has('jsdom'),
    'the import scan found none of the known imports: is it still reading shell/server?',
  );
  for (const name of needed)
    assert.ok(installed.has(name), `${name} is imported by the servers but not in deploy/server-runtime/package.json`);
  for (const name of Object.keys(runtime.dependencies))
    assert.ok(needed.has(name), `${name} is in deploy/server-runtime/package.json but no server imports it`);
});

test('each runtime package is pinned to the version the root lock installs, and the runtime lock agrees', () => {
  for (const [name, version] of Object.entries(runtime.dependencies)) {
    assert.equal(version, rootLock.packages[`node_modules/${name}`]?.version, `${name}: pin the version package-lock.json installs`);
    assert.equal(
      runtimeLock.packages[`node_modules/${name}`]?.version,
      version,
      `${name}: run npm install --package-lock-only in deploy/server-runtime`,
    );
  }
  assert.deepEqual(runtimeLock.packages[''].dependencies, runtime.dependencies);
  assert.ok(
    Object.values(runtimeLock.packages).every((entry) => !entry.dev),
    "the runtime lock lists dev packages: it should hold the servers' dependencies only",
  );
});
