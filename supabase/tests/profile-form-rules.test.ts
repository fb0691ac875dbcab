// The founder and investor profile forms (the registration wizard's details steps and the
// /founder/profile and /investor/profile forms) check what a person typed with one rule each
// from shared-rules (founderProfileInputErrors, investorProfileInputErrors) and write the row
// that rule's conversion makes of it. Here the same typed input goes to that rule and, as a row,
// to the database both ways the forms write it: the profile form's upsert on founder_profiles or
// investor_profiles, and the registration draft that complete_registration turns into the row.
// Whatever the rule refuses, the database refuses with the same message; what it accepts, the
// database stores. The row mirrors (founderProfileError, investorProfileError) are held to the
// same answers, so a limit changed on one side only fails here.
import {
  DATA_PROTECTION_POLICY_VERSION,
  FOUNDER_MESSAGES as F,
  INVESTOR_MESSAGES as I,
  TERMS_POLICY_VERSION,
  founderProfileError,
  founderProfileInputErrors,
  investorProfileError,
  investorProfileInputErrors,
  toFounderProfileDetails,
  toInvestorProfileDetails,
  urlMessage,
  type FounderProfileInput,
  type InvestorProfileInput,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { signUpUser, startTestBackend, verifyEmailByCode, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
/** Saves through the profile forms' upsert. */
let founder: SignedUpUser;
let investor: SignedUpUser;
/** Registers through the wizard's draft (policies accepted, e-mail proven, not yet completed). */
let founderApplicant: SignedUpUser;
let investorApplicant: SignedUpUser;

async function readyToComplete(user: SignedUpUser): Promise<void> {
  await must(
    user.client.from('consents').insert([
      { kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION },
      { kind: 'terms', policy_version: TERMS_POLICY_VERSION },
    ]),
  );
  await verifyEmailByCode(backend, user);
}

beforeAll(async () => {
  backend = await startTestBackend();
  founder = await signUpUser(backend, { user_type: 'founder' });
  investor = await signUpUser(backend, { user_type: 'investor' });
  founderApplicant = await signUpUser(backend, { user_type: 'recipient' });
  investorApplicant = await signUpUser(backend, { user_type: 'recipient' });
  await readyToComplete(founderApplicant);
  await readyToComplete(investorApplicant);
}, 180_000);

afterAll(async () => {
  await backend?.stop();
});

/** The profile form's save: the row for the signed-in owner, created or updated (one per user). */
const upsert = (user: SignedUpUser, table: string, row: Record<string, unknown>) =>
  user.client
    .from(table)
    .upsert({ user_id: user.user.id, ...row }, { onConflict: 'user_id' })
    .select('*')
    .single();

/** The wizard's save: the details step's row in the draft, then completion writes it. */
async function register(user: SignedUpUser, type: 'founder' | 'investor', row: Record<string, unknown>) {
  await must(
    user.client
      .from('registration_drafts')
      .upsert({ user_id: user.user.id, user_type: type, step: 3, data: { name: 'Ada Lovelace', [type]: row } }),
  );
  return user.client.rpc('complete_registration', { user_type: type, full_name: 'Ada Lovelace' });
}

/** The one message the rule gives for input with one bad field. */
const onlyMessage = (errors: Record<string, string | undefined>) => {
  const messages = Object.values(errors).filter(Boolean);
  expect(messages).toHaveLength(1);
  return messages[0];
};

const long = (length: number) => 'x'.repeat(length);

describe('founder profile', () => {
  const typed: Required<FounderProfileInput> = {
    company_name: ' Pulse Diagnostics ',
    industry: 'Healthcare',
    funding_stage: 'Seed',
    location: 'Nairobi, Kenya',
    founded_year: '2022',
    team_size: '6',
    company_description: 'Rapid blood typing at the point of care.',
    looking_for: 'Seed funding',
    website: 'https://pulse.example.com',
    linkedin_url: '',
  };

  it.each<[string, FounderProfileInput, string]>([
    ['a company name of white space', { company_name: ' \u00a0\u3000 ' }, F.companyName],
    ['a company name of 201 characters', { company_name: long(201) }, F.companyName],
    ['no industry chosen', { industry: '' }, F.industry],
    ['an industry off the list', { industry: 'Mining' }, F.industry],
    ['a funding stage off the list', { funding_stage: 'Series Z' }, F.fundingStage],
    ['an ideographic space for a location', { location: '\u3000' }, F.location],
    ['a location of 201 characters', { location: long(201) }, F.location],
    ['a founded year of 1799', { founded_year: '1799' }, F.foundedYear],
    ['a founded year of 2101', { founded_year: '2101' }, F.foundedYear],
    ['a team of 0', { team_size: '0' }, F.teamSize],
    ['a team of 1,000,001', { team_size: '1000001' }, F.teamSize],
    ['a description of 5001 characters', { company_description: long(5001) }, F.companyDescription],
    ['looking for 201 characters', { looking_for: long(201) }, F.lookingFor],
    ['a javascript: website', { website: 'javascript:alert(1)' }, urlMessage('Website')],
    ['a LinkedIn link without a scheme', { linkedin_url: 'linkedin.com/company/pulse' }, urlMessage('LinkedIn URL')],
  ])('%s: the forms and the database refuse it with the same message', async (_case, change, message) => {
    const input = { ...typed, ...change };
    expect(onlyMessage(founderProfileInputErrors(input))).toBe(message);
    const row = toFounderProfileDetails(input);
    expect(founderProfileError(row)).toBe(message);
    expect((await upsert(founder, 'founder_profiles', row)).error?.message).toBe(message);
    expect((await register(founderApplicant, 'founder', row)).error?.message).toBe(message);
  });

  it('a team size that is no whole number: the rule refuses the text, the database the number', async () => {
    const input = { ...typed, team_size: '12.5' };
    expect(onlyMessage(founderProfileInputErrors(input))).toBe(F.teamSize);
    const row = toFounderProfileDetails(input);
    expect((await register(founderApplicant, 'founder', row)).error?.message).toBe(F.teamSize);
    // an integer column refuses 12.5 before any readable guard runs
    expect((await upsert(founder, 'founder_profiles', row)).error).not.toBeNull();
  });

  it('what the forms accept, the database stores as the forms wrote it, both ways', async () => {
    expect(founderProfileInputErrors(typed)).toEqual({});
    const row = toFounderProfileDetails(typed);
    expect(row).toMatchObject({ company_name: 'Pulse Diagnostics', founded_year: 2022, team_size: 6, linkedin_url: null });
    expect(founderProfileError(row)).toBeNull();
    expect(await must(upsert(founder, 'founder_profiles', row))).toMatchObject(row);

    await must(register(founderApplicant, 'founder', row));
    const registered = await must(
      founderApplicant.client.from('founder_profiles').select('*').eq('user_id', founderApplicant.user.id).single(),
    );
    expect(registered).toMatchObject(row);
  });
});

describe('investor profile', () => {
  const typed: Required<InvestorProfileInput> = {
    firm_name: '',
    investor_type: 'Angel',
    investment_focus: ['SaaS', 'Healthcare'],
    investment_stages: ['Seed'],
    location: 'Lagos, Nigeria',
    typical_check_size: '$25K - $100K',
    total_assets_under_management: '1500000.55',
    website: '',
    linkedin_url: 'https://www.linkedin.com/in/ada',
    investment_thesis: 'Health access at scale.',
  };

  it.each<[string, InvestorProfileInput, string]>([
    ['a firm name of 201 characters', { firm_name: long(201) }, I.firmName],
    ['no investor type', { investor_type: '' }, I.investorType],
    ['an investor type off the list', { investor_type: 'Hedge Fund' }, I.investorType],
    ['no investment focus', { investment_focus: [] }, I.investmentFocus],
    ['only a focus off the list', { investment_focus: ['Crypto'] }, I.investmentFocus],
    ['no investment stage', { investment_stages: [] }, I.investmentStages],
    ['a location of white space', { location: '\u00a0 ' }, I.location],
    ['a typical check size of 101 characters', { typical_check_size: long(101) }, I.typicalCheckSize],
    ['a negative amount', { total_assets_under_management: '-5' }, I.assetsUnderManagementNegative],
    ['a fraction of a cent', { total_assets_under_management: '1234.567' }, I.assetsUnderManagement],
    ['1,000 trillion dollars', { total_assets_under_management: '1000000000000000' }, I.assetsUnderManagement],
    ['a thesis of 5001 characters', { investment_thesis: long(5001) }, I.investmentThesis],
    ['an ftp: website', { website: 'ftp://capital.example' }, urlMessage('Website')],
  ])('%s: the forms and the database refuse it with the same message', async (_case, change, message) => {
    const input = { ...typed, ...change };
    expect(onlyMessage(investorProfileInputErrors(input))).toBe(message);
    const row = toInvestorProfileDetails(input);
    expect(investorProfileError(row)).toBe(message);
    expect((await upsert(investor, 'investor_profiles', row)).error?.message).toBe(message);
    expect((await register(investorApplicant, 'investor', row)).error?.message).toBe(message);
  });

  it.each<[string, number, string | null]>([
    // the database reads a double to 15 significant digits: this sum is 0.3 there
    ['0.1 + 0.2', 0.1 + 0.2, null],
    ['a tenth of a millionth', 1e-7, I.assetsUnderManagement],
    ['half a cent', 1.005, I.assetsUnderManagement],
    ['the largest amount below the limit', 999_999_999_999_999.9, null],
  ])('cents as the database reads a stored amount: %s', async (_case, amount, message) => {
    const row = { ...toInvestorProfileDetails(typed), total_assets_under_management: amount };
    expect(investorProfileError(row)).toBe(message);
    const saved = await upsert(investor, 'investor_profiles', row);
    expect(saved.error?.message ?? null).toBe(message);
  });

  it('what the forms accept, the database stores as the forms wrote it, both ways', async () => {
    expect(investorProfileInputErrors(typed)).toEqual({});
    const row = toInvestorProfileDetails(typed);
    expect(row).toMatchObject({ investment_focus: ['Healthcare', 'SaaS'], total_assets_under_management: 1500000.55, website: null });
    expect(investorProfileError(row)).toBeNull();
    expect(await must(upsert(investor, 'investor_profiles', row))).toMatchObject(row);

    await must(register(investorApplicant, 'investor', row));
    const registered = await must(
      investorApplicant.client.from('investor_profiles').select('*').eq('user_id', investorApplicant.user.id).single(),
    );
    expect(registered).toMatchObject(row);
  });
});
