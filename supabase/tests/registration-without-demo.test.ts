// A registration on a backend outside demo mode (DEMO_MODE=0, as a hosted project runs): no demo
// accounts, no mock payments, and still a person signs up, proves the e-mail with the mailed
// 6-digit code, accepts the policies, completes the founder wizard (no payment step) and ends
// with an account they sign in to and use. The steps are the wizard's own calls.
import { DATA_PROTECTION_POLICY_VERSION, TERMS_POLICY_VERSION, VERIFICATION_MESSAGES as V } from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import {
  createTestClient,
  DEMO_PASSWORD,
  demoEmail,
  mailedCode,
  signUpUser,
  startTestBackend,
  type TestBackend,
} from './support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ demoMode: false });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const FOUNDER_DETAILS = {
  company_name: 'Lovelace Analytics',
  industry: 'Software',
  funding_stage: 'Pre-seed',
  location: 'London, UK',
  founded_year: 2025,
  team_size: 3,
  company_description: 'Engines for hospital rota planning.',
  looking_for: 'Technical Co-founder',
  website: 'https://lovelace.example.com',
  linkedin_url: null,
};

describe('outside demo mode', () => {
  it('is off, with no demo accounts', async () => {
    const anon = createTestClient(backend);
    expect((await anon.rpc('demo_mode')).data).toBe(false);
    const demo = await anon.auth.signInWithPassword({ email: demoEmail('founder'), password: DEMO_PASSWORD });
    expect(demo.error?.code).toBe('invalid_credentials');
  });

  it('a new founder registers with the mailed code and ends with a usable founder account', async () => {
    // Account step: the wizard signs up with the chosen type and an empty name
    const founder = await signUpUser(backend, { user_type: 'founder', full_name: '' });
    await must(founder.client.from('registration_drafts').upsert({ user_id: founder.user.id, user_type: 'founder', step: 1, data: {} }));

    // Details and consents
    await must(
      founder.client
        .from('registration_drafts')
        .upsert({ user_id: founder.user.id, user_type: 'founder', step: 4, data: { name: 'Ada Lovelace', founder: FOUNDER_DETAILS } }),
    );
    await must(
      founder.client.from('consents').insert([
        { kind: 'data-protection', policy_version: DATA_PROTECTION_POLICY_VERSION },
        { kind: 'terms', policy_version: TERMS_POLICY_VERSION },
      ]),
    );
    expect((await founder.client.rpc('complete_registration', { user_type: 'founder', full_name: 'Ada Lovelace' })).error?.message).toBe(
      V.emailNotVerified,
    );

    // Verify step: the 6-digit code from the outbox, verifyOtp, then the database records it
    const sentAfter = new Date().toISOString();
    const sent = await founder.client.auth.signInWithOtp({ email: founder.email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const code = await mailedCode(backend, founder.email, { after: sentAfter });
    expect(code).toMatch(/^\d{6}$/);
    expect((await founder.client.auth.verifyOtp({ email: founder.email, token: code, type: 'magiclink' })).error).toBeNull();
    await must(founder.client.rpc('confirm_email_verification'));

    // Complete
    const profile = await must(founder.client.rpc('complete_registration', { user_type: 'founder', full_name: 'Ada Lovelace' }));
    expect(profile).toMatchObject({ id: founder.user.id, user_type: 'founder', full_name: 'Ada Lovelace', is_admin: false });

    // a later visit: password sign-in, the founder's own listing, and an edit of it
    const later = createTestClient(backend);
    const signedIn = await later.auth.signInWithPassword({ email: founder.email, password: 'secret-pass-1' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ user_type: 'founder', full_name: 'Ada Lovelace' });
    const listing = await must(later.from('founder_profiles').select('id, company_name, industry').eq('user_id', founder.user.id).single());
    expect(listing).toMatchObject({ company_name: 'Lovelace Analytics', industry: 'Software' });
    const edited = await must(
      later
        .from('founder_profiles')
        .update({ looking_for: 'Seed Funding' })
        .eq('id', listing?.id ?? '')
        .select('looking_for')
        .single(),
    );
    expect(edited).toEqual({ looking_for: 'Seed Funding' });
    expect(await must(later.from('registration_drafts').select('user_id'))).toEqual([]);
  });

  it('refuses the paid steps: mock payments are demo-only and no payment provider is configured', async () => {
    const recipient = await signUpUser(backend, { user_type: 'recipient' });
    expect((await recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' })).error?.message).toBe(V.mockDemoOnly);
    expect((await recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'card' })).error?.message).toBe(V.noProvider);
  });
});
