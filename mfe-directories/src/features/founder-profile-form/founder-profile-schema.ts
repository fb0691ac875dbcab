import { object, string } from 'yup';
import {
  FOUNDER_INDUSTRIES,
  FOUNDER_LIMITS,
  FOUNDER_MESSAGES,
  FUNDING_STAGES,
  URL_LABELS,
  charLength,
  isHttpUrl,
  trimUnicode,
  trimmedLength,
  urlMessage,
  type FounderIndustry,
  type FundingStage,
} from '@donation-network/shared-rules';

/** The social networks the form offers (social_urls keys); other keys a row holds are kept as they are. */
export const SOCIAL_NETWORKS = [
  { key: 'twitter', label: 'Twitter / X' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'github', label: 'GitHub' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/** The founder_profiles columns the form writes. */
export interface FounderProfileDetails {
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
  social_urls: Record<string, string>;
}

/** The founder's row as the form reads it. */
export interface OwnFounderProfile extends FounderProfileDetails {
  id: string;
  pitch_deck_path: string | null;
  pitch_deck_url: string | null;
}

type TextColumn = Exclude<keyof FounderProfileDetails, 'social_urls'>;

/** The form's values: every field is text, as the inputs hold it. */
export type FounderProfileFormValues = { [K in TextColumn]: string } & { social: { [K in SocialNetwork]: string } };

const L = FOUNDER_LIMITS;
const LABELS = URL_LABELS.founder_profiles;

const textBetween = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('length', message, (value = '') => trimmedLength(value) >= min && charLength(value) <= max);

const choice = (options: readonly string[], message: string) =>
  string()
    .default('')
    .oneOf([...options], message)
    .required(message);

const wholeNumber = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('whole-number', message, (value = '') => {
      const text = trimUnicode(value);
      return text === '' || (/^\d{1,7}$/.test(text) && Number(text) >= min && Number(text) <= max);
    });

const httpUrl = (label: string) =>
  string()
    .default('')
    .test('url', urlMessage(label), (value = '') => trimmedLength(value) === 0 || isHttpUrl(trimUnicode(value)));

export const founderProfileSchema = object({
  company_name: textBetween(1, L.companyNameMax, FOUNDER_MESSAGES.companyName),
  industry: choice(FOUNDER_INDUSTRIES, FOUNDER_MESSAGES.industry),
  funding_stage: choice(FUNDING_STAGES, FOUNDER_MESSAGES.fundingStage),
  location: textBetween(1, L.locationMax, FOUNDER_MESSAGES.location),
  founded_year: wholeNumber(L.foundedYearMin, L.foundedYearMax, FOUNDER_MESSAGES.foundedYear),
  team_size: wholeNumber(L.teamSizeMin, L.teamSizeMax, FOUNDER_MESSAGES.teamSize),
  company_description: textBetween(0, L.companyDescriptionMax, FOUNDER_MESSAGES.companyDescription),
  looking_for: textBetween(0, L.lookingForMax, FOUNDER_MESSAGES.lookingFor),
  website: httpUrl(LABELS.website),
  linkedin_url: httpUrl(LABELS.linkedin_url),
  social: object(Object.fromEntries(SOCIAL_NETWORKS.map(({ key, label }) => [key, httpUrl(label)]))),
});

const optionalText = (value: string | undefined): string | null => trimUnicode(value ?? '') || null;
const optionalNumber = (value: string | undefined): number | null => (trimUnicode(value ?? '') ? Number(trimUnicode(value ?? '')) : null);
const asInput = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The stored row (or nothing yet) → the form's values. */
export function toFormValues(profile: OwnFounderProfile | null): Partial<FounderProfileFormValues> {
  const social = Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, asInput(profile?.social_urls?.[key])])) as {
    [K in SocialNetwork]: string;
  };
  if (!profile) return { social };
  return {
    company_name: profile.company_name,
    industry: (FOUNDER_INDUSTRIES as readonly string[]).includes(profile.industry) ? profile.industry : '',
    funding_stage: profile.funding_stage,
    location: profile.location,
    founded_year: asInput(profile.founded_year),
    team_size: asInput(profile.team_size),
    company_description: asInput(profile.company_description),
    looking_for: asInput(profile.looking_for),
    website: asInput(profile.website),
    linkedin_url: asInput(profile.linkedin_url),
    social,
  };
}

/**
 * Checked form values → the row's columns: trimmed, empty optional fields null. Social links
 * the form does not offer (a network the row already had) are kept; emptied ones are removed.
 */
export function toFounderProfileDetails(
  values: FounderProfileFormValues,
  previousSocial: Record<string, string> = {},
): FounderProfileDetails {
  const social_urls: Record<string, string> = { ...previousSocial };
  for (const { key } of SOCIAL_NETWORKS) {
    const url = optionalText(values.social?.[key]);
    if (url) social_urls[key] = url;
    else delete social_urls[key];
  }
  return {
    company_name: trimUnicode(values.company_name),
    industry: values.industry as FounderIndustry,
    funding_stage: values.funding_stage as FundingStage,
    location: trimUnicode(values.location),
    founded_year: optionalNumber(values.founded_year),
    team_size: optionalNumber(values.team_size),
    company_description: optionalText(values.company_description),
    looking_for: optionalText(values.looking_for),
    website: optionalText(values.website),
    linkedin_url: optionalText(values.linkedin_url),
    social_urls,
  };
}
