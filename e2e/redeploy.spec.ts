import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..');
// A text the marketing team changes in this release (a home page card kept in code, not managed content).
const SOURCE = path.join(ROOT, 'mfe-marketing/src/features/home/home-content.ts');
const OLD_TEXT = 'Every donation can save up to three lives.';
const NEW_TEXT = 'Every donation can save up to three lives (release 2).';

test('redeploying one remote changes the server-rendered HTML and the page on the next request, with no shell rebuild or restart @marketing @cross-remote @needs-local-backend', async ({
  page,
  portal,
  baseUrl,
}) => {
  test.setTimeout(180_000);
  const shellFiles = ['shell/dist/main.js', 'shell/dist/server/server.js'].map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
  const serverHtml = async () => (await page.request.get(`${baseUrl}/`)).text();
  // The first render of a page may come before the shell's server has the remote loaded (its region is then
  // left to the browser): ask until the server renders it.
  await expect.poll(serverHtml, { timeout: 15_000 }).toContain(OLD_TEXT);
  await page.goto(`${baseUrl}/`);
  await expect(page.getByText(OLD_TEXT, { exact: true })).toBeVisible();

  const original = readFileSync(SOURCE, 'utf8');
  const originalTimes = statSync(SOURCE);
  expect(original).toContain(`'${OLD_TEXT}'`);
  const release = mkdtempSync(path.join(os.tmpdir(), 'marketing-release-'));
  try {
    writeFileSync(SOURCE, original.replace(`'${OLD_TEXT}'`, `'${NEW_TEXT}'`));
    // The remote's whole release: its browser build and its server build (release/server/).
    execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${release}`], {
      cwd: path.join(ROOT, 'mfe-marketing'),
      stdio: 'pipe',
    });
  } finally {
    writeFileSync(SOURCE, original);
    // The source is as it was, time included: the remote's build in dist/ stays current (npm start rebuilds what is older).
    utimesSync(SOURCE, originalTimes.atime, originalTimes.mtime);
  }
  await portal.servers.marketing.redeploy(release);
  try {
    // The shell's server notices the new server entry within its revalidation interval (a second).
    await expect.poll(serverHtml, { timeout: 15_000 }).toContain(NEW_TEXT);
    await page.reload();
    await expect(page.getByText(NEW_TEXT, { exact: true })).toBeVisible();
    expect(['shell/dist/main.js', 'shell/dist/server/server.js'].map((file) => readFileSync(path.join(ROOT, file), 'utf8'))).toEqual(
      shellFiles,
    );
  } finally {
    await portal.servers.marketing.redeploy(path.join(ROOT, 'mfe-marketing/dist'));
    rmSync(release, { recursive: true, force: true });
  }
});
