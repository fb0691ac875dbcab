// Fuzz suite, part 2: the directories and executive area (founder and investor profiles with
// their team, document, portfolio and verification tables; meeting requests; job
// applications). Same harness and assertions as fuzz-account.test.ts.
import fc from 'fast-check';
import { BAD_URLS, isoDaysFromNow } from './support/fuzz-arbitraries';
import { broken, FuzzRun, isHttpUrl, rule, type FuzzTarget } from './support/fuzz-harness';
import { must, newActor, tableRequests, type FuzzActor } from './support/fuzz-setup';
import { startTestBackend, type TestBackend } from './support/test-backend';
import { credibilityScore, FOUNDER_COMPLETION_FIELDS, INVESTOR_COMPLETION_FIELDS, profileCompletion } from '@donation-network/shared-rules';

const FUNDING_STAGES = ['Bootstrapped', 'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'];
const FOCUS = ['Software', 'FinTech', 'Healthcare', 'E-commerce', 'CleanTech', 'EdTech', 'Consumer', 'DeepTech', 'SaaS', 'Mobile'];
const STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'];

let backend: TestBackend;
let run: FuzzRun;
let founder: FuzzActor;
let investor: FuzzActor;
let member: FuzzActor; // subscribed: meeting requests, job applications
let victim: FuzzActor;
let otherIds: string[];
let founderProfile: string;
let investorProfile: string;
let otherFounderProfile: string;
let otherInvestorProfile: string;
let professionals: string[];
let opportunities: string[];
const watch = { team: '', otherTeam: '', document: '', portfolio: '', verification: '' };
const TABLES = [
  'founder_profiles',
  'founder_team_members',
  'founder_documents',
  'investor_profiles',
  'investor_portfolio_companies',
  'investor_verification_documents',
  'meeting_requests',
  'job_applications',
];
const before = new Map<string, Set<string>>();
const snapshots = new Map<string, Map<string, Record<string, unknown>>>();

beforeAll(async () => {
  backend = await startTestBackend();
  run = new FuzzRun(backend);
  founder = await newActor(backend, { user_type: 'founder' });
  investor = await newActor(backend, { user_type: 'investor' });
  member = await newActor(backend, { user_type: 'recipient' });
  victim = await newActor(backend, { user_type: 'founder' });
  await must(member.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'card' }));

  founderProfile = (
    await must(
      founder.client
        .from('founder_profiles')
        .insert({
          user_id: founder.id,
          company_name: 'Fuzz Health',
          industry: 'Healthcare',
          funding_stage: 'Seed',
          location: 'London',
        })
        .select('id')
        .single(),
    )
  ).id;
  investorProfile = (
    await must(
      investor.client
        .from('investor_profiles')
        .insert({
          user_id: investor.id,
          investor_type: 'Angel',
          investment_focus: ['Healthcare'],
          investment_stages: ['Seed'],
          location: 'Nairobi',
        })
        .select('id')
        .single(),
    )
  ).id;
  const founders = await run.serviceRows('founder_profiles', 'id,user_id');
  otherFounderProfile = String(founders.find((f) => f.id !== founderProfile)?.id);
  otherInvestorProfile = String((await run.serviceRows('investor_profiles', 'id')).find((i) => i.id !== investorProfile)?.id);
  otherIds = [victim.id, otherFounderProfile, otherInvestorProfile];
  professionals = (await run.serviceRows('executive_professionals', 'id')).map((p) => String(p.id));
  opportunities = (await run.serviceRows('executive_opportunities', 'id')).map((o) => String(o.id));

  watch.team = (
    await must(
      founder.client
        .from('founder_team_members')
        .insert({ founder_profile_id: founderProfile, name: 'Ada', role: 'CTO' })
        .select('id')
        .single(),
    )
  ).id;
  watch.otherTeam = String(
    (await run.serviceRows('founder_team_members', 'id,founder_profile_id')).find((t) => t.founder_profile_id !== founderProfile)?.id,
  );
  watch.document = (
    await must(
      founder.client
        .from('founder_documents')
        .insert({ founder_profile_id: founderProfile, name: 'Deck', url: 'https://example.com/deck.pdf' })
        .select('id')
        .single(),
    )
  ).id;
  watch.portfolio = (
    await must(
      investor.client
        .from('investor_portfolio_companies')
        .insert({ investor_profile_id: investorProfile, company: 'Acme' })
        .select('id')
        .single(),
    )
  ).id;
  watch.verification = (
    await must(
      investor.client
        .from('investor_verification_documents')
        .insert({ investor_profile_id: investorProfile, name: 'KYC', url: 'https://example.com/kyc.pdf' })
        .select('id')
        .single(),
    )
  ).id;

  for (const table of TABLES) before.set(table, await run.ids(table));
  snapshots.set('founder_profiles', await run.snapshot('founder_profiles', [otherFounderProfile]));
  snapshots.set('investor_profiles', await run.snapshot('investor_profiles', [otherInvestorProfile]));
  snapshots.set('founder_team_members', await run.snapshot('founder_team_members', [watch.otherTeam]));
}, 120_000);

