import { expect, test } from './fixtures';
import { signInAsDemo } from './support/demo-session';

// An old link to a page past the end of a recipient list opens the list's last page: its rows and
// count, no "Showing 0 of N", and no request the API answers with 416 (which the browser logs).

const PAST_THE_END: { list: string; path: string; lastPage: string; showing: RegExp }[] = [
  {
    list: 'blood services',
    path: '/recipient/blood-services?page=5',
    lastPage: '/recipient/blood-services',
    showing: /^Showing [1-9]\d* of \d+ services$/,
  },
  {
    list: 'executive talent',
    path: '/recipient/blood-services?tab=executive-talent&page=9',
    lastPage: '/recipient/blood-services?tab=executive-talent',
    showing: /^Showing [1-9]\d* professionals?$/,
  },
  {
    list: 'executive opportunities',
    path: '/recipient/blood-services?tab=executive-opportunities&page=9',
    lastPage: '/recipient/blood-services?tab=executive-opportunities',
    showing: /^Showing [1-9]\d* opportunit(y|ies)$/,
  },
  {
    list: 'notifications',
    path: '/recipient/notifications?page=99',
    lastPage: '/recipient/notifications',
    showing: /^Showing [1-9]\d* of \d+ notifications$/,
  },
  {
    list: 'appointments',
    path: '/recipient/appointments?page=9',
    lastPage: '/recipient/appointments',
    showing: /^Showing [1-9]\d* of \d+$/,
  },
];

test(
  'a page past the end of each recipient list opens its last page, with no console error',
  { tag: ['@recipient', '@demo-accounts'] },
  async ({ page, baseUrl }) => {
    const consoleErrors: string[] = [];
    const refusedRanges: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('response', (response) => response.status() === 416 && refusedRanges.push(response.url()));
    await signInAsDemo(page, baseUrl, 'Recipient');

    for (const { list, path, lastPage, showing } of PAST_THE_END) {
      await test.step(list, async () => {
        await page.goto(`${baseUrl}${path}`);
        await expect(page).toHaveURL(`${baseUrl}${lastPage}`);
        await expect(page.getByText(showing)).toBeVisible();
        await expect(page.getByText(/^Showing 0 /)).toHaveCount(0);
      });
    }
    expect(refusedRanges).toEqual([]);
    expect(consoleErrors).toEqual([]);
  },
);
