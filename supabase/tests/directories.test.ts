// DIRECTORIES and EXECUTIVE area: premium-data visibility, directory listing contracts,
// owner edits, the subscription gate of the executive tabs, meeting requests, job
// applications and bad input. The RLS matrix is in directories-rls.test.ts.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { FOUNDER_MESSAGES, INVESTOR_MESSAGES } from '@donation-network/shared-rules';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

const HEMOLINK = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';
const CARELEDGER = 'f0a1c2d3-0002-4a5b-8c6d-000000000002';
const DONORPATH = 'f0a1c2d3-0003-4a5b-8c6d-000000000003';
const MERIDIAN = 'a0b1c2d3-0001-4b5c-8d6e-000000000001';
const WHITFIELD = 'a0b1c2d3-0002-4b5c-8d6e-000000000002';
const SAVANNA = 'a0b1c2d3-0003-4b5c-8d6e-000000000003';
const DEMO_INVESTOR_PROFILE = 'a0b1c2d3-00de-4b5c-8d6e-0000000000de';
const PROFESSIONAL = 'e1000000-0000-4000-8000-000000000001';
const OPEN_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000002';
const CLOSED_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000007';

/** The directory card columns of mfe-directories (list-founders.ts). */
const FOUNDER_LIST_COLUMNS =
  'id, company_name, industry, funding_stage, location, team_size, company_description, looking_for, verification_status, credibility_score';
const INVESTOR_LIST_COLUMNS =
  'id, firm_name, investor_type, investment_focus, investment_stages, typical_check_size, total_assets_under_management, location, verification_status, credibility_score';
const FOUNDER_DETAIL_PREMIUM =
  'id, founder_team_members(id, name, role, bio, linkedin_url, sort_order), founder_documents(id, name, url, object_path)';
const INVESTOR_DETAIL_PREMIUM =
  'id, investor_portfolio_companies(id, company, industry, stage, exit_status, sort_order), investor_verification_documents(id, name, url)';

const SUBSCRIPTION_REQUIRED_MEETING = 'An active subscription is required to book a meeting';
const SUBSCRIPTION_REQUIRED_APPLY = 'An active subscription is required to apply for an opportunity';
const ALREADY_APPLIED = 'You have already applied for this opportunity';

let backend: TestBackend;
let anon: SupabaseClient;
let admin: SupabaseClient;
let signedIn: SupabaseClient;
let demoFounder: SignedUpUser;
let demoInvestor: SignedUpUser;
/** An investor with directory premium: reads documents (directory-premium.test.ts covers who does not). */
let premiumMember: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
  admin = (await signInDemo(backend, 'admin')).client;
  signedIn = (await signInDemo(backend, 'donor')).client;
  demoFounder = await signInDemo(backend, 'founder');
  demoInvestor = await signInDemo(backend, 'investor');
  const premium = await signUpUser(backend, { user_type: 'investor' });
  const subscribed = await premium.client.rpc('subscribe', { plan_id: 'directory-monthly', payment_method: 'mock' });
  if (subscribed.error) throw new Error(`directory premium failed: ${subscribed.error.message}`);
  premiumMember = premium.client;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const rows = <T>(result: { data: T[] | null }): T[] => result.data ?? [];
const idsOf = (result: { data: unknown }): string[] => ((result.data as { id: string }[] | null) ?? []).map((r) => r.id);

async function subscribedUser(data: Record<string, unknown> = { user_type: 'recipient' }): Promise<SignedUpUser> {
  const user = await signUpUser(backend, data);
  const { error } = await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });
  if (error) throw new Error(`subscribe failed: ${error.message}`);
  return user;
}

