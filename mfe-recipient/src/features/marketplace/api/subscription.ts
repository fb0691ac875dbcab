import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';

/** A row of `subscriptions` as `current_subscription()` returns it. */
export interface Subscription {
  id: string;
  plan_id: string;
  start_date: string;
  end_date: string;
  status: string;
  payment_method: string;
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

export const PLAN_COLUMNS: string = 'id, name, duration_days, price, currency, period_label, access_label';

/** Access shown for a plan's duration: 30 days = 1 month, 90 = 3 months, otherwise 12 months. */
export function accessLabel(durationDays: number): string {
  if (durationDays === 30) return '1 month';
  if (durationDays === 90) return '3 months';
  return '12 months';
}

/** The active, unexpired subscription of the signed-in user, or null. Throws the server error (with its status). */
export async function getCurrentSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  const query = getSupabase().rpc('current_subscription');
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw requestError(error, status);
  return (data ?? null) as Subscription | null;
}

/** Every plan, shortest first. Throws the server error (with its status). */
export async function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  const query = getSupabase().from('plans').select(PLAN_COLUMNS).order('duration_days');
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as unknown as Plan[];
}

/** Subscribes the signed-in user to a plan with the mock payment. Throws the server error. */
export async function subscribe(planId: string): Promise<Subscription> {
  const { data, error, status } = await getSupabase().rpc('subscribe', { plan_id: planId, payment_method: 'mock' }).single();
  if (error) throw requestError(error, status);
  return data as Subscription;
}
