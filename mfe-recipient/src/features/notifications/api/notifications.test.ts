import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';
import { fakeListTable } from '../../../lib/testing/fake-list-table';
import { listNotifications } from './notifications';

afterEach(() => setSupabaseClient(null));

test('the own notifications, newest first, a page of 20', async () => {
  const table = fakeListTable(25);
  setSupabaseClient(fakeSupabaseClient({ from: table.from }));
  const page = await listNotifications('user-1', 2);
  expect([page.notifications.length, page.total]).toEqual([5, 25]);
  expect(table.reads[0].calls.slice(0, 3)).toEqual([
    ['eq', 'user_id', 'user-1'],
    ['order', 'created_at', { ascending: false }],
    ['order', 'id', { ascending: true }],
  ]);
});

test('a page past the end has no rows but the total, and no read the API answers with 416', async () => {
  const table = fakeListTable(18);
  setSupabaseClient(fakeSupabaseClient({ from: table.from }));
  await expect(listNotifications('user-1', 99)).resolves.toEqual({ notifications: [], total: 18 });
  expect(table.reads.map((read) => read.status)).toEqual([200, 200]);
});
