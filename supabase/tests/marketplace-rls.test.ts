// Row-level security matrix of the marketplace tables. 'own' is a row the actor owns (for
// blood_services: a listing whose owner_partner_id is the actor; for donor_appointment_requests:
// a request the actor made, or for the donor one addressed to them); 'other' is a row of a
// user outside the actors. Reference tables (hospitals, donation_intervals) have no owner.
import type { SupabaseClient } from '@supabase/supabase-js';
import { MGH, daysAgo, donorWithListing, ensureSubscribed, must, subscribedUser } from './support/marketplace-fixtures';
import {
  ACTORS,
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
import { signUpUser, startTestBackend, type TestBackend } from './support/test-backend';

type Expected = Record<Operation, [Outcome, Outcome]>;

const none: Expected = { select: ['-', 'no'], insert: ['-', 'no'], update: ['-', 'no'], delete: ['-', 'no'] };
const readsOnly = (own: Outcome = '-'): Expected => ({
  select: [own, 'yes'],
  insert: ['-', 'no'],
  update: ['-', 'no'],
  delete: ['-', 'no'],
});
const adminReference: Expected = {
  select: ['-', 'yes'],
  insert: ['-', 'yes'],
  update: ['-', 'yes'],
  delete: ['-', 'yes'],
};

const forAll = (value: Expected, overrides: Partial<Record<Actor, Expected>> = {}) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, overrides[actor] ?? value])) as Record<Actor, Expected>;

// donors: the owner reads, registers and updates their own record; only admins delete.
const donorOwner: Expected = {
  select: ['yes', 'no'],
  insert: ['yes', 'no'],
  update: ['yes', 'no'],
  delete: ['no', 'no'],
};
const EXPECTED: Record<string, Record<Actor, Expected>> = {
  donors: forAll(donorOwner, {
    anon: none,
    // the demo donor is already registered: one record per account (donors_user_id_key)
    donor: { ...donorOwner, insert: ['no', 'no'] },
    admin: { select: ['yes', 'yes'], insert: ['yes', 'yes'], update: ['yes', 'yes'], delete: ['yes', 'yes'] },
  }),
  hospitals: forAll(readsOnly(), { admin: adminReference }),
  donation_intervals: forAll(readsOnly(), { admin: adminReference }),
  // base table: the publishing partner and admins only (subscribers read the view)
  blood_services: forAll(
    { select: ['-', 'no'], insert: ['no', 'no'], update: ['-', 'no'], delete: ['-', 'no'] },
    {
      anon: none,
      partner: { select: ['yes', 'no'], insert: ['yes', 'no'], update: ['yes', 'no'], delete: ['yes', 'no'] },
      admin: { select: ['-', 'yes'], insert: ['yes', 'yes'], update: ['-', 'yes'], delete: ['-', 'yes'] },
    },
  ),
  // the read model: subscribers and admins
  blood_service_listings: forAll(
    { select: ['-', 'no'], insert: ['-', 'no'], update: ['-', 'no'], delete: ['-', 'no'] },
    {
      recipient: { select: ['-', 'yes'], insert: ['-', 'no'], update: ['-', 'no'], delete: ['-', 'no'] },
      admin: { select: ['-', 'yes'], insert: ['-', 'no'], update: ['-', 'no'], delete: ['-', 'no'] },
    },
  ),
  // created only by request_donor(): nobody inserts directly
  donor_appointment_requests: forAll(
    { select: ['-', 'no'], insert: ['no', 'no'], update: ['-', 'no'], delete: ['-', 'no'] },
    {
      anon: none,
      donor: { select: ['yes', 'no'], insert: ['no', 'no'], update: ['yes', 'no'], delete: ['no', 'no'] },
      recipient: { select: ['yes', 'no'], insert: ['no', 'no'], update: ['yes', 'no'], delete: ['no', 'no'] },
      admin: { select: ['-', 'yes'], insert: ['no', 'no'], update: ['-', 'yes'], delete: ['-', 'yes'] },
    },
  ),
  appointments: forAll(
    { select: ['yes', 'no'], insert: ['yes', 'no'], update: ['yes', 'no'], delete: ['no', 'no'] },
    {
      anon: none,
      admin: { select: ['yes', 'yes'], insert: ['yes', 'yes'], update: ['yes', 'yes'], delete: ['yes', 'yes'] },
    },
  ),
  notifications: forAll(
    { select: ['yes', 'no'], insert: ['no', 'no'], update: ['yes', 'no'], delete: ['no', 'no'] },
    {
      anon: none,
      admin: { select: ['yes', 'yes'], insert: ['yes', 'yes'], update: ['yes', 'no'], delete: ['yes', 'yes'] },
    },
  ),
};

