// The figures of the founder and investor dashboards, all computed by the database
// (supabase/migrations/20261124000620_directory-network.sql, current_subscription() of the commerce area).
import { loadSupabase } from '@donation-network/shared-auth';
import { requestError } from '@donation-network/shared-ui';

export type DashboardKind = 'founder' | 'investor';

/** A match as investor_matches_for_founder() / startup_matches_for_investor() return it (only the columns shown). */
export interface DashboardMatch {
  id: string;
  /** founder matches: the company; investor matches: the firm (may be empty for individuals) */
  company_name?: string;
  firm_name?: string;
  industry?: string;
  funding_stage?: string;
  investor_type?: string;
  investment_focus?: string[];
  location: string;
  credibility_score: number;
}

export interface DashboardFigures {
  /** The caller's own directory profile, or null before they created one. */
  profileId: string | null;
  /** 0..100; 0 without a profile. */
  completion: number;
  /** Best first. */
  matches: DashboardMatch[];
  /** The active plan's name, or null on the free tier. */
  planName: string | null;
}

const MATCHES_RPC = {
  founder: 'investor_matches_for_founder',
  investor: 'startup_matches_for_investor',
} as const satisfies Record<DashboardKind, string>;

async function ownProfileId(kind: DashboardKind, userId: string, signal?: AbortSignal): Promise<string | null> {
  const query = (await loadSupabase()).from(`${kind}_profiles`).select('id').eq('user_id', userId);
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw requestError(error, status);
  return (data as { id: string } | null)?.id ?? null;
}

async function completion(kind: DashboardKind, profileId: string | null, signal?: AbortSignal): Promise<number> {
  if (!profileId) return 0;
  const query = (await loadSupabase()).rpc(`${kind}_profile_completion` as const, { profile_id: profileId });
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return data ?? 0;
}

async function matches(kind: DashboardKind, signal?: AbortSignal): Promise<DashboardMatch[]> {
  const query = (await loadSupabase()).rpc(MATCHES_RPC[kind]);
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as DashboardMatch[];
}

async function planName(signal?: AbortSignal): Promise<string | null> {
  const current = (await loadSupabase()).rpc('current_subscription');
  const subscription = await (signal ? current.abortSignal(signal) : current).maybeSingle();
  if (subscription.error) throw requestError(subscription.error, subscription.status);
  const planId = (subscription.data as { plan_id: string } | null)?.plan_id;
  if (!planId) return null;
  const query = (await loadSupabase()).from('plans').select('name').eq('id', planId);
  const plan = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (plan.error) throw requestError(plan.error, plan.status);
  return (plan.data as { name: string } | null)?.name ?? planId;
}

/** Completion, matches and plan of the signed-in founder or investor. */
export async function loadDashboardFigures(kind: DashboardKind, userId: string, signal?: AbortSignal): Promise<DashboardFigures> {
  const [profileId, matchList, plan] = await Promise.all([ownProfileId(kind, userId, signal), matches(kind, signal), planName(signal)]);
  return { profileId, completion: await completion(kind, profileId, signal), matches: matchList, planName: plan };
}