describe('premium profile data is absent for anonymous visitors', () => {
  it.each([
    ['founder_team_members', 'founder_profile_id', HEMOLINK, 'signed-in'],
    ['founder_documents', 'founder_profile_id', HEMOLINK, 'premium'],
    ['investor_portfolio_companies', 'investor_profile_id', MERIDIAN, 'signed-in'],
    ['investor_verification_documents', 'investor_profile_id', MERIDIAN, 'premium'],
  ])('%s: an anonymous request returns no rows, a %s one does', async (table, key, parent, reader) => {
    const anonymous = await anon.from(table).select('*').eq(key, parent);
    // no rows reach the visitor (an error would do too): absent, not hidden
    expect(anonymous.data ?? []).toEqual([]);
    const member = await (reader === 'premium' ? premiumMember : signedIn).from(table).select('*').eq(key, parent);
    expect(member.error).toBeNull();
    expect(rows(member).length).toBeGreaterThan(0);
  });

  it('anonymous select=* on the profiles carries no documents, team or portfolio fields', async () => {
    const founder = await anon.from('founder_profiles').select('*').eq('id', HEMOLINK).single();
    expect(founder.error).toBeNull();
    // the deck is public (a stored file signed-in users open); the documents are not columns at all
    expect(founder.data).toMatchObject({ company_name: 'HemoLink Health', pitch_deck_path: expect.stringMatching(/^curated\/.+\.pdf$/) });
    expect(Object.keys(founder.data as object)).not.toEqual(expect.arrayContaining(['documents']));
    // achievements are public
    expect((founder.data as { achievements: unknown[] }).achievements).toHaveLength(3);

    const investor = await anon.from('investor_profiles').select('*').eq('id', MERIDIAN).single();
    expect(investor.error).toBeNull();
    const keys = Object.keys(investor.data as object);
    expect(keys).not.toContain('portfolio');
    expect(keys).not.toContain('verification_documents');
  });

  it('contract: founder detail embeds team and documents; anon gets them empty', async () => {
    const visitor = await anon.from('founder_profiles').select(FOUNDER_DETAIL_PREMIUM).eq('id', HEMOLINK).single();
    if (!visitor.error) expect(visitor.data).toEqual({ id: HEMOLINK, founder_team_members: [], founder_documents: [] });

    const member = await premiumMember
      .from('founder_profiles')
      .select(FOUNDER_DETAIL_PREMIUM)
      .eq('id', HEMOLINK)
      .order('sort_order', { referencedTable: 'founder_team_members', ascending: true })
      .single();
    expect(member.error).toBeNull();
    const data = member.data as unknown as {
      founder_team_members: { name: string }[];
      founder_documents: { name: string; url: string | null; object_path: string | null }[];
    };
    expect(data.founder_team_members.map((m) => m.name)).toEqual(['Dr. Maya Okafor', 'Daniel Brooks', 'Priya Raman']);
    expect(data.founder_documents).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), name: 'Business Plan', url: null, object_path: expect.stringMatching(/^curated\/.+\.pdf$/) },
      ]),
    );
  });

  it('contract: investor detail embeds portfolio and verification documents; anon gets them empty', async () => {
    const visitor = await anon.from('investor_profiles').select(INVESTOR_DETAIL_PREMIUM).eq('id', MERIDIAN).single();
    if (!visitor.error)
      expect(visitor.data).toEqual({ id: MERIDIAN, investor_portfolio_companies: [], investor_verification_documents: [] });

    const member = await premiumMember.from('investor_profiles').select(INVESTOR_DETAIL_PREMIUM).eq('id', MERIDIAN).single();
    expect(member.error).toBeNull();
    const data = member.data as unknown as { investor_portfolio_companies: unknown[]; investor_verification_documents: unknown[] };
    expect(data.investor_portfolio_companies).toHaveLength(3);
    expect(data.investor_verification_documents).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'SEC Form ADV' })]));
  });
});

describe('founders directory listing', () => {
  const list = (client: SupabaseClient = anon) => client.from('founder_profiles').select(FOUNDER_LIST_COLUMNS, { count: 'exact' });
  const sorted = <Q extends { order: (c: string, o: { ascending: boolean }) => Q }>(q: Q) =>
    q.order('credibility_score', { ascending: false }).order('id', { ascending: true });

  it('contract: the sample founders sorted by credibility score, highest first, with the total', async () => {
    const { data, error, count } = await sorted(list()).range(0, 11);
    expect(error).toBeNull();
    const ids = (data as unknown as { id: string; credibility_score: number }[] | null) ?? [];
    const scores = ids.map((r) => r.credibility_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ids.map((r) => r.id)).toEqual(expect.arrayContaining([HEMOLINK, CARELEDGER, DONORPATH]));
    // other test files may add rows meanwhile when they share a PostgreSQL database
    expect(count).toBeGreaterThanOrEqual(ids.length);
    expect(ids[0]).toEqual({
      id: HEMOLINK,
      company_name: 'HemoLink Health',
      industry: 'Healthcare',
      funding_stage: 'Series A',
      location: 'Boston, MA',
      team_size: 42,
      company_description: expect.any(String),
      looking_for: 'Strategic Partnerships',
      verification_status: 'verified',
      // the computed score: verified 40 + complete profile 30 + 3 achievements 15 + 5+ years 15
      credibility_score: 100,
    });
  });

  it('contract: search matches company name or industry, case-insensitively', async () => {
    const byName = await sorted(list().or('company_name.ilike.%careledger%,industry.ilike.%careledger%')).range(0, 11);
    expect(idsOf(byName)).toEqual([CARELEDGER]);
    const byIndustry = await sorted(list().or('company_name.ilike.%SOFTW%,industry.ilike.%SOFTW%')).range(0, 11);
    expect(idsOf(byIndustry)).toEqual([DONORPATH]);
  });

  it('contract: location contains, funding stage / industry / verification exact', async () => {
    const loc = await sorted(list().ilike('location', '%london%')).range(0, 11);
    expect(idsOf(loc)).toEqual([CARELEDGER]);
    const stage = await sorted(list().eq('funding_stage', 'Series A')).range(0, 11);
    expect(idsOf(stage)).toEqual([HEMOLINK]);
    // exact: a prefix of a stage matches nothing
    expect((await list().eq('funding_stage', 'Series')).count).toBe(0);
    const verified = await sorted(list().eq('verification_status', 'verified').eq('industry', 'Healthcare')).range(0, 11);
    expect(idsOf(verified)).toEqual([HEMOLINK]);
  });

  it('contract: pages do not overlap and the count covers all pages', async () => {
    const first = await sorted(list()).range(0, 1);
    const second = await sorted(list()).range(2, 3);
    expect(first.error).toBeNull();
    expect(first.data).toHaveLength(2);
    expect(first.count).toBe(second.count);
    const firstIds = idsOf(first);
    for (const id of idsOf(second)) expect(firstIds).not.toContain(id);
  });
});

