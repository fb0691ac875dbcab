import { array, object, string } from 'yup';
import {
  INVESTMENT_FOCUS_OPTIONS,
  INVESTMENT_STAGES,
  INVESTOR_LIMITS,
  INVESTOR_MESSAGES,
  INVESTOR_TYPES,
  URL_LABELS,
  assetsUnderManagementInputError,
  trimUnicode,
  type InvestorType,
} from '@donation-network/shared-rules';
import { asInput, fullName, httpUrl, location, optionalText, textMax } from '../founder/profile-fields';

// Lists, limits and messages: shared-rules (directory-profiles.ts), as the database checks them.
export { INVESTMENT_FOCUS_OPTIONS, INVESTMENT_STAGES, INVESTOR_MESSAGES, INVESTOR_TYPES, type InvestorType };

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
const L = INVESTOR_LIMITS;

export const investorSchema = object({
  name: fullName,
  firm_name: textMax(L.firmNameMax, INVESTOR_MESSAGES.firmName),
  investor_type: string()
    .default('')
    .oneOf([...INVESTOR_TYPES], INVESTOR_MESSAGES.investorType)
    .required(INVESTOR_MESSAGES.investorType),
  investment_focus: choices(INVESTMENT_FOCUS_OPTIONS, L.investmentFocusMax, INVESTOR_MESSAGES.investmentFocus),
  investment_stages: choices(INVESTMENT_STAGES, L.investmentStagesMax, INVESTOR_MESSAGES.investmentStages),
  location,
  typical_check_size: textMax(L.typicalCheckSizeMax, INVESTOR_MESSAGES.typicalCheckSize),
  total_assets_under_management: string()
    .default('')
    .test('dollars', '', function (value = '') {
      const message = assetsUnderManagementInputError(value);
      return message ? this.createError({ message }) : true;
    }),
  website: httpUrl(LABELS.website),
  linkedin_url: httpUrl(LABELS.linkedin_url),
  investment_thesis: textMax(L.investmentThesisMax, INVESTOR_MESSAGES.investmentThesis),
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

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The draft's investor values (any shape a draft may hold) back in the form. */
export function toInvestorFormValues(name: string | undefined, draft: Record<string, unknown> | undefined): Partial<InvestorFormValues> {
  const values: Partial<InvestorFormValues> = { name: name ?? '' };
  for (const column of TEXT_COLUMNS) values[column] = asInput(draft?.[column]);
  for (const column of LIST_COLUMNS) values[column] = asList(draft?.[column]);
  return values;
}
