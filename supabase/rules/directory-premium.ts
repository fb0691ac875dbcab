// Directory premium, the founders' and investors' paid tier (20261128002000_directory-premium-plans.sql,
// 20261128002100_directory-premium-documents.sql): which plans sell it, who may buy it, what it unlocks
// and the database's messages. Dependency-free.

/** public.plans.audience: recipient plans buy blood services and the marketplace, directory plans directory premium. */
export const PLAN_AUDIENCES = ['recipient', 'directory'] as const;
export type PlanAudience = (typeof PLAN_AUDIENCES)[number];
export const DIRECTORY_PLAN_AUDIENCE: PlanAudience = 'directory';
export const RECIPIENT_PLAN_AUDIENCE: PlanAudience = 'recipient';

/** The account types that may subscribe to a directory plan. */
export const DIRECTORY_PREMIUM_ROLES = ['founder', 'investor'] as const;

export const isDirectoryPremiumRole = (role: string | null | undefined): boolean =>
  (DIRECTORY_PREMIUM_ROLES as readonly string[]).includes(role ?? '');

/** Where the plans are sold: the directory section of the pricing page. */
export const DIRECTORY_PLANS_ANCHOR = 'directory-plans';
export const DIRECTORY_PLANS_PATH = `/pricing#${DIRECTORY_PLANS_ANCHOR}`;

/** What directory premium unlocks, as the pricing page lists it. */
export const DIRECTORY_PREMIUM_FEATURES = [
  'founder documents and investor verification documents',
  'profile analytics on the investor dashboard',
  'everything in the free plan: listing, matches and intro requests',
  'back to the free plan when the period ends, nothing renews by itself',
] as const;

export const DIRECTORY_PREMIUM_MESSAGES = {
  /** private.start_subscription: a directory plan for a recipient, donor, partner or admin account. */
  foundersAndInvestorsOnly: 'Directory plans are for founder and investor accounts',
  /** What a signed-in member without premium sees instead of documents. */
  documentsNeedPremium: 'Documents available with premium access',
  subscribed: 'You now have premium directory access',
} as const;

/**
 * How a directory plan is paid from the browser: in demo mode the simulated 'mock' payment; otherwise a
 * card, which the database refuses until a payment provider confirms charges through its seam.
 */
export const directoryPaymentMethod = (demoMode: boolean): 'mock' | 'card' => (demoMode ? 'mock' : 'card');