describe('investors directory listing', () => {
  const list = () => anon.from('investor_profiles').select(INVESTOR_LIST_COLUMNS, { count: 'exact' });
  const ids = (result: { data: unknown }) => ((result.data as { id: string }[] | null) ?? []).map((r) => r.id);
  const page = <Q extends { order: (c: string, o: { ascending: boolean }) => Q; range: (a: number, b: number) => unknown }>(q: Q) =>
    q.order('credibility_score', { ascending: false }).order('id', { ascending: true }).range(0, 11);

  it('contract: all investors, highest credibility first, individuals with an empty firm name', async () => {
    const result = (await page(list())) as {
      data: { id: string; credibility_score: number; firm_name: string }[];
      count: number;
      error: unknown;
    };
    expect(result.error).toBeNull();
    expect(ids(result).slice(0, 4)).toEqual([MERIDIAN, DEMO_INVESTOR_PROFILE, WHITFIELD, SAVANNA]);
    expect(result.count).toBeGreaterThanOrEqual(4);
    expect(result.data.find((r) => r.id === WHITFIELD)).toMatchObject({
      firm_name: '',
      investor_type: 'Angel',
      investment_focus: ['Healthcare', 'FinTech', 'Mobile'],
      investment_stages: ['Pre-seed', 'Seed'],
      typical_check_size: '$25K - $150K',
      total_assets_under_management: 4500000,
    });
  });

  it('contract: search matches firm name or investor type', async () => {
    expect(ids((await page(list().or('firm_name.ilike.%meridian%,investor_type.ilike.%meridian%'))) as never)).toEqual([MERIDIAN]);
    expect(ids((await page(list().or('firm_name.ilike.%angel%,investor_type.ilike.%angel%'))) as never)).toEqual([WHITFIELD]);
  });

  it('contract: investor type exact, location contains, verification exact', async () => {
    expect(ids((await page(list().eq('investor_type', 'Family Office'))) as never)).toEqual([SAVANNA]);
    expect((await list().eq('investor_type', 'family office')).count).toBe(0);
    expect(ids((await page(list().ilike('location', '%NAIROBI%'))) as never)).toEqual([SAVANNA]);
    expect(ids((await page(list().eq('verification_status', 'pending'))) as never)).toEqual([WHITFIELD]);
  });

  it('contract: investment focus is an array containment filter', async () => {
    expect(ids((await page(list().contains('investment_focus', ['CleanTech']))) as never)).toEqual([SAVANNA]);
    expect(ids((await page(list().contains('investment_focus', ['Healthcare', 'SaaS']))) as never)).toEqual([
      MERIDIAN,
      DEMO_INVESTOR_PROFILE,
    ]);
    expect((await list().contains('investment_focus', ['Mobile']).eq('investor_type', 'VC')).count).toBe(0);
  });

  it('contract: a page past the end answers PGRST103', async () => {
    const result = await list().order('credibility_score', { ascending: false }).range(100, 111);
    expect(result.error?.code).toBe('PGRST103');
  });
});

