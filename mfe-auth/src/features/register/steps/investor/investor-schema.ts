import { array, object, string } from 'yup';
import { URL_LABELS, trimUnicode } from 'shared-rules';
import { asInput, fullName, httpUrl, location, optionalText, textMax } from '../founder/profile-fields';

/** investor_profiles' check constraints: the allowed types, focus areas and stages. */
export const INVESTOR_TYPES = ['Angel', 'VC', 'PE', 'Family Office', 'Corporate'] as const;
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
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/** Dollars: the column's check is 0 <= value < 1e15. */
const AUM_LIMIT = 1e15;

export const INVESTOR_MESSAGES = {
  firmName: 'Firm name must be at most 200 characters',
  investorType: 'Choose an investor type',
  investmentFocus: 'Choose at least one investment focus',
  investmentStages: 'Choose at least one investment stage',
  typicalCheckSize: 'Typical check size must be at most 100 characters',
  assetsUnderManagement: 'Assets under management must be an amount in dollars, below 1,000 trillion',
  investmentThesis: 'Investment thesis must be at most 5000 characters',
} as const;

/** The investor_profiles columns the registration form fills (the rest keep their defaults). */
export type InvestorDetails = {
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

type ListColumn = 'investment_focus' | 'investment_stages';

/** The form's values: text inputs and the two checkbox lists, plus the account holder's name. */
export type InvestorFormValues = { name: string } & { [K in Exclude<keyof InvestorDetails, ListColumn>]: string } & {
  [K in ListColumn]: string[];
};

const choices = (options: readonly string[], max: number, message: string) =>
  array(string().default(''))
    .default([])
    .test('choices', message, (value = []) => value.length >= 1 && value.length <= max && value.every((item) => options.includes(item)));

const LABELS = URL_LABELS.investor_profiles;

export const investorSchema = object({
  name: fullName,
  firm_name: textMax(200, INVESTOR_MESSAGES.firmName),
  investor_type: string()
    .default('')
    .oneOf([...INVESTOR_TYPES], INVESTOR_MESSAGES.investorType)
    .required(INVESTOR_MESSAGES.investorType),
  investment_focus: choices(INVESTMENT_FOCUS_OPTIONS, 10, INVESTOR_MESSAGES.investmentFocus),
  investment_stages: choices(INVESTMENT_STAGES, 5, INVESTOR_MESSAGES.investmentStages),
  location,
  typical_check_size: textMax(100, INVESTOR_MESSAGES.typicalCheckSize),
  total_assets_under_management: string()
    .default('')
    .test('dollars', INVESTOR_MESSAGES.assetsUnderManagement, (value = '') => {
      const text = trimUnicode(value);
      return text === '' || (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) < AUM_LIMIT);
    }),
  website: httpUrl(LABELS.website),
  linkedin_url: httpUrl(LABELS.linkedin_url),
  investment_thesis: textMax(5000, INVESTOR_MESSAGES.investmentThesis),
});

/** Checked form values → the row's columns (trimmed; empty optional fields null, an empty firm name ''). */
export function toInvestorDetails(values: InvestorFormValues): InvestorDetails {
  const aum = trimUnicode(values.total_assets_under_management ?? '');
  return {
    firm_name: trimUnicode(values.firm_name ?? ''),
    investor_type: values.investor_type as InvestorType,
    // in the order the options are listed, whatever order they were ticked in
    investment_focus: INVESTMENT_FOCUS_OPTIONS.filter((option) => values.investment_focus.includes(option)),
    investment_stages: INVESTMENT_STAGES.filter((option) => values.investment_stages.includes(option)),
    location: trimUnicode(values.location),
    typical_check_size: optionalText(values.typical_check_size),
    total_assets_under_management: aum ? Number(aum) : null,
    website: optionalText(values.website),
    linkedin_url: optionalText(values.linkedin_url),
    investment_thesis: optionalText(values.investment_thesis),
  };
}

const TEXT_COLUMNS = [
  'firm_name',
  'investor_type',
  'location',
  'typical_check_size',
  'total_assets_under_management',
  'website',
  'linkedin_url',
  'investment_thesis',
] as const;
const LIST_COLUMNS: readonly ListColumn[] = ['investment_focus', 'investment_stages'];
const INVESTOR_COLUMNS: readonly (keyof InvestorDetails)[] = [...TEXT_COLUMNS, ...LIST_COLUMNS];

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The draft's investor values (any shape a draft may hold) back in the form. */
export function toInvestorFormValues(name: string | undefined, draft: Record<string, unknown> | undefined): Partial<InvestorFormValues> {
  const values: Partial<InvestorFormValues> = { name: name ?? '' };
  for (const column of TEXT_COLUMNS) values[column] = asInput(draft?.[column]);
  for (const column of LIST_COLUMNS) values[column] = asList(draft?.[column]);
  return values;
}

/** The draft's investor values as an insert: only the form's columns, so a stray draft key never reaches the table. */
export function investorRow(userId: string, draft: Record<string, unknown> | undefined) {
  const row: Record<string, unknown> = { user_id: userId };
  for (const column of INVESTOR_COLUMNS) row[column] = draft?.[column] ?? null;
  // firm_name is not null ('' for an individual investor)
  row.firm_name ??= '';
  return row;
}
