// The e2e suite checks every public page (e2e/support/public-pages.ts): the same pages as the route table in
// portal-manifest lets search engines list, so a public page added to the manifest needs its line there.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { indexedStaticRoutes } = createRequire(import.meta.url)('@donation-network/portal-manifest');

test("the e2e suite's public pages are the route table's indexed public pages, each once", () => {
  const source = readFileSync(path.join(repoRoot, 'e2e/support/public-pages.ts'), 'utf8');
  const listed = [...source.matchAll(/\{\s*path:\s*'([^']+)'/g)].map(([, pagePath]) => pagePath);
  assert.ok(listed.length > 0, 'no page found: is the scan still reading e2e/support/public-pages.ts?');
  assert.deepEqual([...listed].sort(), [...indexedStaticRoutes()].sort());
});
