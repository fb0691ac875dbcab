import { object, string } from 'yup';
import {
  FOUNDER_INDUSTRIES,
  FOUNDER_LIMITS,
  FOUNDER_MESSAGES,
  FUNDING_STAGES,
  URL_LABELS,
  trimUnicode,
  type FounderIndustry,
  type FundingStage,
} from '@donation-network/shared-rules';
import { asInput, fullName, httpUrl, location, optionalNumber, optionalText, textBetween, textMax } from './profile-fields';

// Lists, limits and messages: shared-rules (directory-profiles.ts), as the database checks them.
export { FOUNDER_INDUSTRIES, FOUNDER_MESSAGES, FUNDING_STAGES, type FundingStage };

/** The founder_profiles columns the registration form fills (the rest keep their defaults). */
export type FounderDetails = {
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

/** The form's values: text inputs, plus the account holder's name. */
export type FounderFormValues = { name: string } & { [K in keyof FounderDetails]: string };

const wholeNumber = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('whole-number', message, (value = '') => {
      const text = trimUnicode(value);
      return text === '' || (/^\d{1,7}$/.test(text) && Number(text) >= min && Number(text) <= max);
    });

const LABELS = URL_LABELS.founder_profiles;
const L = FOUNDER_LIMITS;

const oneOf = (options: readonly string[], message: string) =>
  string()
    .default('')
    .oneOf([...options], message)
    .required(message);

export const founderSchema = object({
  name: fullName,
  company_name: textBetween(1, L.companyNameMax, FOUNDER_MESSAGES.companyName),
  industry: oneOf(FOUNDER_INDUSTRIES, FOUNDER_MESSAGES.industry),
  funding_stage: oneOf(FUNDING_STAGES, FOUNDER_MESSAGES.fundingStage),
  location,
  founded_year: wholeNumber(L.foundedYearMin, L.foundedYearMax, FOUNDER_MESSAGES.foundedYear),
  team_size: wholeNumber(L.teamSizeMin, L.teamSizeMax, FOUNDER_MESSAGES.teamSize),
  company_description: textMax(L.companyDescriptionMax, FOUNDER_MESSAGES.companyDescription),
  looking_for: textMax(L.lookingForMax, FOUNDER_MESSAGES.lookingFor),
  website: httpUrl(LABELS.website),
  linkedin_url: httpUrl(LABELS.linkedin_url),
});

/** Checked form values → the row's columns (trimmed; empty optional fields null). */
export function toFounderDetails(values: FounderFormValues): FounderDetails {
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
  };
}

const FOUNDER_COLUMNS: readonly (keyof FounderDetails)[] = [
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
];

/** The draft's founder values (any shape a draft may hold) back in the form. */
export function toFounderFormValues(name: string | undefined, draft: Record<string, unknown> | undefined): Partial<FounderFormValues> {
  const values: Partial<FounderFormValues> = { name: name ?? '' };
  for (const column of FOUNDER_COLUMNS) values[column] = asInput(draft?.[column]);
  return values;
}
