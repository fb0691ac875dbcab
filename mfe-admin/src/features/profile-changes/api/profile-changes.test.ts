import { fakeSupabase } from '@donation-network/portal-session/testing';
import { PROFILE_CHANGES_BATCH_SIZE, fetchPendingProfileChanges } from './profile-changes';

test('fetchPendingProfileChanges reads the oldest pending requests with the count of all of them, and each field as before → after', async () => {
  const calls = fakeSupabase(
    {
      data: [{ id: 'r1', user_id: 'u1', changes: { phone: '+1 555 123 4567', allergies: '' }, created_at: '2026-11-20T10:00:00Z' }],
      error: null,
      status: 200,
      count: 57,
    },
    { data: [{ id: 'u1', full_name: ' Grace Hopper ', phone: '+1 555 000 0000', allergies: 'Latex' }], error: null, status: 200 },
  );
  const batch = await fetchPendingProfileChanges();
  expect(calls).toEqual(
    expect.arrayContaining([
      ['select', 'id, user_id, changes, created_at', { count: 'exact' }],
      ['eq', 'status', 'pending'],
      ['order', 'created_at', { ascending: true }],
      ['order', 'id'],
      ['range', 0, PROFILE_CHANGES_BATCH_SIZE - 1],
    ]),
  );
  expect(batch.total).toBe(57);
  expect(batch.items).toEqual([
    {
      id: 'r1',
      userId: 'u1',
      userName: 'Grace Hopper',
      submittedAt: '2026-11-20T10:00:00Z',
      changes: [
        { field: 'phone', label: 'Phone', before: '+1 555 000 0000', after: '+1 555 123 4567' },
        { field: 'allergies', label: 'Allergies', before: 'Latex', after: null },
      ],
    },
  ]);
});

test('an empty queue asks for no profiles', async () => {
  const calls = fakeSupabase({ data: [], error: null, status: 200, count: 0 });
  expect(await fetchPendingProfileChanges()).toEqual({ items: [], total: 0 });
  expect(calls.filter(([method, table]) => method === 'from' && table === 'profiles')).toEqual([]);
});

test("a donor's last donation is compared with their donor record", async () => {
  const calls = fakeSupabase(
    {
      data: [{ id: 'r2', user_id: 'u2', changes: { last_donation_date: '2026-10-01' }, created_at: '2026-11-21T10:00:00Z' }],
      error: null,
      status: 200,
      count: 1,
    },
    { data: [{ id: 'u2', full_name: 'Ada Donor' }], error: null, status: 200 },
    { data: [{ user_id: 'u2', last_donation_date: '2026-06-01' }], error: null, status: 200 },
  );
  const batch = await fetchPendingProfileChanges();
  expect(calls).toEqual(
    expect.arrayContaining([
      ['from', 'donors'],
      ['in', 'user_id', ['u2']],
    ]),
  );
  expect(batch.items[0].changes).toEqual([
    { field: 'last_donation_date', label: 'Last donation', before: '2026-06-01', after: '2026-10-01' },
  ]);
});
