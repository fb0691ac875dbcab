// The founder's and investor's profile analytics (supabase/migrations/20261128003200_analytics-series.sql):
// views of their own profile and the intro requests it received, per day or per week.
import { loadSupabase } from '@donation-network/portal-session';
import { granularityFor, type AnalyticsGranularity } from '@donation-network/shared-rules';
import { readQuery } from '@donation-network/portal-data';
import type { DashboardKind } from './dashboard-api';

export interface ProfileAnalyticsBucket {
  bucket: string;
  views: number;
  intro_requests: number;
  intros_accepted: number;
  intros_declined: number;
}

export interface ProfileAnalytics {
  granularity: AnalyticsGranularity;
  buckets: ProfileAnalyticsBucket[];
}

/** The series of the last `days` days, by day up to a month and by week beyond. Throws the server's message. */
export async function fetchProfileAnalytics(kind: DashboardKind, days: number, signal?: AbortSignal): Promise<ProfileAnalytics> {
  const granularity = granularityFor(days);
  const query = (await loadSupabase()).rpc('profile_analytics', { profile_kind: kind, days, granularity });
  const data = await readQuery(query, signal);
  return { granularity, buckets: data ?? [] };
}