afterAll(async () => {
  if (run) console.log(`fuzz (directories area), ${run.counts.reduce((n, c) => n + c.sent, 0)} requests:\n${run.report()}`);
  await backend?.stop();
});

const url = fc.constantFrom('https://example.com', 'http://example.org/a?b=1', null);
// valid-looking maps, now and then with a script or data URL inside: stored, such a link would
// run in the visitor's browser when the profile page opens it
const socialUrls = fc.dictionary(
  fc.constantFrom('twitter', 'linkedin', 'x'),
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('https://x.com/a', 'https://linkedin.com/in/b') },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_URLS) },
  ),
  { maxKeys: 2 },
);

function targets(): Record<string, () => FuzzTarget> {
  const own = (_table: string, ids: string[]) => ids.map((id) => `id=eq.${id}`);
  return {
    founder_profiles: () => ({
      name: 'founder_profiles',
      token: founder.token,
      requests: tableRequests(
        'founder_profiles',
        fc.record({
          user_id: fc.constant(founder.id),
          company_name: fc.constantFrom('Fuzz Health', 'Ümlaut Labs 🩸'),
          industry: fc.constantFrom('Healthcare', 'FinTech'),
          funding_stage: fc.constantFrom(...FUNDING_STAGES),
          location: fc.constantFrom('London', 'São Paulo'),
          founded_year: fc.integer({ min: 1800, max: 2100 }),
          team_size: fc.integer({ min: 1, max: 500 }),
          company_description: fc.constantFrom('We match donors.', null),
          looking_for: fc.constantFrom('Investors', null),
          website: url,
          linkedin_url: url,
          pitch_deck_url: url,
          social_urls: socialUrls,
          achievements: fc.constantFrom([], [{ title: 'Award', description: 'Best', date: '2024-01-01' }]),
          verification_status: fc.constantFrom('unverified', 'verified'),
          credibility_score: fc.constantFrom(0, 100),
        }),
        {
          columns: [
            'user_id',
            'company_name',
            'industry',
            'funding_stage',
            'location',
            'founded_year',
            'team_size',
            'company_description',
            'looking_for',
            'website',
            'linkedin_url',
            'pitch_deck_url',
            'social_urls',
            'achievements',
            'verification_status',
            'credibility_score',
            'documents',
          ],
          ownerColumns: ['user_id'],
          otherIds,
          victimId: victim.id,
          patchFilters: own('founder_profiles', [founderProfile, otherFounderProfile]),
          patchShare: 0.7,
        },
      ),
    }),
    founder_team_members: () => ({
      name: 'founder_team_members',
      token: founder.token,
      requests: tableRequests(
        'founder_team_members',
        fc.record({
          founder_profile_id: fc.constant(founderProfile),
          name: fc.constantFrom('Ada', 'Zoë Ñ'),
          role: fc.constantFrom('CTO', ''),
          bio: fc.constantFrom('Builds things', null),
          linkedin_url: url,
          sort_order: fc.integer({ min: 0, max: 1000 }),
        }),
        {
          columns: ['founder_profile_id', 'name', 'role', 'bio', 'linkedin_url', 'sort_order'],
          ownerColumns: ['founder_profile_id'],
          otherIds,
          victimId: otherFounderProfile,
          patchFilters: own('founder_team_members', [watch.team, watch.otherTeam]),
          patchShare: 0.3,
        },
      ),
    }),
    founder_documents: () => ({
      name: 'founder_documents',
      token: founder.token,
      requests: tableRequests(
        'founder_documents',
        fc.record({
          founder_profile_id: fc.constant(founderProfile),
          name: fc.string({ minLength: 1, maxLength: 12 }).map((s) => `Doc ${s}`),
          url: fc.constantFrom('https://example.com/a.pdf', 'http://example.org/b'),
        }),
        {
          columns: ['founder_profile_id', 'name', 'url'],
          ownerColumns: ['founder_profile_id'],
          otherIds,
          victimId: otherFounderProfile,
          patchFilters: [`id=eq.${watch.document}`],
        },
      ),
    }),
    investor_profiles: () => ({
      name: 'investor_profiles',
      token: investor.token,
      requests: tableRequests(
        'investor_profiles',
        fc.record({
          user_id: fc.constant(investor.id),
          firm_name: fc.constantFrom('', 'Savanna Capital'),
          investor_type: fc.constantFrom('Angel', 'VC', 'PE', 'Family Office', 'Corporate'),
          investment_focus: fc.subarray(FOCUS, { minLength: 1, maxLength: 3 }),
          investment_stages: fc.subarray(STAGES, { minLength: 1, maxLength: 3 }),
          typical_check_size: fc.constantFrom('$50k', null),
          total_assets_under_management: fc.constantFrom(null, 0, 1_000_000),
          location: fc.constantFrom('Nairobi', 'Zürich'),
          website: url,
          linkedin_url: url,
          social_urls: socialUrls,
          investment_thesis: fc.constantFrom('Health first', null),
          verification_status: fc.constantFrom('unverified', 'verified'),
          credibility_score: fc.constantFrom(0, 100),
        }),
        {
          columns: [
            'user_id',
            'firm_name',
            'investor_type',
            'investment_focus',
            'investment_stages',
            'typical_check_size',
            'total_assets_under_management',
            'location',
            'website',
            'linkedin_url',
            'social_urls',
            'investment_thesis',
            'verification_status',
            'credibility_score',
          ],
          ownerColumns: ['user_id'],
          otherIds,
          victimId: victim.id,
          patchFilters: own('investor_profiles', [investorProfile, otherInvestorProfile]),
          patchShare: 0.7,
        },
      ),
    }),
    investor_portfolio_companies: () => ({
      name: 'investor_portfolio_companies',
      token: investor.token,
      requests: tableRequests(
        'investor_portfolio_companies',
        fc.record({
          investor_profile_id: fc.constant(investorProfile),
          company: fc.constantFrom('Acme', 'Ωmega'),
          industry: fc.constantFrom('Health', ''),
          stage: fc.constantFrom('Seed', ''),
          exit_status: fc.constantFrom('Active', 'Acquired', 'IPO', 'Closed'),
          sort_order: fc.integer({ min: 0, max: 1000 }),
        }),
        {
          columns: ['investor_profile_id', 'company', 'industry', 'stage', 'exit_status', 'sort_order'],
          ownerColumns: ['investor_profile_id'],
          otherIds,
          victimId: otherInvestorProfile,
          patchFilters: [`id=eq.${watch.portfolio}`],
        },
      ),
    }),
    investor_verification_documents: () => ({
      name: 'investor_verification_documents',
      token: investor.token,
      requests: tableRequests(
        'investor_verification_documents',
        fc.record({
          investor_profile_id: fc.constant(investorProfile),
          name: fc.string({ minLength: 1, maxLength: 12 }).map((s) => `KYC ${s}`),
          url: fc.constantFrom('https://example.com/kyc.pdf', 'http://example.org/k'),
        }),
        {
          columns: ['investor_profile_id', 'name', 'url'],
          ownerColumns: ['investor_profile_id'],
          otherIds,
          victimId: otherInvestorProfile,
          patchFilters: [`id=eq.${watch.verification}`],
        },
      ),
    }),
    meeting_requests: () => ({
      name: 'meeting_requests',
      token: member.token,
      requests: tableRequests(
        'meeting_requests',
        fc.record({
          professional_id: fc.constantFrom(...professionals),
          proposed_times: fc.array(fc.integer({ min: 1, max: 60 }).map(isoDaysFromNow), { maxLength: 3 }),
          message: fc.constantFrom('', 'Can we talk?'),
          requester_id: fc.constant(member.id),
          status: fc.constant('requested'),
        }),
        {
          columns: ['professional_id', 'proposed_times', 'message', 'requester_id', 'status'],
          ownerColumns: ['requester_id'],
          otherIds,
          victimId: victim.id,
        },
      ),
    }),
    job_applications: () => ({
      name: 'job_applications',
      token: member.token,
      requests: tableRequests(
        'job_applications',
        fc.record({
          opportunity_id: fc.constantFrom(...opportunities),
          cover_note: fc.constantFrom('', 'I am interested.'),
          applicant_id: fc.constant(member.id),
          status: fc.constant('submitted'),
        }),
        {
          columns: ['opportunity_id', 'cover_note', 'applicant_id', 'status'],
          ownerColumns: ['applicant_id'],
          otherIds,
          victimId: victim.id,
        },
      ),
    }),
  };
}

