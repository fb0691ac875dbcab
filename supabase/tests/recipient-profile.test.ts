// Recipient profile page (/recipient/profile): the queries the page makes, the profile change
// request workflow (pending until an admin approves), family members and settings owned by
// their user only, the readable messages of 20261124000400_recipient-profile.sql, and
// supabase/rules/profile.ts agreeing with the database on every rule it mirrors.
import {
  COUNTRY_CURRENCY,
  FAMILY_GENDERS,
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  FAMILY_RELATIONSHIPS,
  PROFILE_BLOOD_GROUPS,
  PROFILE_GENDERS,
  PROFILE_MESSAGES,
  SETTINGS_COUNTRIES,
  SETTINGS_MESSAGES,
  familyMemberError,
  profileChangesError,
  todayIsoDate,
  type FamilyMemberInput,
  type ProfileChanges,
} from '@donation-network/shared-rules';
import { must } from './support/marketplace-fixtures';
import { signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

const PROFILE_COLUMNS = 'full_name, phone, gender, date_of_birth, address, blood_group, allergies, emergency_contact';
const MEMBER = { name: 'Noor', relationship: 'Child', age: 7, gender: 'Female' };

let backend: TestBackend;
let admin: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInDemo(backend, 'admin');
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const pendingRequestOf = (user: SignedUpUser) =>
  user.client
    .from('profile_change_requests')
    .select('id, changes, status, created_at')
    .eq('user_id', user.user.id)
    .eq('status', 'pending')
    .maybeSingle();

/** The single row a call returns; throws when it failed or returned nothing. */
async function one<T>(call: PromiseLike<{ data: T | null; error: { message: string } | null }>): Promise<T> {
  const data = await must(call);
  if (data === null) throw new Error('no row');
  return data;
}

const profileOf = async (user: SignedUpUser) =>
  must(user.client.from('profiles').select(PROFILE_COLUMNS).eq('id', user.user.id).single()) as Promise<Record<string, unknown>>;

describe('profile change requests', () => {
  const CHANGES = {
    full_name: 'Amara Okafor',
    phone: '+44 20 7946 0958',
    gender: 'non-binary',
    date_of_birth: '1988-04-12',
    address: '1 High Street, London',
    blood_group: 'AB-',
    allergies: 'Penicillin',
    emergency_contact: 'Chidi Okafor, +44 20 7946 0000',
  };

  it('stays pending (profile unchanged) until an admin approves, then applies every field', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient', full_name: 'Amara O' });
    const before = await profileOf(user);

    const submitted = await one(user.client.rpc('submit_profile_change', { changes: CHANGES }).single<{ id: string; status: string }>());
    const pending = await pendingRequestOf(user);
    const whilePending = await profileOf(user);

    expect(submitted.status).toBe('pending');
    expect(pending.data).toMatchObject({ id: submitted.id, changes: CHANGES, status: 'pending' });
    expect(whilePending).toEqual(before);

    const approved = await one(admin.client.rpc('approve_profile_change', { request_id: submitted.id }).single<{ status: string }>());

    expect(approved.status).toBe('approved');
    expect(await profileOf(user)).toEqual(CHANGES);
    expect((await pendingRequestOf(user)).data).toBeNull();
  });

  it('a rejected request leaves the profile as it was; an empty value clears an optional field on approval', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const first = await one(user.client.rpc('submit_profile_change', { changes: { phone: '+1 555 123 4567' } }).single<{ id: string }>());
    await must(admin.client.rpc('approve_profile_change', { request_id: first.id }));

    const second = await one(user.client.rpc('submit_profile_change', { changes: { phone: '+1 555 000 0000' } }).single<{ id: string }>());
    await must(admin.client.rpc('reject_profile_change', { request_id: second.id, note: 'Please call us first' }));
    expect((await profileOf(user)).phone).toBe('+1 555 123 4567');

    const third = await one(user.client.rpc('submit_profile_change', { changes: { phone: '' } }).single<{ id: string }>());
    await must(admin.client.rpc('approve_profile_change', { request_id: third.id }));
    expect((await profileOf(user)).phone).toBeNull();
  });

  it('a user cannot approve their own request nor read or approve through another user', async () => {
    const owner = await signUpUser(backend, { user_type: 'recipient' });
    const other = await signUpUser(backend, { user_type: 'recipient' });
    const request = await one(owner.client.rpc('submit_profile_change', { changes: { allergies: 'None' } }).single<{ id: string }>());

    const self = await owner.client.rpc('approve_profile_change', { request_id: request.id });
    const peek = await other.client.from('profile_change_requests').select('id').eq('id', request.id);
    const direct = await owner.client.from('profiles').update({ allergies: 'None' }).eq('id', owner.user.id).select('allergies');

    expect(self.error?.message).toBe('Only an administrator can review profile changes');
    expect(peek.data).toEqual([]);
    expect(direct.error?.message).toBe('Personal details change only through a profile change request approved by an administrator');
    expect((await profileOf(owner)).allergies).toBeNull();
  });

  describe('the client mirror (rules/profile.ts) answers like validate_profile_changes', () => {
    const today = todayIsoDate(new Date());
    const cases: [string, ProfileChanges][] = [
      ['a valid full set', { full_name: 'Li Wei', phone: '(020) 7946-0958', gender: 'agender', date_of_birth: '1900-01-01' }],
      ['a one-character name', { full_name: 'A' }],
      ['a name of non-breaking spaces', { full_name: '\u00a0\u00a0\u00a0' }],
      ['a 121-character name', { full_name: 'x'.repeat(121) }],
      ['a phone with 9 digits', { phone: '123 456 789' }],
      ['a phone with letters', { phone: '0123456789 ext' }],
      ['an empty phone (cleared)', { phone: '' }],
      ['an unknown gender', { gender: 'Male' }],
      ['a date in another format', { date_of_birth: '12/04/1988' }],
      ['an impossible date', { date_of_birth: '1988-02-30' }],
      ['a date before 1900', { date_of_birth: '1899-12-31' }],
      ['a date in 2099', { date_of_birth: '2099-01-01' }],
      ['an unknown blood group', { blood_group: 'C+' }],
      ['a 501-character address', { address: 'a'.repeat(501) }],
      ['1001 characters of allergies', { allergies: 'a'.repeat(1001) }],
      ['a 201-character emergency contact', { emergency_contact: 'a'.repeat(201) }],
      ['no changes at all', {}],
    ];

    it.each(cases)('%s', async (_label, changes) => {
      const user = await signUpUser(backend, { user_type: 'recipient' });
      const { error } = await user.client.rpc('submit_profile_change', { changes });
      expect(error?.message ?? null).toBe(profileChangesError(changes, today));
    });

    it('accepts every gender and blood group the form offers', async () => {
      const user = await signUpUser(backend, { user_type: 'recipient' });
      const refused: string[] = [];
      for (const gender of PROFILE_GENDERS) {
        const { error } = await user.client.rpc('submit_profile_change', { changes: { gender } });
        if (error) refused.push(gender);
      }
      for (const group of PROFILE_BLOOD_GROUPS) {
        const { error } = await user.client.rpc('submit_profile_change', { changes: { blood_group: group } });
        if (error) refused.push(group);
      }
      expect(refused).toEqual([]);
      expect(PROFILE_MESSAGES.nameMin).toBe('Name must be at least 2 characters.');
    });
  });
});