describe('owners edit their own profile, never their verification', () => {
  /** A fresh founder with a profile the team marked pending (the demo rows are left alone). */
  async function ratedFounder(): Promise<{ owner: SignedUpUser; profileId: string }> {
    const owner = await signUpUser(backend, { user_type: 'founder' });
    const created = await owner.client
      .from('founder_profiles')
      .insert({
        user_id: owner.user.id,
        company_name: 'Owner Edit Co',
        industry: 'EdTech',
        funding_stage: 'Seed',
        location: 'Accra, Ghana',
      })
      .select('id')
      .single();
    if (created.error) throw new Error(created.error.message);
    const profileId = (created.data as { id: string }).id;
    await admin.from('founder_profiles').update({ verification_status: 'pending' }).eq('id', profileId);
    return { owner, profileId };
  }

  it('contract: a founder updates their profile; verification stays, the score is computed', async () => {
    const { owner, profileId } = await ratedFounder();
    const { data, error } = await owner.client
      .from('founder_profiles')
      .update({ company_description: 'Updated by the owner', verification_status: 'verified', credibility_score: 100 })
      .eq('id', profileId)
      .select('company_description, verification_status, credibility_score')
      .single();
    expect(error).toBeNull();
    // pending 20 + 5 of 10 fields filled: round(50 x 0.3) 15; the owner's 100 is ignored
    expect(data).toEqual({ company_description: 'Updated by the owner', verification_status: 'pending', credibility_score: 35 });
  });

  it('contract: an investor updates their profile; verification stays, the score is computed', async () => {
    const owner = await signUpUser(backend, { user_type: 'investor' });
    const created = await owner.client
      .from('investor_profiles')
      .insert({
        user_id: owner.user.id,
        investor_type: 'PE',
        investment_focus: ['EdTech'],
        investment_stages: ['Series B'],
        location: 'Accra, Ghana',
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const id = (created.data as { id: string }).id;
    await admin.from('investor_profiles').update({ verification_status: 'verified' }).eq('id', id);
    const { data, error } = await owner.client
      .from('investor_profiles')
      .update({ investment_thesis: 'Owner thesis', verification_status: 'unverified', credibility_score: 1 })
      .eq('id', id)
      .select('investment_thesis, verification_status, credibility_score')
      .single();
    expect(error).toBeNull();
    // verified 40 + 5 of 10 fields filled: round(50 x 0.3) 15; the owner's 1 is ignored
    expect(data).toEqual({ investment_thesis: 'Owner thesis', verification_status: 'verified', credibility_score: 55 });
  });

  it('contract: a new investor creates a profile, which starts unverified with the computed score', async () => {
    const investor = await signUpUser(backend, { user_type: 'investor' });
    const { data, error } = await investor.client
      .from('investor_profiles')
      .insert({
        user_id: investor.user.id,
        firm_name: '',
        investor_type: 'Angel',
        investment_focus: ['Healthcare', 'Mobile'],
        investment_stages: ['Pre-seed'],
        typical_check_size: '$10K - $50K',
        total_assets_under_management: 1000000,
        location: 'Lagos, Nigeria',
        verification_status: 'verified',
        credibility_score: 99,
      })
      .select('*')
      .single();
    expect(error).toBeNull();
    // unverified 0 + 6 of 10 fields (the blank firm name does not count): round(60 x 0.3) 18; not the client's 99
    expect(data).toMatchObject({ user_id: investor.user.id, verification_status: 'unverified', credibility_score: 18 });
    // one profile per investor
    const again = await investor.client
      .from('investor_profiles')
      .insert({ user_id: investor.user.id, investor_type: 'VC', investment_focus: ['SaaS'], investment_stages: ['Seed'], location: 'X' })
      .select('id');
    expect(again.error?.message).toMatch(/investor_profiles_user_id_key/);
  });

  it('only founder accounts create founder profiles, only investor accounts investor profiles', async () => {
    const donor = await signUpUser(backend, { user_type: 'donor' });
    const founderInsert = await donor.client
      .from('founder_profiles')
      .insert({ user_id: donor.user.id, company_name: 'Nope', industry: 'Software', funding_stage: 'Seed', location: 'X' })
      .select('id');
    expect(founderInsert.error).not.toBeNull();
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const investorInsert = await founder.client
      .from('investor_profiles')
      .insert({ user_id: founder.user.id, investor_type: 'Angel', investment_focus: ['SaaS'], investment_stages: ['Seed'], location: 'X' })
      .select('id');
    expect(investorInsert.error).not.toBeNull();
  });

  it('an admin verifies a founder; the score follows (pending 20 -> verified 40), a score sent along is ignored', async () => {
    const before = await admin.from('founder_profiles').select('verification_status, credibility_score').eq('id', CARELEDGER).single();
    expect(before.data).toMatchObject({ verification_status: 'pending' });
    const { data, error } = await admin
      .from('founder_profiles')
      .update({ verification_status: 'verified', credibility_score: 88 })
      .eq('id', CARELEDGER)
      .select('verification_status, credibility_score')
      .single();
    expect(error).toBeNull();
    const previous = (before.data as { credibility_score: number }).credibility_score;
    expect(data).toEqual({ verification_status: 'verified', credibility_score: previous + 20 });
    expect((await anon.rpc('founder_credibility_score', { profile_id: CARELEDGER })).data).toBe(previous + 20);
  });

  it('contract: the owner manages team members and documents of their profile', async () => {
    const { owner, profileId } = await ratedFounder();
    const team = owner.client.from('founder_team_members');
    const added = await team
      .insert({ founder_profile_id: profileId, name: 'Ana Lima', role: 'CFO', sort_order: 5 })
      .select('id, name, role, sort_order')
      .single();
    expect(added.error).toBeNull();
    const id = (added.data as { id: string }).id;
    expect((await team.update({ role: 'COO' }).eq('id', id).select('role').single()).data).toEqual({ role: 'COO' });
    const docs = owner.client.from('founder_documents');
    const doc = await docs
      .insert({ founder_profile_id: profileId, name: 'Cap Table', url: 'https://demovitals.example.com/cap.pdf' })
      .select('id');
    expect(doc.error).toBeNull();
    const duplicate = await docs.insert({ founder_profile_id: profileId, name: 'Cap Table', url: 'https://x.example.com/a.pdf' });
    expect(duplicate.error?.message).toBe('A document with this name already exists');
    expect(rows(await team.delete().eq('id', id).select('id'))).toHaveLength(1);
  });
});

describe('executive talent and opportunities need an active subscription', () => {
  it('a signed-in user without a subscription reads nothing; after subscribe() they read the listings', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    expect(rows(await user.client.from('executive_professionals').select('id'))).toEqual([]);
    expect(rows(await user.client.from('executive_opportunities').select('id'))).toEqual([]);

    const { error } = await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });
    expect(error).toBeNull();

    expect(rows(await user.client.from('executive_professionals').select('id')).length).toBeGreaterThanOrEqual(6);
    expect(rows(await user.client.from('executive_opportunities').select('id')).length).toBeGreaterThanOrEqual(6);

    // cancelling ends the access again
    expect((await user.client.rpc('cancel_subscription')).error).toBeNull();
    expect(rows(await user.client.from('executive_professionals').select('id'))).toEqual([]);
  });

  it('anonymous visitors read nothing', async () => {
    expect((await anon.from('executive_professionals').select('id')).data ?? []).toEqual([]);
    expect((await anon.from('executive_opportunities').select('id')).data ?? []).toEqual([]);
  });

  describe('contract: talent tab filters and sorts', () => {
    let client: SupabaseClient;
    const TALENT_COLUMNS =
      'id, name, role, experience, experience_years, availability, specialization, location, last_active, status, compensation, summary, skills, achievements, work_history, education, certifications, references';
    beforeAll(async () => {
      client = (await signInDemo(backend, 'recipient')).client;
    });
    const talent = () => client.from('executive_professionals').select(TALENT_COLUMNS, { count: 'exact' });
    const names = (r: { data: unknown }) => ((r.data as { name: string }[] | null) ?? []).map((p) => p.name);

    it('search (name, role, specialization), availability, experience 15+, status', async () => {
      expect(names(await talent().or('name.ilike.%finance%,role.ilike.%finance%,specialization.ilike.%finance%'))).toEqual(['Aisha Bello']);
      const advisory = await talent().eq('availability', 'Advisory').order('name', { ascending: true });
      expect(names(advisory)).toEqual(['Dr. Eleanor Hayes', 'Jonas Weber', 'Rahul Verma']);
      const senior = await talent().gte('experience_years', 20).order('experience_years', { ascending: false });
      expect(names(senior)).toEqual(['Grace Thompson', 'Dr. Eleanor Hayes']);
      expect(names(await talent().eq('status', 'Interviewing').order('name', { ascending: true }))).toEqual([
        'Aisha Bello',
        'Grace Thompson',
      ]);
      expect(names(await talent().ilike('location', '%india%'))).toEqual(['Rahul Verma']);
    });

    it('sort recently active first, and the profile modal fields', async () => {
      const recent = await talent().order('last_active', { ascending: false }).range(0, 2);
      expect(recent.error).toBeNull();
      expect(names(recent)).toEqual(['Dr. Eleanor Hayes', 'Grace Thompson', 'Marcus Chen']);
      const hayes = (recent.data as Record<string, unknown>[])[0];
      expect(hayes).toMatchObject({
        experience: '20+ years',
        availability: 'Advisory',
        skills: expect.arrayContaining(['Blood management']),
        work_history: expect.arrayContaining([expect.objectContaining({ title: 'Chief Medical Officer', period: '2016 - 2024' })]),
        education: expect.arrayContaining([{ degree: 'MD', institution: 'Harvard Medical School', year: '2002' }]),
        certifications: expect.any(Array),
        references: expect.any(Array),
      });
    });

    it('opportunities: work mode, duration, industry, type, compensation type, newest first', async () => {
      const OPPORTUNITY_COLUMNS =
        'id, organization, position, type, duration, location, work_mode, industry, posted_date, status, compensation, compensation_type, description, requirements, benefits, application_process, contact_name, contact_email, contact_phone';
      const opps = () => client.from('executive_opportunities').select(OPPORTUNITY_COLUMNS, { count: 'exact' });
      const orgs = (r: { data: unknown }) => ((r.data as { organization: string }[] | null) ?? []).map((o) => o.organization);
      expect(orgs(await opps().eq('work_mode', 'Remote').order('posted_date', { ascending: false }))).toEqual([
        'PulseGrid',
        'MedLearn Academy',
      ]);
      expect(orgs(await opps().eq('duration', 'Once a fortnight'))).toEqual(['PulseGrid']);
      expect(orgs(await opps().eq('industry', 'Energy'))).toEqual(['GreenWatt Clinics']);
      // CityCare Hospitals' contract is closed: subscribers do not see it
      expect(orgs(await opps().eq('type', 'Contract').order('organization', { ascending: true }))).toEqual(['Harbor Capital Health Fund']);
      expect(orgs(await opps().eq('compensation_type', 'equity'))).toEqual(['PulseGrid']);
      expect(
        orgs(await opps().or('organization.ilike.%health%,position.ilike.%health%,industry.ilike.%health%').eq('status', 'Open')).length,
      ).toBeGreaterThanOrEqual(2);
      const newest = await opps().order('posted_date', { ascending: false }).range(0, 0).single();
      expect(newest.data).toMatchObject({
        organization: "Northstar Children's Hospital",
        contact_email: 'linda.park@northstar.example.org',
        requirements: expect.any(Array),
      });
    });
  });
});

