// Fuzz suite, part 1: what a signed-out visitor or an ordinary signed-in user may write
// outside the directories (contact messages, settings, family, profile and profile change
// requests, subscriptions, donor requests, appointments, donors, partner listings,
// notifications). Fixed seeds, RUNS_PER_TARGET generated requests per target, sent through
// the public URL. Asserts: no 5xx, the API answers after every batch, and no stored row
// breaks a documented rule (read back with the service role). Directories: fuzz-directories.test.ts.
import fc from 'fast-check';
import { isoDaysFromNow } from './support/fuzz-arbitraries';
import { broken, chars, FuzzRun, rule, unicodeTrim, type FuzzTarget } from './support/fuzz-harness';
import { demoActor, must, newActor, rpcRequests, tableRequests, type FuzzActor } from './support/fuzz-setup';
import { startTestBackend, type TestBackend } from './support/test-backend';

const COUNTRIES = ['AU', 'IN', 'US', 'KE', 'NG', 'ZA', 'GB', 'CA', 'DE', 'FR', 'BR'];
const CURRENCY: Record<string, string> = {
  US: 'USD',
  IN: 'INR',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  DE: 'EUR',
  FR: 'EUR',
  BR: 'BRL',
};
const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const PAYMENT_METHODS = ['mock', 'paypal', 'stripe', 'card', 'bank_transfer', 'direct_debit', 'paytm', 'upi', 'mpesa'];
const PROFILE_GENDERS = [
  'male',
  'female',
  'non-binary',
  'transgender',
  'genderqueer',
  'genderfluid',
  'agender',
  'prefer-not-to-say',
  'other',
];
const CONTACT_EMAIL = /^[^\p{White_Space}@]+@[^\p{White_Space}@]+\.[^\p{White_Space}@]+$/u;
const PHONE = /^[0-9+() .-]{1,32}$/;
const digits = (value: string): number => value.replace(/[^0-9]/g, '').length;
const today = (): string => new Date().toISOString().slice(0, 10);

let backend: TestBackend;
let run: FuzzRun;
let recipient: FuzzActor; // subscribed: family, settings, profile changes, donor requests, appointments, contact
let subscriber: FuzzActor; // subscribe()
let profileOwner: FuzzActor; // profiles
let donor: FuzzActor; // donors
let partner: FuzzActor; // blood_services
let inbox: FuzzActor; // notifications (the demo recipient has some)
let victim: FuzzActor;
let otherIds: string[];
let hospitals: string[];
let donorListings: string[];
let partnerListings: string[];
const before = new Map<string, Set<string>>();
const watch = {
  family: '',
  victimFamily: '',
  appointment: '',
  donorRequest: '',
  donorRow: '',
  demoDonorRow: '',
  partnerListing: '',
  notifications: [] as string[],
};
const snapshots = new Map<string, Map<string, Record<string, unknown>>>();

const TABLES = [
  'contact_messages',
  'family_members',
  'user_settings',
  'profile_change_requests',
  'subscriptions',
  'payments',
  'donor_appointment_requests',
  'appointments',
  'profiles',
  'donors',
  'blood_services',
  'notifications',
];

