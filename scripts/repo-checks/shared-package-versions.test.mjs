// A change to a package the shell shares with every remote (portal-data, shared-ui, portal-session) must come with a new
// version, or the release gate cannot tell a remote built against the new code from one built against the
// old (scripts/shared-versions.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, contentHash, recordVersions, sharedVersionProblems, sharedWorkspacePackages, versionProblem } from '../shared-versions.mjs';

test('the shared packages are the workspace packages the federation shares', () => {
  assert.deepEqual(
    sharedWorkspacePackages()
      .map((pkg) => pkg.folder)
      .sort(),
    ['portal-data', 'portal-session', 'shared-ui'],
  );
});

test('every shared package is at the version recorded for its content', () => {
  assert.deepEqual(sharedVersionProblems(), []);
});

test('a changed package without a new version is named, with the command that fixes it', () => {
  const current = { name: '@donation-network/shared-ui', folder: 'shared-ui', version: '0.2.0', hash: 'sha256-new' };
  const problem = versionProblem(current, { version: '0.2.0', contentHash: 'sha256-old' });
  assert.match(problem, /@donation-network\/shared-ui changed since version 0\.2\.0 was recorded/);
  assert.match(problem, /npm version patch\|minor --no-git-tag-version -w shared-ui/);
  assert.equal(versionProblem(current, { version: '0.2.0', contentHash: 'sha256-new' }), null);
  assert.match(versionProblem(current, { version: '0.1.0', contentHash: 'sha256-old' }), /is now version 0\.2\.0 \(recorded: 0\.1\.0\)/);
});

test('recording refuses a change without a bump and accepts it after one; tests do not count as a change', () => {
  // A copy of the workspaces, so neither the real packages nor the real record is touched.
  const root = mkdtempSync(path.join(os.tmpdir(), 'shared-versions-'));
  try {
    cpSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
    const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
    for (const dir of workspaces) {
      const filter = (source) => !/node_modules|dist/.test(path.relative(ROOT, source));
      cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true, filter });
    }
    const record = path.join(root, 'record.json');
    recordVersions(root, record);
    const before = contentHash('shared-ui', root);

    writeFileSync(path.join(root, 'shared-ui/src/extra.test.ts'), 'test("x", () => {});\n');
    assert.equal(contentHash('shared-ui', root), before, 'a new test file is not a change of what ships');

    writeFileSync(path.join(root, 'shared-ui/src/extra.ts'), 'export const extra = 1;\n');
    assert.notEqual(contentHash('shared-ui', root), before);
    assert.throws(() => recordVersions(root, record), /shared-ui changed since version .* Bump its version/);

    // The rules ship inside portal-session and portal-data: changing them changes both.
    const authBefore = contentHash('portal-session', root);
    const dataBefore = contentHash('portal-data', root);
    writeFileSync(path.join(root, 'supabase/rules/extra.ts'), 'export const rule = 1;\n');
    assert.notEqual(contentHash('portal-session', root), authBefore);
    assert.notEqual(contentHash('portal-data', root), dataBefore);

    for (const folder of ['portal-data', 'shared-ui', 'portal-session']) {
      const file = path.join(root, folder, 'package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, JSON.stringify({ ...pkg, version: '99.0.0' }));
    }
    recordVersions(root, record);
    assert.equal(JSON.parse(readFileSync(record, 'utf8'))['@donation-network/shared-ui'].version, '99.0.0');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
