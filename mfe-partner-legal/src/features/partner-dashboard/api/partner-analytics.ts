import { loadSupabase } from '@donation-network/shared-auth';
import { granularityFor, type AnalyticsGranularity, type ViewedItemKind } from '@donation-network/shared-rules';
import { readQuery } from '@donation-network/shared-ui';

/** One bucket (a day, or a week from Monday) of the partner's analytics. */
export interface PartnerAnalyticsBucket {
  bucket: string;
  views: number;
  meeting_requests: number;
  meetings_confirmed: number;
  meetings_declined: number;
  applications: number;
  applications_accepted: number;
  applications_rejected: number;
}

export interface PartnerAnalytics {
  granularity: AnalyticsGranularity;
  buckets: PartnerAnalyticsBucket[];
}

/** One of the partner's listings with its views in the period. */
export interface ListingViews {
  item_kind: ViewedItemKind;
  item_id: string;
  title: string;
  views: number;
}

/** The most viewed listings the dashboard lists. */
export const TOP_LISTINGS = 5;

/** The series of the last `days` days, by day up to a month and by week beyond. Throws the server's message. */
export async function fetchPartnerAnalytics(days: number, signal?: AbortSignal): Promise<PartnerAnalytics> {
  const granularity = granularityFor(days);
  const query = (await loadSupabase()).rpc('partner_analytics', { days, granularity });
  const data = await readQuery(query, signal);
  return { granularity, buckets: (data ?? []) as PartnerAnalyticsBucket[] };
}

/** The partner's most viewed listings in the last `days` days. Throws the server's message. */
export async function fetchListingViews(days: number, signal?: AbortSignal): Promise<ListingViews[]> {
  const query = (await loadSupabase()).rpc('partner_listing_views', { days, max_rows: TOP_LISTINGS });
  const data = await readQuery(query, signal);
  return (data ?? []) as ListingViews[];
}
