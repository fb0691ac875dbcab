// RLS matrix of the DIRECTORIES and EXECUTIVE area: every actor tries select/insert/update/
// delete on an own row and on another user's row of each table, for real, through supabase-js.
// '-' = not meaningful (the actor has no own row: anon, or a table without owners).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ACTORS,
  OPERATIONS,
  formatMatrix,
  signInActors,
  tookEffect,
  yesNo,
  type Actor,
  type Actors,
  type MatrixRow,
  type Operation,
  type Outcome,
} from './support/rls-matrix';
import { signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

/** Per actor: select, insert, update, delete as 'own/other'. */
type Expected = Record<Actor, [string, string, string, string]>;
type Cells = Record<Operation, [Outcome, Outcome]>;

const DEMO_FOUNDER_PROFILE = 'f0a1c2d3-00de-4a5b-8c6d-0000000000de';
const DEMO_INVESTOR_PROFILE = 'a0b1c2d3-00de-4b5c-8d6e-0000000000de';
const PROFESSIONAL = 'e1000000-0000-4000-8000-000000000002';
const OPPORTUNITY = 'e2000000-0000-4000-8000-000000000001';
const OPPORTUNITY_2 = 'e2000000-0000-4000-8000-000000000002';
const OPPORTUNITY_3 = 'e2000000-0000-4000-8000-000000000003';
const MATRIX_CITY = 'Matrix City';

let backend: TestBackend;
let actors: Actors;
let outsiderFounder: SignedUpUser;
let outsiderInvestor: SignedUpUser;
const matrix: MatrixRow[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  actors = await signInActors(backend);
  outsiderFounder = await signUpUser(backend, { user_type: 'founder', full_name: 'Outsider Founder' });
  outsiderInvestor = await signUpUser(backend, { user_type: 'investor', full_name: 'Outsider Investor' });
}, 120_000);

afterAll(async () => {
  if (matrix.length) console.log(formatMatrix(matrix));
  await backend?.stop();
});

const admin = (): SupabaseClient => actors.clients.admin;
const idOf = (actor: Actor): string | null => (actor === 'anon' ? null : actors.ids[actor]);
const NA: [Outcome, Outcome] = ['-', '-'];

