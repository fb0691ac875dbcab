// RLS matrix of the commerce and profile area. For each table and actor, every operation is
// attempted through supabase-js on the actor's own row and on another user's row; whether it
// took effect is checked with the demo admin's client (admins read every table here), so an
// operation the actor may perform but not read back still counts.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ACTORS,
  OPERATIONS,
  formatMatrix,
  signInActors,
  yesNo,
  type Actor,
  type Actors,
  type MatrixRow,
  type Operation,
  type Outcome,
} from './support/rls-matrix';
import { signUpUser, startTestBackend, uniqueEmail, type SignedUpUser, type TestBackend } from './support/test-backend';

type Target = 'own' | 'other';

// 'select insert update delete', each own/other. '-' = no own row (anon; shared reference rows).
const REFERENCE = { member: '-/yes -/no -/no -/no', admin: '-/yes -/yes -/yes -/yes' };
const SERVER_WRITTEN = { anon: '-/no -/no -/no -/no', member: 'yes/no no/no no/no no/no' };
const OWNER_ONLY = { anon: '-/no -/no -/no -/no', member: 'yes/no yes/no yes/no yes/no', admin: 'yes/yes yes/no yes/no yes/no' };

function expectedFor(anon: string, member: string, admin: string): Record<Actor, string> {
  return {
    anon,
    donor: member,
    recipient: member,
    recipientUnsubscribed: member,
    partner: member,
    founder: member,
    investor: member,
    admin,
  };
}

const EXPECTED: Record<string, Record<Actor, string>> = {
  plans: expectedFor(REFERENCE.member, REFERENCE.member, REFERENCE.admin),
  page_content: expectedFor(REFERENCE.member, REFERENCE.member, REFERENCE.admin),
  // users write subscriptions only through subscribe()/cancel_subscription(); admins may correct them
  subscriptions: expectedFor(SERVER_WRITTEN.anon, SERVER_WRITTEN.member, 'yes/yes no/no yes/yes no/no'),
  payments: expectedFor(SERVER_WRITTEN.anon, SERVER_WRITTEN.member, 'yes/yes no/no no/no no/no'),
  // written only through submit/approve/reject_profile_change()
  profile_change_requests: expectedFor(SERVER_WRITTEN.anon, SERVER_WRITTEN.member, 'yes/yes no/no no/no no/no'),
  // anyone sends (own = without a user id for anon, with the own id when signed in); admins read and moderate
  contact_messages: expectedFor('-/no yes/no -/no -/no', 'no/no yes/no no/no no/no', 'yes/yes yes/no yes/yes no/no'),
  user_settings: expectedFor(OWNER_ONLY.anon, OWNER_ONLY.member, OWNER_ONLY.admin),
  family_members: expectedFor(OWNER_ONLY.anon, OWNER_ONLY.member, OWNER_ONLY.admin),
};

const DAY_MS = 86_400_000;
const MARKER_COUNTRIES = ['AU', 'IN', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE'];

let backend: TestBackend;
let actors: Actors;
let owner: SignedUpUser; // owns the "other" rows
let settingsless: SignedUpUser; // has no settings row: target of "insert other" on user_settings
let admin: SupabaseClient;

const idx = (actor: Actor): number => ACTORS.indexOf(actor);
const uid = (actor: Actor): string | null => (actor === 'anon' ? null : actors.ids[actor]);
const client = (actor: Actor): SupabaseClient => actors.clients[actor];

/** Runs a write and reports whether the admin sees the expected row afterwards. */
async function adminSees(table: string, column: string, value: unknown, extra: Record<string, unknown> = {}) {
  let query = admin.from(table).select(column).eq(column, value);
  for (const [key, v] of Object.entries(extra)) query = query.eq(key, v);
  const { data, error } = await query;
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data ?? []).length > 0;
}

async function exists(table: string, key: string, id: string): Promise<boolean> {
  return adminSees(table, key, id);
}

async function selects(actor: Actor, table: string, key: string, id: string): Promise<boolean> {
  const { data, error } = await client(actor).from(table).select(key).eq(key, id);
  return !error && (data ?? []).length > 0;
}

async function deletes(actor: Actor, table: string, key: string, id: string): Promise<boolean> {
  await client(actor).from(table).delete().eq(key, id);
  return !(await exists(table, key, id));
}

async function updates(actor: Actor, table: string, key: string, id: string, values: Record<string, unknown>) {
  await client(actor).from(table).update(values).eq(key, id);
  const [column, value] = Object.entries(values)[0];
  if (column === 'end_date') {
    const { data } = await admin.from(table).select(column).eq(key, id).single();
    return Date.parse((data as Record<string, string>)[column]) === Date.parse(value as string);
  }
  return adminSees(table, key, id, { [column]: value });
}