describe('meeting requests', () => {
  it('need an active subscription', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const { data, error } = await user.client
      .from('meeting_requests')
      .insert({ requester_id: user.user.id, professional_id: PROFESSIONAL, message: 'Hello' })
      .select('id');
    expect(error?.message).toContain(SUBSCRIPTION_REQUIRED_MEETING);
    expect(data).toBeNull();
  });

  it('contract: a subscriber books a meeting (always starts requested) and cancels it', async () => {
    const user = await subscribedUser();
    const slot = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await user.client
      .from('meeting_requests')
      .insert({ professional_id: PROFESSIONAL, proposed_times: [slot], message: 'Advice on our programme', status: 'confirmed' })
      .select('id, requester_id, professional_id, proposed_times, message, status, created_at')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ requester_id: user.user.id, status: 'requested', message: 'Advice on our programme' });
    const id = (created.data as { id: string }).id;

    const confirm = await user.client.from('meeting_requests').update({ status: 'confirmed' }).eq('id', id).select('id');
    expect(confirm.error?.message).toContain('You can only cancel your meeting request');

    const cancelled = await user.client.from('meeting_requests').update({ status: 'cancelled' }).eq('id', id).select('status').single();
    expect(cancelled.data).toEqual({ status: 'cancelled' });

    const mine = await user.client.from('meeting_requests').select('id, status').order('created_at', { ascending: false });
    expect(rows(mine)).toEqual([{ id, status: 'cancelled' }]);

    const confirmedByAdmin = await admin.from('meeting_requests').update({ status: 'declined' }).eq('id', id).select('status').single();
    expect(confirmedByAdmin.data).toEqual({ status: 'declined' });
  });

  it('rejects past slots, another requester, unknown or malformed professionals, oversized messages', async () => {
    const user = await subscribedUser();
    const other = await signUpUser(backend);
    // a valid request apart from the one field each case breaks
    const slot = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const insert = (row: Record<string, unknown>) =>
      user.client
        .from('meeting_requests')
        .insert({ professional_id: PROFESSIONAL, proposed_times: [slot], message: 'Hello', ...row })
        .select('id');
    expect((await insert({ proposed_times: ['2020-01-01T10:00:00Z'] })).error?.message).toContain(
      'Proposed meeting times must be in the future',
    );
    expect((await insert({ requester_id: other.user.id })).error?.message).toContain('Meeting requests can only be made for yourself');
    expect((await insert({ professional_id: randomUUID() })).error?.message).toMatch(/foreign key/);
    expect((await insert({ professional_id: 'not-a-uuid' })).error?.message).toMatch(/invalid input syntax for type uuid/);
    expect((await insert({ message: 'x'.repeat(2001) })).error?.message).toMatch(/meeting_requests_message_check/);
    // a requester's status is always 'requested'; a wrong one from an admin is refused
    const wrongStatus = await admin
      .from('meeting_requests')
      .insert({ requester_id: user.user.id, professional_id: PROFESSIONAL, status: 'maybe' });
    expect(wrongStatus.error?.message).toMatch(/meeting_requests_status_check/);
    expect(rows(await user.client.from('meeting_requests').select('id'))).toEqual([]);
  });
});

