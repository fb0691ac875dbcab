// The founders' and investors' directory premium plans as the database sells them (public.plans with
// audience 'directory', readable by anyone), and subscribing to one through subscribe(): the same
// function and payment seam as the recipients' plans (supabase/migrations/20261128002000_directory-premium-plans.sql).
import { isDemoMode, loadSupabase, selectAnonymously } from '@donation-network/portal-session';
import { DIRECTORY_PLAN_AUDIENCE, directoryPaymentMethod } from '@donation-network/shared-rules';
import { readMaybeSingle, readQuery } from '@donation-network/portal-data';

export const DIRECTORY_PLANS_QUERY_KEY = ['plans', DIRECTORY_PLAN_AUDIENCE] as const;

export interface DirectoryPlan {
  id: string;
  name: string;
  duration_days: number;
  /** numeric: a string from @supabase/lite, a number from PostgREST. */
  price: number | string;
  currency: string;
  /** 'per month' (30 days), 'per quarter' (90), 'per year' (anything else). */
  period_label: string;
}

/** The directory plans, shortest first. Throws when they cannot be read. */
export async function fetchDirectoryPlans(signal?: AbortSignal): Promise<DirectoryPlan[]> {
  return selectAnonymously<DirectoryPlan>(
    'plans',
    `select=id,name,duration_days,price,currency,period_label&audience=eq.${DIRECTORY_PLAN_AUDIENCE}&order=duration_days.asc`,
    signal,
  );
}

/** The signed-in member's directory premium now and the plan it runs on (null on the free tier). */
export interface DirectoryMembership {
  premium: boolean;
  planId: string | null;
  endsAt: string | null;
}

export async function fetchDirectoryMembership(userId: string, signal?: AbortSignal): Promise<DirectoryMembership> {
  const supabase = await loadSupabase();
  const [premium, subscription] = await Promise.all([
    readQuery(supabase.rpc('has_directory_premium', { user_id: userId }), signal),
    readMaybeSingle(supabase.rpc('current_subscription'), signal),
  ]);
  return premium === true
    ? { premium: true, planId: subscription?.plan_id ?? null, endsAt: subscription?.end_date ?? null }
    : { premium: false, planId: null, endsAt: null };
}

/**
 * Subscribes the signed-in founder or investor to a directory plan. In demo mode the payment is simulated
 * ('mock'); otherwise the database refuses until a payment provider confirms charges, and says so.
 */
export async function subscribeToDirectoryPlan(planId: string): Promise<void> {
  await readQuery(
    (await loadSupabase()).rpc('subscribe', { plan_id: planId, payment_method: directoryPaymentMethod(isDemoMode()) }).single(),
  );
}