async function mustSucceed<T extends { error: { message: string } | null }>(label: string, call: PromiseLike<T>): Promise<T> {
  const result = await call;
  if (result.error) throw new Error(`fixture ${label}: ${result.error.message}`);
  return result;
}

// fixture ids
const ownRows: Record<string, Partial<Record<Actor, string>>> = {};
const otherRows: Record<string, string | Partial<Record<Actor, string>>> = {};

interface TableSpec {
  table: string;
  /** operations in the order they run for one actor (a delete destroys the own row) */
  order: readonly Operation[];
  run: (actor: Actor, operation: Operation, target: Target) => Promise<Outcome>;
}

const ownId = (table: string, actor: Actor): string => {
  const id = ownRows[table]?.[actor];
  if (!id) throw new Error(`no own ${table} row for ${actor}`);
  return id;
};
const otherId = (table: string, actor: Actor): string => {
  const entry = otherRows[table];
  const id = typeof entry === 'string' ? entry : entry?.[actor];
  if (!id) throw new Error(`no other ${table} row for ${actor}`);
  return id;
};

/** Own/other for tables whose rows belong to a user (anon has no own rows). */
function owned(
  table: string,
  ops: {
    insert: (actor: Actor, userId: string | null) => Promise<boolean>;
    update: (actor: Actor, id: string) => Promise<boolean>;
    otherInsertUser?: () => string;
  },
  order: readonly Operation[] = OPERATIONS,
): TableSpec {
  return {
    table,
    order,
    run: async (actor, operation, target) => {
      if (target === 'own' && actor === 'anon' && !(table === 'contact_messages' && operation === 'insert')) return '-';
      const id = target === 'own' ? (operation === 'insert' ? '' : ownId(table, actor)) : otherId(table, actor);
      switch (operation) {
        case 'select':
          return yesNo(await selects(actor, table, keyOf(table), id));
        case 'insert':
          return yesNo(await ops.insert(actor, target === 'own' ? uid(actor) : (ops.otherInsertUser?.() ?? owner.user.id)));
        case 'update':
          return yesNo(await ops.update(actor, id));
        case 'delete':
          return yesNo(await deletes(actor, table, keyOf(table), id));
      }
    },
  };
}

const keyOf = (table: string): string => (table === 'user_settings' ? 'user_id' : 'id');