describe('job applications', () => {
  it('need an active subscription', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const { error } = await user.client.from('job_applications').insert({ applicant_id: user.user.id, opportunity_id: OPEN_OPPORTUNITY });
    expect(error?.message).toContain(SUBSCRIPTION_REQUIRED_APPLY);
  });

  it('contract: a subscriber applies once; a second application gets a clear error', async () => {
    const user = await subscribedUser();
    const created = await user.client
      .from('job_applications')
      .insert({ opportunity_id: OPEN_OPPORTUNITY, cover_note: 'Ten years of FHIR work.', status: 'accepted' })
      .select('id, applicant_id, opportunity_id, cover_note, status, created_at')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ applicant_id: user.user.id, opportunity_id: OPEN_OPPORTUNITY, status: 'submitted' });

    const again = await user.client.from('job_applications').insert({ opportunity_id: OPEN_OPPORTUNITY, cover_note: 'again' }).select('id');
    expect(again.error?.message).toContain(ALREADY_APPLIED);

    const mine = await user.client
      .from('job_applications')
      .select('id, opportunity_id, status, executive_opportunities(organization, position)');
    expect(rows(mine)).toEqual([
      {
        id: (created.data as { id: string }).id,
        opportunity_id: OPEN_OPPORTUNITY,
        status: 'submitted',
        executive_opportunities: { organization: 'PulseGrid', position: 'Technical Advisor, Interoperability' },
      },
    ]);
    // the applicant cannot move their own application forward
    expect(
      rows(await user.client.from('job_applications').update({ status: 'accepted' }).eq('opportunity_id', OPEN_OPPORTUNITY).select('id')),
    ).toEqual([]);
  });

  it('rejects closed opportunities and oversized cover notes', async () => {
    const user = await subscribedUser();
    const closed = await user.client.from('job_applications').insert({ opportunity_id: CLOSED_OPPORTUNITY });
    expect(closed.error?.message).toContain('This opportunity is no longer accepting applications');
    const long = await user.client.from('job_applications').insert({ opportunity_id: OPEN_OPPORTUNITY, cover_note: 'x'.repeat(5001) });
    expect(long.error?.message).toMatch(/job_applications_cover_note_check/);
    expect(rows(await user.client.from('job_applications').select('id'))).toEqual([]);
  });
});

