// docs/architecture.md stays true: its route table is the one portal-manifest generates, and
// every repository path it names in backticks exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ARCHITECTURE_DOC, END, START, routeTable, withRouteTable } from '../docs-routes.mjs';

const root = path.resolve(path.dirname(ARCHITECTURE_DOC), '..');
const doc = fs.readFileSync(ARCHITECTURE_DOC, 'utf8');
const manifest = createRequire(import.meta.url)('@donation-network/portal-manifest');

test('the route table in docs/architecture.md is the one portal-manifest generates (npm run docs:routes)', () => {
  assert.ok(doc.includes(START) && doc.includes(END), 'the generated block is marked');
  assert.equal(withRouteTable(doc, routeTable()), doc);
});

test('the table lists every remote with every route it serves', () => {
  const block = doc.slice(doc.indexOf(START), doc.indexOf(END));
  for (const remote of manifest.remotes) {
    const row = block.split('\n').find((line) => line.startsWith(`| ${remote.folder} |`));
    assert.ok(row, `${remote.folder} has a row`);
    for (const route of remote.routes) assert.ok(row.includes(`\`${route}\``), `${remote.folder} row names ${route}`);
  }
});

test('every repository path the document names exists', () => {
  const candidates = [...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  const paths = candidates.filter(
    (text) =>
      /^(shell|mfe-[a-z-]+|shared-[a-z]+|portal-manifest|supabase|scripts|e2e|patches|docs|\.ci)\//.test(text) && !/[*<>{}]/.test(text),
  );
  assert.ok(paths.length > 10, 'the document names the code it describes');
  const missing = paths.filter((p) => !fs.existsSync(path.join(root, p.replace(/[:#].*$/, ''))));
  assert.deepEqual(missing, []);
});
