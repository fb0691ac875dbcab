// Executive compensation carries its parts beside the display text (trigger derive_compensation_parts):
// a rate's amount, currency and period, or a share of equity in percent, never both; a share written
// with a currency sign ('€0.5% equity') is stored as a plain share. Nobody writes the parts directly.
import type { SupabaseClient } from '@supabase/supabase-js';
import { subscribedUser } from './support/marketplace-fixtures';
import { signInDemo, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

const PARTS = 'compensation, compensation_amount, compensation_currency, compensation_period, compensation_equity_percent';

// seed: Dr. Eleanor Hayes '$250/hour', Jonas Weber '€0.5% equity'; CityCare (closed) '₹8,000/hour'
const RATE_PROFESSIONAL = 'e1000000-0000-4000-8000-000000000001';
const EQUITY_PROFESSIONAL = 'e1000000-0000-4000-8000-000000000007';
const RUPEE_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000007';

let backend: TestBackend;
let admin: SupabaseClient;
let recipient: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  recipient = await subscribedUser(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface Parts {
  compensation: string;
  compensation_amount: number | string | null;
  compensation_currency: string | null;
  compensation_period: string | null;
  compensation_equity_percent: number | string | null;
}

/** numeric columns arrive as strings from @supabase/lite */
const plain = (row: Parts) => ({
  ...row,
  compensation_amount: row.compensation_amount === null ? null : Number(row.compensation_amount),
  compensation_equity_percent: row.compensation_equity_percent === null ? null : Number(row.compensation_equity_percent),
});

const partsOf = async (client: SupabaseClient, table: string, id: string) => {
  const { data, error } = await client.from(table).select(PARTS).eq('id', id).single();
  expect(error).toBeNull();
  return plain(data as unknown as Parts);
};

it('a subscriber reads a rate as amount, currency and period, and a share of equity as a percentage without a currency', async () => {
  expect(await partsOf(recipient.client, 'executive_professionals', RATE_PROFESSIONAL)).toEqual({
    compensation: '$250/hour',
    compensation_amount: 250,
    compensation_currency: 'USD',
    compensation_period: 'hour',
    compensation_equity_percent: null,
  });
  expect(await partsOf(recipient.client, 'executive_professionals', EQUITY_PROFESSIONAL)).toEqual({
    compensation: '0.5% equity',
    compensation_amount: null,
    compensation_currency: null,
    compensation_period: null,
    compensation_equity_percent: 0.5,
  });
  expect(await partsOf(admin, 'executive_opportunities', RUPEE_OPPORTUNITY)).toMatchObject({
    compensation_amount: 8000,
    compensation_currency: 'INR',
    compensation_period: 'hour',
  });
});

describe('what a writer sets as compensation', () => {
  const opportunity = {
    organization: 'Compensation Parts Org',
    position: 'Advisor',
    type: 'Advisory',
    duration: 'Once a week',
    location: 'Remote',
    work_mode: 'Remote',
    industry: 'Healthcare',
    compensation_type: 'hourly',
    contact_name: 'Pat',
    contact_email: 'pat@example.com',
  };
  const written = async (compensation: string, extra: Record<string, unknown> = {}) => {
    const { data, error } = await admin
      .from('executive_opportunities')
      .insert({ ...opportunity, compensation, ...extra })
      .select(PARTS)
      .single();
    expect(error).toBeNull();
    return plain(data as unknown as Parts);
  };
  const rate = (amount: number, currency: string, period: string) => ({
    compensation_amount: amount,
    compensation_currency: currency,
    compensation_period: period,
    compensation_equity_percent: null,
  });
  const none = { compensation_amount: null, compensation_currency: null, compensation_period: null, compensation_equity_percent: null };

  afterAll(async () => {
    await admin.from('executive_opportunities').delete().eq('organization', opportunity.organization);
  });

  it.each<[string, Record<string, unknown>]>([
    ['£1,200.50 per day', rate(1200.5, 'GBP', 'day')],
    ['EUR 900/Month', rate(900, 'EUR', 'month')],
    ['₦45,000/hour', rate(45000, 'NGN', 'hour')],
    ['2.25% equity', { ...none, compensation_equity_percent: 2.25 }],
    ['Negotiable', none],
    ['Up to $300/hour', none],
    ['150% equity', none],
  ])('%s', async (text, parts) => {
    expect(await written(text)).toMatchObject(parts);
  });

  it('a currency sign before a share is dropped: a share of a company is not money', async () => {
    expect(await written('$ 1.5 % Equity')).toMatchObject({ compensation: '1.5% equity', compensation_equity_percent: 1.5 });
  });

  it('the parts follow the text and cannot be written on their own', async () => {
    const forged = await written('Negotiable', {
      position: 'Forged rate',
      compensation_amount: 99,
      compensation_currency: 'USD',
      compensation_period: 'hour',
    });
    expect(forged).toMatchObject(none);
    const { data } = await admin
      .from('executive_opportunities')
      .update({ compensation: '$90/hour' })
      .eq('organization', opportunity.organization)
      .eq('position', 'Forged rate')
      .select(PARTS);
    expect((data as unknown as Parts[]).map(plain)).toEqual([{ compensation: '$90/hour', ...rate(90, 'USD', 'hour') }]);
  });
});