describe.each(TABLES)('fuzz %s', (name) => {
  it('never answers 5xx and the API keeps answering', async () => {
    const counts = await run.run(targets()[name]());
    expect(counts.sent).toBeGreaterThanOrEqual(300);
    expect(run.findingsOf(name, ['5xx', 'api-down', 'transport'])).toEqual([]);
  }, 120_000);
});

const owner = (row: Record<string, unknown>, column: string, expected: string): string | null =>
  row[column] === expected ? null : `${column} is not the caller's (${String(row[column])})`;

/** social_urls: an object of network -> http(s) URL (every URL column accepts only http(s), so no stored link runs script). */
const socialUrlsProblem = (value: unknown): string | null =>
  !value || typeof value !== 'object' || Array.isArray(value)
    ? 'social_urls is not an object'
    : Object.values(value).every((v) => isHttpUrl(v))
      ? null
      : 'social_urls holds a value that is not an http(s) URL';

/** [{title, description?, date?}], at most 50, strings up to 2000 characters */
const achievementsProblem = (value: unknown): string | null =>
  Array.isArray(value) &&
  value.length <= 50 &&
  value.every(
    (a) =>
      a &&
      typeof a === 'object' &&
      !Array.isArray(a) &&
      Object.keys(a).every((k) => ['title', 'description', 'date'].includes(k)) &&
      rule.text(a as Record<string, unknown>, 'title', 1, 2000) === null &&
      rule.text(a as Record<string, unknown>, 'description', 0, 2000, { nullable: true }) === null &&
      rule.text(a as Record<string, unknown>, 'date', 0, 2000, { nullable: true }) === null,
  )
    ? null
    : 'achievements is not a list of {title, description, date}';

