import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const debianChromium = '/usr/bin/chromium';

// E2E_START_PORTAL=1: Playwright starts the local portal (`npm start`, or reuses the one answering on its
// port) and the suite runs against it as against any PORTAL_URL. Set here, where the workers read it too.
const LOCAL_PORTAL = 'http://localhost:3000';
if (process.env.E2E_START_PORTAL === '1') process.env.PORTAL_URL ||= LOCAL_PORTAL;
const portalUrl = process.env.PORTAL_URL?.trim().replace(/\/+$/, '') || undefined;
/** The page-cost budgets: run alone (`npm run budget`), never beside the suite. */
const PAGE_COST = /page-cost\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Each worker starts its own portal (backend, shell and every remote on free ports, its own
  // data dir), so two spec files run at once without seeing each other's rows; the tests of
  // one file stay in order on one worker. Two workers halve the suite on a 2-core machine.
  // With PORTAL_URL every test uses that one running portal (fixtures.ts): one worker, so two spec files
  // never change the same demo account's rows at once (`--workers 2` suits a read-only set such as @smoke).
  workers: portalUrl ? 1 : 2,
  fullyParallel: false,
  // Two portals and two browsers share two cores: a multi-step flow that takes 45 s alone can pass a minute
  // there. A stuck step still fails on its own 15 s expectation.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  // The HTML report (e2e/report/, with the trace and screenshot of each failure): npx playwright show-report e2e/report.
  // Its title names the portal; each test names the portal and every remote's build (fixtures.ts), and under
  // PORTAL_URL the JSON and blob reports' metadata do too (global-setup.ts).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'report', title: `Portal e2e: ${portalUrl ?? 'a portal per worker'}` }]],
  webServer:
    process.env.E2E_START_PORTAL === '1'
      ? { command: 'npm start', cwd: '..', url: `${LOCAL_PORTAL}/healthz`, reuseExistingServer: true, timeout: 600_000 }
      : undefined,
  projects: [
    // The whole suite, at a desktop width.
    { name: 'chromium', testIgnore: PAGE_COST, use: devices['Desktop Chrome'] },
    // A 375 px phone (touch, mobile viewport): the smoke set, and the tests written for a phone.
    {
      name: 'phone',
      testIgnore: PAGE_COST,
      grep: /@smoke|@phone/,
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 } },
    },
    // The page-cost budgets measure main-thread time under CPU slowdown: they run alone (`npm run budget`),
    // not beside the rest of the suite, where another worker's portal would stretch every task.
    { name: 'page-cost', testMatch: PAGE_COST, retries: 0 },
  ],
  use: {
    baseURL: portalUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        }
      : {},
  },
});