beforeAll(async () => {
  backend = await startTestBackend();
  run = new FuzzRun(backend);
  [recipient, subscriber, profileOwner, donor, victim] = [
    await newActor(backend, { user_type: 'recipient', full_name: 'Fuzz Recipient' }),
    await newActor(backend, { user_type: 'recipient' }),
    await newActor(backend, { user_type: 'recipient' }),
    await newActor(backend, { user_type: 'donor' }),
    await newActor(backend, { user_type: 'recipient', full_name: 'Fuzz Victim' }),
  ];
  partner = await demoActor(backend, 'partner');
  inbox = await demoActor(backend, 'recipient');
  const admin = await demoActor(backend, 'admin');
  otherIds = [victim.id, admin.id];

  await must(recipient.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'card' }));
  hospitals = (await run.serviceRows('hospitals', 'id')).map((h) => String(h.id));
  const listings = await run.serviceRows('blood_services', 'id,provider_type,owner_partner_id');
  donorListings = listings.filter((l) => l.provider_type === 'Individual Donor').map((l) => String(l.id));
  partnerListings = listings.filter((l) => l.owner_partner_id === partner.id).map((l) => String(l.id));

  // rows the PATCH requests aim at: own rows, and other users' rows that must not change
  watch.family = (
    await must(
      recipient.client
        .from('family_members')
        .insert({ name: 'Kid', relationship: 'Child', age: 7, gender: 'Female' })
        .select('id')
        .single(),
    )
  ).id;
  watch.victimFamily = (
    await must(
      victim.client
        .from('family_members')
        .insert({ name: 'Spouse', relationship: 'Spouse', age: 40, gender: 'Male' })
        .select('id')
        .single(),
    )
  ).id;
  await must(
    victim.client
      .from('user_settings')
      .upsert({ user_id: victim.id, preferred_payment_method: 'stripe', country: 'GB' })
      .select('user_id')
      .single(),
  );
  watch.appointment = (
    await must(
      recipient.client
        .from('appointments')
        .insert({ hospital_id: hospitals[0], scheduled_at: isoDaysFromNow(10), type: 'blood' })
        .select('id')
        .single(),
    )
  ).id;
  for (const listing of donorListings) {
    // the first eligible donor (some sample donors donated too recently)
    const { data } = await recipient.client.rpc('request_donor', { listing_id: listing, hospital_id: hospitals[0] });
    if (data) {
      watch.donorRequest = (data as { id: string }).id;
      break;
    }
  }
  if (!watch.donorRequest) throw new Error('no eligible donor listing to request');
  watch.donorRow = (
    await must(
      donor.client
        .from('donors')
        .insert({ user_id: donor.id, blood_group: 'A+', phone: '+1 555 123 4567', terms_accepted: true, country: 'US', sex: 'female' })
        .select('id')
        .single(),
    )
  ).id;
  watch.demoDonorRow = String((await run.serviceRows('donors', 'id,user_id')).find((d) => d.user_id && d.user_id !== donor.id)?.id);
  watch.partnerListing = partnerListings[0];
  watch.notifications = (await run.serviceRows('notifications', 'id,user_id'))
    .filter((n) => n.user_id === inbox.id)
    .map((n) => String(n.id));

  for (const table of TABLES) before.set(table, await run.ids(table, table === 'user_settings' ? 'user_id' : 'id'));
  snapshots.set('family_members', await run.snapshot('family_members', [watch.victimFamily]));
  snapshots.set('user_settings', await run.snapshot('user_settings', [victim.id], 'user_id'));
  snapshots.set('profiles', await run.snapshot('profiles', [victim.id, admin.id]));
  snapshots.set('donors', await run.snapshot('donors', [watch.demoDonorRow]));
  snapshots.set('donor_appointment_requests', await run.snapshot('donor_appointment_requests', [watch.donorRequest]));
  snapshots.set('notifications', await run.snapshot('notifications', watch.notifications));
}, 120_000);

afterAll(async () => {
  if (run) console.log(`fuzz (account area), ${run.counts.reduce((n, c) => n + c.sent, 0)} requests:\n${run.report()}`);
  await backend?.stop();
});

// ---- targets ----------------------------------------------------------------

const contactRow = (withUser: () => string | null) =>
  fc.record({
    name: fc.constantFrom('Ada Lovelace', 'Jo', '李小龙', 'Zoë Ñúñez'),
    email: fc.constantFrom('ada@example.com', 'x.y+z@mail.example.org'),
    subject: fc.constantFrom('Question about donating', 'Partnership 🤝 enquiry'),
    message: fc.constantFrom('I would like to know more about blood donation.', 'Please call me back about organ donation 🩸.'),
    service: fc.constantFrom(null, 'Blood donation', 'Partnerships'),
    user_id: fc.constant(null).map(() => withUser()),
  });
const CONTACT_COLUMNS = ['name', 'email', 'subject', 'message', 'service', 'user_id'];

