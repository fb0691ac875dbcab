// The shell's entry (shell/src/index.ts) runs before the federation's async boundary: the code it reaches
// may not import a shared package (portal-session, react, ...), because shared modules are negotiated only
// behind the boundary. Such an import builds fine and fails in the browser ("Invalid loadShareSync
// function call", RUNTIME-006), so the static import graph is checked here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { sharedDependencies } = createRequire(import.meta.url)(path.join(root, 'webpack.shared.js'));
const SHARED = Object.keys(sharedDependencies).map((key) => key.replace(/\/$/, ''));

/** Static value imports (type-only imports and dynamic import() are not followed). */
function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)';/gm), ...source.matchAll(/^import\s+'([^']+)';/gm)].map(
    (match) => match[1],
  );
}

function resolveRelative(from, request) {
  const base = path.resolve(path.dirname(from), request);
  const file = ['', '.ts', '.tsx', '/index.ts'].map((suffix) => base + suffix).find((candidate) => fs.existsSync(candidate));
  assert.ok(file && fs.statSync(file).isFile(), `${request} (from ${path.relative(root, from)}) does not resolve`);
  return file;
}

/** Every file the entry reaches through relative imports, with the package imports each makes. */
function entryGraph(entry) {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const requests = importsOf(file);
    seen.set(
      file,
      requests.filter((request) => !request.startsWith('.')),
    );
    requests.filter((request) => request.startsWith('.')).forEach((request) => visit(resolveRelative(file, request)));
  };
  visit(entry);
  return seen;
}

const isShared = (request) => SHARED.some((name) => request === name || request.startsWith(`${name}/`));

test("the shell's entry reaches no shared package before the async boundary", () => {
  const graph = entryGraph(path.join(root, 'shell/src/index.ts'));
  assert.ok(graph.size > 1, 'the entry imports its federation helpers');
  const offenders = [...graph].flatMap(([file, packages]) =>
    packages.filter(isShared).map((request) => `${path.relative(root, file)} imports ${request}`),
  );
  assert.deepEqual(offenders, []);
});

test('the check sees a shared import where there is one', () => {
  assert.ok(isShared('@donation-network/portal-session'));
  assert.ok(isShared('react-dom/client'));
  assert.ok(!isShared('@module-federation/enhanced/runtime'));
  assert.ok(!isShared('@donation-network/portal-manifest'));
  const bootstrap = entryGraph(path.join(root, 'shell/src/bootstrap.tsx'));
  assert.ok([...bootstrap.values()].flat().some(isShared), 'bootstrap (behind the boundary) does import shared packages');
});