describe('family members', () => {
  it('another user can neither read, change, remove nor plant family members of the owner', async () => {
    const owner = await signUpUser(backend, { user_type: 'recipient' });
    const other = await signUpUser(backend, { user_type: 'recipient' });
    const added = await one(owner.client.from('family_members').insert(MEMBER).select('id').single<{ id: string }>());

    const peek = await other.client.from('family_members').select('id').eq('id', added.id);
    const edit = await other.client.from('family_members').update({ age: 99 }).eq('id', added.id).select();
    const removed = await other.client.from('family_members').delete().eq('id', added.id).select();
    const planted = await other.client.from('family_members').insert({ ...MEMBER, user_id: owner.user.id });
    const moved = await owner.client.from('family_members').update({ user_id: other.user.id }).eq('id', added.id).select();

    expect(peek.data).toEqual([]);
    expect(edit.data).toEqual([]);
    expect(removed.data).toEqual([]);
    expect(planted.error).not.toBeNull();
    expect(moved.error).not.toBeNull();
    const stored = await must(owner.client.from('family_members').select('id, age, user_id'));
    expect(stored).toEqual([{ id: added.id, age: 7, user_id: owner.user.id }]);
  });

  it('trims the name of Unicode white space', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const added = await must(
      user.client
        .from('family_members')
        .insert({ ...MEMBER, name: '\u00a0 Noor \u3000' })
        .select('name')
        .single(),
    );
    expect(added).toEqual({ name: 'Noor' });
  });

  const invalid: [string, Partial<Record<keyof FamilyMemberInput, unknown>>][] = [
    ['an empty name', { name: '' }],
    ['a name of non-breaking spaces', { name: '\u00a0\u00a0' }],
    ['a missing relationship', { relationship: null }],
    ['a missing age', { age: null }],
    ['a missing gender', { gender: null }],
    ['a 121-character name', { name: 'x'.repeat(121) }],
    ['an unknown relationship', { relationship: 'Cousin' }],
    ['a negative age', { age: -1 }],
    ['an age of 131', { age: 131 }],
    ['a lower-case gender', { gender: 'female' }],
  ];

  it.each(invalid)('%s: the message of the client mirror, nothing written', async (_label, override) => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const member = { ...MEMBER, ...override } as FamilyMemberInput;

    const { error } = await user.client.from('family_members').insert(member);

    expect(error?.message).toBe(familyMemberError(member));
    expect(await must(user.client.from('family_members').select('id'))).toEqual([]);
  });

  it('an edit is checked like an insert', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const added = await one(user.client.from('family_members').insert(MEMBER).select('id').single<{ id: string }>());

    const { error } = await user.client.from('family_members').update({ name: ' ' }).eq('id', added.id);

    expect(error?.message).toBe(FAMILY_MESSAGES.missing);
    expect(await must(user.client.from('family_members').select('name'))).toEqual([{ name: 'Noor' }]);
  });

  it('accepts every relationship and gender option and caps the list', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const rows = Array.from({ length: FAMILY_LIMITS.membersMax }, (_, index) => ({
      name: `Member ${index + 1}`,
      relationship: FAMILY_RELATIONSHIPS[index % FAMILY_RELATIONSHIPS.length],
      gender: FAMILY_GENDERS[index % FAMILY_GENDERS.length],
      age: index,
    }));

    await must(user.client.from('family_members').insert(rows));
    const extra = await user.client.from('family_members').insert(MEMBER);

    expect(extra.error?.message).toBe(FAMILY_MESSAGES.tooMany);
    expect(await must(user.client.from('family_members').select('id'))).toHaveLength(FAMILY_LIMITS.membersMax);
  });
});