function targets(): Record<string, () => FuzzTarget> {
  return {
    'contact_messages (anon)': () => ({
      name: 'contact_messages (anon)',
      token: null,
      requests: tableRequests(
        'contact_messages',
        contactRow(() => null),
        { columns: CONTACT_COLUMNS, ownerColumns: ['user_id'], otherIds, victimId: victim.id },
      ),
    }),
    'contact_messages (signed in)': () => ({
      name: 'contact_messages (signed in)',
      token: recipient.token,
      requests: tableRequests(
        'contact_messages',
        contactRow(() => recipient.id),
        { columns: CONTACT_COLUMNS, ownerColumns: ['user_id'], otherIds, victimId: victim.id },
      ),
    }),
    family_members: () => ({
      name: 'family_members',
      token: recipient.token,
      requests: tableRequests(
        'family_members',
        fc.record({
          name: fc.constantFrom('Kid', 'Grandma Lü', 'Ömer'),
          relationship: fc.constantFrom('Spouse', 'Child', 'Parent', 'Sibling', 'Other'),
          age: fc.integer({ min: 0, max: 130 }),
          gender: fc.constantFrom('Male', 'Female', 'Non-binary', 'Other', 'Prefer not to say'),
          user_id: fc.constant(recipient.id),
        }),
        {
          columns: ['name', 'relationship', 'age', 'gender', 'user_id'],
          ownerColumns: ['user_id'],
          otherIds,
          victimId: victim.id,
          patchFilters: [`id=eq.${watch.family}`, `id=eq.${watch.victimFamily}`],
        },
      ),
    }),
    user_settings: () => ({
      name: 'user_settings',
      token: recipient.token,
      requests: tableRequests(
        'user_settings',
        fc.record({
          user_id: fc.constant(recipient.id),
          preferred_payment_method: fc.constantFrom('paypal', 'stripe'),
          country: fc.constantFrom(...COUNTRIES),
        }),
        {
          columns: ['user_id', 'preferred_payment_method', 'country', 'currency'],
          ownerColumns: ['user_id'],
          otherIds,
          victimId: victim.id,
          prefer: 'resolution=merge-duplicates,return=minimal',
          patchFilters: [`user_id=eq.${recipient.id}`, `user_id=eq.${victim.id}`],
        },
      ),
    }),
    submit_profile_change: () => ({
      name: 'submit_profile_change',
      token: recipient.token,
      requests: rpcRequests(
        'submit_profile_change',
        fc
          .record(
            {
              full_name: fc.constantFrom('Ada Lovelace', 'Zoë'),
              phone: fc.constantFrom('+1 555 123 4567', '(020) 7946 0958'),
              gender: fc.constantFrom(...PROFILE_GENDERS),
              date_of_birth: fc.constantFrom('1990-05-01', '1950-12-31'),
              address: fc.constantFrom('1 Main St', null, ''),
              blood_group: fc.constantFrom(...BLOOD_GROUPS),
              allergies: fc.constantFrom('none', 'penicillin'),
              emergency_contact: fc.constantFrom('Bob +1 555 000 1111'),
              country: fc.constantFrom(...COUNTRIES),
            },
            { requiredKeys: [] },
          )
          .chain((changes) =>
            fc.oneof(
              { weight: 6, arbitrary: fc.constant({ changes }) },
              { weight: 1, arbitrary: fc.constant({ changes: JSON.stringify(changes) }) },
              { weight: 1, arbitrary: fc.constant({ changes, user_id: victim.id }) },
            ),
          )
          .chain(({ changes, ...rest }) =>
            // mutate inside the changes object as well as the arguments
            (typeof changes === 'object'
              ? fc
                  .tuple(fc.constantFrom(...Object.keys(changes), 'full_name', 'is_admin', 'phone'), fc.boolean())
                  .map(([key, keep]) => (keep ? changes : { ...changes, [key]: '\u00a0\u2003' }))
              : fc.constant(changes)
            ).map((c) => ({ changes: c, ...rest })),
          ),
        { columns: ['changes'], otherIds },
      ),
    }),
    subscribe: () => ({
      name: 'subscribe',
      token: subscriber.token,
      requests: rpcRequests(
        'subscribe',
        fc.record({ plan_id: fc.constantFrom('basic', 'premium', 'annual'), payment_method: fc.constantFrom(...PAYMENT_METHODS) }),
        { columns: ['plan_id', 'payment_method'], ownerColumns: [], otherIds },
      ),
    }),
    request_donor: () => ({
      name: 'request_donor',
      token: recipient.token,
      requests: rpcRequests(
        'request_donor',
        fc.record({ listing_id: fc.constantFrom(...donorListings, ...partnerListings), hospital_id: fc.constantFrom(...hospitals) }),
        { columns: ['listing_id', 'hospital_id'], otherIds },
      ),
    }),
    'donor_appointment_requests (status)': () => ({
      name: 'donor_appointment_requests (status)',
      token: recipient.token,
      requests: tableRequests(
        'donor_appointment_requests',
        fc.record({ status: fc.constantFrom('cancelled', 'accepted', 'declined', 'completed', 'pending') }),
        {
          columns: ['status', 'requester_id', 'listing_id', 'hospital_id', 'donor_record_id'],
          otherIds,
          patchFilters: [`id=eq.${watch.donorRequest}`],
          patchShare: 0.9,
        },
      ),
    }),
    appointments: () => ({
      name: 'appointments',
      token: recipient.token,
      requests: tableRequests(
        'appointments',
        fc.record({
          hospital_id: fc.constantFrom(...hospitals),
          scheduled_at: fc.integer({ min: 1, max: 300 }).map(isoDaysFromNow),
          type: fc.constantFrom('blood', 'plasma', 'platelets', 'organ', 'consultation', 'follow-up'),
          notes: fc.constantFrom(null, 'Morning please'),
          status: fc.constant('requested'),
          user_id: fc.constant(recipient.id),
        }),
        {
          columns: ['hospital_id', 'scheduled_at', 'type', 'notes', 'status', 'user_id', 'listing_id'],
          ownerColumns: ['user_id'],
          otherIds,
          victimId: victim.id,
          patchFilters: [`id=eq.${watch.appointment}`],
          patchShare: 0.2,
        },
      ),
    }),
    profiles: () => ({
      name: 'profiles',
      token: profileOwner.token,
      requests: tableRequests(
        'profiles',
        fc.record({
          full_name: fc.constantFrom('Ada Lovelace', ''),
          avatar_url: fc.constantFrom(null, 'https://example.com/a.png'),
          user_type: fc.constantFrom('partner', 'donor', 'recipient', 'founder', 'investor', 'admin'),
          is_admin: fc.constantFrom(false, true),
          phone: fc.constantFrom('+1 555 123 4567'),
          country: fc.constantFrom('GB'),
        }),
        {
          columns: ['full_name', 'avatar_url', 'user_type', 'is_admin', 'phone', 'country', 'id'],
          otherIds,
          patchFilters: [`id=eq.${profileOwner.id}`, `id=eq.${victim.id}`, `id=eq.${otherIds[1]}`],
          patchShare: 0.9,
        },
      ),
    }),
    donors: () => ({
      name: 'donors',
      token: donor.token,
      requests: tableRequests(
        'donors',
        fc.record({
          user_id: fc.constant(donor.id),
          blood_group: fc.constantFrom(...BLOOD_GROUPS),
          phone: fc.constantFrom('+1 555 123 4567', '0044 20 7946 0958'),
          terms_accepted: fc.constantFrom(true, false),
          last_donation_date: fc.constantFrom(null, '2024-01-01', today()),
          country: fc.constantFrom(...COUNTRIES, null),
          sex: fc.constantFrom('male', 'female', 'other', 'prefer-not-to-say', null),
          id_verified: fc.constantFrom(false, true),
        }),
        {
          columns: [
            'user_id',
            'blood_group',
            'phone',
            'terms_accepted',
            'last_donation_date',
            'country',
            'sex',
            'id_verified',
            'payment_verified',
            'donor_id',
          ],
          ownerColumns: ['user_id'],
          otherIds,
          victimId: victim.id,
          patchFilters: [`id=eq.${watch.donorRow}`, `id=eq.${watch.demoDonorRow}`],
          patchShare: 0.7,
        },
      ),
    }),
    blood_services: () => ({
      name: 'blood_services',
      token: partner.token,
      requests: tableRequests(
        'blood_services',
        fc.record({
          owner_partner_id: fc.constant(partner.id),
          provider_name: fc.constantFrom('City Blood Bank', 'St. Mary’s'),
          provider_type: fc.constantFrom('Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center'),
          product_name: fc.constantFrom('Whole Blood', 'Kidney'),
          product_type: fc.constantFrom('Whole Blood', 'Red Cells', 'Plasma', 'Platelets', 'Cryoprecipitate', 'Organ'),
          blood_group: fc.constantFrom(...BLOOD_GROUPS, null),
          quantity_available: fc.integer({ min: 0, max: 100 }),
          price: fc.constantFrom(null, 0, 120.5),
          currency: fc.constantFrom('USD', 'GBP', null),
          country: fc.constantFrom('US', 'GB'),
          district: fc.constantFrom('Downtown', null),
          status: fc.constantFrom('Active', 'Available', 'Inactive', 'Reserved', 'Expired'),
          contact_number: fc.constantFrom('+1 555 123 4567', null),
          online_purchase: fc.boolean(),
          purchase_link: fc.constantFrom(null, 'https://shop.example.com/x'),
        }),
        {
          columns: [
            'owner_partner_id',
            'provider_name',
            'provider_type',
            'product_name',
            'product_type',
            'blood_group',
            'quantity_available',
            'price',
            'currency',
            'country',
            'district',
            'status',
            'contact_number',
            'online_purchase',
            'purchase_link',
            'donor_record_id',
            'last_updated',
            'unit',
            'contact_person',
          ],
          ownerColumns: ['owner_partner_id'],
          otherIds,
          victimId: victim.id,
          patchFilters: [`id=eq.${watch.partnerListing}`, ...donorListings.slice(0, 1).map((id) => `id=eq.${id}`)],
          patchShare: 0.2,
        },
      ),
    }),
    notifications: () => ({
      name: 'notifications',
      token: inbox.token,
      requests: tableRequests('notifications', fc.record({ read_at: fc.constantFrom(new Date().toISOString(), null) }), {
        columns: ['read_at', 'title', 'body', 'kind', 'user_id', 'created_at'],
        otherIds,
        patchFilters: watch.notifications.map((id) => `id=eq.${id}`),
        patchShare: 0.9,
      }),
    }),
  };
}

