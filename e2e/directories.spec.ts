import { expect, test } from './fixtures';
import { signInAsDemo } from './support/demo-session';

const HEMOLINK = '/founders/f0a1c2d3-0001-4a5b-8c6d-000000000001';

test(
  'founder team is for signed-in users only: the server returns it only to them',
  { tag: ['@directories', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}${HEMOLINK}`);
    await expect(page.getByRole('heading', { name: 'HemoLink Health' })).toBeVisible();
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByText('Team information is available to subscribed users only.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register to View' })).toHaveAttribute('href', '/register');

    await signInAsDemo(page, baseUrl, 'Investor');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, HEMOLINK);
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByText('Team information is available to subscribed users only.')).toHaveCount(0);
    await expect(page.getByText('Dr. Maya Okafor')).toBeVisible();
  },
);

test('the founders and investors directories list profiles', { tag: ['@directories', '@smoke'] }, async ({ page, baseUrl }) => {
  for (const directory of ['founder', 'investor']) {
    await page.goto(`${baseUrl}/${directory}s`);
    await expect(page.getByTestId(`${directory}-card`).first()).toBeVisible();
  }
});