/** The stored score is the formula's (20261124000700): never a value the owner sent. */
function founderScoreProblem(r: Record<string, unknown>): string | null {
  const expected = credibilityScore({
    verificationStatus: String(r.verification_status),
    completion: profileCompletion(r, FOUNDER_COMPLETION_FIELDS),
    achievements: Array.isArray(r.achievements) ? r.achievements.length : 0,
    history: typeof r.founded_year === 'number' ? new Date().getFullYear() - r.founded_year : 0,
  });
  return r.credibility_score === expected ? null : `credibility_score ${String(r.credibility_score)} is not the computed ${expected}`;
}

/** As above; the portfolio part (5 per exit, 3 per company, exits among the companies) is not in the row. */
function investorScoreProblem(r: Record<string, unknown>): string | null {
  const base = credibilityScore({
    verificationStatus: String(r.verification_status),
    completion: profileCompletion(r, INVESTOR_COMPLETION_FIELDS),
    achievements: 0,
    history: 0,
  });
  const portfolio = Number(r.credibility_score) - base;
  for (let companies = 0; companies <= 5; companies += 1)
    for (let exits = 0; exits <= Math.min(companies, 3); exits += 1) if (portfolio === 5 * exits + 3 * companies) return null;
  return `credibility_score ${String(r.credibility_score)} is not the computed ${base} plus a portfolio part`;
}