describe('bad input is refused and writes nothing', () => {
  const founderBase = { industry: 'Software', funding_stage: 'Seed', location: 'Remote' };

  it.each([
    ['oversized company name', { company_name: 'x'.repeat(201) }, FOUNDER_MESSAGES.companyName],
    ['unknown funding stage', { company_name: 'Bad Stage', funding_stage: 'Series Z' }, FOUNDER_MESSAGES.fundingStage],
    ['negative team size', { company_name: 'Bad Team', team_size: -3 }, FOUNDER_MESSAGES.teamSize],
    [
      'website that is not a URL',
      { company_name: 'Bad Site', website: 'javascript:alert(1)' },
      /^Website must be a valid http:\/\/ or https:\/\/ link$/,
    ],
    [
      'achievement without a title',
      { company_name: 'Bad Achievements', achievements: [{ description: 'x' }] },
      /founder_profiles_achievements_items/,
    ],
  ])('founder profile: %s', async (_label, patch, message) => {
    const founder = await signUpUser(backend, { user_type: 'founder' });
    const { error } = await founder.client.from('founder_profiles').insert({ user_id: founder.user.id, ...founderBase, ...patch });
    expect(error?.message).toMatch(message);
    expect(rows(await anon.from('founder_profiles').select('id').eq('user_id', founder.user.id))).toEqual([]);
  });

  const investorBase = { investor_type: 'VC', investment_focus: ['SaaS'], investment_stages: ['Seed'], location: 'Remote' };

  it.each([
    ['unknown investor type', { investor_type: 'Hedge Fund' }, INVESTOR_MESSAGES.investorType],
    ['focus outside the ten options', { investment_focus: ['Crypto'] }, INVESTOR_MESSAGES.investmentFocus],
    ['no investment stage', { investment_stages: [] }, INVESTOR_MESSAGES.investmentStages],
    ['negative assets under management', { total_assets_under_management: -1 }, INVESTOR_MESSAGES.assetsUnderManagementNegative],
    ['oversized firm name', { firm_name: 'f'.repeat(201) }, INVESTOR_MESSAGES.firmName],
    ['LinkedIn that is not a URL', { linkedin_url: 'linkedin.com/in/x' }, /^LinkedIn URL must be a valid http:\/\/ or https:\/\/ link$/],
  ])('investor profile: %s', async (_label, patch, message) => {
    const investor = await signUpUser(backend, { user_type: 'investor' });
    const { error } = await investor.client.from('investor_profiles').insert({ user_id: investor.user.id, ...investorBase, ...patch });
    expect(error?.message).toMatch(message);
    expect(rows(await anon.from('investor_profiles').select('id').eq('user_id', investor.user.id))).toEqual([]);
  });

  it('detail rows: malformed profile ids and bad URLs', async () => {
    const team = await demoFounder.client.from('founder_team_members').insert({ founder_profile_id: 'not-a-uuid', name: 'X' });
    expect(team.error?.message).toMatch(/invalid input syntax for type uuid/);
    const doc = await demoInvestor.client
      .from('investor_verification_documents')
      .insert({ investor_profile_id: DEMO_INVESTOR_PROFILE, name: 'Bad URL Proof', url: 'ftp://example.com/x' });
    expect(doc.error?.message).toBe('Document link must be a valid http:// or https:// link');
    const portfolio = await demoInvestor.client
      .from('investor_portfolio_companies')
      .insert({ investor_profile_id: DEMO_INVESTOR_PROFILE, company: 'X', exit_status: 'Unicorn' });
    expect(portfolio.error?.message).toMatch(/investor_portfolio_companies_exit_status_check/);
    expect(rows(await demoInvestor.client.from('investor_verification_documents').select('name').eq('name', 'Bad URL Proof'))).toEqual([]);
    expect(rows(await demoInvestor.client.from('investor_portfolio_companies').select('id').eq('exit_status', 'Unicorn'))).toEqual([]);
  });

  it('executive rows written by an admin: invalid e-mail, wrong enums, negative experience', async () => {
    const opportunity = {
      organization: 'Bad Input Org',
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
    const opp = (patch: Record<string, unknown>) => admin.from('executive_opportunities').insert({ ...opportunity, ...patch });
    expect((await opp({ contact_email: 'not-an-email' })).error?.message).toMatch(/executive_opportunities_contact_email_check/);
    expect((await opp({ work_mode: 'Office' })).error?.message).toMatch(/executive_opportunities_work_mode_check/);
    expect((await opp({ industry: 'Mining' })).error?.message).toMatch(/executive_opportunities_industry_check/);
    expect((await opp({ compensation_type: 'salary' })).error?.message).toMatch(/executive_opportunities_compensation_type_check/);
    expect((await opp({ requirements: ['ok', ''] })).error?.message).toMatch(/executive_opportunities_requirements_check/);
    expect(rows(await admin.from('executive_opportunities').select('id').eq('organization', 'Bad Input Org'))).toEqual([]);

    const pro = {
      name: 'Bad Input Pro',
      role: 'CEO',
      experience: '10+ years',
      experience_years: 10,
      availability: 'Advisory',
      specialization: 'Ops',
      location: 'Remote',
    };
    const professional = (patch: Record<string, unknown>) => admin.from('executive_professionals').insert({ ...pro, ...patch });
    expect((await professional({ experience_years: -1 })).error?.message).toMatch(/executive_professionals_experience_years_check/);
    expect((await professional({ availability: 'Full-time' })).error?.message).toMatch(/executive_professionals_availability_check/);
    expect((await professional({ status: 'Busy' })).error?.message).toMatch(/executive_professionals_status_check/);
    expect((await professional({ work_history: [{ title: 'CEO' }] })).error?.message).toMatch(/executive_professionals_work_history_check/);
    expect(rows(await admin.from('executive_professionals').select('id').eq('name', 'Bad Input Pro'))).toEqual([]);
  });
});
