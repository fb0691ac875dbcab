import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..');
const CLI = path.join(ROOT, 'scripts/release/cli.mjs');
// A text the marketing team changes in its next release (a home page card kept in code, not managed content).
const SOURCE = path.join(ROOT, 'mfe-marketing/src/features/home/home-content.ts');
const OLD_TEXT = 'Every donation can save up to three lives.';
const NEW_TEXT = 'Every donation can save up to three lives (release 2).';
const SHELL_FILES = ['shell/dist/main.js', 'shell/dist/server/server.js'];

const execFileAsync = promisify(execFile);

test.describe('versioned releases', { tag: ['@marketing', '@cross-remote', '@needs-local-backend'] }, () => {
  test('a team releases, promotes and rolls back its remote while the portal runs; the shell is neither rebuilt nor restarted', async ({
    page,
    portal,
    baseUrl,
  }) => {
    test.setTimeout(240_000);
    const releases = ['--releases', portal.releasesDir];
    const cli = async (...args: string[]) => (await execFileAsync('node', [CLI, ...args, ...releases], { cwd: ROOT })).stdout;
    const shellFiles = SHELL_FILES.map((file) => readFileSync(path.join(ROOT, file), 'utf8'));
    const serverHtml = async () => (await page.request.get(`${baseUrl}/`)).text();
    // The server renders a remote it has not loaded yet within its budget or leaves the region to the browser:
    // ask until it renders it.
    await expect.poll(serverHtml, { timeout: 15_000 }).toContain(OLD_TEXT);

    // Release 1: the build the portal serves now, stored as a release the way the command stores its build.
    const { storeRelease } = await import('../scripts/release/release-store.mjs');
    const current = mkdtempSync(path.join(os.tmpdir(), 'marketing-build-'));
    cpSync(path.join(ROOT, 'mfe-marketing/dist'), current, { recursive: true });
    const first = storeRelease({ key: 'marketing', buildDir: current, releasesDir: portal.releasesDir }).version;
    // Release 2: a changed text, built by the release command from the changed, uncommitted source (which
    // the command refuses unless told, and then records).
    const original = readFileSync(SOURCE, 'utf8');
    const originalTimes = statSync(SOURCE);
    expect(original).toContain(`'${OLD_TEXT}'`);
    let second: string | undefined;
    try {
      writeFileSync(SOURCE, original.replace(`'${OLD_TEXT}'`, `'${NEW_TEXT}'`));
      second = /marketing (\S+) released/.exec(await cli('release', 'marketing', '--allow-dirty'))?.[1];
    } finally {
      writeFileSync(SOURCE, original);
      // The source is as it was, time included: the build in dist/ stays current (npm start rebuilds what is older).
      utimesSync(SOURCE, originalTimes.atime, originalTimes.mtime);
    }
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await cli('releases', 'marketing')).toMatch(new RegExp(`${second} .*uncommitted changes`));

    const liveManifest = async () =>
      ((await (await page.request.get(`${baseUrl}/config.json`)).json()) as { remotes: Record<string, string> }).remotes.marketing;

    await cli('promote', 'marketing', first!);
    await cli('promote', 'marketing', second!);
    // The very next request: the server loads the new release before it answers (no page after a switch
    // leaves the region to the browser), so its first page is rendered whole with the new text ...
    expect(await serverHtml()).toContain(NEW_TEXT);
    // ... and the browser loads the same release (the configuration in the page names it).
    expect(await liveManifest()).toContain(`/releases/${second}/mf-manifest.json`);
    await page.goto(`${baseUrl}/`);
    await expect(page.getByText(NEW_TEXT, { exact: true })).toBeVisible();

    expect(await cli('rollback', 'marketing')).toContain(`rolled back from ${second} to ${first}`);
    expect(await serverHtml()).toContain(OLD_TEXT);
    expect(await liveManifest()).toContain(`/releases/${first}/mf-manifest.json`);
    await page.reload();
    await expect(page.getByText(OLD_TEXT, { exact: true })).toBeVisible();

    const history = await cli('history', 'marketing');
    expect(history).toMatch(new RegExp(`promote +${first} -> ${second}`));
    expect(history).toMatch(new RegExp(`rollback +${second} -> ${first}`));

    // Back to the configured build, so the worker's later tests see the portal as it was started.
    await cli('rollback', 'marketing');
    expect(await liveManifest()).not.toContain('/releases/');
    expect(SHELL_FILES.map((file) => readFileSync(path.join(ROOT, file), 'utf8'))).toEqual(shellFiles);
  });

  test('a release built for another shell is refused with the package and both versions, and nothing changes', async ({
    portal,
    baseUrl,
    page,
  }) => {
    test.setTimeout(120_000);
    const build = mkdtempSync(path.join(os.tmpdir(), 'incompatible-'));
    const releasesDir = portal.releasesDir;
    try {
      await execFileAsync(
        'npx',
        ['webpack', '-c', path.join(ROOT, 'scripts/release/fixtures/incompatible-remote/webpack.config.js'), '--env', `outDir=${build}`],
        {
          cwd: ROOT,
        },
      );
      // Stored as a release of the marketing remote (what `npm run release` does after its build).
      const { storeRelease } = await import('../scripts/release/release-store.mjs');
      const { version } = storeRelease({ key: 'marketing', buildDir: build, releasesDir });
      const before = await (await page.request.get(`${baseUrl}/config.json`)).text();
      const refused = await execFileAsync('node', [CLI, 'promote', 'marketing', version, '--releases', releasesDir], { cwd: ROOT }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused?.code).toBe(1);
      const react = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/react/package.json'), 'utf8')).version;
      expect(refused?.stderr).toContain(`react: the release needs ^18.2.0, the shell provides ${react}`);
      expect(refused?.stderr).toContain('@donation-network/shared-ui: the release needs ^9.0.0, the shell provides');
      expect(refused?.stderr).toContain('does not expose ./App (it exposes ./Widget)');
      expect(await (await page.request.get(`${baseUrl}/config.json`)).text()).toBe(before);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