describe('fuzz audit (directories area)', () => {
  const audits: Array<[string, () => Promise<void>]> = [
    [
      'founder_profiles',
      async () => {
        await run.audit(
          'founder_profiles',
          before.get('founder_profiles')!,
          (r) =>
            broken(
              owner(r, 'user_id', founder.id),
              rule.text(r, 'company_name', 1, 200),
              rule.text(r, 'industry', 1, 80),
              rule.oneOf(r, 'funding_stage', FUNDING_STAGES),
              rule.text(r, 'location', 1, 200),
              rule.int(r, 'founded_year', 1800, 2100, { nullable: true }),
              rule.int(r, 'team_size', 1, 1_000_000, { nullable: true }),
              rule.text(r, 'company_description', 0, 5000, { nullable: true }),
              rule.text(r, 'looking_for', 0, 200, { nullable: true }),
              rule.url(r, 'website'),
              rule.url(r, 'linkedin_url'),
              rule.url(r, 'pitch_deck_url'),
              socialUrlsProblem(r.social_urls),
              achievementsProblem(r.achievements),
              rule.equals(r, 'verification_status', 'unverified', 'verification_status set by the owner'),
              founderScoreProblem(r),
            ),
          { watch: [founderProfile] },
        );
        await run.unchanged('founder_profiles', snapshots.get('founder_profiles')!, "another founder's profile changed");
      },
    ],
    [
      'founder_team_members',
      async () => {
        await run.audit(
          'founder_team_members',
          before.get('founder_team_members')!,
          (r) =>
            broken(
              owner(r, 'founder_profile_id', founderProfile),
              rule.text(r, 'name', 1, 120),
              rule.text(r, 'role', 0, 120),
              rule.text(r, 'bio', 0, 2000, { nullable: true }),
              rule.url(r, 'linkedin_url'),
              rule.int(r, 'sort_order', 0, 1000),
            ),
          { watch: [watch.team] },
        );
        await run.unchanged('founder_team_members', snapshots.get('founder_team_members')!, "another founder's team changed");
      },
    ],
    [
      'founder_documents',
      async () => {
        await run.audit(
          'founder_documents',
          before.get('founder_documents')!,
          (r) =>
            broken(owner(r, 'founder_profile_id', founderProfile), rule.text(r, 'name', 1, 200), rule.url(r, 'url', { nullable: false })),
          { watch: [watch.document] },
        );
      },
    ],
    [
      'investor_profiles',
      async () => {
        await run.audit(
          'investor_profiles',
          before.get('investor_profiles')!,
          (r) =>
            broken(
              owner(r, 'user_id', investor.id),
              rule.text(r, 'firm_name', 0, 200),
              rule.oneOf(r, 'investor_type', ['Angel', 'VC', 'PE', 'Family Office', 'Corporate']),
              !(
                Array.isArray(r.investment_focus) &&
                r.investment_focus.length >= 1 &&
                r.investment_focus.length <= 10 &&
                r.investment_focus.every((f) => FOCUS.includes(f))
              ) && 'investment_focus is not 1-10 known areas',
              !(
                Array.isArray(r.investment_stages) &&
                r.investment_stages.length >= 1 &&
                r.investment_stages.length <= 5 &&
                r.investment_stages.every((s) => STAGES.includes(s))
              ) && 'investment_stages is not 1-5 known stages',
              rule.text(r, 'typical_check_size', 0, 100, { nullable: true }),
              r.total_assets_under_management !== null &&
                !(Number(r.total_assets_under_management) >= 0 && Number(r.total_assets_under_management) < 1e15) &&
                'total_assets_under_management out of range',
              rule.text(r, 'location', 1, 200),
              rule.url(r, 'website'),
              rule.url(r, 'linkedin_url'),
              socialUrlsProblem(r.social_urls),
              rule.text(r, 'investment_thesis', 0, 5000, { nullable: true }),
              rule.equals(r, 'verification_status', 'unverified', 'verification_status set by the owner'),
              investorScoreProblem(r),
            ),
          { watch: [investorProfile] },
        );
        await run.unchanged('investor_profiles', snapshots.get('investor_profiles')!, "another investor's profile changed");
      },
    ],
    [
      'investor_portfolio_companies',
      async () => {
        await run.audit(
          'investor_portfolio_companies',
          before.get('investor_portfolio_companies')!,
          (r) =>
            broken(
              owner(r, 'investor_profile_id', investorProfile),
              rule.text(r, 'company', 1, 200),
              rule.text(r, 'industry', 0, 80),
              rule.text(r, 'stage', 0, 40),
              rule.oneOf(r, 'exit_status', ['Active', 'Acquired', 'IPO', 'Closed']),
              rule.int(r, 'sort_order', 0, 1000),
            ),
          { watch: [watch.portfolio] },
        );
      },
    ],
    [
      'investor_verification_documents',
      async () => {
        await run.audit(
          'investor_verification_documents',
          before.get('investor_verification_documents')!,
          (r) =>
            broken(owner(r, 'investor_profile_id', investorProfile), rule.text(r, 'name', 1, 200), rule.url(r, 'url', { nullable: false })),
          { watch: [watch.verification] },
        );
      },
    ],
    [
      'meeting_requests',
      async () => {
        await run.audit('meeting_requests', before.get('meeting_requests')!, (r) =>
          broken(
            owner(r, 'requester_id', member.id),
            !professionals.includes(String(r.professional_id)) && 'professional does not exist',
            !(
              Array.isArray(r.proposed_times) &&
              r.proposed_times.length <= 3 &&
              r.proposed_times.every((t) => t !== null && Date.parse(String(t)) > Date.parse(String(r.created_at)))
            ) && 'proposed_times is not up to three future times',
            rule.text(r, 'message', 0, 2000),
            rule.equals(r, 'status', 'requested', 'status set by the requester'),
          ),
        );
      },
    ],
    [
      'job_applications',
      async () => {
        const open = new Set(
          (await run.serviceRows('executive_opportunities', 'id,status')).filter((o) => o.status === 'Open').map((o) => String(o.id)),
        );
        const seen = new Set<string>();
        await run.audit('job_applications', before.get('job_applications')!, (r) => {
          const duplicate = seen.has(String(r.opportunity_id));
          seen.add(String(r.opportunity_id));
          return broken(
            owner(r, 'applicant_id', member.id),
            !open.has(String(r.opportunity_id)) && 'applied to an opportunity that is not open',
            rule.text(r, 'cover_note', 0, 5000),
            rule.equals(r, 'status', 'submitted', 'status set by the applicant'),
            duplicate && 'two applications for one opportunity',
          );
        });
      },
    ],
  ];

  it.each(audits)(
    'stores no %s row that breaks a documented rule',
    async (table, audit) => {
      await audit();
      expect(run.findings.filter((f) => f.kind === 'rule' && f.target === table).map((f) => `${f.target}: ${f.detail}`)).toEqual([]);
    },
    60_000,
  );
});
