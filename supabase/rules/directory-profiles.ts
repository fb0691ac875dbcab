// Founder and investor profiles (the registration wizard's details steps and the
// /founder/profile and /investor/profile forms): the lists, limits and messages of
// founder_profiles and investor_profiles (check constraints of migrations 20261122001000 and
// 20261122004000; the readable guards guard_founder_profile_fields and
// guard_investor_profile_fields of 20261124000600_directory-storage.sql) and the private
// Storage buckets of the pitch deck and the profile documents. Dependency-free.
import { charLength, trimUnicode, trimmedLength } from './text';
import { URL_LABELS, urlError, urlMapError } from './url';

/** founder_profiles.funding_stage */
export const FUNDING_STAGES = ['Bootstrapped', 'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];

/** founder_profiles.industry (public.is_founder_industry; enforced when the industry is written). */
export const FOUNDER_INDUSTRIES = ['Software', 'Healthcare', 'FinTech', 'E-commerce', 'CleanTech', 'EdTech'] as const;
export type FounderIndustry = (typeof FOUNDER_INDUSTRIES)[number];

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

export const FOUNDER_LIMITS = {
  companyNameMax: 200,
  industryMax: 80,
  locationMax: 200,
  foundedYearMin: 1800,
  foundedYearMax: 2100,
  teamSizeMin: 1,
  teamSizeMax: 1_000_000,
  companyDescriptionMax: 5000,
  lookingForMax: 200,
} as const;

export const INVESTOR_LIMITS = {
  firmNameMax: 200,
  locationMax: 200,
  investmentFocusMax: INVESTMENT_FOCUS_OPTIONS.length,
  investmentStagesMax: INVESTMENT_STAGES.length,
  typicalCheckSizeMax: 100,
  /** Dollars: 0 <= value < 1e15. */
  assetsUnderManagementLimit: 1e15,
  investmentThesisMax: 5000,
} as const;

export const LOCATION_MESSAGE = 'Location must be 1 to 200 characters';

export const FOUNDER_MESSAGES = {
  companyName: 'Company name must be 1 to 200 characters',
  industry: 'Choose an industry',
  fundingStage: 'Choose a funding stage',
  location: LOCATION_MESSAGE,
  foundedYear: 'Founded year must be a year from 1800 to 2100',
  teamSize: 'Team size must be a whole number from 1 to 1,000,000',
  companyDescription: 'Company description must be at most 5000 characters',
  lookingFor: 'Looking for must be at most 200 characters',
  saved: 'Profile saved successfully!',
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
// Storage: private buckets, written by the owner (folder <user id>/) and admins, read by signed-in users.

export const PITCH_DECK_BUCKET = 'pitch-decks';
export const DIRECTORY_DOCUMENTS_BUCKET = 'directory-documents';

/** public.directory_file_max_bytes(): both buckets' file_size_limit (10 MiB). */
export const DIRECTORY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PITCH_DECK_MAX_BYTES = DIRECTORY_FILE_MAX_BYTES;
export const DIRECTORY_DOCUMENT_MAX_BYTES = DIRECTORY_FILE_MAX_BYTES;
export const PITCH_DECK_TYPES = ['application/pdf'] as const;
export const DIRECTORY_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file inputs' accept attributes. */
export const PITCH_DECK_ACCEPT = '.pdf,application/pdf';
export const DIRECTORY_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** founder_documents.name and investor_verification_documents.name: 1 to this many characters. */
export const DIRECTORY_DOCUMENT_NAME_MAX = 200;
/** founder_profiles.pitch_deck_path and founder_documents.object_path: at most this many characters. */
export const DIRECTORY_OBJECT_PATH_MAX = 512;

export const DIRECTORY_FILE_MESSAGES = {
  pitchDeckType: 'Please upload your pitch deck as a PDF file',
  pitchDeckSize: 'The pitch deck must be at most 10 MB',
  documentType: 'Please upload a PDF, JPEG or PNG file',
  documentSize: 'The document must be at most 10 MB',
  documentName: 'Document name must be 1 to 200 characters',
  empty: 'The file is empty',
  noPitchDeck: 'No pitch deck available or requires subscription to view.',
} as const;

type FileFacts = { type: string; size: number };

/** The message for a pitch deck the bucket would refuse, or null. */
export function pitchDeckFileError(file: FileFacts): string | null {
  if (!(PITCH_DECK_TYPES as readonly string[]).includes(file.type)) return DIRECTORY_FILE_MESSAGES.pitchDeckType;
  if (file.size < 1) return DIRECTORY_FILE_MESSAGES.empty;
  if (file.size > PITCH_DECK_MAX_BYTES) return DIRECTORY_FILE_MESSAGES.pitchDeckSize;
  return null;
}

/** The message for a profile document the bucket would refuse, or null. */
export function directoryDocumentFileError(file: FileFacts): string | null {
  if (!(DIRECTORY_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DIRECTORY_FILE_MESSAGES.documentType;
  if (file.size < 1) return DIRECTORY_FILE_MESSAGES.empty;
  if (file.size > DIRECTORY_DOCUMENT_MAX_BYTES) return DIRECTORY_FILE_MESSAGES.documentSize;
  return null;
}

/** The message for a document name the database refuses (founder and investor documents), or null. */
export function directoryDocumentNameError(name: string): string | null {
  return trimmedLength(name) >= 1 && charLength(name) <= DIRECTORY_DOCUMENT_NAME_MAX ? null : DIRECTORY_FILE_MESSAGES.documentName;
}

/** A file name reduced to safe characters for an object name (letters, digits, dot, dash, underscore). */
export function safeObjectName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-100);
  return cleaned || 'file';
}

/** Where a founder's pitch deck goes: pitch-decks/<user id>/pitch-deck-<timestamp>.pdf */
export const pitchDeckPath = (userId: string, timestamp: number = Date.now()) => `${userId}/pitch-deck-${timestamp}.pdf`;

/** Where a profile document goes: directory-documents/<user id>/<timestamp>-<file name> */
export const directoryDocumentPath = (userId: string, fileName: string, timestamp: number = Date.now()) =>
  `${userId}/${timestamp}-${safeObjectName(fileName)}`;

// ---------------------------------------------------------------------------
// The database's row checks (first problem, with its message), for a row as stored.

const isIn = (options: readonly string[], value: unknown): boolean => typeof value === 'string' && options.includes(value);
const textOk = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'string' ? trimmedLength(value) >= min && charLength(value) <= max : min === 0 && value == null;
const intOk = (value: unknown, min: number, max: number): boolean =>
  value == null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max);
const choicesOk = (value: unknown, options: readonly string[], max: number): boolean =>
  Array.isArray(value) && value.length >= 1 && value.length <= max && value.every((item) => isIn(options, item));

export type FounderProfileRow = {
  company_name?: unknown;
  industry?: unknown;
  funding_stage?: unknown;
  location?: unknown;
  founded_year?: unknown;
  team_size?: unknown;
  company_description?: unknown;
  looking_for?: unknown;
  website?: unknown;
  linkedin_url?: unknown;
  social_urls?: unknown;
};

const optionalUrlError = (label: string, value: unknown): string | null =>
  value == null ? null : typeof value === 'string' ? urlError(label, value) : `${label} must be a valid http:// or https:// link`;

/** The message the database answers a founder_profiles write with (as the form writes it), or null. */
export function founderProfileError(row: FounderProfileRow): string | null {
  const L = FOUNDER_LIMITS;
  if (!textOk(row.company_name, 1, L.companyNameMax)) return FOUNDER_MESSAGES.companyName;
  if (!isIn(FOUNDER_INDUSTRIES, row.industry)) return FOUNDER_MESSAGES.industry;
  if (!isIn(FUNDING_STAGES, row.funding_stage)) return FOUNDER_MESSAGES.fundingStage;
  if (!textOk(row.location, 1, L.locationMax)) return FOUNDER_MESSAGES.location;
  if (!intOk(row.founded_year, L.foundedYearMin, L.foundedYearMax)) return FOUNDER_MESSAGES.foundedYear;
  if (!intOk(row.team_size, L.teamSizeMin, L.teamSizeMax)) return FOUNDER_MESSAGES.teamSize;
  if (!textOk(row.company_description, 0, L.companyDescriptionMax)) return FOUNDER_MESSAGES.companyDescription;
  if (!textOk(row.looking_for, 0, L.lookingForMax)) return FOUNDER_MESSAGES.lookingFor;
  const labels = URL_LABELS.founder_profiles;
  return (
    optionalUrlError(labels.website, row.website) ??
    optionalUrlError(labels.linkedin_url, row.linkedin_url) ??
    (row.social_urls == null ? null : urlMapError(labels.social_urls, row.social_urls as Record<string, unknown>))
  );
}

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

/** The message the database answers an investor_profiles write with (as the form writes it), or null. */
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
  if (aum != null && !(typeof aum === 'number' && aum >= 0 && aum < L.assetsUnderManagementLimit)) {
    return INVESTOR_MESSAGES.assetsUnderManagement;
  }
  if (!textOk(row.investment_thesis, 0, L.investmentThesisMax)) return INVESTOR_MESSAGES.investmentThesis;
  const labels = URL_LABELS.investor_profiles;
  return (
    optionalUrlError(labels.website, row.website) ??
    optionalUrlError(labels.linkedin_url, row.linkedin_url) ??
    (row.social_urls == null ? null : urlMapError(labels.social_urls, row.social_urls as Record<string, unknown>))
  );
}
