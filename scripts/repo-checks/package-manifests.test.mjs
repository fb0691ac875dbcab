// Each slice deployable alone: every workspace's package.json declares the packages its
// code imports, so a remote, the shell or a shared package can be installed and built on
// its own and nothing works only because npm hoisted someone else's dependency.
//
// Rules checked here:
// - production code (everything except tests and test helpers) imports only packages in
//   its own `dependencies` or `peerDependencies`;
// - test code (tests and test helpers) may also use its own `devDependencies` and any
//   external package the root declares: jest runs every workspace's tests from the root
//   with one install, and tests are not part of a deployed bundle;
// - a workspace package (shared-ui, portal-session, shared-rules, portal-manifest) is
//   declared as "*" and is only imported through an entry its `exports` map lists;
// - an external package is declared with the root package.json's range, so the versions
//   the federation `shared` table asks for are the ones every slice declares;
// - each webpack-built workspace declares the build toolchain that webpack.shared.js needs;
// - every shared package has an `exports` map (no deep imports).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules, createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifestBuildFolders = createRequire(import.meta.url)('@donation-network/portal-manifest')
  .builds.map((build) => build.folder)
  .sort();
const rootPackage = readJson(path.join(root, 'package.json'));
const workspaces = rootPackage.workspaces.map((dir) => ({ dir, pkg: readJson(path.join(root, dir, 'package.json')) }));
const workspaceNames = new Map(workspaces.map((w) => [w.pkg.name, w]));
const rootRanges = { ...rootPackage.dependencies, ...rootPackage.devDependencies };
const builtins = new Set(builtinModules);
const SOURCE = /\.(tsx?|mjs|cjs|js)$/;
const TEST_CODE = /(\.test\.[cm]?[jt]sx?$)|(\/testing\/)|(test-utils\.tsx?$)/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.federation']);
/** Workspaces whose code lives under src/; the rest (shared-rules, portal-manifest) at their root. */
const codeRoot = (dir) => (fs.existsSync(path.join(root, dir, 'src')) ? path.join(dir, 'src') : dir);

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Module specifiers a file imports (static, dynamic, re-export, require, jest.mock). */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /(?<=[\s}])from\s*['"]([^'"]+)['"]/g,
    /(?<![.\w])import\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /(?<![.\w])require\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bjest\.(?:mock|requireActual|unmock)\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  const found = new Set();
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** 'react-dom/client' -> 'react-dom', '@scope/name/sub' -> '@scope/name'; null for relative and builtins. */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? null : name;
}

/** The `exports` key a specifier asks for: 'shared-ui/testing' -> './testing', 'shared-ui' -> '.'. */
function subpathOf(specifier, name) {
  return specifier === name ? '.' : `.${specifier.slice(name.length)}`;
}

function declared(pkg, fields) {
  return Object.assign({}, ...fields.map((field) => pkg[field] ?? {}));
}

/** Every bare import of a workspace with the file it appears in and whether that file is test code. */
function bareImports(dir) {
  const rows = [];
  for (const file of listFiles(path.join(root, codeRoot(dir)))) {
    const relative = path.relative(root, file);
    for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (name) rows.push({ file: relative, specifier, name, test: TEST_CODE.test(relative) });
    }
  }
  return rows;
}

test('the import scanner finds what the checks rely on', () => {
  const sample = [
    "import { a } from 'react';",
    "import type { B } from '@supabase/supabase-js';",
    "export { c } from '@donation-network/shared-ui/testing';",
    "import 'side-effect';",
    "const m = await import('@module-federation/enhanced/runtime');",
    "jest.mock('@donation-network/portal-session', () => ({}));",
    "supabase.from('profiles').select('*');",
    "// import { nope } from 'commented-out';",
    "import { d } from './local';",
  ].join('\n');
  assert.deepEqual(importsOf(sample).map(packageOf).filter(Boolean).sort(), [
    '@donation-network/portal-session',
    '@donation-network/shared-ui',
    '@module-federation/enhanced',
    '@supabase/supabase-js',
    'react',
    'side-effect',
  ]);
  assert.equal(packageOf('node:fs'), null);
  assert.equal(packageOf('path'), null);
});

for (const { dir, pkg } of workspaces) {
  test(`${dir}: every bare import is declared in its package.json`, () => {
    const production = declared(pkg, ['dependencies', 'peerDependencies']);
    const forTests = { ...declared(pkg, ['dependencies', 'peerDependencies', 'devDependencies']) };
    const missing = [];
    for (const row of bareImports(dir)) {
      if (row.name === pkg.name) continue; // a package may import itself through its own exports
      const allowed = row.test ? (workspaceNames.has(row.name) ? forTests : { ...forTests, ...rootRanges }) : production;
      if (!(row.name in allowed)) missing.push(`${row.file} imports '${row.specifier}' (${row.test ? 'test code' : 'production code'})`);
    }
    assert.deepEqual(missing, [], `declare these in ${dir}/package.json`);
  });

  test(`${dir}: workspace packages are imported through their exports map only`, () => {
    const deep = [];
    for (const row of bareImports(dir)) {
      const target = workspaceNames.get(row.name);
      if (!target) continue;
      const exported = target.pkg.exports ?? { '.': target.pkg.main };
      if (!(subpathOf(row.specifier, row.name) in exported)) deep.push(`${row.file} imports '${row.specifier}'`);
    }
    assert.deepEqual(deep, []);
  });

  test(`${dir}: declared versions are the root's (external) or "*" (workspace)`, () => {
    const wrong = [];
    for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
      for (const [name, range] of Object.entries(pkg[field] ?? {})) {
        const expected = workspaceNames.has(name) ? '*' : rootRanges[name];
        if (range !== expected) wrong.push(`${field}.${name} is ${range}, expected ${expected ?? 'a package the root also declares'}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
}

test('every shared package has an exports map', () => {
  const shared = workspaces.filter(({ dir }) => !fs.existsSync(path.join(root, dir, 'webpack.config.js')));
  assert.ok(shared.length >= 4, 'shared-ui, portal-session, shared-rules and portal-manifest at least');
  for (const { dir, pkg } of shared) assert.equal(typeof pkg.exports, 'object', `${dir}/package.json needs "exports"`);
});

test('every webpack-built workspace declares the build toolchain of webpack.shared.js', () => {
  const factory = fs.readFileSync(path.join(root, 'webpack.shared.js'), 'utf8');
  const loaders = [...factory.matchAll(/loader:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  const toolchain = new Set(
    [...importsOf(factory), ...loaders]
      .map(packageOf)
      .filter((name) => name && !workspaceNames.has(name) && !(name in rootPackage.dependencies)),
  );
  toolchain.add('webpack').add('webpack-cli');
  const built = workspaces.filter(({ dir }) => fs.existsSync(path.join(root, dir, 'webpack.config.js')));
  assert.deepEqual(built.map(({ dir }) => dir).sort(), manifestBuildFolders, 'the shell and every remote of portal-manifest');
  for (const { dir, pkg } of built) {
    const has = declared(pkg, ['dependencies', 'devDependencies']);
    const missing = [...toolchain].filter((name) => !(name in has));
    assert.deepEqual(missing, [], `${dir}/package.json devDependencies`);
    // Workspace packages the factory requires at build time (e.g. the remotes manifest).
    for (const name of importsOf(factory)
      .map(packageOf)
      .filter((n) => n && workspaceNames.has(n))) {
      assert.ok(name in has, `${dir}/package.json must declare ${name} (webpack.shared.js requires it)`);
    }
  }
});
