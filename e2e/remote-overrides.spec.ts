import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ROOT = path.resolve(__dirname, '..');
const STORAGE_KEY = 'portal.remote-overrides';
/** The contact form's button in the second build: what only that build renders. */
const OVERRIDE_LABEL = 'Send (override build)';

/**
 * A second build of the marketing remote, as a developer would have one: a copy of its release whose contact
 * form button reads OVERRIDE_LABEL (the precompressed copies go with the text they no longer match).
 */
function secondMarketingBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-override-'));
  cpSync(path.join(ROOT, 'mfe-marketing', 'dist'), dir, { recursive: true });
  let renamed = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (/\.(br|gz)$/.test(entry.name)) rmSync(file);
    else if (entry.name.endsWith('.js') && !entry.parentPath.includes(`${path.sep}server`)) {
      const source = readFileSync(file, 'utf8');
      const edited = source.replace(/(["'`])Send\1/g, `"${OVERRIDE_LABEL}"`);
      if (edited !== source) {
        writeFileSync(file, edited);
        renamed += 1;
      }
    }
  }
  if (renamed === 0) throw new Error('the marketing build has no "Send" label to rename: update secondMarketingBuild');
  return dir;
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/**
 * Serves `dir` as a developer's static server would (CORS on: the portal's page fetches the manifest from
 * another origin); e2e code never imports the shell's own server.
 */
function serveBuild(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0])));
    let body: Buffer;
    try {
      if (!file.startsWith(dir)) throw new Error('outside the build');
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '0.0.0.0', () => resolve(server)));
}

const storedOverrides = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

