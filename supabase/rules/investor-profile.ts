// The investor profile, as investor_profiles stores it and as two forms ask for it: the
// registration wizard's investor step and the /investor/profile form. Here are the lists, limits
// and messages of the table's checks (the check constraints of 20261122004000_directories.sql,
// the readable guard guard_investor_profile_fields of 20261124000600_directory-storage.sql and
// the amount guards of 20261126005001_investor-aum-not-negative.sql and
// 20261127000200_investor-aum-cents.sql), the row check the database answers a write with, and
// the one rule both forms validate the typed text with, so the two forms cannot come to disagree
// with each other or with the table. supabase/tests/profile-form-rules.test.ts sends the same bad
// input to both. Dependency-free.
import {
  LOCATION_MAX,
  LOCATION_MESSAGE,
  asInput,
  fieldErrors,
  storedText,
  typedLengthOk,
  typedLinkError,
  type FieldErrors,
} from './directory-profiles';
import { choicesOk, isIn, profileLinksError, textOk } from './profile-checks';
import { trimUnicode } from './text';
import { URL_LABELS } from './url';

/** investor_profiles.investor_type, investment_focus and investment_stages. */
export const INVESTOR_TYPES = ['Angel', 'VC', 'PE', 'Family Office', 'Corporate'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTMENT_FOCUS_OPTIONS = [
  'Software',
  'FinTech',
  'Healthcare',
  'E-commerce',
  'CleanTech',
  'EdTech',
  'Consumer',
  'DeepTech',
  'SaaS',
  'Mobile',
] as const;
export const INVESTMENT_STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] as const;

export const INVESTOR_LIMITS = {
  firmNameMax: 200,
  locationMax: LOCATION_MAX,
  investmentFocusMax: INVESTMENT_FOCUS_OPTIONS.length,
  investmentStagesMax: INVESTMENT_STAGES.length,
  typicalCheckSizeMax: 100,
  /** Dollars and whole cents: 0 <= value < 1e15. */
  assetsUnderManagementLimit: 1e15,
  investmentThesisMax: 5000,
} as const;

export const INVESTOR_MESSAGES = {
  firmName: 'Firm name must be at most 200 characters',
  investorType: 'Choose an investor type',
  investmentFocus: 'Choose at least one investment focus',
  investmentStages: 'Choose at least one investment stage',
  location: LOCATION_MESSAGE,
  typicalCheckSize: 'Typical check size must be at most 100 characters',
  assetsUnderManagement: 'Assets under management must be an amount in dollars, below 1,000 trillion',
  assetsUnderManagementNegative: 'Assets under management cannot be negative',
  investmentThesis: 'Investment thesis must be at most 5000 characters',
  saved: 'Profile saved successfully!',
} as const;

// ---------------------------------------------------------------------------
// The database's row check (first problem, with its message), for a row as stored.

export type InvestorProfileRow = {
  firm_name?: unknown;
  investor_type?: unknown;
  investment_focus?: unknown;
  investment_stages?: unknown;
  location?: unknown;
  typical_check_size?: unknown;
  total_assets_under_management?: unknown;
  website?: unknown;
  linkedin_url?: unknown;
  investment_thesis?: unknown;
  social_urls?: unknown;
};

/**
 * Whole cents, as the database tells them: it reads the stored double with 15 significant digits
 * (a double's own precision) and refuses a third decimal, so 0.1 + 0.2 counts as 0.3.
 */
function wholeCents(amount: number): boolean {
  return /^\d+(\.\d{1,2})?$/.test(String(Number(amount.toPrecision(15))));
}

/** The message the database answers an investor_profiles write with (as the forms write it), or null. */
export function investorProfileError(row: InvestorProfileRow): string | null {
  const L = INVESTOR_LIMITS;
  if (!textOk(row.firm_name, 0, L.firmNameMax) || row.firm_name == null) return INVESTOR_MESSAGES.firmName;
  if (!isIn(INVESTOR_TYPES, row.investor_type)) return INVESTOR_MESSAGES.investorType;
  if (!choicesOk(row.investment_focus, INVESTMENT_FOCUS_OPTIONS, L.investmentFocusMax)) return INVESTOR_MESSAGES.investmentFocus;
  if (!choicesOk(row.investment_stages, INVESTMENT_STAGES, L.investmentStagesMax)) return INVESTOR_MESSAGES.investmentStages;
  if (!textOk(row.location, 1, L.locationMax)) return INVESTOR_MESSAGES.location;
  if (!textOk(row.typical_check_size, 0, L.typicalCheckSizeMax)) return INVESTOR_MESSAGES.typicalCheckSize;
  const aum = row.total_assets_under_management;
  if (typeof aum === 'number' && aum < 0) return INVESTOR_MESSAGES.assetsUnderManagementNegative;
  if (aum != null && !(typeof aum === 'number' && aum >= 0 && aum < L.assetsUnderManagementLimit && wholeCents(aum))) {
    return INVESTOR_MESSAGES.assetsUnderManagement;
  }
  if (!textOk(row.investment_thesis, 0, L.investmentThesisMax)) return INVESTOR_MESSAGES.investmentThesis;
  return profileLinksError('investor_profiles', row);
}

