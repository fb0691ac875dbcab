// The figures of the founder and investor dashboards, all computed by the database
// (supabase/migrations/20261124000620_directory-network.sql, current_subscription() of the commerce area).
import { loadSupabase } from '@donation-network/portal-session';
import { readMaybeSingle, readQuery } from '@donation-network/portal-data';
import { hasDirectoryPremium } from '../../../lib/directory-premium';

export type DashboardKind = 'founder' | 'investor';

/** A match as investor_matches_for_founder() / startup_matches_for_investor() return it (only the columns shown). */
export interface DashboardMatch {
  id: string;
  /** founder matches: the company; investor matches: the firm (may be empty for individuals) and the listing's name */
  company_name?: string;
  firm_name?: string;
  display_name?: string;
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
  /** When the active plan's period ends (ISO), or null on the free tier. */
  planEndsAt: string | null;
  /** Directory premium now (public.has_directory_premium): documents and the investor's analytics; expires with its period. */
  premium: boolean;
}

const MATCHES_RPC = {
  founder: 'investor_matches_for_founder',
  investor: 'startup_matches_for_investor',
} as const satisfies Record<DashboardKind, string>;

async function ownProfileId(kind: DashboardKind, userId: string, signal?: AbortSignal): Promise<string | null> {
  const query = (await loadSupabase()).from(`${kind}_profiles`).select('id').eq('user_id', userId);
  const data = await readMaybeSingle(query, signal);
  return data?.id ?? null;
}

async function completion(kind: DashboardKind, profileId: string | null, signal?: AbortSignal): Promise<number> {
  if (!profileId) return 0;
  const query = (await loadSupabase()).rpc(`${kind}_profile_completion` as const, { profile_id: profileId });
  const data = await readQuery(query, signal);
  return data ?? 0;
}

async function matches(kind: DashboardKind, signal?: AbortSignal): Promise<DashboardMatch[]> {
  const query = (await loadSupabase()).rpc(MATCHES_RPC[kind]);
  const data = await readQuery(query, signal);
  return data ?? [];
}

async function currentPlan(signal?: AbortSignal): Promise<{ name: string; endsAt: string } | null> {
  const active = await readMaybeSingle((await loadSupabase()).rpc('current_subscription'), signal);
  if (!active?.plan_id) return null;
  const plan = await readMaybeSingle((await loadSupabase()).from('plans').select('name').eq('id', active.plan_id), signal);
  return { name: plan?.name ?? active.plan_id, endsAt: active.end_date };
}

/** Completion, matches, plan and premium of the signed-in founder or investor. */
export async function loadDashboardFigures(kind: DashboardKind, userId: string, signal?: AbortSignal): Promise<DashboardFigures> {
  const [profileId, matchList, plan, premium] = await Promise.all([
    ownProfileId(kind, userId, signal),
    matches(kind, signal),
    currentPlan(signal),
    hasDirectoryPremium(userId, signal),
  ]);
  return {
    profileId,
    completion: await completion(kind, profileId, signal),
    matches: matchList,
    planName: plan?.name ?? null,
    planEndsAt: plan?.endsAt ?? null,
    premium,
  };
}