let backend: TestBackend;
let actors: Actors;
const rows: MatrixRow[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  actors = await signInActors(backend);
  await ensureSubscribed(actors.clients.recipient);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const idOf = (data: unknown): string => (data as { id: string }).id;

async function check(table: string, actor: Actor, operation: Operation, own: () => Promise<Outcome>, other: () => Promise<Outcome>) {
  const result: MatrixRow = { table, actor, operation, own: await own(), other: await other() };
  rows.push(result);
  return result;
}

async function runTable(
  table: string,
  ops: (actor: Actor, client: SupabaseClient) => Record<Operation, [() => Promise<Outcome>, () => Promise<Outcome>]>,
) {
  const failures: string[] = [];
  for (const actor of ACTORS) {
    const perOp = ops(actor, actors.clients[actor]);
    // insert first: it creates the actor's own row the other operations use
    for (const operation of ['insert', 'select', 'update', 'delete'] as const) {
      const [own, other] = perOp[operation];
      const row = await check(table, actor, operation, own, other);
      const expected = EXPECTED[table][actor][operation];
      if (row.own !== expected[0] || row.other !== expected[1]) {
        failures.push(`${table} ${actor} ${operation}: got ${row.own}/${row.other}, expected ${expected.join('/')}`);
      }
    }
  }
  expect(failures).toEqual([]);
}

const dash = async (): Promise<Outcome> => '-';
const did = async (call: PromiseLike<{ data: unknown; error: unknown }>): Promise<Outcome> => yesNo(await tookEffect(call));

describe('marketplace RLS matrix', () => {
  it('donors', async () => {
    const { ids } = actors;
    const other = await signUpUser(backend, { user_type: 'donor' });
    const otherRow = idOf(
      await must(
        other.client
          .from('donors')
          .insert({ user_id: other.user.id, blood_group: 'B+', phone: '+1 555 222 3333', terms_accepted: true })
          .select('id')
          .single(),
      ),
    );
    // a user without a donor record: target of the "insert for someone else" attempts
    const target = await signUpUser(backend, { user_type: 'donor' });
    const ownRow: Partial<Record<Actor, string>> = {};
    const registration = (userId: string) => ({
      user_id: userId,
      blood_group: 'A-',
      phone: '+1 555 444 5555',
      terms_accepted: true,
      last_donation_date: daysAgo(10),
    });

    await runTable('donors', (actor, c) => {
      const signedIn = actor !== 'anon';
      const id = signedIn ? ids[actor as Exclude<Actor, 'anon'>] : '';
      const ownId = async () => {
        if (!ownRow[actor]) {
          const found = await c.from('donors').select('id').eq('user_id', id);
          ownRow[actor] = (found.data as { id: string }[] | null)?.[0]?.id;
        }
        return ownRow[actor] ?? '00000000-0000-4000-8000-000000000000';
      };
      return {
        insert: [
          signedIn ? () => did(c.from('donors').insert(registration(id)).select('id')) : dash,
          () => did(c.from('donors').insert(registration(target.user.id)).select('id')),
        ],
        select: [
          signedIn
            ? async () =>
                did(
                  c
                    .from('donors')
                    .select('id')
                    .eq('id', await ownId()),
                )
            : dash,
          () => did(c.from('donors').select('id').eq('id', otherRow)),
        ],
        update: [
          signedIn
            ? async () =>
                did(
                  c
                    .from('donors')
                    .update({ sex: 'other' })
                    .eq('id', await ownId())
                    .select('id'),
                )
            : dash,
          () => did(c.from('donors').update({ phone: '+1 555 000 0000' }).eq('id', otherRow).select('id')),
        ],
        delete: [
          signedIn
            ? async () =>
                did(
                  c
                    .from('donors')
                    .delete()
                    .eq('id', await ownId())
                    .select('id'),
                )
            : dash,
          () => did(c.from('donors').delete().eq('id', otherRow).select('id')),
        ],
      };
    });
  });

  it('hospitals', async () => {
    const seeded = '4a000000-0000-4000-8000-000000000012';
    let created: string | undefined;
    await runTable('hospitals', (_actor, c) => ({
      select: [dash, () => did(c.from('hospitals').select('id').eq('id', seeded))],
      insert: [
        dash,
        async () => {
          const result = await c
            .from('hospitals')
            .insert({ name: 'Matrix Hospital', address: '1 Matrix Road', city: 'Boston', country: 'US' })
            .select('id');
          if (!result.error && result.data?.length) created = idOf(result.data[0]);
          return yesNo(!result.error && (result.data?.length ?? 0) > 0);
        },
      ],
      update: [dash, () => did(c.from('hospitals').update({ state: 'Lagos State' }).eq('id', seeded).select('id'))],
      delete: [
        dash,
        () =>
          did(
            c
              .from('hospitals')
              .delete()
              .eq('id', created ?? seeded)
              .select('id'),
          ),
      ],
    }));
  });

  it('donation_intervals', async () => {
    const us = (await must(actors.clients.admin.from('donation_intervals').select('id').eq('country', 'US').single())) as {
      id: string;
    };
    let created: string | undefined;
    await runTable('donation_intervals', (_actor, c) => ({
      select: [dash, () => did(c.from('donation_intervals').select('id').eq('id', us.id))],
      insert: [
        dash,
        async () => {
          const result = await c.from('donation_intervals').insert({ country: 'GB', sex: null, min_days: 100 }).select('id');
          if (!result.error && result.data?.length) created = idOf(result.data[0]);
          return yesNo(!result.error && (result.data?.length ?? 0) > 0);
        },
      ],
      update: [dash, () => did(c.from('donation_intervals').update({ min_days: 56, source: 'checked' }).eq('id', us.id).select('id'))],
      // non-admins try the US rule itself; the admin deletes the row it created
      delete: [
        dash,
        () =>
          did(
            c
              .from('donation_intervals')
              .delete()
              .eq('id', created ?? us.id)
              .select('id'),
          ),
      ],
    }));
  });

  it('blood_services and the blood_service_listings view', async () => {
    const { clients, ids } = actors;
    const otherPartner = await signUpUser(backend, { user_type: 'partner' });
    // a partner publishes only once an admin verified its organisation (registration migration)
    await must(
      otherPartner.client.from('partner_organisations').insert({
        name: 'Matrix Blood Bank',
        organisation_type: 'Blood Bank',
        licence_number: 'MX-0001',
        country: 'US',
        district: 'Matrix',
        address: '1 Matrix Way',
        contact_person: 'Matrix Contact',
        contact_number: '+1 555 010 0100',
      }),
    );
    await must(clients.admin.rpc('set_partner_verification', { partner: otherPartner.user.id, status: 'verified' }));
    const listing = (owner: string) => ({
      owner_partner_id: owner,
      provider_name: 'Matrix Blood Bank',
      provider_type: 'Blood Bank',
      product_name: 'Whole Blood',
      product_type: 'Whole Blood',
      blood_group: 'O+',
      quantity_available: 5,
      unit: 'units',
      price: 100,
      currency: 'USD',
      country: 'US',
    });
    const otherRow = () =>
      must(otherPartner.client.from('blood_services').insert(listing(otherPartner.user.id)).select('id').single()).then(idOf);
    let otherId = await otherRow();
    const ownRow: Partial<Record<Actor, string>> = {};

    await runTable('blood_services', (actor, c) => {
      const id = actor === 'anon' ? undefined : ids[actor];
      const owns = actor === 'partner';
      return {
        insert: [
          id
            ? async () => {
                const result = await c.from('blood_services').insert(listing(id)).select('id');
                if (!result.error && result.data?.length) ownRow[actor] = idOf(result.data[0]);
                return yesNo(!result.error && (result.data?.length ?? 0) > 0);
              }
            : dash,
          () => did(c.from('blood_services').insert(listing(otherPartner.user.id)).select('id')),
        ],
        select: [
          owns ? () => did(c.from('blood_services').select('id').eq('id', ownRow[actor]!)) : dash,
          () => did(c.from('blood_services').select('id').eq('id', otherId)),
        ],
        update: [
          owns ? () => did(c.from('blood_services').update({ quantity_available: 7 }).eq('id', ownRow[actor]!).select('id')) : dash,
          () => did(c.from('blood_services').update({ quantity_available: 0 }).eq('id', otherId).select('id')),
        ],
        delete: [
          owns ? () => did(c.from('blood_services').delete().eq('id', ownRow[actor]!).select('id')) : dash,
          async () => {
            const outcome = await did(c.from('blood_services').delete().eq('id', otherId).select('id'));
            if (outcome === 'yes') otherId = await otherRow();
            return outcome;
          },
        ],
      };
    });

    await runTable('blood_service_listings', (_actor, c) => ({
      select: [dash, () => did(c.from('blood_service_listings').select('id').eq('id', otherId))],
      insert: [dash, () => did(c.from('blood_service_listings').insert(listing(otherPartner.user.id)).select('id'))],
      update: [dash, () => did(c.from('blood_service_listings').update({ quantity_available: 1 }).eq('id', otherId).select('id'))],
      delete: [dash, () => did(c.from('blood_service_listings').delete().eq('id', otherId).select('id'))],
    }));
    // the listing survived every write attempt through the view
    const after = await must(clients.admin.from('blood_services').select('quantity_available').eq('id', otherId).single());
    expect(after).toEqual({ quantity_available: 5 });
  });

  it('donor_appointment_requests', async () => {
    const { clients, ids } = actors;
    // own: the demo recipient asks the demo donor (seeded eligible listing); the donor accepts
    // it in their turn, the recipient then cancels it
    const demoDonorListing = '4c000000-0000-4000-8000-000000000100';
    const own = idOf(await must(clients.recipient.rpc('request_donor', { listing_id: demoDonorListing, hospital_id: MGH })));
    // other: a request between users outside the actors
    const otherDonor = await donorWithListing(backend, clients.admin, { lastDonation: null });
    const otherRequester = await subscribedUser(backend);
    const other = idOf(await must(otherRequester.client.rpc('request_donor', { listing_id: otherDonor.listingId, hospital_id: MGH })));
    const request = (requester: string) => ({
      requester_id: requester,
      listing_id: demoDonorListing,
      donor_record_id: '4d000000-0000-4000-8000-000000000100',
      hospital_id: MGH,
    });

    await runTable('donor_appointment_requests', (actor, c) => {
      const hasOwn = actor === 'donor' || actor === 'recipient';
      const id = actor === 'anon' ? undefined : ids[actor];
      const t = () => c.from('donor_appointment_requests');
      return {
        select: [hasOwn ? () => did(t().select('id').eq('id', own)) : dash, () => did(t().select('id').eq('id', other))],
        insert: [
          id ? () => did(t().insert(request(id)).select('id')) : dash,
          () => did(t().insert(request(otherRequester.user.id)).select('id')),
        ],
        update: [
          hasOwn
            ? () =>
                did(
                  t()
                    .update({ status: actor === 'donor' ? 'accepted' : 'cancelled' })
                    .eq('id', own)
                    .select('id'),
                )
            : dash,
          () => did(t().update({ status: 'completed' }).eq('id', other).select('id')),
        ],
        delete: [hasOwn ? () => did(t().delete().eq('id', own).select('id')) : dash, () => did(t().delete().eq('id', other).select('id'))],
      };
    });
  });

  it('appointments', async () => {
    const { ids } = actors;
    const other = await signUpUser(backend, { user_type: 'recipient' });
    const otherId = idOf(
      await must(
        other.client.from('appointments').insert({ hospital_id: MGH, scheduled_at: future(), type: 'blood' }).select('id').single(),
      ),
    );
    const ownRow: Partial<Record<Actor, string>> = {};

    await runTable('appointments', (actor, c) => {
      const id = actor === 'anon' ? undefined : ids[actor];
      const t = () => c.from('appointments');
      return {
        insert: [
          id
            ? async () => {
                const result = await t()
                  .insert({ user_id: id, hospital_id: MGH, scheduled_at: future(), type: 'consultation' })
                  .select('id');
                if (!result.error && result.data?.length) ownRow[actor] = idOf(result.data[0]);
                return yesNo(!result.error && (result.data?.length ?? 0) > 0);
              }
            : dash,
          () => did(t().insert({ user_id: other.user.id, hospital_id: MGH, scheduled_at: future() }).select('id')),
        ],
        select: [id ? () => did(t().select('id').eq('id', ownRow[actor]!)) : dash, () => did(t().select('id').eq('id', otherId))],
        update: [
          id ? () => did(t().update({ status: 'cancelled' }).eq('id', ownRow[actor]!).select('id')) : dash,
          () => did(t().update({ status: 'cancelled' }).eq('id', otherId).select('id')),
        ],
        delete: [
          id ? () => did(t().delete().eq('id', ownRow[actor]!).select('id')) : dash,
          () => did(t().delete().eq('id', otherId).select('id')),
        ],
      };
    });
  });

  it('notifications', async () => {
    const { clients, ids } = actors;
    const other = await signUpUser(backend, { user_type: 'recipient' });
    const note = (userId: string, title: string) => ({ user_id: userId, title, body: 'Matrix', kind: 'system' });
    const otherId = idOf(await must(clients.admin.from('notifications').insert(note(other.user.id, 'Other')).select('id').single()));
    const ownRow: Partial<Record<Actor, string>> = {};
    for (const actor of ACTORS) {
      if (actor === 'anon') continue;
      ownRow[actor] = idOf(await must(clients.admin.from('notifications').insert(note(ids[actor], 'Own')).select('id').single()));
    }

    await runTable('notifications', (actor, c) => {
      const id = actor === 'anon' ? undefined : ids[actor];
      const t = () => c.from('notifications');
      const now = new Date().toISOString();
      return {
        select: [id ? () => did(t().select('id').eq('id', ownRow[actor]!)) : dash, () => did(t().select('id').eq('id', otherId))],
        insert: [
          id ? () => did(t().insert(note(id, 'Self-made')).select('id')) : dash,
          () => did(t().insert(note(other.user.id, 'Spam')).select('id')),
        ],
        update: [
          id ? () => did(t().update({ read_at: now }).eq('id', ownRow[actor]!).select('id')) : dash,
          () => did(t().update({ read_at: now }).eq('id', otherId).select('id')),
        ],
        delete: [
          id ? () => did(t().delete().eq('id', ownRow[actor]!).select('id')) : dash,
          async () => {
            const outcome = await did(t().delete().eq('id', otherId).select('id'));
            return outcome;
          },
        ],
      };
    });
  });

  afterAll(() => {
    console.log(formatMatrix(rows));
  });
});
