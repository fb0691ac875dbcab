// Rules of the owners' analytics: which permission a role holds, how a page view is counted and
// which periods the series cover. Enforced by supabase/migrations/20261128003000_role-permissions.sql
// (role_permissions, has_permission), 20261128003100_view-events.sql (view_events, record_view) and
// 20261128003200_analytics-series.sql (partner_analytics, partner_listing_views, profile_analytics);
// mirrored here for the dashboards and the tests. Dependency-free: keep it in step with the migrations.

/** What a page view can be of: a partner's listing (marketplace) or a directory profile. */
export const VIEWED_ITEM_KINDS = ['blood_service', 'professional', 'opportunity', 'founder_profile', 'investor_profile'] as const;
export type ViewedItemKind = (typeof VIEWED_ITEM_KINDS)[number];

/**
 * How views are counted (record_view):
 * - one view per viewer per item per UTC day; the owner's own views are not counted;
 * - a signed-in viewer is their account, whatever browser or tab they use;
 * - a signed-out viewer is the random key their browser keeps (localStorage), so reloading never adds one;
 * - an item counts at most this many signed-out views a day, so fresh keys from a script cannot inflate it
 *   (the API gateway also limits signed-out writes per address).
 */
export const ANONYMOUS_VIEWS_PER_ITEM_PER_DAY = 100;

/** The periods the dashboards offer, in days; the series functions accept any whole number in the range. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_MIN_DAYS = 7;
export const ANALYTICS_MAX_DAYS = 365;

/** Days or weeks (weeks start on Monday, UTC). */
export const ANALYTICS_GRANULARITIES = ['day', 'week'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** The bucket size the dashboards ask for: days up to a month, weeks beyond. */
export function granularityFor(days: number): AnalyticsGranularity {
  return days > 31 ? 'week' : 'day';
}

export const ANALYTICS_MESSAGES = {
  signInRequired: 'You must be logged in to see analytics',
  permissionRequired: 'Your account does not include analytics',
  premiumRequired: 'Profile analytics are part of the premium directory plan',
  profileRequired: 'Create your profile to see its analytics',
  invalidPeriod: `Choose a period of ${ANALYTICS_MIN_DAYS} to ${ANALYTICS_MAX_DAYS} days`,
  invalidGranularity: 'Group analytics by day or by week',
  invalidProfileKind: 'Profile analytics are for founder or investor profiles',
  unknownItemKind: 'Unknown kind of page',
  visitorKeyRequired: 'A signed-out view needs a visitor key',
  itemNotFound: 'This listing or profile was not found',
} as const;
