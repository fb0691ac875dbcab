// Commerce and profile area: plans, subscriptions and payments, profile change requests,
// page content, contact messages, user settings and family members. Rules, functions,
// messages, bad input and the supabase-js queries the screens rely on ("contract: ...").
import type { SupabaseClient } from '@supabase/supabase-js';
import { CONTACT_MESSAGES, contactMessageError, type ContactMessageInput } from '@donation-network/shared-rules';
import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

interface Subscription {
  id: string;
  user_id: string;
  plan_id: string;
  start_date: string;
  end_date: string;
  status: string;
  payment_method: string;
  cancelled_at: string | null;
}

const DAY_MS = 86_400_000;

let backend: TestBackend;
let admin: SignedUpUser;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await signInDemo(backend, 'admin');
  anon = createTestClient(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function subscriptionsOf(user: SignedUpUser): Promise<Subscription[]> {
  const { data, error } = await user.client.from('subscriptions').select('*').eq('user_id', user.user.id).order('created_at');
  if (error) throw new Error(error.message);
  return data as Subscription[];
}

async function profileOf(user: SignedUpUser): Promise<Record<string, unknown>> {
  const { data, error } = await user.client.from('profiles').select('*').eq('id', user.user.id).single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>;
}

describe('plans', () => {
  it('contract: the recipient plans ordered by duration, with derived labels, readable by anyone', async () => {
    // the directory premium plans are another audience's (directory-premium.test.ts)
    const { data, error } = await anon
      .from('plans')
      .select('id, name, duration_days, price, currency, period_label, access_label')
      .eq('audience', 'recipient')
      .order('duration_days', { ascending: true });

    expect(error).toBeNull();
    expect(data?.map((plan) => ({ ...plan, price: Number(plan.price) }))).toEqual([
      {
        id: 'basic',
        name: 'Essential Plan',
        duration_days: 30,
        price: 15,
        currency: 'USD',
        period_label: 'per month',
        access_label: '1 month',
      },
      {
        id: 'premium',
        name: 'Premium Plan',
        duration_days: 90,
        price: 40,
        currency: 'USD',
        period_label: 'per quarter',
        access_label: '3 months',
      },
      {
        id: 'annual',
        name: 'Annual Plan',
        duration_days: 365,
        price: 120,
        currency: 'USD',
        period_label: 'per year',
        access_label: '12 months',
      },
    ]);
  });

  it('derives the labels of any duration (anything else is per year / 12 months)', async () => {
    const created = await admin.client
      .from('plans')
      .insert({ id: 'half-year', name: 'Half Year', duration_days: 180, price: 70, currency: 'USD' })
      .select('period_label, access_label')
      .single();
    await admin.client.from('plans').delete().eq('id', 'half-year');

    expect(created.error).toBeNull();
    expect(created.data).toEqual({ period_label: 'per year', access_label: '12 months' });
  });

  it('never lets a client set the labels', async () => {
    const { error } = await admin.client.from('plans').update({ period_label: 'per day' }).eq('id', 'basic');

    expect(error?.message).toMatch(/period_label/);
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a zero duration', { duration_days: 0 }],
    ['a malformed currency', { currency: 'dollars' }],
    ['an oversized name', { name: 'x'.repeat(101) }],
    ['a malformed id', { id: 'Gold Plan!' }],
  ])('rejects a plan with %s', async (_label, override) => {
    const plan = { id: 'bad-plan', name: 'Bad', duration_days: 30, price: 10, currency: 'USD', ...override };

    const { error } = await admin.client.from('plans').insert(plan);

    expect(error).not.toBeNull();
    const { data } = await anon.from('plans').select('id').in('id', ['bad-plan', 'Gold Plan!']);
    expect(data).toEqual([]);
  });
});

describe('currency rates', () => {
  it('contract: a rate per currency a setting or listing can name, USD 1, readable by anyone', async () => {
    const { data, error } = await anon.from('currency_rates').select('currency, per_usd').order('currency');
    expect(error).toBeNull();
    const rates: Record<string, number> = Object.fromEntries((data ?? []).map((row) => [row.currency, Number(row.per_usd)]));
    expect(Object.keys(rates).sort()).toEqual(['AUD', 'BRL', 'CAD', 'EUR', 'GBP', 'INR', 'KES', 'NGN', 'USD', 'ZAR']);
    expect(rates.USD).toBe(1);
    expect(Object.values(rates).every((rate) => rate > 0)).toBe(true);
  });

  it('only admins change rates', async () => {
    const user = await signUpUser(backend);
    await user.client.from('currency_rates').update({ per_usd: 1 }).eq('currency', 'INR');
    expect(await anon.from('currency_rates').insert({ currency: 'JPY', per_usd: 150 })).toMatchObject({ error: expect.anything() });
    const inr = (await anon.from('currency_rates').select('per_usd').eq('currency', 'INR').single()).data;
    expect(Number(inr?.per_usd)).not.toBe(1);

    const { error } = await admin.client.from('currency_rates').update({ per_usd: 84 }).eq('currency', 'INR');
    expect(error).toBeNull();
    expect(Number((await anon.from('currency_rates').select('per_usd').eq('currency', 'INR').single()).data?.per_usd)).toBe(84);
    expect((await admin.client.from('currency_rates').update({ per_usd: 2 }).eq('currency', 'USD')).error).not.toBeNull();
  });
});

describe('subscribe / cancel_subscription / current_subscription', () => {
  it("refuses a signed-out caller: 'User must be logged in to create a subscription'", async () => {
    const { data, error } = await anon.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });

    expect(data).toBeNull();
    expect(error?.message).toBe('User must be logged in to create a subscription');
  });

  it("refuses an unknown plan: 'Invalid subscription plan', writing nothing", async () => {
    const user = await signUpUser(backend);

    const { error } = await user.client.rpc('subscribe', { plan_id: 'gold', payment_method: 'mock' });

    expect(error?.message).toBe('Invalid subscription plan');
    expect(await subscriptionsOf(user)).toEqual([]);
    expect((await user.client.from('payments').select('id')).data).toEqual([]);
  });

  it.each(['bitcoin', '', 'x'.repeat(500)])('refuses the payment method %j', async (method) => {
    const user = await signUpUser(backend);

    const { error } = await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: method });

    expect(error?.message).toBe('Invalid payment method');
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it('contract: subscribe returns the active subscription and records the payment', async () => {
    const user = await signUpUser(backend);

    const { data, error } = await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });

    expect(error).toBeNull();
    const subscription = data as Subscription;
    expect(subscription).toMatchObject({ user_id: user.user.id, plan_id: 'basic', status: 'active', payment_method: 'mock' });
    expect(Date.parse(subscription.end_date) - Date.parse(subscription.start_date)).toBe(30 * DAY_MS);
    const payments = await user.client
      .from('payments')
      .select('subscription_id, amount, currency, method, status, reference')
      .eq('subscription_id', subscription.id);
    expect(payments.data?.map((p) => ({ ...p, amount: Number(p.amount) }))).toEqual([
      {
        subscription_id: subscription.id,
        amount: 15,
        currency: 'USD',
        method: 'mock',
        status: 'succeeded',
        reference: `SUB-${subscription.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
      },
    ]);
  });

  it.each([
    ['premium', 90, 40],
    ['annual', 365, 120],
  ])('charges the %s plan its price for %i days', async (planId, days, price) => {
    const user = await signUpUser(backend);

    const { data } = await user.client.rpc('subscribe', { plan_id: planId, payment_method: 'paypal' });

    const subscription = data as Subscription;
    expect(Date.parse(subscription.end_date) - Date.parse(subscription.start_date)).toBe(days * DAY_MS);
    const payment = await user.client.from('payments').select('amount, method').single();
    expect(Number(payment.data?.amount)).toBe(price);
    expect(payment.data?.method).toBe('paypal');
  });

  it('contract: current_subscription with the plan for the subscription card', async () => {
    const user = await signUpUser(backend);
    await user.client.rpc('subscribe', { plan_id: 'premium', payment_method: 'mock' });

    const current = await user.client.rpc('current_subscription').maybeSingle();
    const card = await user.client
      .from('subscriptions')
      .select('id, plan_id, start_date, end_date, status, payment_method, plans(name, price, currency, period_label, access_label)')
      .eq('status', 'active')
      .gt('end_date', new Date().toISOString())
      .maybeSingle();
    const has = await user.client.rpc('has_active_subscription');

    expect(current.error).toBeNull();
    expect(current.data).toMatchObject({ plan_id: 'premium', status: 'active' });
    expect(card.error).toBeNull();
    expect(card.data).toMatchObject({
      id: (current.data as Subscription).id,
      plans: { name: 'Premium Plan', currency: 'USD', period_label: 'per quarter', access_label: '3 months' },
    });
    expect(has.data).toBe(true);
  });

  it('keeps one active subscription: subscribing again cancels the current one', async () => {
    const user = await signUpUser(backend);
    const first = (await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' })).data as Subscription;

    const second = (await user.client.rpc('subscribe', { plan_id: 'annual', payment_method: 'card' })).data as Subscription;

    const rows = await subscriptionsOf(user);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [first.id, 'cancelled'],
      [second.id, 'active'],
    ]);
    expect(rows[0].cancelled_at).not.toBeNull();
    expect((await user.client.from('payments').select('id')).data).toHaveLength(2);
  });

  it('contract: cancel_subscription ends access and returns the cancelled row; reactivating creates a new one', async () => {
    const user = await signUpUser(backend);
    const created = (await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' })).data as Subscription;

    const cancelled = await user.client.rpc('cancel_subscription').maybeSingle();

    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ id: created.id, status: 'cancelled' });
    expect((await user.client.rpc('current_subscription').maybeSingle()).data).toBeNull();
    expect((await user.client.rpc('has_active_subscription')).data).toBe(false);
    // nothing left to cancel
    const again = await user.client.rpc('cancel_subscription').maybeSingle();
    expect(again).toMatchObject({ data: null, error: null });

    const reactivated = (await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' })).data as Subscription;
    expect(reactivated.id).not.toBe(created.id);
    expect((await user.client.rpc('current_subscription').maybeSingle()).data).toMatchObject({ id: reactivated.id });
  });

  it('reactivate_subscription pays with the method of the subscription it reactivates, never a default', async () => {
    const user = await signUpUser(backend);
    // the saved preference says PayPal (the settings default); the subscription was paid by card
    await user.client.from('user_settings').upsert({ user_id: user.user.id, preferred_payment_method: 'paypal', country: 'IN' });
    const created = (await user.client.rpc('subscribe', { plan_id: 'premium', payment_method: 'card' })).data as Subscription;
    expect((await user.client.rpc('reactivate_subscription').single()).error?.message).toBe('Your subscription is still active');
    await user.client.rpc('cancel_subscription').maybeSingle();

    const { data, error } = await user.client.rpc('reactivate_subscription').single();

    expect(error).toBeNull();
    expect(data).toMatchObject({ plan_id: 'premium', payment_method: 'card', status: 'active' });
    expect((data as Subscription).id).not.toBe(created.id);
    const payments = (await user.client.from('payments').select('method, amount, currency').order('created_at')).data ?? [];
    expect(payments.map((payment) => payment.method)).toEqual(['card', 'card']);
    expect(payments.every((payment) => payment.currency === 'USD')).toBe(true);
  });

  it('reactivate_subscription: nothing to reactivate, or signed out, is refused with a message', async () => {
    const user = await signUpUser(backend);
    expect((await user.client.rpc('reactivate_subscription').single()).error?.message).toBe('There is no subscription to reactivate');
    expect((await anon.rpc('reactivate_subscription').single()).error).not.toBeNull();
  });

  it("refuses to cancel for a signed-out caller: 'User must be logged in to cancel a subscription'", async () => {
    const { error } = await anon.rpc('cancel_subscription').maybeSingle();

    expect(error?.message).toBe('User must be logged in to cancel a subscription');
  });

  // Expiry is computed from end_date. The test moves a subscription into the past with the
  // demo admin, who may correct subscriptions (the "admins can update" policy).
  it('counts a subscription past its end date as none', async () => {
    const user = await signUpUser(backend);
    const created = (await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' })).data as Subscription;

    const moved = await admin.client
      .from('subscriptions')
      .update({
        start_date: new Date(Date.now() - 40 * DAY_MS).toISOString(),
        end_date: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      })
      .eq('id', created.id)
      .select('status');

    expect(moved.data).toEqual([{ status: 'active' }]);
    expect((await user.client.rpc('current_subscription').maybeSingle()).data).toBeNull();
    expect((await user.client.rpc('has_active_subscription')).data).toBe(false);
    // the lapsed row is closed as expired when the user subscribes again
    await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });
    const rows = await subscriptionsOf(user);
    expect(rows.map((row) => row.status)).toEqual(['expired', 'active']);
    expect((await user.client.rpc('has_active_subscription')).data).toBe(true);
  });

  it('answers has_active_subscription about another user only to admins', async () => {
    const subscribed = await signUpUser(backend);
    const curious = await signUpUser(backend);
    await subscribed.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' });

    const asOther = await curious.client.rpc('has_active_subscription', { uid: subscribed.user.id });
    const asAnon = await anon.rpc('has_active_subscription', { uid: subscribed.user.id });
    const asAdmin = await admin.client.rpc('has_active_subscription', { uid: subscribed.user.id });

    expect(asOther.data).toBe(false);
    expect(asAnon.data).toBe(false);
    expect(asAdmin.data).toBe(true);
  });

  it('does not let users write subscriptions or payments directly', async () => {
    const user = await signUpUser(backend);
    const end = new Date(Date.now() + 365 * DAY_MS).toISOString();

    const insert = await user.client
      .from('subscriptions')
      .insert({ user_id: user.user.id, plan_id: 'annual', end_date: end, payment_method: 'mock' });
    const payment = await user.client
      .from('payments')
      .insert({ user_id: user.user.id, amount: 0, currency: 'USD', method: 'mock', reference: 'SUB-FREEBIE123' });

    expect(insert.error).not.toBeNull();
    expect(payment.error).not.toBeNull();
    expect((await user.client.rpc('has_active_subscription')).data).toBe(false);
  });

  it('does not let a user extend their own subscription', async () => {
    const user = await signUpUser(backend);
    const created = (await user.client.rpc('subscribe', { plan_id: 'basic', payment_method: 'mock' })).data as Subscription;

    const { data } = await user.client.from('subscriptions').update({ end_date: '2099-01-01T00:00:00Z' }).eq('id', created.id).select();

    expect(data ?? []).toEqual([]);
    expect((await subscriptionsOf(user))[0].end_date).toBe(created.end_date);
  });

  it('seeds the demo recipient with an active annual subscription and its payment', async () => {
    const recipient = await signInDemo(backend, 'recipient');

    const current = await recipient.client.rpc('current_subscription').maybeSingle();
    const payments = await recipient.client
      .from('payments')
      .select('amount, currency, status')
      .eq('subscription_id', (current.data as Subscription).id);

    expect(current.data).toMatchObject({ plan_id: 'annual', status: 'active' });
    expect(payments.data?.map((p) => ({ ...p, amount: Number(p.amount) }))).toEqual([
      { amount: 120, currency: 'USD', status: 'succeeded' },
    ]);
  });
});

describe('profile details and change requests', () => {
  const VALID = {
    full_name: 'Jane Recipient',
    phone: '+1 (555) 123-4567',
    gender: 'non-binary',
    date_of_birth: '1990-04-12',
    address: '12 Harbour Street, Sydney',
    blood_group: 'AB-',
    allergies: 'Penicillin',
    emergency_contact: 'Sam Recipient, +61 400 000 000',
    country: 'AU',
  };

  it('does not let the owner change personal details directly', async () => {
    const user = await signUpUser(backend);

    const { error } = await user.client.from('profiles').update({ phone: '5551234567', blood_group: 'O-' }).eq('id', user.user.id);

    expect(error?.message).toBe('Personal details change only through a profile change request approved by an administrator');
    expect(await profileOf(user)).toMatchObject({ phone: null, blood_group: null });
  });

  it('still lets the owner update full_name and user_type (registration completion)', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });

    const { error } = await user.client
      .from('profiles')
      .update({ full_name: 'Completed Name', user_type: 'recipient', updated_at: new Date().toISOString() })
      .eq('id', user.user.id);

    expect(error).toBeNull();
    expect(await profileOf(user)).toMatchObject({ full_name: 'Completed Name', user_type: 'recipient' });
  });

  it('keeps the admin guard working next to the personal-details guard', async () => {
    const user = await signUpUser(backend);

    const { error } = await user.client.from('profiles').update({ is_admin: true }).eq('id', user.user.id);

    expect(error?.message).toBe('Only an administrator can change admin rights');
  });

  it('contract: submit, see the pending state, admin approves, the profile changes', async () => {
    const user = await signUpUser(backend, { full_name: 'Old Name' });

    const submitted = await user.client.rpc('submit_profile_change', { changes: VALID });
    const pending = await user.client
      .from('profile_change_requests')
      .select('id, changes, status, note, created_at, reviewed_at')
      .eq('status', 'pending')
      .maybeSingle();

    expect(submitted.error).toBeNull();
    expect(pending.data).toMatchObject({ id: submitted.data.id, status: 'pending', changes: VALID, reviewed_at: null });
    expect((await profileOf(user)).phone).toBeNull();

    // the admin's review queue
    const queue = await admin.client
      .from('profile_change_requests')
      .select('id, user_id, changes, created_at')
      .eq('status', 'pending')
      .order('created_at', { ascending: true });
    expect(queue.data?.map((row) => row.id)).toContain(submitted.data.id);

    const approved = await admin.client.rpc('approve_profile_change', { request_id: submitted.data.id });

    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({ status: 'approved', reviewer: admin.user.id });
    expect(approved.data.reviewed_at).not.toBeNull();
    expect(await profileOf(user)).toMatchObject(VALID);
  });

  it('replaces the pending request on a second submission (one pending per user)', async () => {
    const user = await signUpUser(backend);
    const first = await user.client.rpc('submit_profile_change', { changes: { phone: '5551234567' } });

    const second = await user.client.rpc('submit_profile_change', { changes: { blood_group: 'O+' } });

    expect(second.data.id).toBe(first.data.id);
    const rows = await user.client.from('profile_change_requests').select('changes, status');
    expect(rows.data).toEqual([{ changes: { blood_group: 'O+' }, status: 'pending' }]);
  });

  it('applies only the submitted fields and clears a field sent as empty', async () => {
    const user = await signUpUser(backend);
    const setUp = await user.client.rpc('submit_profile_change', { changes: { phone: '5551234567', allergies: 'Latex' } });
    await admin.client.rpc('approve_profile_change', { request_id: setUp.data.id });

    const next = await user.client.rpc('submit_profile_change', { changes: { allergies: '' } });
    await admin.client.rpc('approve_profile_change', { request_id: next.data.id });

    expect(await profileOf(user)).toMatchObject({ phone: '5551234567', allergies: null });
  });

  it('lets the admin reject with a note, leaving the profile unchanged', async () => {
    const user = await signUpUser(backend);
    const submitted = await user.client.rpc('submit_profile_change', { changes: { blood_group: 'B+' } });

    const rejected = await admin.client.rpc('reject_profile_change', {
      request_id: submitted.data.id,
      note: 'Please bring a blood-typing card to verify the group.',
    });

    expect(rejected.data).toMatchObject({ status: 'rejected', note: 'Please bring a blood-typing card to verify the group.' });
    expect((await profileOf(user)).blood_group).toBeNull();
    const seen = await user.client.from('profile_change_requests').select('status, note').single();
    expect(seen.data).toEqual({ status: 'rejected', note: 'Please bring a blood-typing card to verify the group.' });
  });

  it('refuses review by a non-admin and a second review', async () => {
    const user = await signUpUser(backend);
    const submitted = await user.client.rpc('submit_profile_change', { changes: { country: 'KE' } });

    const selfApprove = await user.client.rpc('approve_profile_change', { request_id: submitted.data.id });
    const selfReject = await user.client.rpc('reject_profile_change', { request_id: submitted.data.id, note: null });
    const approved = await admin.client.rpc('approve_profile_change', { request_id: submitted.data.id });
    const twice = await admin.client.rpc('reject_profile_change', { request_id: submitted.data.id, note: 'late' });

    expect(selfApprove.error?.message).toBe('Only an administrator can review profile changes');
    expect(selfReject.error?.message).toBe('Only an administrator can review profile changes');
    expect(approved.error).toBeNull();
    expect(twice.error?.message).toBe('This profile change request has already been reviewed');
    expect((await profileOf(user)).country).toBe('KE');
  });

  it('reports a missing or malformed request id', async () => {
    const missing = await admin.client.rpc('approve_profile_change', { request_id: '00000000-0000-4000-8000-000000000000' });
    const malformed = await admin.client.rpc('approve_profile_change', { request_id: 'not-a-uuid' });

    expect(missing.error?.message).toBe('Profile change request not found');
    expect(malformed.error?.message).toMatch(/invalid input syntax for type uuid/);
  });

  it('refuses a signed-out submission', async () => {
    const { error } = await anon.rpc('submit_profile_change', { changes: { phone: '5551234567' } });

    expect(error?.message).toBe('User must be logged in to request a profile change');
  });

  it.each([
    [{ full_name: 'J' }, 'Name must be at least 2 characters.'],
    [{ full_name: '  ' }, 'Name must be at least 2 characters.'],
    [{ full_name: 'x'.repeat(121) }, 'Name must be at most 120 characters.'],
    [{ phone: '555-1234' }, 'Phone number must be at least 10 digits.'],
    [{ phone: 'call 555 123 4567' }, 'Phone number may contain only digits, spaces and + - ( ) . (at most 32 characters).'],
    [{ gender: 'Male' }, 'Please select a valid gender.'],
    [{ blood_group: 'C+' }, 'Please select a valid blood group.'],
    [{ country: 'XX' }, 'Please select a valid country.'],
    [{ date_of_birth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ date_of_birth: '1850-01-01' }, 'Date of birth cannot be before 1900.'],
    [{ date_of_birth: '12/04/1990' }, 'Date of birth must be a date (YYYY-MM-DD).'],
    [{ date_of_birth: '1990-02-31' }, 'Date of birth must be a date (YYYY-MM-DD).'],
    [{ address: 'x'.repeat(501) }, 'Address must be at most 500 characters.'],
    [{ allergies: 'x'.repeat(1001) }, 'Allergies must be at most 1000 characters.'],
    [{ emergency_contact: 'x'.repeat(201) }, 'Emergency contact must be at most 200 characters.'],
    [{ is_admin: 'true' }, 'Unknown profile field: is_admin'],
    [{ email: 'new@example.com' }, 'Unknown profile field: email'],
    [{ phone: 5551234567 }, 'Profile field phone must be text'],
    [{}, 'There are no profile changes to submit'],
    [['phone'], 'Profile changes must be an object of field names and values'],
  ])('rejects the changes %j with %j and writes nothing', async (changes, message) => {
    const user = await signUpUser(backend);

    const { error } = await user.client.rpc('submit_profile_change', { changes });

    expect(error?.message).toBe(message);
    expect((await user.client.from('profile_change_requests').select('id')).data).toEqual([]);
  });

  it('accepts every gender option of the profile form', async () => {
    const user = await signUpUser(backend);
    const genders = ['male', 'female', 'non-binary', 'transgender', 'genderqueer', 'genderfluid', 'agender', 'prefer-not-to-say', 'other'];

    const errors = [];
    for (const gender of genders) {
      errors.push((await user.client.rpc('submit_profile_change', { changes: { gender } })).error);
    }

    expect(errors).toEqual(genders.map(() => null));
  });

  it('backs the rules with column checks (an admin editing directly)', async () => {
    const { error } = await admin.client.from('profiles').update({ phone: '12345' }).eq('id', admin.user.id);

    expect(error).not.toBeNull();
  });
});

describe('page content', () => {
  it('contract: read a page by id (anyone)', async () => {
    const { data, error } = await anon
      .from('page_content')
      .select('page_id, title, description, sections, updated_at')
      .eq('page_id', 'contact')
      .maybeSingle();

    expect(error).toBeNull();
    expect(data).toMatchObject({ page_id: 'contact', title: 'Contact Us' });
    expect(data?.sections).toEqual([
      expect.objectContaining({ id: 'intro', order: 0, title: expect.any(String), content: expect.stringContaining('<p>') }),
    ]);
  });

  it('contract: the admin saves sections; they come back sorted by order with updated_by', async () => {
    const sections = [
      { id: 'second', title: 'Second', content: '<p>B</p>', order: 2 },
      { id: 'first', title: 'First', content: '<p>A</p>', order: 1 },
    ];

    const { data, error } = await admin.client
      .from('page_content')
      .upsert({ page_id: 'faqs', title: 'FAQs', description: 'Questions', sections })
      .select('page_id, sections, updated_by')
      .single();

    expect(error).toBeNull();
    expect(data).toEqual({ page_id: 'faqs', sections: [sections[1], sections[0]], updated_by: admin.user.id });
  });

  it('does not let a non-admin change a page', async () => {
    const user = await signUpUser(backend);

    const { data } = await user.client.from('page_content').update({ title: 'Defaced' }).eq('page_id', 'home').select();

    expect(data ?? []).toEqual([]);
    expect((await anon.from('page_content').select('title').eq('page_id', 'home').single()).data?.title).toBe('Home');
  });

  it.each([
    ['a page the site does not have', { page_id: 'blog' }, /page_content_page_id_check|violates check constraint/],
    ['sections that are not a list', { sections: { intro: 'x' } }, /Page sections must be a list|violates check constraint/],
    [
      'a section without content',
      { sections: [{ id: 'a', title: 'A', order: 0 }] },
      /^Each section needs an id, a title, HTML content and an order$/,
    ],
    [
      'a section with an extra field',
      { sections: [{ id: 'a', title: 'A', content: '', order: 0, style: 'x' }] },
      /^A section has only the fields id, title, content and order$/,
    ],
    [
      'duplicate section ids',
      {
        sections: [
          { id: 'a', title: 'A', content: '', order: 0 },
          { id: 'a', title: 'B', content: '', order: 1 },
        ],
      },
      /^Section id "a" is used twice$/,
    ],
    [
      'a script in the content',
      { sections: [{ id: 'a', title: 'A', content: '<script>alert(1)</script>', order: 0 }] },
      /^Section content must not contain scripts$/,
    ],
    [
      'a negative order',
      { sections: [{ id: 'a', title: 'A', content: '', order: -1 }] },
      /^Section order must be a whole number from 0 to 999999$/,
    ],
    ['an oversized title', { title: 'x'.repeat(201) }, /^Page title must be at most 200 characters$/],
  ])('rejects %s', async (_label, override, message) => {
    const stored = async () => (await anon.from('page_content').select('title, sections').eq('page_id', 'pricing').single()).data;
    const before = await stored();
    const row: Record<string, unknown> = { page_id: 'pricing', title: 'Our Plans', description: '', sections: [], ...override };

    const { error } = await admin.client.from('page_content').upsert(row);

    expect(error?.message).toMatch(message);
    expect(await stored()).toEqual(before);
  });
});

describe('contact messages', () => {
  const VALID: ContactMessageInput = {
    name: 'Ada Visitor',
    email: 'ada@example.com',
    subject: 'Partnership Inquiry: Healthcare Partner',
    message: 'We run three clinics and would like to publish blood availability.',
  };

  async function messagesWithSubject(subject: string) {
    const { data, error } = await admin.client
      .from('contact_messages')
      .select('id, name, email, subject, message, service, user_id, status')
      .eq('subject', subject);
    if (error) throw new Error(error.message);
    return data;
  }

  it('contract: an anonymous visitor sends a message (insert without returning)', async () => {
    const subject = `Information Request: ${Date.now()}`;

    const { error } = await anon.from('contact_messages').insert({ ...VALID, subject, service: 'Healthcare Partner' });

    expect(error).toBeNull();
    expect(await messagesWithSubject(subject)).toEqual([
      expect.objectContaining({ name: VALID.name, service: 'Healthcare Partner', user_id: null, status: 'new' }),
    ]);
  });

  it("contract: a signed-in user sends a message with their user id; never someone else's", async () => {
    const user = await signUpUser(backend);
    const other = await signUpUser(backend);
    const subject = `Technical Support Request: ${Date.now()}`;

    const own = await user.client.from('contact_messages').insert({ ...VALID, subject, user_id: user.user.id });
    const forged = await user.client.from('contact_messages').insert({ ...VALID, subject, user_id: other.user.id });

    expect(own.error).toBeNull();
    expect(forged.error).not.toBeNull();
    expect((await messagesWithSubject(subject)).map((row) => row.user_id)).toEqual([user.user.id]);
  });

  it('forces the status of a new message to new', async () => {
    const subject = `Status check ${Date.now()}`;

    await anon.from('contact_messages').insert({ ...VALID, subject, status: 'archived' });

    expect((await messagesWithSubject(subject))[0].status).toBe('new');
  });

  it('contract: the admin lists new messages and marks one read; the text stays as sent', async () => {
    const subject = `Admin inbox ${Date.now()}`;
    await anon.from('contact_messages').insert({ ...VALID, subject });
    const inbox = await admin.client
      .from('contact_messages')
      .select('id, name, email, subject, message, service, status, created_at')
      .eq('status', 'new')
      .order('created_at', { ascending: false })
      .range(0, 49);
    const id = inbox.data?.find((row) => row.subject === subject)?.id;

    const marked = await admin.client
      .from('contact_messages')
      .update({ status: 'read', message: 'rewritten by admin' })
      .eq('id', id)
      .select('status, message')
      .single();

    expect(inbox.error).toBeNull();
    expect(marked.data).toEqual({ status: 'read', message: VALID.message });
  });

  it('shows messages to admins only', async () => {
    const user = await signUpUser(backend);

    expect((await anon.from('contact_messages').select('id')).data).toEqual([]);
    expect((await user.client.from('contact_messages').select('id')).data).toEqual([]);
  });

  const BAD: [string, Partial<ContactMessageInput>, string][] = [
    ['a one-letter name', { name: 'A' }, CONTACT_MESSAGES.nameMin],
    ['a blank name', { name: '   ' }, CONTACT_MESSAGES.nameMin],
    ['an oversized name', { name: 'x'.repeat(121) }, CONTACT_MESSAGES.nameMax],
    ['an e-mail without @', { email: 'ada.example.com' }, CONTACT_MESSAGES.email],
    ['an e-mail without a domain dot', { email: 'ada@example' }, CONTACT_MESSAGES.email],
    ['an e-mail with spaces', { email: 'ada lovelace@example.com' }, CONTACT_MESSAGES.email],
    ['an oversized e-mail', { email: `${'a'.repeat(250)}@example.com` }, CONTACT_MESSAGES.email],
    ['a short subject', { subject: 'Hey' }, CONTACT_MESSAGES.subjectMin],
    ['an oversized subject', { subject: 'x'.repeat(201) }, CONTACT_MESSAGES.subjectMax],
    ['a short message', { message: 'Too short' }, CONTACT_MESSAGES.messageMin],
    ['an oversized message', { message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageMax],
    ['an oversized service', { service: 'x'.repeat(101) }, CONTACT_MESSAGES.serviceMax],
  ];

  it.each(BAD)('rejects %s with the rule message, writes nothing, and the client rules agree', async (_label, override, message) => {
    const input = { ...VALID, subject: `${VALID.subject} ${Math.random()}`, ...override };

    const { error } = await anon.from('contact_messages').insert(input);

    expect(error?.message).toBe(message);
    expect(contactMessageError(input)).toBe(message);
    expect(await messagesWithSubject(input.subject)).toEqual([]);
  });

  it('the client rules accept what the database accepts', () => {
    expect(contactMessageError(VALID)).toBeNull();
    expect(contactMessageError({ ...VALID, name: 'Al', subject: 'Hello', message: '0123456789' })).toBeNull();
  });

  it('backs the messages with check constraints', async () => {
    // an admin update cannot bypass them either: the trigger keeps the text, the checks hold
    const { error } = await anon.from('contact_messages').insert({ ...VALID, name: null });

    expect(error?.message).toBe(CONTACT_MESSAGES.nameMin);
  });
});

describe('user settings', () => {
  it('contract: read defaults, upsert the payment method and country, currency follows', async () => {
    const user = await signUpUser(backend);
    const before = await user.client.from('user_settings').select('preferred_payment_method, country, currency').maybeSingle();

    const saved = await user.client
      .from('user_settings')
      .upsert({ user_id: user.user.id, preferred_payment_method: 'stripe' })
      .select('preferred_payment_method, country, currency')
      .single();
    const moved = await user.client
      .from('user_settings')
      .update({ country: 'KE' })
      .eq('user_id', user.user.id)
      .select('preferred_payment_method, country, currency')
      .single();

    expect(before).toMatchObject({ data: null, error: null });
    expect(saved.data).toEqual({ preferred_payment_method: 'stripe', country: 'US', currency: 'USD' });
    expect(moved.data).toEqual({ preferred_payment_method: 'stripe', country: 'KE', currency: 'KES' });
  });

  it('derives the currency of every supported country from its table', async () => {
    const user = await signUpUser(backend);
    const table: Record<string, string> = {
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

    const derived: Record<string, string> = {};
    for (const country of Object.keys(table)) {
      const { data } = await user.client.from('user_settings').upsert({ user_id: user.user.id, country }).select('currency').single();
      derived[country] = data?.currency;
    }

    expect(derived).toEqual(table);
  });

  it.each([
    ['a client-set currency', { currency: 'EUR' }],
    ['an unknown payment method', { preferred_payment_method: 'cash' }],
    ['an unknown country', { country: 'JP' }],
    ['a lower-case country', { country: 'us' }],
  ])('rejects %s and writes nothing', async (_label, values) => {
    const user = await signUpUser(backend);

    const { error } = await user.client.from('user_settings').insert({ user_id: user.user.id, ...values });

    expect(error).not.toBeNull();
    expect((await user.client.from('user_settings').select('user_id')).data).toEqual([]);
  });

  it('seeds settings for the demo recipient and donor', async () => {
    const recipient = await signInDemo(backend, 'recipient');
    const donor = await signInDemo(backend, 'donor');

    const mine = await recipient.client.from('user_settings').select('preferred_payment_method, currency').single();
    const theirs = await donor.client.from('user_settings').select('preferred_payment_method, currency').single();

    expect(mine.data).toEqual({ preferred_payment_method: 'paypal', currency: 'USD' });
    expect(theirs.data).toEqual({ preferred_payment_method: 'stripe', currency: 'GBP' });
  });
});

describe('family members', () => {
  const MEMBER = { name: 'Noor', relationship: 'Child', age: 7, gender: 'Female' };

  it('contract: add, list, edit and remove a family member', async () => {
    const user = await signUpUser(backend);

    const added = await user.client.from('family_members').insert(MEMBER).select('id, name, relationship, age, gender').single();
    const list = await user.client
      .from('family_members')
      .select('id, name, relationship, age, gender')
      .order('created_at', { ascending: true });
    const edited = await user.client
      .from('family_members')
      .update({ age: 8, relationship: 'Other' })
      .eq('id', added.data?.id)
      .select('id, name, relationship, age, gender')
      .single();
    const removed = await user.client.from('family_members').delete().eq('id', added.data?.id).select('id');

    expect(added.error).toBeNull();
    expect(added.data).toMatchObject(MEMBER);
    expect(list.data).toEqual([added.data]);
    expect(edited.data).toMatchObject({ age: 8, relationship: 'Other' });
    expect(removed.data).toEqual([{ id: added.data?.id }]);
    expect((await user.client.from('family_members').select('id')).data).toEqual([]);
  });

  it('keeps family members private to their owner (admins read)', async () => {
    const owner = await signUpUser(backend);
    const other = await signUpUser(backend);
    const added = await owner.client.from('family_members').insert(MEMBER).select('id').single();

    const peek = await other.client.from('family_members').select('id').eq('id', added.data?.id);
    const edit = await other.client.from('family_members').update({ age: 99 }).eq('id', added.data?.id).select();
    const planted = await other.client.from('family_members').insert({ ...MEMBER, user_id: owner.user.id });
    const audit = await admin.client.from('family_members').select('id').eq('id', added.data?.id);

    expect(peek.data).toEqual([]);
    expect(edit.data).toEqual([]);
    expect(planted.error).not.toBeNull();
    expect(audit.data).toEqual([{ id: added.data?.id }]);
  });

  it.each([
    ['a negative age', { age: -1 }],
    ['an age above 130', { age: 131 }],
    ['a fractional age', { age: 7.5 }],
    ['an unknown relationship', { relationship: 'Cousin' }],
    ['a lower-case relationship', { relationship: 'child' }],
    ['an unknown gender', { gender: 'male' }],
    ['an empty name', { name: ' ' }],
    ['an oversized name', { name: 'x'.repeat(121) }],
    ['a missing age', { age: null }],
  ])('rejects %s and writes nothing', async (_label, override) => {
    const user = await signUpUser(backend);

    const { error } = await user.client.from('family_members').insert({ ...MEMBER, ...override });

    expect(error).not.toBeNull();
    expect((await user.client.from('family_members').select('id')).data).toEqual([]);
  });

  it('accepts the five gender options and five relationships', async () => {
    const user = await signUpUser(backend);
    const genders = ['Male', 'Female', 'Non-binary', 'Other', 'Prefer not to say'];
    const relationships = ['Spouse', 'Child', 'Parent', 'Sibling', 'Other'];

    const { error } = await user.client
      .from('family_members')
      .insert(genders.map((gender, i) => ({ ...MEMBER, gender, relationship: relationships[i] })));

    expect(error).toBeNull();
    expect((await user.client.from('family_members').select('id')).data).toHaveLength(5);
  });

  it('seeds two family members for the demo recipient', async () => {
    const recipient = await signInDemo(backend, 'recipient');

    const { data } = await recipient.client.from('family_members').select('name, relationship').order('name');

    expect(data).toEqual([
      { name: 'Leo Recipient', relationship: 'Child' },
      { name: 'Maria Recipient', relationship: 'Spouse' },
    ]);
  });

  it('rejects a malformed uuid filter with a clear error', async () => {
    const user = await signUpUser(backend);

    const { error } = await user.client.from('family_members').delete().eq('id', 'nope');

    expect(error?.message).toMatch(/invalid input syntax for type uuid/);
  });
});
