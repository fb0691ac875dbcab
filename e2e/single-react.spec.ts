import { expect, test } from './fixtures';

test('one React renderer serves the shell and every remote visited', { tag: ['@cross-remote'] }, async ({ page, baseUrl }) => {
  // Every react-dom copy registers itself with the devtools hook; count the registrations.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__portalRenderers = renderers;
  });
  await page.goto(`${baseUrl}/about`);
  await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible();
  for (const path of ['/login', '/founders', '/legal']) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  }
  await expect(page.getByRole('tab', { name: 'Terms & Conditions' })).toBeVisible();
  const renderers = await page.evaluate(() => ((window as unknown as Record<string, unknown[]>).__portalRenderers ?? []).length);
  expect(renderers).toBe(1);
});