const TARGET_NAMES = [
  'contact_messages (anon)',
  'contact_messages (signed in)',
  'family_members',
  'user_settings',
  'submit_profile_change',
  'subscribe',
  'request_donor',
  'donor_appointment_requests (status)',
  'appointments',
  'profiles',
  'donors',
  'blood_services',
  'notifications',
];

describe.each(TARGET_NAMES)('fuzz %s', (name) => {
  it('never answers 5xx and the API keeps answering', async () => {
    const target = targets()[name]();
    const counts = await run.run(target);
    expect(counts.sent).toBeGreaterThanOrEqual(300);
    expect(run.findingsOf(name, ['5xx', 'api-down', 'transport'])).toEqual([]);
  }, 120_000);
});

// ---- audit of what was stored ----------------------------------------------

const owner = (row: Record<string, unknown>, column: string, expected: string): string | null =>
  row[column] === expected ? null : `${column} is not the caller (${String(row[column])})`;

describe('fuzz audit (account area)', () => {
  const audits: Array<[string, () => Promise<void>]> = [
    [
      'contact_messages',
      async () => {
        await run.audit('contact_messages', before.get('contact_messages')!, (r) =>
          broken(
            rule.text(r, 'name', 2, 120),
            !(typeof r.email === 'string' && chars(r.email) <= 254 && CONTACT_EMAIL.test(r.email)) && 'email is not a valid address',
            rule.text(r, 'subject', 5, 200),
            rule.text(r, 'message', 10, 5000),
            rule.text(r, 'service', 0, 100, { nullable: true }),
            rule.equals(r, 'status', 'new', 'status is not new'),
            r.user_id !== null && r.user_id !== recipient.id && `user_id is neither null nor the caller (${String(r.user_id)})`,
          ),
        );
      },
    ],
    [
      'family_members',
      async () => {
        await run.audit(
          'family_members',
          before.get('family_members')!,
          (r) =>
            broken(
              owner(r, 'user_id', recipient.id),
              rule.text(r, 'name', 1, 120),
              rule.oneOf(r, 'relationship', ['Spouse', 'Child', 'Parent', 'Sibling', 'Other']),
              rule.int(r, 'age', 0, 130),
              rule.oneOf(r, 'gender', ['Male', 'Female', 'Non-binary', 'Other', 'Prefer not to say']),
            ),
          { watch: [watch.family] },
        );
        await run.unchanged('family_members', snapshots.get('family_members')!, "another user's family member changed");
      },
    ],
    [
      'user_settings',
      async () => {
        await run.audit(
          'user_settings',
          before.get('user_settings')!,
          (r) =>
            broken(
              owner(r, 'user_id', recipient.id),
              rule.oneOf(r, 'preferred_payment_method', ['paypal', 'stripe']),
              rule.oneOf(r, 'country', COUNTRIES),
              r.currency !== CURRENCY[String(r.country)] && 'currency does not follow the country',
            ),
          { key: 'user_id' },
        );
        await run.unchanged('user_settings', snapshots.get('user_settings')!, "another user's settings changed", undefined, 'user_id');
      },
    ],
    [
      'profile_change_requests',
      async () => {
        await run.audit('profile_change_requests', before.get('profile_change_requests')!, (r) =>
          broken(
            owner(r, 'user_id', recipient.id),
            rule.equals(r, 'status', 'pending', 'status is not pending'),
            ...profileChangeProblems(r.changes),
          ),
        );
      },
    ],
    [
      'subscriptions and payments',
      async () => {
        const plans = new Map((await run.serviceRows('plans')).map((p) => [String(p.id), p]));
        const subs = (await run.serviceRows('subscriptions')).filter((s) => s.user_id === subscriber.id);
        const nowActive = subs.filter((s) => s.status === 'active');
        if (nowActive.length > 1)
          run.record(
            { target: 'subscriptions', kind: 'rule', detail: `${nowActive.length} active subscriptions for one user` },
            'subscriptions|rule|one active',
          );
        await run.audit('subscriptions', before.get('subscriptions')!, (r) =>
          broken(
            r.user_id !== recipient.id && owner(r, 'user_id', subscriber.id),
            !plans.has(String(r.plan_id)) && 'plan_id is not a plan',
            rule.oneOf(r, 'payment_method', PAYMENT_METHODS),
            rule.oneOf(r, 'status', ['active', 'cancelled', 'expired']),
            !(Date.parse(String(r.end_date)) > Date.parse(String(r.start_date))) && 'end_date is not after start_date',
          ),
        );
        const subscriptionOwners = new Map((await run.serviceRows('subscriptions', 'id,user_id')).map((s) => [String(s.id), s.user_id]));
        await run.audit('payments', before.get('payments')!, (r) => {
          const plan = plans.get(String((subs.find((s) => s.id === r.subscription_id) ?? {}).plan_id));
          return broken(
            r.user_id !== recipient.id && owner(r, 'user_id', subscriber.id),
            subscriptionOwners.get(String(r.subscription_id)) !== r.user_id && "payment of another user's subscription",
            rule.oneOf(r, 'method', PAYMENT_METHODS),
            plan && Number(r.amount) !== Number(plan.price) && 'amount is not the plan price',
            plan && r.currency !== plan.currency && 'currency is not the plan currency',
          );
        });
      },
    ],
    [
      'donor_appointment_requests',
      async () => {
        const seen = new Set<string>();
        await run.audit(
          'donor_appointment_requests',
          before.get('donor_appointment_requests')!,
          (r) => {
            const key = `${String(r.listing_id)}|${String(r.status)}`;
            const duplicate = r.status === 'pending' && seen.has(key);
            seen.add(key);
            return broken(
              owner(r, 'requester_id', recipient.id),
              !donorListings.includes(String(r.listing_id)) && 'listing is not an individual donor',
              rule.oneOf(r, 'status', ['pending', 'cancelled']),
              duplicate && 'two pending requests for one donor',
            );
          },
          { watch: [watch.donorRequest] },
        );
        await run.unchanged(
          'donor_appointment_requests',
          snapshots.get('donor_appointment_requests')!,
          'a requester changed more than the status',
          ['requester_id', 'listing_id', 'donor_record_id', 'hospital_id', 'created_at'],
        );
      },
    ],
    [
      'appointments',
      async () => {
        await run.audit(
          'appointments',
          before.get('appointments')!,
          (r) =>
            broken(
              owner(r, 'user_id', recipient.id),
              rule.oneOf(r, 'status', ['requested', 'cancelled']),
              rule.oneOf(r, 'type', ['blood', 'plasma', 'platelets', 'organ', 'consultation', 'follow-up']),
              rule.text(r, 'notes', 0, 2000, { nullable: true }),
              !(Date.parse(String(r.scheduled_at)) > Date.parse(String(r.created_at))) && 'scheduled_at is not in the future',
              !hospitals.includes(String(r.hospital_id)) && 'hospital does not exist',
            ),
          { watch: [watch.appointment] },
        );
      },
    ],
    [
      'profiles',
      async () => {
        await run.audit('profiles', new Set(), (r) =>
          r.id !== profileOwner.id
            ? []
            : broken(
                rule.equals(r, 'is_admin', false, 'is_admin set by its owner'),
                rule.oneOf(r, 'user_type', ['partner', 'donor', 'recipient', 'founder', 'investor']),
                rule.text(r, 'full_name', 0, 120),
                rule.url(r, 'avatar_url'),
                ['phone', 'gender', 'date_of_birth', 'address', 'blood_group', 'allergies', 'emergency_contact', 'country'].some(
                  (c) => r[c] !== null,
                ) && 'personal details changed without an approved request',
              ),
        );
        await run.unchanged('profiles', snapshots.get('profiles')!, "another user's profile changed");
      },
    ],
    [
      'donors',
      async () => {
        const localPart = donor.email.split('@')[0].replace(/[^A-Za-z0-9._+-]/g, '');
        await run.audit(
          'donors',
          before.get('donors')!,
          (r) =>
            broken(
              owner(r, 'user_id', donor.id),
              !(
                typeof r.donor_id === 'string' &&
                /^[A-Za-z0-9._+-]{1,64}[0-9]{1,3}$/.test(r.donor_id) &&
                r.donor_id.startsWith(localPart.slice(0, 64))
              ) && 'donor_id is not the e-mail name plus a number',
              rule.oneOf(r, 'blood_group', BLOOD_GROUPS),
              !(
                typeof r.phone === 'string' &&
                chars(r.phone) <= 32 &&
                /^[0-9 +().-]+$/.test(r.phone) &&
                digits(r.phone) >= 10 &&
                digits(r.phone) <= 15
              ) && 'phone is not 10-15 digits',
              rule.equals(r, 'terms_accepted', true, 'terms not accepted'),
              rule.equals(r, 'id_verified', false, 'id_verified set by the donor'),
              rule.equals(r, 'payment_verified', false, 'payment_verified set by the donor'),
              r.last_donation_date !== null &&
                !(
                  String(r.last_donation_date) >= '1900-01-01' && Date.parse(String(r.last_donation_date)) <= Date.now() + 2 * 86_400_000
                ) &&
                'last_donation_date out of range',
              rule.oneOf(r, 'country', COUNTRIES, { nullable: true }),
              rule.oneOf(r, 'sex', ['male', 'female', 'other', 'prefer-not-to-say'], { nullable: true }),
            ),
          { watch: [watch.donorRow] },
        );
        await run.unchanged('donors', snapshots.get('donors')!, "another donor's record changed");
      },
    ],
    [
      'blood_services',
      async () => {
        await run.audit(
          'blood_services',
          before.get('blood_services')!,
          (r) => {
            const price = r.price === null ? null : Number(r.price);
            const notForSale = r.product_type === 'Organ' || r.provider_type === 'Individual Donor';
            return broken(
              owner(r, 'owner_partner_id', partner.id),
              r.donor_record_id !== null && 'a partner published an individual donor',
              rule.text(r, 'provider_name', 2, 200),
              rule.oneOf(r, 'provider_type', ['Hospital', 'Blood Bank', 'Organ Bank', 'Plasma Center']),
              rule.text(r, 'product_name', 2, 200),
              rule.oneOf(r, 'product_type', ['Whole Blood', 'Red Cells', 'Plasma', 'Platelets', 'Cryoprecipitate', 'Organ']),
              rule.oneOf(r, 'blood_group', BLOOD_GROUPS, { nullable: true }),
              rule.int(r, 'quantity_available', 0, 1_000_000),
              rule.text(r, 'unit', 1, 30),
              price !== null && !(price >= 0 && price <= 1_000_000) && 'price out of range',
              rule.oneOf(r, 'currency', ['USD', 'INR', 'GBP', 'CAD', 'AUD', 'ZAR', 'NGN', 'KES', 'EUR', 'BRL'], { nullable: true }),
              !/^[A-Z]{2}$/.test(String(r.country)) && 'country is not ISO alpha-2',
              rule.text(r, 'district', 0, 100, { nullable: true }),
              rule.oneOf(r, 'status', ['Active', 'Available', 'Inactive', 'Reserved', 'Expired']),
              rule.text(r, 'contact_person', 0, 120, { nullable: true }),
              r.contact_number !== null &&
                !(typeof r.contact_number === 'string' && chars(r.contact_number) <= 32 && /^[0-9 +().-]+$/.test(r.contact_number)) &&
                'contact_number is not a phone number',
              rule.url(r, 'purchase_link', { https: true }),
              notForSale && (Boolean(price) || r.online_purchase || r.purchase_link !== null) && 'an organ or donor is for sale',
              Boolean(price) && r.currency === null && 'a price without a currency',
              Date.parse(String(r.last_updated)) > Date.now() + 5 * 60_000 && 'last_updated in the future',
            );
          },
          { watch: [watch.partnerListing] },
        );
      },
    ],
    [
      'notifications',
      async () => {
        await run.unchanged('notifications', snapshots.get('notifications')!, 'the owner changed more than read_at', [
          'user_id',
          'title',
          'body',
          'kind',
          'created_at',
        ]);
        const fresh = (await run.serviceRows('notifications', 'id')).filter((n) => !before.get('notifications')!.has(String(n.id)));
        // request_donor notifies the donor, and so does a cancellation (once: a cancelled request
        // stays cancelled); nothing else the recipient does may create notifications
        const requests = await run.serviceRows('donor_appointment_requests', 'id, status');
        if (fresh.length > requests.length + requests.filter((r) => r.status === 'cancelled').length) {
          run.record(
            {
              target: 'notifications',
              kind: 'rule',
              detail: `${fresh.length} new notifications, more than donor requests and their cancellations`,
            },
            'notifications|rule|created',
          );
        }
      },
    ],
  ];

  it.each(audits)(
    'stores no %s row that breaks a documented rule',
    async (table, audit) => {
      await audit();
      const problems = run.findings
        .filter((f) => f.kind === 'rule' && table.split(' and ').some((t) => f.target === t))
        .map((f) => `${f.target}: ${f.detail}`);
      expect(problems).toEqual([]);
    },
    60_000,
  );
});

