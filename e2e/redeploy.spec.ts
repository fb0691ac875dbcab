import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..');
// A text the admin console's team changes in this release.
const SOURCE = path.join(ROOT, 'mfe-admin/src/features/dashboard/components/AdminDashboardPage/AdminDashboardPage.tsx');
const OLD_TEXT = "Manage the portal's users, verifications, messages and content.";
const NEW_TEXT = "Manage the portal's users, verifications, messages and content (release 2).";

test('redeploying one remote with a changed text shows it after a reload, with no shell rebuild', async ({ page, portal, baseUrl }) => {
  test.setTimeout(180_000);
  const shellBundle = readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8');
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Log in as demo Admin' }).click();
  await expect(page).toHaveURL(`${baseUrl}/admin/dashboard`);
  await expect(page.getByText(OLD_TEXT, { exact: true })).toBeVisible();

  const original = readFileSync(SOURCE, 'utf8');
  expect(original).toContain(`subtitle="${OLD_TEXT}"`);
  const release = mkdtempSync(path.join(os.tmpdir(), 'admin-release-'));
  try {
    writeFileSync(SOURCE, original.replace(`subtitle="${OLD_TEXT}"`, `subtitle="${NEW_TEXT}"`));
    execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${release}`], {
      cwd: path.join(ROOT, 'mfe-admin'),
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(SOURCE, original);
  }
  await portal.servers.admin.redeploy(release);
  try {
    await page.reload();
    await expect(page.getByText(NEW_TEXT, { exact: true })).toBeVisible();
    expect(readFileSync(path.join(ROOT, 'shell/dist/main.js'), 'utf8')).toBe(shellBundle);
  } finally {
    await portal.servers.admin.redeploy(path.join(ROOT, 'mfe-admin/dist'));
    rmSync(release, { recursive: true, force: true });
  }
});
