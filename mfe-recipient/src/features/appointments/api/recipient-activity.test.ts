import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';
import { fakeListTable } from '../../../lib/testing/fake-list-table';
import { activityTitle, canCancel, listRecipientActivity, statusLabel, statusVariant } from './recipient-activity';

test('open requests and requested/confirmed appointments can be cancelled (the shared rule)', () => {
  const cancellable = (kind: 'donor_request' | 'appointment', status: string) => canCancel({ kind, status });
  expect(['pending', 'accepted', 'declined', 'cancelled', 'completed'].filter((s) => cancellable('donor_request', s))).toEqual([
    'pending',
    'accepted',
  ]);
  expect(['requested', 'confirmed', 'cancelled', 'completed'].filter((s) => cancellable('appointment', s))).toEqual([
    'requested',
    'confirmed',
  ]);
});

test('titles, status labels and colours', () => {
  expect(activityTitle({ kind: 'donor_request', provider_name: 'Rahul S.', appointment_type: null })).toBe('Donor request: Rahul S.');
  expect(activityTitle({ kind: 'donor_request', provider_name: null, appointment_type: null })).toBe('Donor request');
  expect(activityTitle({ kind: 'appointment', provider_name: null, appointment_type: 'follow-up' })).toBe('Follow-up appointment');
  expect(activityTitle({ kind: 'appointment', provider_name: null, appointment_type: null })).toBe('Appointment');
  expect(statusLabel('confirmed')).toBe('Confirmed');
  expect(statusLabel('unknown')).toBe('unknown');
  expect(statusVariant('requested')).toBe('warning');
  expect(statusVariant('accepted')).toBe('success');
  expect(statusVariant('declined')).toBe('danger');
  expect(statusVariant('cancelled')).toBe('secondary');
  expect(statusVariant('completed')).toBe('outline');
});

test('a page past the end has no rows but the total, and no read the API answers with 416', async () => {
  const table = fakeListTable(18);
  setSupabaseClient(fakeSupabaseClient({ from: table.from }));
  try {
    await expect(listRecipientActivity(5)).resolves.toEqual({ items: [], total: 18 });
    expect(table.reads.map((read) => read.status)).toEqual([200, 200]);
  } finally {
    setSupabaseClient(null);
  }
});