/** The profile change rules of validate_profile_changes (supabase/README.md). */
function profileChangeProblems(changes: unknown): string[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return ['changes is not an object'];
  const allowed = ['full_name', 'phone', 'gender', 'date_of_birth', 'address', 'blood_group', 'allergies', 'emergency_contact', 'country'];
  const problems: string[] = [];
  const entries = Object.entries(changes as Record<string, unknown>);
  if (!entries.length) problems.push('empty changes');
  for (const [key, raw] of entries) {
    if (!allowed.includes(key)) {
      problems.push(`unknown profile field ${key}`);
      continue;
    }
    if (raw !== null && typeof raw !== 'string') {
      problems.push(`${key} is not text`);
      continue;
    }
    const value = raw === null || unicodeTrim(raw) === '' ? null : unicodeTrim(raw);
    const bad = (() => {
      switch (key) {
        case 'full_name':
          return value === null || chars(value) < 2 || chars(value) > 120;
        case 'phone':
          return value !== null && !(PHONE.test(value) && digits(value) >= 10);
        case 'gender':
          return value !== null && !PROFILE_GENDERS.includes(value);
        case 'date_of_birth':
          return (
            value !== null &&
            !(/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && value >= '1900-01-01' && value <= today())
          );
        case 'address':
          return value !== null && chars(value) > 500;
        case 'blood_group':
          return value !== null && !BLOOD_GROUPS.includes(value);
        case 'allergies':
          return value !== null && chars(value) > 1000;
        case 'emergency_contact':
          return value !== null && chars(value) > 200;
        case 'country':
          return value !== null && !COUNTRIES.includes(value);
        default:
          return false;
      }
    })();
    if (bad) problems.push(`${key} breaks its rule (${JSON.stringify(String(raw).slice(0, 40))})`);
  }
  return problems;
}
