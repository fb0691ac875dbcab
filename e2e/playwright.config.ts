import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Each worker starts its own portal (backend, shell and every remote on free ports, its own
  // data dir), so two spec files run at once without seeing each other's rows; the tests of
  // one file stay in order on one worker. Two workers halve the suite on a 2-core machine.
  // With PORTAL_URL every test uses that one running portal (fixtures.ts): one worker, so two spec files
  // never change the same demo account's rows at once (`--workers 2` suits a read-only set such as @smoke).
  workers: process.env.PORTAL_URL ? 1 : 2,
  fullyParallel: false,
  // Two portals and two browsers share two cores: a multi-step flow that takes 45 s alone can pass a minute
  // there. A stuck step still fails on its own 15 s expectation.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  // The HTML report (e2e/report/, with the trace and screenshot of each failure): npx playwright show-report e2e/report
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'report' }]],
  // The page-cost budgets measure main-thread time under CPU slowdown: they run alone (`npm run budget`),
  // not beside the rest of the suite, where another worker's portal would stretch every task.
  projects: [
    { name: 'e2e', testIgnore: /page-cost\.spec\.ts$/ },
    { name: 'page-cost', testMatch: /page-cost\.spec\.ts$/, retries: 0 },
  ],
  use: {
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
