// No import cycles, type-only imports included. Lint's import-x/no-cycle skips `import type`
// (eslint-plugin-import-x 4 has no option to follow it), so two modules that import each
// other's types, or a circle closed by one type import, would pass lint; a circle of types still
// ties the modules together and tends to grow runtime edges. This check builds the graph of every
// static import and re-export between the packages' own files (relative paths, as the workspaces
// never import each other by path) and fails with each circle it finds.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

/** The specifiers of a file's static imports and re-exports, `import type` and `export type` included. */
export function staticImports(file, source) {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return sourceFile.statements.flatMap((statement) => {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      return [statement.moduleSpecifier.text];
    }
    if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      const expression = statement.moduleReference.expression;
      return ts.isStringLiteral(expression) ? [expression.text] : [];
    }
    return [];
  });
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a relative specifier names, as the TypeScript resolver finds it; null for a package. */
export function resolveRelative(fromFile, specifier, exists = isFile) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  const stem = base.replace(/\.(?:js|mjs|cjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => stem + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => SOURCE.test(candidate) && exists(path.join(root, candidate))) ?? null;
}

/** Every circle of the graph (strongly connected components with more than one module, or a module importing itself). */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

function sourceGraph() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && isFile(path.join(root, file)));
  const graph = new Map();
  for (const file of files) {
    const targets = staticImports(file, readFileSync(path.join(root, file), 'utf8'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target) => target !== null);
    graph.set(file, new Set(targets));
  }
  return graph;
}

test('a circle closed by a type-only import is found', () => {
  const types = "import type { Role } from './roles';\nexport interface User { role: Role }\n";
  const roles =
    "import type { User } from './types';\nexport type Role = 'admin';\nexport const isAdmin = (u: User) => u.role === 'admin';\n";
  assert.deepEqual(staticImports('a/types.ts', types), ['./roles']);
  assert.deepEqual(staticImports('a/roles.ts', roles), ['./types']);
  const exists = (file) => ['a/types.ts', 'a/roles.ts'].some((known) => file.endsWith(known));
  assert.equal(resolveRelative('a/types.ts', './roles', exists), 'a/roles.ts');
  const graph = new Map([
    ['a/types.ts', new Set(['a/roles.ts'])],
    ['a/roles.ts', new Set(['a/types.ts'])],
    ['a/index.ts', new Set(['a/roles.ts', 'a/types.ts'])],
  ]);
  assert.deepEqual(cycles(graph), [['a/roles.ts', 'a/types.ts']]);
  graph.set('a/roles.ts', new Set());
  assert.deepEqual(cycles(graph), []);
});

test('re-exports count; dynamic imports and packages do not', () => {
  const source = "export * from './a';\nexport type { B } from './b';\nimport x from 'react';\nconst lazy = () => import('./c');\n";
  assert.deepEqual(staticImports('m.tsx', source), ['./a', './b', 'react']);
  assert.equal(resolveRelative('m.tsx', 'react'), null);
});

test('no import cycles in the repository, type-only imports included', () => {
  const found = cycles(sourceGraph());
  assert.deepEqual(
    found,
    [],
    `Modules that import each other (move the shared type to the module both can depend on):\n${found.map((c) => c.join(' <-> ')).join('\n')}`,
  );
});
