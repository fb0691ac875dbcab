import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Opens /founders from another page of the site: the directory then reads in the browser. (Loaded
 * directly, /founders arrives with its founders from the server, whose API is not blocked here.)
 */
async function openFoundersInApp(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/about`);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/founders');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

// With the API unreachable, /founders used to stay on 'Loading founders...' forever and gave
// the visitor no way out. Now the failed read shows a friendly error with Retry, and Retry
// recovers once the API answers again. Only the Supabase API is blocked: the shell and remotes load.
test(
  'API unreachable: /founders shows the error with Retry, and Retry loads the founders once it is back',
  { tag: ['@directories'] },
  async ({ page, baseUrl }) => {
    const config = (await (await page.request.get(`${baseUrl}/config.json`)).json()) as { supabaseUrl: string };
    const apiPattern = `${config.supabaseUrl.replace(/\/$/, '')}/**`;
    const blocked: string[] = [];
    await page.route(apiPattern, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });

    await openFoundersInApp(page, baseUrl);
    await expect(page.getByRole('heading', { name: 'Founders Directory' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't reach the server" });
    // supabase-js retries a failed GET a few times (about 3 s) before it reports the failure;
    // the page turns any read into an error after 10 s at the latest.
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Loading founders...')).toHaveCount(0);
    await expect(page.getByText('No founders found matching your filters.')).toHaveCount(0);
    // no raw error text reaches the page
    await expect(page.getByText(/TypeError|Failed to fetch|PGRST/)).toHaveCount(0);
    expect(blocked.length).toBeGreaterThan(0);

    await page.unroute(apiPattern);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('founder-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'HemoLink Health' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't reach the server" })).toHaveCount(0);
  },
);

// The Supabase SDK is downloaded when a page first reads data. When that download fails, the page
// says so like any unreachable server, and Retry downloads it again.
test(
  'the Supabase SDK cannot be downloaded: /founders shows the network error with Retry, and Retry loads the founders',
  { tag: ['@directories'] },
  async ({ page, baseUrl }) => {
    const manifest = (await (await page.request.get(`${baseUrl}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const sdkFiles = manifest.shared.find((shared) => shared.name === '@supabase/supabase-js')?.assets.js.sync ?? [];
    expect(sdkFiles.length).toBeGreaterThan(0);
    const isSdk = (url: URL) => sdkFiles.some((file) => url.pathname === `/${file}`);
    let refused = 0;
    await page.route(isSdk, (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });

    await openFoundersInApp(page, baseUrl);
    await expect(page.getByRole('heading', { name: 'Founders Directory' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: "We couldn't reach the server" });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Loading founders...')).toHaveCount(0);
    await expect(page.getByText(/ChunkLoadError|Loading chunk/)).toHaveCount(0);
    expect(refused).toBeGreaterThan(0);

    await page.unroute(isSdk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'HemoLink Health' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  },
);
