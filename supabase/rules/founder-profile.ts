// The founder's company profile, as founder_profiles stores it and as two forms ask for it: the
// registration wizard's founder step and the /founder/profile form. Here are the lists, limits
// and messages of the table's checks (the check constraints of 20261122001000_founder-profiles.sql
// and the readable guard guard_founder_profile_fields of 20261124000600_directory-storage.sql),
// the row check the database answers a write with, and the one rule both forms validate the
// typed text with, so the two forms cannot come to disagree with each other or with the table.
// supabase/tests/profile-form-rules.test.ts sends the same bad input to both. Dependency-free.
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
import { intOk, isIn, profileLinksError, textOk } from './profile-checks';
import { trimUnicode } from './text';
import { URL_LABELS } from './url';

/** founder_profiles.funding_stage */
export const FUNDING_STAGES = ['Bootstrapped', 'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'] as const;
export type FundingStage = (typeof FUNDING_STAGES)[number];

/** founder_profiles.industry (public.is_founder_industry; enforced when the industry is written). */
export const FOUNDER_INDUSTRIES = ['Software', 'Healthcare', 'FinTech', 'E-commerce', 'CleanTech', 'EdTech'] as const;
export type FounderIndustry = (typeof FOUNDER_INDUSTRIES)[number];

export const FOUNDER_LIMITS = {
  companyNameMax: 200,
  industryMax: 80,
  locationMax: LOCATION_MAX,
  foundedYearMin: 1800,
  foundedYearMax: 2100,
  teamSizeMin: 1,
  teamSizeMax: 1_000_000,
  companyDescriptionMax: 5000,
  lookingForMax: 200,
} as const;

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

// ---------------------------------------------------------------------------
// The database's row check (first problem, with its message), for a row as stored.

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

/** The message the database answers a founder_profiles write with (as the forms write it), or null. */
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
  return profileLinksError('founder_profiles', row);
}

// ---------------------------------------------------------------------------
// The forms: the fields both ask for, checked as typed and turned into the row's columns.

/** The founder_profiles columns both forms write (the profile form adds its social links). */
export type FounderProfileDetails = {
  company_name: string;
  industry: FounderIndustry;
  funding_stage: FundingStage;
  location: string;
  founded_year: number | null;
  team_size: number | null;
  company_description: string | null;
  looking_for: string | null;
  website: string | null;
  linkedin_url: string | null;
};

export type FounderProfileField = keyof FounderProfileDetails;

/** The forms' values: each field's text as typed (undefined once emptied). */
export type FounderProfileInput = { [K in FounderProfileField]?: string };

/**
 * Empty, or a whole number of at most seven digits in the range: the text is checked, not what
 * Number() makes of it, so '1e3', '12.0' and '0x10' are refused before an integer column sees them.
 */
function wholeNumberOk(value: string | undefined, min: number, max: number): boolean {
  const text = trimUnicode(value ?? '');
  return text === '' || (/^\d{1,7}$/.test(text) && Number(text) >= min && Number(text) <= max);
}

const chosen = (options: readonly string[], value: string | undefined) => (value ? options.includes(value) : false);

const L = FOUNDER_LIMITS;
const M = FOUNDER_MESSAGES;
const LABELS = URL_LABELS.founder_profiles;

const FIELD_RULES: { [K in FounderProfileField]: (value: string | undefined) => string | null } = {
  company_name: (value) => (typedLengthOk(value, 1, L.companyNameMax) ? null : M.companyName),
  industry: (value) => (chosen(FOUNDER_INDUSTRIES, value) ? null : M.industry),
  funding_stage: (value) => (chosen(FUNDING_STAGES, value) ? null : M.fundingStage),
  location: (value) => (typedLengthOk(value, 1, L.locationMax) ? null : M.location),
  founded_year: (value) => (wholeNumberOk(value, L.foundedYearMin, L.foundedYearMax) ? null : M.foundedYear),
  team_size: (value) => (wholeNumberOk(value, L.teamSizeMin, L.teamSizeMax) ? null : M.teamSize),
  company_description: (value) => (typedLengthOk(value, 0, L.companyDescriptionMax) ? null : M.companyDescription),
  looking_for: (value) => (typedLengthOk(value, 0, L.lookingForMax) ? null : M.lookingFor),
  website: (value) => typedLinkError(LABELS.website, value),
  linkedin_url: (value) => typedLinkError(LABELS.linkedin_url, value),
};

/** The message of each field the forms refuse as typed ({} when the values can be saved). */
export function founderProfileInputErrors(values: FounderProfileInput): FieldErrors<FounderProfileField> {
  return fieldErrors(FIELD_RULES, values);
}

const storedNumber = (value: string | undefined): number | null => {
  const text = trimUnicode(value ?? '');
  return text ? Number(text) : null;
};

/** Checked values → the row's columns: text trimmed, empty optional fields null. */
export function toFounderProfileDetails(values: FounderProfileInput): FounderProfileDetails {
  return {
    company_name: trimUnicode(values.company_name ?? ''),
    industry: values.industry as FounderIndustry,
    funding_stage: values.funding_stage as FundingStage,
    location: trimUnicode(values.location ?? ''),
    founded_year: storedNumber(values.founded_year),
    team_size: storedNumber(values.team_size),
    company_description: storedText(values.company_description),
    looking_for: storedText(values.looking_for),
    website: storedText(values.website),
    linkedin_url: storedText(values.linkedin_url),
  };
}

/**
 * A stored row or a registration draft (any shape) back in the form's inputs. An industry the
 * form no longer offers starts unchosen, so the person picks one of today's.
 */
export function toFounderProfileInput(source: object | null | undefined): Record<FounderProfileField, string> {
  const stored = (source ?? {}) as Partial<Record<FounderProfileField, unknown>>;
  const fields = Object.keys(FIELD_RULES) as FounderProfileField[];
  const values = Object.fromEntries(fields.map((field) => [field, asInput(stored[field])])) as Record<FounderProfileField, string>;
  if (!chosen(FOUNDER_INDUSTRIES, values.industry)) values.industry = '';
  return values;
}
