import { RequestError } from '@donation-network/portal-data';
import { fetchUsers, setUserAdmin } from './users';
import { fakeSupabase } from '@donation-network/portal-session/testing';

test('fetchUsers asks admin_list_users for one page of the trimmed search and reads the total', async () => {
  const calls = fakeSupabase({
    data: [
      {
        id: 'u1',
        email: 'grace@example.org',
        full_name: 'Grace',
        user_type: 'donor',
        is_admin: false,
        created_at: '2026-11-01T00:00:00Z',
        total_count: '41',
      },
    ],
    error: null,
    status: 200,
  });
  const page = await fetchUsers('  grace ', 3);
  expect(calls).toEqual([['rpc', 'admin_list_users', { search: 'grace', page_size: 20, page_offset: 40 }]]);
  expect(page).toEqual({
    total: 41,
    items: [
      { id: 'u1', email: 'grace@example.org', fullName: 'Grace', userType: 'donor', isAdmin: false, createdAt: '2026-11-01T00:00:00Z' },
    ],
  });
});

test('no rows means a total of 0', async () => {
  fakeSupabase({ data: [], error: null, status: 200 });
  expect(await fetchUsers('', 1)).toEqual({ items: [], total: 0 });
});

test("setUserAdmin passes the database's refusal on", async () => {
  fakeSupabase({ error: { message: 'Administrators cannot revoke their own admin rights', code: '42501' }, status: 403 });
  const failure = setUserAdmin('me', false);
  await expect(failure).rejects.toBeInstanceOf(RequestError);
  await expect(failure).rejects.toThrow('Administrators cannot revoke their own admin rights');
});