const SPECS: TableSpec[] = [
  {
    table: 'plans',
    order: OPERATIONS,
    run: async (actor, operation, target) => {
      if (target === 'own') return '-';
      switch (operation) {
        case 'select':
          return yesNo(await selects(actor, 'plans', 'id', 'basic'));
        case 'insert': {
          const id = `mx-insert-${idx(actor)}`;
          await client(actor).from('plans').insert({ id, name: 'Matrix', duration_days: 30, price: 1, currency: 'USD' });
          return yesNo(await exists('plans', 'id', id));
        }
        case 'update':
          return yesNo(await updates(actor, 'plans', 'id', 'mx-scratch', { name: `Matrix ${actor}` }));
        case 'delete':
          return yesNo(await deletes(actor, 'plans', 'id', 'mx-scratch'));
      }
    },
  },
  {
    table: 'page_content',
    order: OPERATIONS,
    run: async (actor, operation, target) => {
      if (target === 'own') return '-';
      switch (operation) {
        case 'select':
          return yesNo(await selects(actor, 'page_content', 'page_id', 'contact'));
        case 'insert':
          // 'cookies' was removed in the fixture; only the admin (last actor) recreates it
          await client(actor)
            .from('page_content')
            .insert({ page_id: 'cookies', title: `Matrix ${actor}` });
          return yesNo(await adminSees('page_content', 'page_id', 'cookies', { title: `Matrix ${actor}` }));
        case 'update':
          return yesNo(await updates(actor, 'page_content', 'page_id', 'corporate', { description: `Matrix ${actor}` }));
        case 'delete':
          return yesNo(await deletes(actor, 'page_content', 'page_id', 'corporate'));
      }
    },
  },
  owned('subscriptions', {
    insert: async (actor, userId) => {
      const end = new Date(Date.UTC(2090, 0, 1 + idx(actor), userId === owner.user.id ? 12 : 0)).toISOString();
      await client(actor)
        .from('subscriptions')
        .insert({ user_id: userId, plan_id: 'basic', start_date: new Date().toISOString(), end_date: end, payment_method: 'mock' });
      const { data } = await admin
        .from('subscriptions')
        .select('end_date')
        .eq('user_id', userId ?? '');
      return (data ?? []).some((row) => Date.parse(row.end_date) === Date.parse(end));
    },
    update: (actor, id) =>
      updates(actor, 'subscriptions', 'id', id, {
        end_date: new Date(Date.now() + (400 + idx(actor)) * DAY_MS).toISOString(),
      }),
  }),
  owned('payments', {
    insert: async (actor, userId) => {
      const reference = `MX-INSERT${idx(actor)}${userId === owner.user.id ? 'O' : 'S'}`;
      await client(actor)
        .from('payments')
        .insert({ user_id: userId, amount: 1, currency: 'USD', method: 'mock', status: 'succeeded', reference });
      return adminSees('payments', 'reference', reference);
    },
    update: (actor, id) => updates(actor, 'payments', 'id', id, { reference: `MX-UPDATE${idx(actor)}` }),
  }),
  owned('profile_change_requests', {
    insert: async (actor, userId) => {
      const note = `matrix insert ${actor} ${userId}`;
      await client(actor)
        .from('profile_change_requests')
        .insert({
          user_id: userId,
          changes: { allergies: 'none' },
          status: 'rejected',
          reviewed_at: new Date().toISOString(),
          note,
        });
      return adminSees('profile_change_requests', 'note', note);
    },
    update: (actor, id) => updates(actor, 'profile_change_requests', 'id', id, { note: `matrix update ${actor}` }),
  }),
  owned('contact_messages', {
    insert: async (actor, userId) => {
      const subject = `Matrix insert ${actor} ${userId ?? 'anonymous'}`;
      await client(actor).from('contact_messages').insert({
        name: 'Matrix Sender',
        email: uniqueEmail(),
        subject,
        message: 'A message written by the RLS matrix.',
        user_id: userId,
      });
      return adminSees('contact_messages', 'subject', subject);
    },
    update: (actor, id) => updates(actor, 'contact_messages', 'id', id, { status: 'archived' }),
  }),
  owned(
    'user_settings',
    {
      insert: async (actor, userId) => {
        const country = MARKER_COUNTRIES[idx(actor) % MARKER_COUNTRIES.length];
        await client(actor).from('user_settings').insert({ user_id: userId, country, preferred_payment_method: 'stripe' });
        return adminSees('user_settings', 'user_id', userId ?? '', { country, preferred_payment_method: 'stripe' });
      },
      update: (actor, id) =>
        updates(actor, 'user_settings', 'user_id', id, { country: MARKER_COUNTRIES[idx(actor) % MARKER_COUNTRIES.length] }),
      otherInsertUser: () => settingsless.user.id,
    },
    // the own row goes before it is inserted again (one settings row per user)
    ['select', 'update', 'delete', 'insert'],
  ),
  owned('family_members', {
    insert: async (actor, userId) => {
      const name = `Matrix insert ${actor} ${userId === owner.user.id ? 'other' : 'own'}`;
      await client(actor).from('family_members').insert({ user_id: userId, name, relationship: 'Other', age: 30, gender: 'Other' });
      return adminSees('family_members', 'name', name);
    },
    update: (actor, id) => updates(actor, 'family_members', 'id', id, { name: `Matrix update ${actor}` }),
  }),
];