async function must<T>(call: PromiseLike<{ data: T; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(error.message);
  return data;
}

function toExpected(cells: Cells): [string, string, string, string] {
  return OPERATIONS.map((op) => cells[op].join('/')) as [string, string, string, string];
}

/** Runs `run` for every actor, records the rows and compares with the expected table. */
async function checkTable(table: string, expected: Expected, run: (actor: Actor, client: SupabaseClient) => Promise<Cells>) {
  const actual = {} as Expected;
  for (const actor of ACTORS) {
    const cells = await run(actor, actors.clients[actor]);
    actual[actor] = toExpected(cells);
    for (const operation of OPERATIONS) {
      matrix.push({ table, actor, operation, own: cells[operation][0], other: cells[operation][1] });
    }
  }
  expect(actual).toEqual(expected);
}

// ---------------------------------------------------------------------------
// founder_profiles / investor_profiles
// ---------------------------------------------------------------------------
const profileExpected = (ownerActor: 'founder' | 'investor'): Expected => {
  const bystander: [string, string, string, string] = ['-/yes', 'no/no', '-/no', '-/no'];
  return {
    anon: ['-/yes', '-/no', '-/no', '-/no'],
    donor: bystander,
    recipient: bystander,
    recipientUnsubscribed: bystander,
    partner: bystander,
    founder: ownerActor === 'founder' ? ['yes/yes', 'yes/no', 'yes/no', 'no/no'] : bystander,
    investor: ownerActor === 'investor' ? ['yes/yes', 'yes/no', 'yes/no', 'no/no'] : bystander,
    admin: ['yes/yes', 'yes/yes', 'yes/yes', 'yes/yes'],
  };
};

function founderRow(userId: string | null) {
  return {
    user_id: userId,
    company_name: `Matrix Co ${randomUUID().slice(0, 8)}`,
    // values no directory contract test filters for (test files share one PostgreSQL database)
    industry: 'CleanTech',
    funding_stage: 'Bootstrapped',
    location: MATRIX_CITY,
  };
}

function investorRow(userId: string | null) {
  return {
    user_id: userId,
    firm_name: `Matrix Capital ${randomUUID().slice(0, 8)}`,
    investor_type: 'Corporate',
    investment_focus: ['DeepTech'],
    investment_stages: ['Series C+'],
    location: MATRIX_CITY,
  };
}

async function profileMatrix(
  table: 'founder_profiles' | 'investor_profiles',
  row: (userId: string | null) => Record<string, unknown>,
  otherId: string,
  actor: Actor,
  client: SupabaseClient,
): Promise<Cells> {
  const me = idOf(actor);
  if (!me) {
    return {
      select: ['-', yesNo(await tookEffect(client.from(table).select('id').eq('id', otherId)))],
      insert: ['-', yesNo(await tookEffect(client.from(table).insert(row(null)).select('id')))],
      update: ['-', yesNo(await tookEffect(client.from(table).update({ location: 'Hacked' }).eq('id', otherId).select('id')))],
      delete: ['-', yesNo(await tookEffect(client.from(table).delete().eq('id', otherId).select('id')))],
    };
  }
  const insertOwn = await client.from(table).insert(row(me)).select('id');
  const ownId = (insertOwn.data as { id: string }[] | null)?.[0]?.id;
  const cells: Cells = {
    select: NA,
    insert: [yesNo(!insertOwn.error && !!ownId), yesNo(await tookEffect(client.from(table).insert(row(null)).select('id')))],
    update: NA,
    delete: NA,
  };
  cells.select = [
    ownId ? yesNo(await tookEffect(client.from(table).select('id').eq('id', ownId))) : '-',
    yesNo(await tookEffect(client.from(table).select('id').eq('id', otherId))),
  ];
  cells.update = [
    ownId ? yesNo(await tookEffect(client.from(table).update({ location: 'Moved' }).eq('id', ownId).select('id'))) : '-',
    yesNo(await tookEffect(client.from(table).update({ location: 'Hacked' }).eq('id', otherId).select('id'))),
  ];
  cells.delete = [
    ownId ? yesNo(await tookEffect(client.from(table).delete().eq('id', ownId).select('id'))) : '-',
    yesNo(await tookEffect(client.from(table).delete().eq('id', otherId).select('id'))),
  ];
  return cells;
}

/**
 * One profile per founder/investor: the demo owner's seeded profile is handed to the team
 * (user_id null) while the matrix runs, so that the owner can insert one of their own, and
 * is given back afterwards; the rows the matrix made are removed.
 */
async function withProfileFreed(
  table: 'founder_profiles' | 'investor_profiles',
  profileId: string,
  ownerId: string,
  run: () => Promise<void>,
) {
  await must(admin().from(table).update({ user_id: null }).eq('id', profileId).select('id'));
  try {
    await run();
  } finally {
    await must(admin().from(table).delete().eq('user_id', ownerId).neq('id', profileId).select('id'));
    await must(admin().from(table).delete().eq('location', MATRIX_CITY).select('id'));
    await must(admin().from(table).update({ user_id: ownerId }).eq('id', profileId).select('id'));
  }
}

describe('directories RLS matrix', () => {
  it('the demo founder and investor own a profile (seed_demo_directories)', async () => {
    const founder = await actors.clients.founder.from('founder_profiles').select('id').eq('user_id', actors.ids.founder);
    expect(founder.data).toEqual([{ id: DEMO_FOUNDER_PROFILE }]);
    const investor = await actors.clients.investor.from('investor_profiles').select('id').eq('user_id', actors.ids.investor);
    expect(investor.data).toEqual([{ id: DEMO_INVESTOR_PROFILE }]);
  });

  it('founder_profiles: public read, founders write their own, admins everything', async () => {
    const other = await must(
      outsiderFounder.client.from('founder_profiles').insert(founderRow(outsiderFounder.user.id)).select('id').single(),
    );
    await withProfileFreed('founder_profiles', DEMO_FOUNDER_PROFILE, actors.ids.founder, () =>
      checkTable('founder_profiles', profileExpected('founder'), (actor, client) =>
        profileMatrix('founder_profiles', founderRow, (other as { id: string }).id, actor, client),
      ),
    );
  });

  it('investor_profiles: public read, investors write their own, admins everything', async () => {
    const other = await must(
      outsiderInvestor.client.from('investor_profiles').insert(investorRow(outsiderInvestor.user.id)).select('id').single(),
    );
    await withProfileFreed('investor_profiles', DEMO_INVESTOR_PROFILE, actors.ids.investor, () =>
      checkTable('investor_profiles', profileExpected('investor'), (actor, client) =>
        profileMatrix('investor_profiles', investorRow, (other as { id: string }).id, actor, client),
      ),
    );
  });

  // -------------------------------------------------------------------------
  // signed-in-only detail tables (own = attached to the actor's own profile)
  // -------------------------------------------------------------------------
  // documents are a directory premium feature: no actor here holds it (directory-premium.test.ts has those who do)
  const detailExpected = (ownerActor: 'founder' | 'investor', premiumOnly: boolean): Expected => {
    const signedIn: [string, string, string, string] = [premiumOnly ? '-/no' : '-/yes', '-/no', '-/no', '-/no'];
    const owner: [string, string, string, string] = [premiumOnly ? 'yes/no' : 'yes/yes', 'yes/no', 'yes/no', 'yes/no'];
    return {
      anon: ['-/no', '-/no', '-/no', '-/no'],
      donor: signedIn,
      recipient: signedIn,
      recipientUnsubscribed: signedIn,
      partner: signedIn,
      founder: ownerActor === 'founder' ? owner : signedIn,
      investor: ownerActor === 'investor' ? owner : signedIn,
      admin: ['-/yes', '-/yes', '-/yes', '-/yes'],
    };
  };

  const details = [
    {
      table: 'founder_team_members',
      premiumOnly: false,
      parentTable: 'founder_profiles',
      parentKey: 'founder_profile_id',
      owner: 'founder' as const,
      row: () => ({ name: `Member ${randomUUID().slice(0, 8)}`, role: 'Advisor' }),
      change: { role: 'Changed' },
    },
    {
      table: 'founder_documents',
      premiumOnly: true,
      parentTable: 'founder_profiles',
      parentKey: 'founder_profile_id',
      owner: 'founder' as const,
      row: () => ({ name: `Doc ${randomUUID().slice(0, 8)}`, url: 'https://example.com/doc.pdf' }),
      change: { url: 'https://example.com/changed.pdf' },
    },
    {
      table: 'investor_portfolio_companies',
      premiumOnly: false,
      parentTable: 'investor_profiles',
      parentKey: 'investor_profile_id',
      owner: 'investor' as const,
      row: () => ({ company: `Portfolio ${randomUUID().slice(0, 8)}`, industry: 'SaaS', stage: 'Seed' }),
      change: { exit_status: 'Acquired' },
    },
    {
      table: 'investor_verification_documents',
      premiumOnly: true,
      parentTable: 'investor_profiles',
      parentKey: 'investor_profile_id',
      owner: 'investor' as const,
      row: () => ({ name: `Proof ${randomUUID().slice(0, 8)}`, url: 'https://example.com/proof.pdf' }),
      change: { url: 'https://example.com/changed.pdf' },
    },
  ];

  it.each(details)('$table: signed-in users read (documents: premium members), the profile owner and admins write', async (spec) => {
    // the owner's seeded profile; "other" is a profile of an outsider made for this test
    // (not a sample listing: test files may share one PostgreSQL database)
    const ownParentId = spec.owner === 'founder' ? DEMO_FOUNDER_PROFILE : DEMO_INVESTOR_PROFILE;
    const outsider = spec.owner === 'founder' ? outsiderFounder : outsiderInvestor;
    const outsiderRow: Record<string, unknown> = spec.owner === 'founder' ? founderRow(outsider.user.id) : investorRow(outsider.user.id);
    await outsider.client.from(spec.parentTable).insert(outsiderRow);
    const otherParent = (
      (await must(outsider.client.from(spec.parentTable).select('id').eq('user_id', outsider.user.id).single())) as { id: string }
    ).id;

    // a row on another profile for the update/delete attempts (only the admin, last, removes it)
    const otherRow = (await must(
      admin()
        .from(spec.table)
        .insert({ ...spec.row(), [spec.parentKey]: otherParent })
        .select('id')
        .single(),
    )) as { id: string };

    await checkTable(spec.table, detailExpected(spec.owner, spec.premiumOnly), async (actor, client) => {
      const t = () => client.from(spec.table);
      const other: [Outcome, Outcome, Outcome, Outcome] = [
        yesNo(await tookEffect(t().select('id').eq(spec.parentKey, otherParent))),
        yesNo(
          await tookEffect(
            t()
              .insert({ ...spec.row(), [spec.parentKey]: otherParent })
              .select('id'),
          ),
        ),
        yesNo(await tookEffect(t().update(spec.change).eq('id', otherRow.id).select('id'))),
        yesNo(await tookEffect(t().delete().eq('id', otherRow.id).select('id'))),
      ];
      let own: [Outcome, Outcome, Outcome, Outcome] = ['-', '-', '-', '-'];
      if (actor === spec.owner) {
        const inserted = await t()
          .insert({ ...spec.row(), [spec.parentKey]: ownParentId })
          .select('id');
        const id = (inserted.data as { id: string }[] | null)?.[0]?.id ?? randomUUID();
        own = [
          yesNo(await tookEffect(t().select('id').eq('id', id))),
          yesNo(!inserted.error),
          yesNo(await tookEffect(t().update(spec.change).eq('id', id).select('id'))),
          yesNo(await tookEffect(t().delete().eq('id', id).select('id'))),
        ];
      }
      return {
        select: [own[0], other[0]],
        insert: [own[1], other[1]],
        update: [own[2], other[2]],
        delete: [own[3], other[3]],
      };
    });
    await must(admin().from(spec.parentTable).delete().eq('location', MATRIX_CITY).select('id'));
  });

  // -------------------------------------------------------------------------
  // executive listings: subscribers read, admins write; nobody owns a row
  // -------------------------------------------------------------------------
  const executiveExpected: Expected = {
    anon: ['-/no', '-/no', '-/no', '-/no'],
    donor: ['-/no', '-/no', '-/no', '-/no'],
    recipient: ['-/yes', '-/no', '-/no', '-/no'], // the demo recipient is subscribed (commerce seed)
    recipientUnsubscribed: ['-/no', '-/no', '-/no', '-/no'],
    partner: ['-/no', '-/no', '-/no', '-/no'],
    founder: ['-/no', '-/no', '-/no', '-/no'],
    investor: ['-/no', '-/no', '-/no', '-/no'],
    admin: ['-/yes', '-/yes', '-/yes', '-/yes'],
  };

  const professional = () => ({
    name: `Matrix Pro ${randomUUID().slice(0, 8)}`,
    role: 'Advisor',
    experience: '10+ years',
    experience_years: 10,
    // values no contract test filters for (test files may share one PostgreSQL database)
    availability: 'Part-time',
    specialization: 'Operations',
    location: MATRIX_CITY,
    last_active: '2001-01-01T00:00:00Z',
  });
  const opportunity = () => ({
    organization: `Matrix Org ${randomUUID().slice(0, 8)}`,
    position: 'Advisor',
    type: 'Part-time',
    duration: 'Once a month',
    location: MATRIX_CITY,
    work_mode: 'Onsite',
    industry: 'Education',
    compensation_type: 'negotiable',
    posted_date: '2001-01-01',
    contact_name: 'Pat Doe',
    contact_email: 'pat@example.com',
  });

  it.each([
    { table: 'executive_professionals', row: professional, change: { compensation: 'Changed' } },
    { table: 'executive_opportunities', row: opportunity, change: { status: 'Closed' } },
  ])(
    '$table: readable with an active subscription, written by admins',
    async ({ table, row, change }: { table: string; row: () => Record<string, unknown>; change: Record<string, unknown> }) => {
      const target = (await must(admin().from(table).insert(row()).select('id').single())) as { id: string };
      await checkTable(table, executiveExpected, async (_actor, client) => ({
        select: ['-', yesNo(await tookEffect(client.from(table).select('id').eq('id', target.id)))],
        insert: ['-', yesNo(await tookEffect(client.from(table).insert(row()).select('id')))],
        update: ['-', yesNo(await tookEffect(client.from(table).update(change).eq('id', target.id).select('id')))],
        delete: ['-', yesNo(await tookEffect(client.from(table).delete().eq('id', target.id).select('id')))],
      }));
      await must(admin().from(table).delete().eq('location', MATRIX_CITY).select('id'));
    },
  );

  // -------------------------------------------------------------------------
  // meeting requests and job applications: own rows; creating one needs a subscription
  // -------------------------------------------------------------------------
  // the demo partner lists PROFESSIONAL (seed), so it also reads the requests made to them
  it("meeting_requests: requester reads and cancels own, the professional's owner reads, subscribers create, admins everything", async () => {
    const fixture = async (requester: string) =>
      (
        (await must(
          admin()
            .from('meeting_requests')
            .insert({ requester_id: requester, professional_id: PROFESSIONAL, message: 'fixture' })
            .select('id')
            .single(),
        )) as { id: string }
      ).id;
    const otherId = await fixture(outsiderFounder.user.id);
    const owned: Partial<Record<Actor, string>> = {};
    for (const actor of ACTORS) {
      const me = idOf(actor);
      if (me) owned[actor] = await fixture(me);
    }
    const signedIn: [string, string, string, string] = ['yes/no', 'no/no', 'yes/no', 'no/no'];
    const subscribed: [string, string, string, string] = ['yes/no', 'yes/no', 'yes/no', 'no/no'];
    await checkTable(
      'meeting_requests',
      {
        anon: ['-/no', '-/no', '-/no', '-/no'],
        donor: signedIn,
        recipient: subscribed,
        recipientUnsubscribed: signedIn,
        partner: ['yes/yes', 'no/no', 'yes/no', 'no/no'],
        founder: signedIn,
        investor: signedIn,
        admin: ['yes/yes', 'yes/yes', 'yes/yes', 'yes/yes'],
      },
      async (actor, client) => {
        const t = () => client.from('meeting_requests');
        const me = idOf(actor);
        const ownId = owned[actor];
        const slot = new Date(Date.now() + 7 * 86_400_000).toISOString();
        const insert = (requester: string | null) =>
          tookEffect(
            t()
              .insert({ requester_id: requester, professional_id: PROFESSIONAL, proposed_times: [slot], message: 'matrix' })
              .select('id'),
          );
        return {
          select: [
            ownId ? yesNo(await tookEffect(t().select('id').eq('id', ownId))) : '-',
            yesNo(await tookEffect(t().select('id').eq('id', otherId))),
          ],
          insert: [me ? yesNo(await insert(me)) : '-', yesNo(await insert(outsiderFounder.user.id))],
          update: [
            ownId ? yesNo(await tookEffect(t().update({ status: 'cancelled' }).eq('id', ownId).select('id'))) : '-',
            yesNo(await tookEffect(t().update({ status: 'cancelled' }).eq('id', otherId).select('id'))),
          ],
          delete: [
            ownId ? yesNo(await tookEffect(t().delete().eq('id', ownId).select('id'))) : '-',
            yesNo(await tookEffect(t().delete().eq('id', otherId).select('id'))),
          ],
        };
      },
    );
  });

  // the demo partner lists OPPORTUNITY (seed), so it also reads the applications to it
  it("job_applications: applicant reads own, the opportunity's owner reads, subscribers apply, admins everything", async () => {
    const fixture = async (applicant: string, opportunityId = OPPORTUNITY) =>
      (
        (await must(
          admin()
            .from('job_applications')
            .insert({ applicant_id: applicant, opportunity_id: opportunityId, cover_note: 'fixture' })
            .select('id')
            .single(),
        )) as { id: string }
      ).id;
    const otherId = await fixture(outsiderInvestor.user.id);
    const owned: Partial<Record<Actor, string>> = {};
    for (const actor of ACTORS) {
      const me = idOf(actor);
      // the demo recipient's seeded application is on another opportunity
      if (me) owned[actor] = await fixture(me);
    }
    const signedIn: [string, string, string, string] = ['yes/no', 'no/no', 'no/no', 'no/no'];
    await checkTable(
      'job_applications',
      {
        anon: ['-/no', '-/no', '-/no', '-/no'],
        donor: signedIn,
        recipient: ['yes/no', 'yes/no', 'no/no', 'no/no'],
        recipientUnsubscribed: signedIn,
        partner: ['yes/yes', 'no/no', 'no/no', 'no/no'],
        founder: signedIn,
        investor: signedIn,
        admin: ['yes/yes', 'yes/yes', 'yes/yes', 'yes/yes'],
      },
      async (actor, client) => {
        const t = () => client.from('job_applications');
        const me = idOf(actor);
        const ownId = owned[actor];
        return {
          select: [
            ownId ? yesNo(await tookEffect(t().select('id').eq('id', ownId))) : '-',
            yesNo(await tookEffect(t().select('id').eq('id', otherId))),
          ],
          insert: [
            me ? yesNo(await tookEffect(t().insert({ applicant_id: me, opportunity_id: OPPORTUNITY_2 }).select('id'))) : '-',
            yesNo(await tookEffect(t().insert({ applicant_id: outsiderInvestor.user.id, opportunity_id: OPPORTUNITY_3 }).select('id'))),
          ],
          update: [
            ownId ? yesNo(await tookEffect(t().update({ status: 'accepted' }).eq('id', ownId).select('id'))) : '-',
            yesNo(await tookEffect(t().update({ status: 'reviewing' }).eq('id', otherId).select('id'))),
          ],
          delete: [
            ownId ? yesNo(await tookEffect(t().delete().eq('id', ownId).select('id'))) : '-',
            yesNo(await tookEffect(t().delete().eq('id', otherId).select('id'))),
          ],
        };
      },
    );
  });
});
