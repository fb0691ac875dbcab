import { RANGE_NOT_SATISFIABLE, RequestError } from '@donation-network/portal-data';
import { fakeSupabase } from '@donation-network/portal-session/testing';
import { fetchPartnerOrganisations, partnerBillingText } from './partners';

const row = {
  user_id: 'p1',
  name: 'Northside Blood Bank',
  organisation_type: 'Blood Bank',
  licence_number: 'BB-2040',
  country: 'GB',
  district: 'Leeds',
  address: '2 Bank Street',
  contact_person: 'Mary Seacole',
  contact_number: '0113 496 0000',
  verification_status: 'pending',
  verified_at: null,
  created_at: '2026-11-20T09:00:00Z',
};
const licenceRow = {
  id: 'd1',
  user_id: 'p1',
  kind: 'licence',
  object_path: 'p1/licence.pdf',
  file_name: 'licence.pdf',
  content_type: 'application/pdf',
  size_bytes: 20480,
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
};

const billingRow = {
  user_id: 'p1',
  arrangement: 'invoice',
  billing_email: 'accounts@northside.example',
  payment_method: null,
  reference: 'PARTNER-ABC123DEF456',
};

test('fetchPartnerOrganisations reads one page of the status, oldest first, with the total and each partner’s licences and billing', async () => {
  const calls = fakeSupabase(
    { data: [row], error: null, status: 200, count: 45 },
    { data: [licenceRow], error: null, status: 200 },
    { data: [billingRow], error: null, status: 200 },
  );
  const page = await fetchPartnerOrganisations('pending', 3);
  expect(calls).toEqual(
    expect.arrayContaining([
      ['from', 'partner_organisations'],
      ['select', expect.stringContaining('verification_status'), { count: 'exact' }],
      ['eq', 'verification_status', 'pending'],
      ['order', 'created_at', { ascending: true }],
      ['order', 'user_id'],
      ['range', 40, 59],
      ['in', 'user_id', ['p1']],
    ]),
  );
  expect(page.total).toBe(45);
  expect(page.items).toHaveLength(1);
  expect(page.items[0]).toMatchObject({ userId: 'p1', name: 'Northside Blood Bank', submittedAt: '2026-11-20T09:00:00Z' });
  expect(page.items[0].licences.map((licence) => licence.fileName)).toEqual(['licence.pdf']);
  expect(calls).toEqual(expect.arrayContaining([['from', 'partner_billing']]));
  expect(partnerBillingText(page.items[0].billing)).toBe('Invoice to accounts@northside.example (reference PARTNER-ABC123DEF456)');
});

test('a partner without a billing choice says so', async () => {
  fakeSupabase({ data: [row], error: null, status: 200, count: 1 }, { data: [], error: null, status: 200 });
  const page = await fetchPartnerOrganisations('pending', 1);
  expect(page.items[0].billing).toBeNull();
  expect(partnerBillingText(page.items[0].billing)).toBe('Not chosen yet');
  expect(partnerBillingText({ arrangement: 'payment-method', billingEmail: null, paymentMethod: 'card', reference: 'PARTNER-X' })).toBe(
    'Payment method set up: card (reference PARTNER-X)',
  );
});

test('"all" reads every status', async () => {
  const calls = fakeSupabase({ data: [], error: null, status: 200, count: 0 });
  expect(await fetchPartnerOrganisations('all', 1)).toEqual({ items: [], total: 0 });
  expect(calls.filter(([method]) => method === 'eq')).toEqual([]);
});

test('a page past the end (the queue shrank meanwhile) is empty, not an error', async () => {
  fakeSupabase({ error: { message: 'Requested range not satisfiable', code: RANGE_NOT_SATISFIABLE }, status: 416 });
  expect(await fetchPartnerOrganisations('pending', 9)).toEqual({ items: [], total: 0 });
});

test('other failures reach the page as a RequestError', async () => {
  fakeSupabase({ error: { message: 'permission denied for table partner_organisations', code: '42501' }, status: 403 });
  await expect(fetchPartnerOrganisations('pending', 1)).rejects.toBeInstanceOf(RequestError);
});