async function createFixtures(): Promise<void> {
  owner = await signUpUser(backend, { full_name: 'Matrix Owner' });
  settingsless = await signUpUser(backend, { full_name: 'Matrix Settingsless' });
  const signedIn = ACTORS.filter((actor): actor is Exclude<Actor, 'anon'> => actor !== 'anon');

  // reference rows: a scratch plan; 'cookies' absent so that inserting it can succeed
  await mustSucceed('plan', admin.from('plans').insert({ id: 'mx-scratch', name: 'Scratch', duration_days: 30, price: 1 }));
  await mustSucceed('page', admin.from('page_content').delete().eq('page_id', 'cookies'));

  // subscriptions and payments: the other user's, and one per actor (the demo recipient's
  // comes from the seed; the unsubscribed recipient's is cancelled, so it stays unsubscribed)
  const ownerSubscription = await mustSucceed(
    'owner subscription',
    owner.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' }),
  );
  otherRows.subscriptions = ownerSubscription.data.id;
  const ownerPayment = await mustSucceed('owner payment', owner.client.from('payments').select('id').single());
  otherRows.payments = ownerPayment.data!.id;
  ownRows.subscriptions = {};
  ownRows.payments = {};
  for (const actor of signedIn) {
    if (actor !== 'recipient') {
      await mustSucceed(`${actor} subscription`, client(actor).rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' }));
    }
    if (actor === 'recipientUnsubscribed') {
      await mustSucceed('cancel', client(actor).rpc('cancel_subscription'));
    }
    const subscription = await mustSucceed(
      `${actor} subscription row`,
      client(actor)
        .from('subscriptions')
        .select('id')
        .eq('user_id', uid(actor))
        .order('created_at', { ascending: false })
        .limit(1)
        .single(),
    );
    ownRows.subscriptions[actor] = subscription.data!.id;
    const payment = await mustSucceed(
      `${actor} payment row`,
      client(actor).from('payments').select('id').eq('subscription_id', subscription.data!.id).single(),
    );
    ownRows.payments[actor] = payment.data!.id;
  }

  // profile change requests
  ownRows.profile_change_requests = {};
  const ownerRequest = await mustSucceed('owner request', owner.client.rpc('submit_profile_change', { changes: { phone: '5551234567' } }));
  otherRows.profile_change_requests = ownerRequest.data.id;
  for (const actor of signedIn) {
    const request = await mustSucceed(`${actor} request`, client(actor).rpc('submit_profile_change', { changes: { country: 'US' } }));
    ownRows.profile_change_requests[actor] = request.data.id;
  }

  // contact messages: one per actor from the other user, and each signed-in actor's own
  ownRows.contact_messages = {};
  const others: Partial<Record<Actor, string>> = {};
  const sendFixture = async (sender: SupabaseClient, senderId: string, label: string): Promise<string> => {
    const subject = `Matrix fixture ${label} ${senderId}`;
    await mustSucceed(
      `${label} message`,
      sender.from('contact_messages').insert({
        name: 'Matrix Sender',
        email: uniqueEmail(),
        subject,
        message: 'A fixture message of the RLS matrix.',
        user_id: senderId,
      }),
    );
    const row = await mustSucceed('message id', admin.from('contact_messages').select('id').eq('subject', subject).single());
    return row.data!.id as string;
  };
  for (const actor of ACTORS) {
    others[actor] = await sendFixture(owner.client, owner.user.id, `for ${actor}`);
    if (actor !== 'anon') ownRows.contact_messages[actor] = await sendFixture(client(actor), uid(actor) as string, actor);
  }
  otherRows.contact_messages = others;

  // settings and family members
  ownRows.user_settings = {};
  ownRows.family_members = {};
  await mustSucceed('owner settings', owner.client.from('user_settings').insert({ user_id: owner.user.id }));
  otherRows.user_settings = owner.user.id;
  const ownerMember = await mustSucceed(
    'owner member',
    owner.client
      .from('family_members')
      .insert({ name: 'Owner Child', relationship: 'Child', age: 4, gender: 'Male' })
      .select('id')
      .single(),
  );
  otherRows.family_members = ownerMember.data!.id;
  for (const actor of signedIn) {
    await mustSucceed(
      `${actor} settings`,
      client(actor)
        .from('user_settings')
        .upsert({ user_id: uid(actor) }),
    );
    ownRows.user_settings[actor] = uid(actor) as string;
    const member = await mustSucceed(
      `${actor} member`,
      client(actor)
        .from('family_members')
        .insert({ name: `${actor} relative`, relationship: 'Sibling', age: 40, gender: 'Female' })
        .select('id')
        .single(),
    );
    ownRows.family_members[actor] = member.data!.id;
  }
}

beforeAll(async () => {
  backend = await startTestBackend();
  actors = await signInActors(backend);
  admin = actors.clients.admin;
  await createFixtures();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const toLine = (rows: MatrixRow[]): string =>
  OPERATIONS.map((op) => {
    const row = rows.find((r) => r.operation === op);
    return `${row?.own}/${row?.other}`;
  }).join(' ');

it('enforces the commerce and profile RLS matrix', async () => {
  const rows: MatrixRow[] = [];
  for (const spec of SPECS) {
    // admin is the last actor: its deletes of shared reference rows come after everyone else's attempts
    for (const actor of ACTORS) {
      const results: Partial<Record<Operation, { own: Outcome; other: Outcome }>> = {};
      for (const operation of spec.order) {
        const own = await spec.run(actor, operation, 'own');
        const other = await spec.run(actor, operation, 'other');
        results[operation] = { own, other };
      }
      for (const operation of OPERATIONS) {
        rows.push({ table: spec.table, actor, operation, ...(results[operation] as { own: Outcome; other: Outcome }) });
      }
    }
  }
  console.log(formatMatrix(rows));

  const actual: Record<string, Record<string, string>> = {};
  for (const spec of SPECS) {
    actual[spec.table] = {};
    for (const actor of ACTORS) {
      actual[spec.table][actor] = toLine(rows.filter((r) => r.table === spec.table && r.actor === actor));
    }
  }
  expect(actual).toEqual(EXPECTED);
}, 300_000);

it('keeps the unsubscribed recipient unsubscribed and the demo recipient subscribed', async () => {
  expect((await client('recipientUnsubscribed').rpc('has_active_subscription')).data).toBe(false);
  expect((await client('recipient').rpc('has_active_subscription')).data).toBe(true);
});
