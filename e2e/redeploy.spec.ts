import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..');
// A text the partner-legal team changes in this release.
const SOURCE = path.join(ROOT, 'mfe-partner-legal/src/features/legal/legal-content.ts');
const OLD_SOURCE = "LEGAL_LAST_UPDATED = 'October 1, 2024'";
const NEW_SOURCE = "LEGAL_LAST_UPDATED = 'October 1, 2024 (release 2)'";
const OLD_TEXT = 'Last updated: October 1, 2024';
const NEW_TEXT = 'Last updated: October 1, 2024 (release 2)';

test('redeploying one remote with a changed text shows it after a reload, with no shell rebuild', async ({ page, portal, baseUrl }) => {
  test.setTimeout(180_000);
  const shellBundle = readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8');
  await page.goto(`${baseUrl}/legal`);
  await expect(page.getByText(OLD_TEXT, { exact: true }).first()).toBeVisible();

  const original = readFileSync(SOURCE, 'utf8');
  expect(original).toContain(OLD_SOURCE);
  const release = mkdtempSync(path.join(os.tmpdir(), 'partner-legal-release-'));
  try {
    writeFileSync(SOURCE, original.replace(OLD_SOURCE, NEW_SOURCE));
    execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${release}`], {
      cwd: path.join(ROOT, 'mfe-partner-legal'),
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(SOURCE, original);
  }
  await portal.servers.partnerLegal.redeploy(release);
  try {
    await page.reload();
    await expect(page.getByText(NEW_TEXT).first()).toBeVisible();
    expect(readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8')).toBe(shellBundle);
  } finally {
    await portal.servers.partnerLegal.redeploy(path.join(ROOT, 'mfe-partner-legal/dist'));
    rmSync(release, { recursive: true, force: true });
  }
});
