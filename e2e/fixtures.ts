import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, localPorts } from '@donation-network/portal-manifest';
import type { PortalHandle } from '../scripts/start.mjs';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Fixtures {
  portal: PortalHandle;
  baseUrl: string;
  /** the portal's data dir: the backend's outbox of captured mails (one-time codes) lives there */
  dataDir: string;
  /** the one-time code mailed to `email` after `after` (ISO time), read from the backend's outbox */
  mailedCode: (email: string, after: string) => Promise<string>;
}

/**
 * A server-rendered page shows its controls before its scripts have run; a click then does nothing. Page
 * loads (goto, reload) therefore wait until the shell marks the page hydrated, as a person waits for a page
 * to respond (a page that is not the shell's, or never hydrates, is left to the test after 15 s).
 */
async function waitForHydration(page: Page) {
  await page
    .waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE, { timeout: 15_000 })
    .catch(() => undefined);
}

export const test = base.extend<{ page: Page }, Fixtures>({
  page: [
    async ({ page }, use) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
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
  portal: [
    async ({ dataDir }, use) => {
      const { startPortal } = await import('../scripts/start.mjs');
      // a free port for the shell, each remote in portal-manifest and the backend
      const ports: Record<string, number> = {};
      for (const key of Object.keys(localPorts())) ports[key] = await freePort();
      // one browser signs in dozens of times from 127.0.0.1: scale the gateway's per-IP limits
      const portal = await startPortal({ ports, dataDir, quiet: true, rateLimitScale: 1000, fromTemplate: true });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseUrl: [async ({ portal }, use) => use(`http://localhost:${portal.ports.shell}`), { scope: 'worker' }],
  mailedCode: [
    async ({ dataDir }, use) => {
      // imported at run time, like start.mjs: the backend loads the same ES module
      const { waitForMailedCode } = await import('../scripts/outbox/outbox.mjs');
      await use((email, after) => waitForMailedCode(dataDir, email, { after }));
    },
    { scope: 'worker' },
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
