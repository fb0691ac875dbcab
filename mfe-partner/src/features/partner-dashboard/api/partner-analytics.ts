import { loadSupabase } from '@donation-network/portal-session';
import { type FunctionRow, readQuery } from '@donation-network/portal-data';
import { granularityFor, type AnalyticsGranularity } from '@donation-network/shared-rules';

/** One bucket (a day, or a week from Monday) of the partner's analytics. */
export type PartnerAnalyticsBucket = FunctionRow<'partner_analytics'>;

export interface PartnerAnalytics {
  granularity: AnalyticsGranularity;
  buckets: PartnerAnalyticsBucket[];
}

/** One of the partner's listings with its views in the period. */
export type ListingViews = FunctionRow<'partner_listing_views'>;

/** The most viewed listings the dashboard lists. */
export const TOP_LISTINGS = 5;

/** The series of the last `days` days, by day up to a month and by week beyond. Throws the server's message. */
export async function fetchPartnerAnalytics(days: number, signal?: AbortSignal): Promise<PartnerAnalytics> {
  const granularity = granularityFor(days);
  const query = (await loadSupabase()).rpc('partner_analytics', { days, granularity });
  return { granularity, buckets: await readQuery(query, signal) };
}

/** The partner's most viewed listings in the last `days` days. Throws the server's message. */
export async function fetchListingViews(days: number, signal?: AbortSignal): Promise<ListingViews[]> {
  const query = (await loadSupabase()).rpc('partner_listing_views', { days, max_rows: TOP_LISTINGS });
  return readQuery(query, signal);
}
