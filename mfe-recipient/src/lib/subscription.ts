// Plans and the signed-in user's subscription (supabase/migrations/20261122002000_commerce.sql,
// subscribe() as replaced in 20261123000100_hardening.sql): shared by the marketplace and the profile.
import { loadSupabase } from '@donation-network/portal-session';
import { RECIPIENT_PLAN_AUDIENCE } from '@donation-network/shared-rules';
import { readMaybeSingle, readQuery } from '@donation-network/portal-data';

/** A row of `subscriptions` as `current_subscription()` returns it. */
export interface Subscription {
  id: string;
  plan_id: string;
  start_date: string;
  end_date: string;
  status: string;
  payment_method: string;
}

/** The user's most recent subscription (active, cancelled or expired) with its plan's name. */
export interface SubscriptionWithPlan extends Subscription {
  cancelled_at: string | null;
  plans: { name: string } | null;
}

export interface Plan {
  id: string;
  name: string;
  duration_days: number;
  /** numeric: a string from @supabase/lite, a number from PostgREST. */
  price: number | string;
  currency: string;
  period_label: string | null;
  access_label: string | null;
}

export const PLAN_COLUMNS = 'id, name, duration_days, price, currency, period_label, access_label';

/** The marketplace's simulated payment; the profile pays with the user's preferred method. */
export type SubscriptionPaymentMethod = 'mock' | 'paypal' | 'stripe';

/** Access shown for a plan's duration: 30 days = 1 month, 90 = 3 months, otherwise 12 months. */
export function accessLabel(durationDays: number): string {
  if (durationDays === 30) return '1 month';
  if (durationDays === 90) return '3 months';
  return '12 months';
}

/** The active, unexpired subscription of the signed-in user, or null. Throws the server error (with its status). */
export async function getCurrentSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  const query = (await loadSupabase()).rpc('current_subscription');
  const data = await readMaybeSingle(query, signal);
  return data ?? null;
}

/** A user's newest subscription row with its plan name, or null when they never subscribed (admins may read everyone's: filter by user). */
export async function getLatestSubscription(userId: string, signal?: AbortSignal): Promise<SubscriptionWithPlan | null> {
  const query = (await loadSupabase())
    .from('subscriptions')
    .select('id, plan_id, start_date, end_date, status, payment_method, cancelled_at, plans(name)')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1);
  const data = await readMaybeSingle(query, signal);
  return data ?? null;
}

/** The recipient plans (not the founders' and investors' directory plans), shortest first. Throws the server error (with its status). */
export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  const query = (await loadSupabase()).from('plans').select(PLAN_COLUMNS).eq('audience', RECIPIENT_PLAN_AUDIENCE).order('duration_days');
  const data = await readQuery(query, signal);
  return data ?? [];
}

/**
 * Subscribes the signed-in user to a plan. The database simulates the payment in demo mode only;
 * otherwise it answers with a message the page shows. Throws the server error.
 */
export async function subscribe(planId: string, paymentMethod: SubscriptionPaymentMethod = 'mock'): Promise<Subscription> {
  const data = await readQuery((await loadSupabase()).rpc('subscribe', { plan_id: planId, payment_method: paymentMethod }).single());
  return data;
}

/**
 * Subscribes the signed-in user again to the plan of their newest (ended) subscription, paid with the
 * method that subscription used: the database reads both, so the payment method never changes silently.
 */
export async function reactivateSubscription(): Promise<Subscription> {
  const data = await readQuery((await loadSupabase()).rpc('reactivate_subscription').single());
  return data;
}

/** Ends the signed-in user's active subscription now; null when nothing was active. Throws the server error. */
export async function cancelSubscription(): Promise<Subscription | null> {
  const data = await readQuery((await loadSupabase()).rpc('cancel_subscription').maybeSingle());
  return data ?? null;
}
