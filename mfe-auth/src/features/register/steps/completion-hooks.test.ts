import { RequestError } from 'shared-ui';
import type { WizardData, WizardStepProps } from '../wizard/wizard-types';
import { FOUNDER_DETAILS_MISSING, INVESTOR_DETAILS_MISSING, completionHooks } from './completion-hooks';
import { fakeSupabase } from '../../../testing/fake-supabase';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), loadSupabase: jest.fn() }));

const USER = '0b7c6f1e-0000-4000-8000-000000000004';

const props = (userType: WizardStepProps['userType'], data: WizardData): WizardStepProps => ({
  userType,
  userId: USER,
  email: 'someone@example.org',
  data,
  update: jest.fn(),
  next: jest.fn(),
  back: jest.fn(),
});

const founder = {
  company_name: 'Acme Health',
  industry: 'Healthcare',
  funding_stage: 'Seed',
  location: 'Lagos',
  founded_year: 2021,
  team_size: null,
  company_description: null,
  looking_for: 'Seed funding',
  website: null,
  linkedin_url: null,
};

const investor = {
  firm_name: '',
  investor_type: 'Angel',
  investment_focus: ['Healthcare'],
  investment_stages: ['Seed'],
  location: 'London',
  typical_check_size: null,
  total_assets_under_management: null,
  website: null,
  linkedin_url: null,
  investment_thesis: null,
};

beforeEach(() => jest.clearAllMocks());

test('only founders and investors have completion work', () => {
  expect(Object.keys(completionHooks).sort()).toEqual(['founder', 'investor']);
});

test('founder: upserts the draft values into founder_profiles on user_id (a retry is safe)', async () => {
  const calls = fakeSupabase({ error: null, status: 201 });
  await completionHooks.founder!(props('founder', { name: 'Grace', founder: { ...founder, stray: 'never sent' } }));
  expect(calls).toEqual([
    ['from', 'founder_profiles'],
    ['upsert', { user_id: USER, ...founder }, { onConflict: 'user_id' }],
  ]);
});

test('investor: upserts the draft values into investor_profiles; a missing firm name is stored empty', async () => {
  const calls = fakeSupabase({ error: null, status: 201 });
  const { firm_name: _omitted, ...withoutFirm } = investor;
  await completionHooks.investor!(props('investor', { investor: withoutFirm }));
  expect(calls).toEqual([
    ['from', 'investor_profiles'],
    ['upsert', { user_id: USER, ...investor }, { onConflict: 'user_id' }],
  ]);
});

test("a refusal throws the server's error with its status", async () => {
  fakeSupabase({ error: { message: 'Website must be a valid http:// or https:// link', code: '22023' }, status: 400 });
  const failure = completionHooks.founder!(props('founder', { founder }));
  await expect(failure).rejects.toBeInstanceOf(RequestError);
  await expect(failure).rejects.toMatchObject({ message: 'Website must be a valid http:// or https:// link', status: 400 });
});

test.each([
  ['founder', FOUNDER_DETAILS_MISSING],
  ['investor', INVESTOR_DETAILS_MISSING],
] as const)('%s: a draft without the details throws before any request', async (userType, message) => {
  const calls = fakeSupabase({ error: null });
  await expect(completionHooks[userType]!(props(userType, {}))).rejects.toThrow(message);
  expect(calls).toEqual([]);
});