describe('user settings', () => {
  const SETTINGS_COLUMNS = 'preferred_payment_method, country, currency';

  it('contract: the page saves the whole row; currency follows the country as in the client table', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    const derived: Record<string, string> = {};
    for (const country of SETTINGS_COUNTRIES) {
      const row = await one(
        user.client
          .from('user_settings')
          .upsert({ user_id: user.user.id, preferred_payment_method: 'stripe', country })
          .select(SETTINGS_COLUMNS)
          .single<{ currency: string }>(),
      );
      derived[country] = row.currency;
    }
    expect(derived).toEqual(COUNTRY_CURRENCY);
  });

  it.each([
    ['an unknown payment method', { preferred_payment_method: 'cash' }, SETTINGS_MESSAGES.paymentMethod],
    ['a missing payment method', { preferred_payment_method: null }, SETTINGS_MESSAGES.paymentMethod],
    ['an unknown country', { country: 'JP' }, SETTINGS_MESSAGES.country],
    ['a lower-case country', { country: 'gb' }, SETTINGS_MESSAGES.country],
  ])('refuses %s with a readable message, on insert and on update', async (_label, values, message) => {
    const user = await signUpUser(backend, { user_type: 'recipient' });

    const inserted = await user.client.from('user_settings').insert({ user_id: user.user.id, ...values });
    await must(user.client.from('user_settings').insert({ user_id: user.user.id }));
    const updated = await user.client.from('user_settings').update(values).eq('user_id', user.user.id);

    expect(inserted.error?.message).toBe(message);
    expect(updated.error?.message).toBe(message);
    expect(await must(user.client.from('user_settings').select(SETTINGS_COLUMNS))).toEqual([
      { preferred_payment_method: 'paypal', country: 'US', currency: 'USD' },
    ]);
  });

  it("another user can neither read, change, remove nor take over the owner's settings", async () => {
    const owner = await signUpUser(backend, { user_type: 'recipient' });
    const other = await signUpUser(backend, { user_type: 'recipient' });
    await must(owner.client.from('user_settings').insert({ user_id: owner.user.id, preferred_payment_method: 'stripe', country: 'GB' }));

    const peek = await other.client.from('user_settings').select('user_id').eq('user_id', owner.user.id);
    const edit = await other.client.from('user_settings').update({ country: 'IN' }).eq('user_id', owner.user.id).select();
    const removed = await other.client.from('user_settings').delete().eq('user_id', owner.user.id).select();
    const upserted = await other.client.from('user_settings').upsert({ user_id: owner.user.id, preferred_payment_method: 'paypal' });

    expect(peek.data).toEqual([]);
    expect(edit.data).toEqual([]);
    expect(removed.data).toEqual([]);
    expect(upserted.error).not.toBeNull();
    expect(await must(owner.client.from('user_settings').select(SETTINGS_COLUMNS))).toEqual([
      { preferred_payment_method: 'stripe', country: 'GB', currency: 'GBP' },
    ]);
  });
});

