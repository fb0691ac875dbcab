// npm test runs its checks through scripts/test.mjs: a check added to package.json's scripts must be one
// of its stages, or npm test (and CI) would silently skip it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAGES } from '../test.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

test('npm test is scripts/test.mjs, and its stages run every test:* script, typecheck, lint and budget, each once', () => {
  assert.equal(scripts.test, 'node scripts/test.mjs');
  const staged = STAGES.flat().map((check) => check.script);
  assert.equal(new Set(staged).size, staged.length, 'a script appears in two stages');
  const expected = [...Object.keys(scripts).filter((name) => name.startsWith('test:')), 'typecheck', 'lint', 'budget'];
  assert.deepEqual([...staged].sort(), expected.sort());
  for (const script of staged) assert.ok(scripts[script], `package.json has no script "${script}"`);
});
