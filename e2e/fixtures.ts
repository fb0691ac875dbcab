import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, ISLANDS_ATTRIBUTE, START_APPLICATION_EVENT, localPorts } from '@donation-network/portal-manifest';
import type { PortalHandle } from '../scripts/start.mjs';
import { freePort } from './support/free-port';
import { describeVersions, liveRemoteVersions } from './support/portal-versions';

/**
 * PORTAL_URL runs the suite against a portal that is already running (a deployment, or `npm start`) instead of
 * starting one per worker. What only a portal the suite starts itself has (its servers, the backend's mail
 * outbox) is then out of reach, and the tests that need it are skipped.
 */
const deploymentUrl = process.env.PORTAL_URL?.trim().replace(/\/+$/, '') || undefined;

/** Tag of the tests that need a portal the suite starts itself; they are skipped under PORTAL_URL. */
export const NEEDS_LOCAL_BACKEND = '@needs-local-backend';
/** Tag of the tests that sign in as the demo accounts; skipped when the portal's /config.json says demoMode: false. */
export const DEMO_ACCOUNTS = '@demo-accounts';
/** Every test names the slices it covers with at least one of these, so `--grep` runs one slice of the suite. */
export const SLICE_TAGS = ['@marketing', '@auth', '@admin', '@donor', '@recipient', '@directories', '@partner', '@cross-remote'];

/** What the shell serves as /config.json, as far as the tests read it. */
export interface PortalConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  demoMode: boolean;
}

interface WorkerFixtures {
  /** the portal the worker started, or undefined under PORTAL_URL; tests ask for `portal` */
  selfStartedPortal: PortalHandle | undefined;
  baseUrl: string;
  /** the running portal's /config.json (the API URL and publishable key the browser uses, demo mode) */
  portalConfig: PortalConfig;
  /** the portal's data dir: the backend's outbox of captured mails (one-time codes) lives there */
  dataDir: string;
  /** what the portal serves, as the report names it: each remote's live release or configured build */
  remoteVersions: string;
}

interface TestFixtures {
  page: Page;
  /**
   * Whether a page load (goto, reload) of a public page also starts the application, as a person's first touch
   * of a form would, before the test goes on (default). Tests of the page before the application runs (the
   * islands, what a first visit downloads) turn it off with `test.use({ startsApplication: false })`.
   */
  startsApplication: boolean;
  /** the portal this worker started (its servers, to stop or redeploy); skips the test under PORTAL_URL */
  portal: PortalHandle;
  /** the one-time code mailed to `email` after `after` (ISO time), read from the backend's outbox; skips under PORTAL_URL */
  mailedCode: (email: string, after: string) => Promise<string>;
  /** the link mailed to `email` after `after` (ISO time), as the mail's template writes it, read from the backend's outbox; skips under PORTAL_URL */
  mailedLink: (email: string, after: string) => Promise<string>;
  /** the one-time code texted to `phone` after `after` (ISO time), read from the gateway's SMS outbox; skips under PORTAL_URL */
  textedCode: (phone: string, after: string) => Promise<string>;
  /** checks that the test names its slice, and skips a DEMO_ACCOUNTS test on a portal without demo accounts */
  tagRules: void;
  /** names, in each test's report, the portal it ran against and the build of every remote there */
  reportPortal: void;
}

/**
 * Skips the test under PORTAL_URL, saying what it needs. With a portal of its own the test must carry the
 * NEEDS_LOCAL_BACKEND tag, so `--grep-invert @needs-local-backend` lists what runs against a deployment.
 */
function requireSelfStartedPortal(testInfo: TestInfo, needs: string) {
  testInfo.skip(deploymentUrl !== undefined, `needs ${needs}: runs only when the suite starts its own portal (unset PORTAL_URL)`);
  if (!testInfo.tags.includes(NEEDS_LOCAL_BACKEND)) {
    throw new Error(`"${testInfo.title}" needs ${needs}: tag it ${NEEDS_LOCAL_BACKEND} (it cannot run against PORTAL_URL)`);
  }
}

/**
 * A server-rendered page shows its controls before its scripts have run. Page loads (goto, reload) therefore
 * wait until the page answers, as a person waits for a page to respond: hydrated, or (a public page for a
 * signed-out visitor) its inline script ready, which works the header and starts the application at the first
 * touch of a form control or button, handing it that touch. A page that is not the shell's, or never gets
 * there, is left to the test after 15 s.
 */
async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      (attributes) => attributes.some((attribute) => document.documentElement.hasAttribute(attribute)),
      [HYDRATED_ATTRIBUTE, ISLANDS_ATTRIBUTE],
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/**
 * Starts the application on a public page that has not needed it yet (as the visitor's first touch of a form
 * would) and waits until it has hydrated the page.
 */
