import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // One worker shares one portal (backend, shell and five remotes on free ports).
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        }
      : {},
  },
});