describe('subscription card', () => {
  it('contract: cancel, read the newest row with its plan name, reactivate with the preferred method (demo mode)', async () => {
    const user = await signUpUser(backend, { user_type: 'recipient' });
    await must(user.client.rpc('subscribe', { plan_id: 'premium', payment_method: 'paypal' }));

    const cancelled = await one(user.client.rpc('cancel_subscription').maybeSingle<{ status: string }>());
    const latest = await must(
      user.client
        .from('subscriptions')
        .select('id, plan_id, start_date, end_date, status, payment_method, cancelled_at, plans(name)')
        .eq('user_id', user.user.id)
        .order('created_at', { ascending: false })
        .limit(1)
        .maybeSingle(),
    );
    const current = await must(user.client.rpc('current_subscription').maybeSingle());

    expect(cancelled.status).toBe('cancelled');
    expect(latest).toMatchObject({ plan_id: 'premium', status: 'cancelled', payment_method: 'paypal', plans: { name: 'Premium Plan' } });
    expect(current).toBeNull();

    const reactivated = await must(user.client.rpc('subscribe', { plan_id: 'premium', payment_method: 'stripe' }).single());
    expect(reactivated).toMatchObject({ plan_id: 'premium', status: 'active', payment_method: 'stripe' });
    expect(await must(user.client.rpc('current_subscription').maybeSingle())).toMatchObject({ plan_id: 'premium' });
  });
});