test.describe('remote overrides', { tag: ['@cross-remote', '@needs-local-backend'] }, () => {
  let buildDir: string;
  let server: http.Server;
  let overrideOrigin: string;

  test.beforeAll(async () => {
    buildDir = secondMarketingBuild();
    server = await serveBuild(buildDir);
    overrideOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(buildDir, { recursive: true, force: true });
  });

  test('one browser loads another build of a remote until it resets; other visitors and the server are unaffected', async ({
    page,
    portal,
    baseUrl,
    browser,
  }) => {
    expect(portal.config().remoteOverrideOrigins).toEqual(['http://localhost:*']);
    const manifestUrl = `${overrideOrigin}/mf-manifest.json`;
    const fromOverride: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(overrideOrigin)) fromOverride.push(request.url());
    });
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });

    await page.goto(`${baseUrl}/contact?remote-override=marketing=${manifestUrl}`);

    // a link is anyone's to send: nothing of the other build loads before the person confirms
    const question = page.getByRole('dialog', { name: 'Load another build of a remote?' });
    await expect(question.getByRole('listitem')).toHaveText(`marketing from ${manifestUrl}`);
    expect(fromOverride).toEqual([]);
    expect(await storedOverrides(page)).toBeNull();
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(question).toHaveCount(0);

    const banner = page.getByRole('region', { name: 'Remote overrides' });
    await expect(banner).toContainText('Remote override active in this browser');
    // stuck to the bottom of the viewport, not waiting below the footer
    await expect(banner).toBeInViewport();
    await expect(banner.getByRole('listitem')).toHaveText(`marketing from ${manifestUrl}`);
    await expect(page.getByRole('button', { name: OVERRIDE_LABEL })).toBeVisible();
    expect(fromOverride).toContain(manifestUrl);
    expect(fromOverride.some((url) => url.endsWith('.js'))).toBe(true);
    // the parameter has done its work: the address is the page's own, and the override is stored
    await expect(page).toHaveURL(`${baseUrl}/contact`);
    expect(JSON.parse((await storedOverrides(page)) ?? '{}')).toEqual({ marketing: manifestUrl });

    // it lasts across page loads and within the site
    await page.reload();
    await expect(page.getByRole('button', { name: OVERRIDE_LABEL })).toBeVisible();
    await expect(banner).toBeVisible();

    // the server renders the deployed build for everyone, this browser included
    // (a cold server may leave the region to the browser: asked until it renders the form)
    const serverHtml = () => fetch(`${baseUrl}/contact`).then((response) => response.text());
    await expect.poll(serverHtml, { timeout: 10_000 }).toMatch(/>Send<\/button>/);
    expect(await serverHtml()).not.toContain(OVERRIDE_LABEL);

    // another visitor sees the deployed portal
    const otherVisitor = await browser.newContext();
    try {
      const other = await otherVisitor.newPage();
      await other.goto(`${baseUrl}/contact`);
      await expect(other.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
      await expect(other.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
    } finally {
      await otherVisitor.close();
    }

    // one click, from the keyboard, back to the deployed portal
    await banner.getByRole('button', { name: 'Reset overrides' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await storedOverrides(page)).toBeNull();
    expect(policyViolations).toEqual([]);
  });

  test('the panel (?overrides) lists every remote, adds an override on an allowed origin, refuses another, and resets them all', async ({
    page,
    portal,
    baseUrl,
  }) => {
    expect(portal.config().remoteOverrideOrigins).toEqual(['http://localhost:*']);
    const manifestUrl = `${overrideOrigin}/mf-manifest.json`;

    await page.goto(`${baseUrl}/contact?overrides`);
    const panel = page.getByRole('dialog', { name: 'Remote overrides' });
    await expect(panel).toContainText('Allowed origins: http://localhost:*.');
    await expect(panel.getByRole('textbox')).toHaveCount(Object.keys(portal.config().remotes).length);
    const marketing = panel.getByRole('textbox', { name: 'marketing' });
    await expect(marketing).toHaveAccessibleDescription(/^Deployed: http:\/\/localhost:\d+\/.*mf-manifest\.json$/);
    await expect(page).toHaveURL(`${baseUrl}/contact`);

    // an origin off the allowlist is refused beside its field, and nothing is stored
    const auth = panel.getByRole('textbox', { name: 'auth' });
    await auth.fill(manifestUrl.replace('localhost', '127.0.0.1'));
    await panel.getByRole('button', { name: 'Save and reload' }).click();
    await expect(auth).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByRole('alert')).toContainText("is not on this site's list of allowed override origins");
    expect(await storedOverrides(page)).toBeNull();

    // an allowed one, saved with Enter: the page reloads with it, and the banner says until when
    await auth.fill('');
    await marketing.fill(manifestUrl);
    await Promise.all([page.waitForEvent('load'), marketing.press('Enter')]);
    await expect(page.getByRole('button', { name: OVERRIDE_LABEL })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Remote overrides' });
    await expect(banner.getByRole('listitem')).toHaveText(`marketing from ${manifestUrl}`);
    await expect(banner).toContainText(/It ends at \d{2} \w{3} \d{4}, \d{2}:\d{2}\./);
    expect(JSON.parse((await storedOverrides(page)) ?? '{}')).toEqual({ marketing: manifestUrl });

    // the banner opens the panel again, filled in; Reset all is the deployed portal again
    await banner.getByRole('button', { name: 'Edit overrides' }).click();
    await expect(panel.getByRole('textbox', { name: 'marketing' })).toHaveValue(manifestUrl);
    await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Reset all' }).click()]);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await storedOverrides(page)).toBeNull();
  });

  test('a link whose override is cancelled installs nothing and loads nothing from it', async ({ page, portal, baseUrl }) => {
    expect(portal.config().remoteOverrideOrigins).toEqual(['http://localhost:*']);
    const manifestUrl = `${overrideOrigin}/mf-manifest.json`;
    const fromOverride: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(overrideOrigin)) fromOverride.push(request.url());
    });

    await page.goto(`${baseUrl}/contact?remote-override=marketing=${manifestUrl}`);
    const question = page.getByRole('dialog', { name: 'Load another build of a remote?' });
    await question.getByRole('button', { name: 'Cancel' }).click();

    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(`${baseUrl}/contact`);
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
    expect(await storedOverrides(page)).toBeNull();
    // the parameter is gone from the address: a reload neither asks again nor loads the build
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    await expect(question).toHaveCount(0);
    expect(fromOverride).toEqual([]);
  });

  test('an override from an origin off the allowlist, or for no remote, is refused with the reason and not stored', async ({
    page,
    portal,
    baseUrl,
  }) => {
    expect(portal.config().remoteOverrideOrigins).toEqual(['http://localhost:*']);
    // the same build under another name for the same machine: not on the allowlist
    const elsewhere = overrideOrigin.replace('localhost', '127.0.0.1');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(
      `${baseUrl}/contact?remote-override=marketing=${elsewhere}/mf-manifest.json&remote-override=constructor=${overrideOrigin}/mf-manifest.json`,
    );

    const refusal = page.getByRole('region', { name: 'Remote overrides' }).getByRole('alert');
    await expect(refusal).toContainText(`${elsewhere} is not on this site's list of allowed override origins`);
    await expect(refusal).toContainText('"constructor" is not a remote of this portal');
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeVisible();
    expect(requested.filter((url) => url.startsWith(elsewhere) || url.startsWith(overrideOrigin))).toEqual([]);
    expect(await storedOverrides(page)).toBeNull();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });
});