// ---------------------------------------------------------------------------
// The forms: the fields both ask for, checked as typed and turned into the row's columns.

/** The investor_profiles columns both forms write (the profile form adds its social links). */
export type InvestorProfileDetails = {
  /** '' for an individual investor */
  firm_name: string;
  investor_type: InvestorType;
  investment_focus: string[];
  investment_stages: string[];
  location: string;
  typical_check_size: string | null;
  total_assets_under_management: number | null;
  website: string | null;
  linkedin_url: string | null;
  investment_thesis: string | null;
};

export type InvestorProfileField = keyof InvestorProfileDetails;
/** The two multiple-choice fields: a list of ticked options, not a text. */
export type InvestorProfileListField = 'investment_focus' | 'investment_stages';
type TextField = Exclude<InvestorProfileField, InvestorProfileListField>;

/** The forms' values: each text field as typed (undefined once emptied), each multiple choice as the ticked options. */
export type InvestorProfileInput = { [K in TextField]?: string } & { [K in InvestorProfileListField]?: string[] };

/**
 * The message for the assets-under-management input as typed (dollars, up to two decimals), or
 * null: both investor forms check it with this one rule, before the number reaches the database.
 */
export function assetsUnderManagementInputError(input: string): string | null {
  const text = trimUnicode(input);
  if (text === '') return null;
  if (/^-\s*\d/.test(text)) return INVESTOR_MESSAGES.assetsUnderManagementNegative;
  const isAmount = /^\d+(\.\d{1,2})?$/.test(text) && Number(text) < INVESTOR_LIMITS.assetsUnderManagementLimit;
  return isAmount ? null : INVESTOR_MESSAGES.assetsUnderManagement;
}

const L = INVESTOR_LIMITS;
const M = INVESTOR_MESSAGES;
const LABELS = URL_LABELS.investor_profiles;

const ticked = (options: readonly string[], max: number, value: string[] | undefined) => {
  const items = value ?? [];
  return items.length >= 1 && items.length <= max && items.every((item) => options.includes(item));
};

const FIELD_RULES: { [K in InvestorProfileField]-?: (value: InvestorProfileInput[K]) => string | null } = {
  firm_name: (value) => (typedLengthOk(value, 0, L.firmNameMax) ? null : M.firmName),
  investor_type: (value) => (value && (INVESTOR_TYPES as readonly string[]).includes(value) ? null : M.investorType),
  investment_focus: (value) => (ticked(INVESTMENT_FOCUS_OPTIONS, L.investmentFocusMax, value) ? null : M.investmentFocus),
  investment_stages: (value) => (ticked(INVESTMENT_STAGES, L.investmentStagesMax, value) ? null : M.investmentStages),
  location: (value) => (typedLengthOk(value, 1, L.locationMax) ? null : M.location),
  typical_check_size: (value) => (typedLengthOk(value, 0, L.typicalCheckSizeMax) ? null : M.typicalCheckSize),
  total_assets_under_management: (value) => assetsUnderManagementInputError(value ?? ''),
  website: (value) => typedLinkError(LABELS.website, value),
  linkedin_url: (value) => typedLinkError(LABELS.linkedin_url, value),
  investment_thesis: (value) => (typedLengthOk(value, 0, L.investmentThesisMax) ? null : M.investmentThesis),
};

/** The message of each field the forms refuse as typed ({} when the values can be saved). */
export function investorProfileInputErrors(values: InvestorProfileInput): FieldErrors<InvestorProfileField> {
  return fieldErrors(FIELD_RULES, values);
}

/** Checked values → the row's columns: text trimmed, empty optional fields null, an empty firm name ''. */
export function toInvestorProfileDetails(values: InvestorProfileInput): InvestorProfileDetails {
  const aum = trimUnicode(values.total_assets_under_management ?? '');
  const focus = values.investment_focus ?? [];
  const stages = values.investment_stages ?? [];
  return {
    firm_name: trimUnicode(values.firm_name ?? ''),
    investor_type: values.investor_type as InvestorType,
    // in the order the options are listed, whatever order they were ticked in
    investment_focus: INVESTMENT_FOCUS_OPTIONS.filter((option) => focus.includes(option)),
    investment_stages: INVESTMENT_STAGES.filter((option) => stages.includes(option)),
    location: trimUnicode(values.location ?? ''),
    typical_check_size: storedText(values.typical_check_size),
    total_assets_under_management: aum ? Number(aum) : null,
    website: storedText(values.website),
    linkedin_url: storedText(values.linkedin_url),
    investment_thesis: storedText(values.investment_thesis),
  };
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A stored row or a registration draft (any shape) back in the form's inputs. */
export function toInvestorProfileInput(
  source: object | null | undefined,
): Record<TextField, string> & Record<InvestorProfileListField, string[]> {
  const stored = (source ?? {}) as Partial<Record<InvestorProfileField, unknown>>;
  const textFields = (Object.keys(FIELD_RULES) as InvestorProfileField[]).filter(
    (field): field is TextField => field !== 'investment_focus' && field !== 'investment_stages',
  );
  return {
    ...(Object.fromEntries(textFields.map((field) => [field, asInput(stored[field])])) as Record<TextField, string>),
    investment_focus: asList(stored.investment_focus),
    investment_stages: asList(stored.investment_stages),
  };
}
