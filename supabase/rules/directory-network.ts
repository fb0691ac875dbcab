// The directory network's rules: profile completion, the credibility formula, matches and intro
// requests. Enforced by supabase/migrations/20261124000620_directory-network.sql (founder_completion,
// investor_completion, founder_credibility, investor_credibility, investor_matches_for_founder,
// startup_matches_for_investor, request_intro, respond_intro, intro_contact) and mirrored here for
// the dashboards, the intro dialog and the tests; the directory pages' search limit of
// 20261124000700_directory-search-at-scale.sql too. Dependency-free: keep it in step with the migrations.
import { trimmedLength } from './text';

/** The fields of the founder's profile form: completion counts the filled ones. */
export const FOUNDER_COMPLETION_FIELDS = [
  'company_name',
  'industry',
  'funding_stage',
  'location',
  'founded_year',
  'team_size',
  'company_description',
  'looking_for',
  'website',
  'linkedin_url',
] as const;

/** The fields of the investor's profile form, counted the same way. */
export const INVESTOR_COMPLETION_FIELDS = [
  'firm_name',
  'investor_type',
  'location',
  'typical_check_size',
  'total_assets_under_management',
  'website',
  'linkedin_url',
  'investment_thesis',
  'investment_focus',
  'investment_stages',
] as const;

/** A field counts as filled when it holds a number, a text that is not only spaces (SQL btrim) or a non-empty list (cardinality). */
function isFilled(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.replace(/^ +| +$/g, '') !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Percentage of `fields` filled in `profile`, rounded (the database's founder_completion / investor_completion). */
export function profileCompletion(profile: Record<string, unknown>, fields: readonly string[]): number {
  const filled = fields.filter((field) => isFilled(profile[field])).length;
  return Math.round((100 * filled) / fields.length);
}

/** Credibility points per part of the formula (see the migration's header). */
export const CREDIBILITY_POINTS = {
  verified: 40,
  pending: 20,
  /** completion percentage × this, rounded: at most 30 */
  completenessFactor: 0.3,
  /** per achievement (founder) or per exit (investor), at most 3 counted */
  perAchievement: 5,
  maxAchievements: 3,
  /** per year since founding (founder) or per portfolio company (investor), at most 5 counted */
  perHistoryItem: 3,
  maxHistoryItems: 5,
} as const;

export interface CredibilityInputs {
  verificationStatus: string;
  /** 0..100 */
  completion: number;
  /** Founder: achievements listed. Investor: portfolio exits (Acquired or IPO). */
  achievements: number;
  /** Founder: full years since founded_year. Investor: portfolio companies. */
  history: number;
}

/** The credibility score 0..100 the database computes (founder_credibility / investor_credibility). */
export function credibilityScore({ verificationStatus, completion, achievements, history }: CredibilityInputs): number {
  const P = CREDIBILITY_POINTS;
  const verification = verificationStatus === 'verified' ? P.verified : verificationStatus === 'pending' ? P.pending : 0;
  return (
    verification +
    Math.round(completion * P.completenessFactor) +
    P.perAchievement * Math.min(Math.max(achievements, 0), P.maxAchievements) +
    P.perHistoryItem * Math.min(Math.max(history, 0), P.maxHistoryItems)
  );
}

/** Who asks whom: founders ask investors, investors ask founders. */
export const INTRO_KINDS = ['founder', 'investor'] as const;
export type IntroKind = (typeof INTRO_KINDS)[number];

export const INTRO_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type IntroStatus = (typeof INTRO_STATUSES)[number];

export const INTRO_MESSAGE_MAX = 1000;

export const DIRECTORY_NETWORK_MESSAGES = {
  signInToRequest: 'Sign in to request an intro',
  targetKind: 'Intro target must be founder or investor',
  profileNotFound: 'Profile not found',
  /** An owner whose profile an admin hid (migration 20261124000710) */
  ownProfileHidden: 'Your profile is hidden by an administrator, so you cannot send or accept intros',
  notToSelf: 'You cannot request an intro to yourself',
  targetWithoutAccount: 'This profile has no account to receive intro requests yet',
  founderProfileRequired: 'Only founders with a company profile can request an intro to an investor',
  investorProfileRequired: 'Only investors with an investor profile can request an intro to a founder',
  messageRequired: 'Please write a message',
  messageMax: 'The message must be at most 1000 characters',
  alreadyPending: 'An intro request between you is already pending',
  signInToRespond: 'Sign in to answer an intro request',
  answerRequired: 'Say whether you accept the intro',
  introNotFound: 'Intro request not found',
  onlyRecipient: 'Only the recipient can answer an intro request',
  alreadyAnswered: 'This intro request has already been answered',
  signInForContact: 'Sign in to see contact details',
  contactAfterAccept: 'Contact details are shared once the intro is accepted',
  featuredCount: 'Ask for 1 to 50 featured profiles',
  similarCount: 'Ask for 1 to 20 similar investors',
} as const;

/** Toasts of the intro workflow. */
export const INTRO_TOASTS = {
  sent: 'Intro request sent',
  accepted: 'Intro accepted',
  declined: 'Intro declined',
} as const;

/** The database's rule for an intro message: required (after trimming), at most 1000 characters. */
export function introMessageError(message: string | null | undefined): string | null {
  if (message == null || trimmedLength(message) === 0) return DIRECTORY_NETWORK_MESSAGES.messageRequired;
  if (trimmedLength(message) > INTRO_MESSAGE_MAX) return DIRECTORY_NETWORK_MESSAGES.messageMax;
  return null;
}

/**
 * The directory pages' search and location filters (public.directory_contains_pattern,
 * 20261124000700): no stored field is longer, so a longer text is refused rather than scanned.
 */
export const DIRECTORY_SEARCH_MAX = 200;
export const DIRECTORY_SEARCH_TOO_LONG = 'Search for at most 200 characters';

/** The database's refusal of a directory search or location text, or null (blank and trimmed text as the server sees it). */
export function directorySearchError(text: string): string | null {
  return trimmedLength(text) > DIRECTORY_SEARCH_MAX ? DIRECTORY_SEARCH_TOO_LONG : null;
}