export async function startApplication(page: Page) {
  await page.evaluate((event) => document.dispatchEvent(new Event(event)), START_APPLICATION_EVENT);
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  startsApplication: [true, { option: true }],
  page: [
    async ({ page, startsApplication }, use) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const ready = async () => {
        await waitForHydration(page);
        if (startsApplication && (await page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), ISLANDS_ATTRIBUTE)))
          await startApplication(page);
      };
      page.goto = async (...args) => {
        const response = await goto(...args);
        await ready();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await ready();
        return response;
      };
      await use(page);
    },
    { scope: 'test' },
  ],
  dataDir: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
      await use(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  selfStartedPortal: [
    async ({ dataDir }, use) => {
      if (deploymentUrl) return use(undefined);
      const { startPortal } = await import('../scripts/start.mjs');
      // a free port for the shell, each remote in portal-manifest and the backend
      const ports: Record<string, number> = {};
      for (const key of Object.keys(localPorts())) ports[key] = await freePort();
      // remote overrides from any local port (remote-overrides.spec.ts serves a second build on a free one)
      const overrideOrigins = ['http://localhost:*'];
      // releases of its own (releases.spec.ts promotes and rolls back), never the developer's releases/
      const releasesDir = path.join(dataDir, 'releases');
      // one browser signs in dozens of times from 127.0.0.1: scale the gateway's per-IP limits
      const portal = await startPortal({
        ports,
        dataDir,
        quiet: true,
        rateLimitScale: 1000,
        fromTemplate: true,
        overrideOrigins,
        releasesDir,
      });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseUrl: [
    async ({ selfStartedPortal }, use) => use(deploymentUrl ?? `http://localhost:${selfStartedPortal!.ports.shell}`),
    { scope: 'worker' },
  ],
  // Playwright's own option, so `page.goto('/about')` reaches the worker's portal (or PORTAL_URL) too
  baseURL: [async ({ baseUrl }, use) => use(baseUrl), { scope: 'test' }],
  remoteVersions: [async ({ baseUrl }, use) => use(describeVersions(await liveRemoteVersions(baseUrl))), { scope: 'worker' }],
  reportPortal: [
    async ({ baseUrl, remoteVersions }, use, testInfo) => {
      testInfo.annotations.push({ type: 'portal', description: baseUrl }, { type: 'remotes', description: remoteVersions });
      await use();
    },
    { auto: true },
  ],
  portalConfig: [
    async ({ baseUrl }, use) => {
      const response = await fetch(`${baseUrl}/config.json`);
      if (!response.ok) throw new Error(`${baseUrl}/config.json answered ${response.status}: is the portal running there?`);
      await use((await response.json()) as PortalConfig);
    },
    { scope: 'worker' },
  ],
  portal: [
    async ({ selfStartedPortal }, use, testInfo) => {
      requireSelfStartedPortal(testInfo, "the portal's own servers (to stop, redeploy or run beside them)");
      await use(selfStartedPortal!);
    },
    { scope: 'test' },
  ],
  mailedCode: [
    async ({ dataDir }, use, testInfo) => {
      requireSelfStartedPortal(testInfo, 'the backend mail outbox (the one-time codes it sends)');
      // imported at run time, like start.mjs: the backend loads the same ES module
      const { waitForMailedCode } = await import('../scripts/outbox/outbox.mjs');
      await use((email, after) => waitForMailedCode(dataDir, email, { after }));
    },
    { scope: 'test' },
  ],
  mailedLink: [
    async ({ dataDir }, use, testInfo) => {
      requireSelfStartedPortal(testInfo, 'the backend mail outbox (the links it sends)');
      const { waitForMailedLink } = await import('../scripts/outbox/outbox.mjs');
      await use((email, after) => waitForMailedLink(dataDir, email, { after }));
    },
    { scope: 'test' },
  ],
  textedCode: [
    async ({ dataDir }, use, testInfo) => {
      requireSelfStartedPortal(testInfo, 'the SMS outbox (the codes the gateway texts)');
      const { waitForTextedCode } = await import('../scripts/outbox/outbox.mjs');
      await use((phone, after) => waitForTextedCode(dataDir, phone, { after }));
    },
    { scope: 'test' },
  ],
  tagRules: [
    async ({ portalConfig }, use, testInfo) => {
      if (!testInfo.tags.some((tag) => SLICE_TAGS.includes(tag))) {
        throw new Error(`"${testInfo.title}" names no slice: tag it with one or more of ${SLICE_TAGS.join(' ')}`);
      }
      testInfo.skip(
        testInfo.tags.includes(DEMO_ACCOUNTS) && !portalConfig.demoMode,
        "signs in as the demo accounts: the portal's /config.json says demoMode: false",
      );
      await use();
    },
    { auto: true },
  ],
});

/** Marks the current document so a later check can prove no full reload happened. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __portalDocument: string }).__portalDocument = 'original'));
}

export async function documentIsOriginal(page: Page) {
  return page.evaluate(() => (window as unknown as { __portalDocument?: string }).__portalDocument === 'original');
}

export { expect };
