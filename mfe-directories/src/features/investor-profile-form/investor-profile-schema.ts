import { array, object, string } from 'yup';
import {
  INVESTMENT_FOCUS_OPTIONS,
  INVESTMENT_STAGES,
  INVESTOR_LIMITS,
  INVESTOR_MESSAGES,
  INVESTOR_TYPES,
  URL_LABELS,
  assetsUnderManagementInputError,
  charLength,
  isHttpUrl,
  trimUnicode,
  trimmedLength,
  urlMessage,
  type InvestorType,
} from '@donation-network/shared-rules';
import type { OwnInvestorProfile } from './api/own-investor-profile';

/** The social networks the form asks for (social_urls keys); other keys already stored are kept. */
export const SOCIAL_NETWORKS = [
  { key: 'twitter', label: 'Twitter / X' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
] as const;
type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key'];

/** The form's values: text inputs as strings, the two multi-selects as lists. */
export interface InvestorProfileFormValues {
  firm_name: string;
  investor_type: string;
  location: string;
  typical_check_size: string;
  total_assets_under_management: string;
  investment_focus: string[];
  investment_stages: string[];
  investment_thesis: string;
  website: string;
  linkedin_url: string;
  social: Record<SocialKey, string>;
}

/** The investor_profiles columns the form writes. */
export interface InvestorProfileInput {
  firm_name: string;
  investor_type: InvestorType;
  location: string;
  typical_check_size: string | null;
  total_assets_under_management: number | null;
  investment_focus: string[];
  investment_stages: string[];
  investment_thesis: string | null;
  website: string | null;
  linkedin_url: string | null;
  social_urls: Record<string, string>;
}

const L = INVESTOR_LIMITS;
const M = INVESTOR_MESSAGES;

const text = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('length', message, (value = '') => trimmedLength(value) >= min && charLength(value) <= max);

const link = (label: string) =>
  string()
    .default('')
    .test('url', urlMessage(label), (value = '') => trimmedLength(value) === 0 || isHttpUrl(trimUnicode(value)));

const choices = (options: readonly string[], max: number, message: string) =>
  array(string().default(''))
    .default([])
    .test('choices', message, (value = []) => value.length >= 1 && value.length <= max && value.every((item) => options.includes(item)));

/** Dollars with at most two decimals, below the column's limit. */
export const investorProfileSchema = object({
  firm_name: text(0, L.firmNameMax, M.firmName),
  investor_type: string()
    .default('')
    .oneOf([...INVESTOR_TYPES], M.investorType)
    .required(M.investorType),
  location: text(1, L.locationMax, M.location),
  typical_check_size: text(0, L.typicalCheckSizeMax, M.typicalCheckSize),
  total_assets_under_management: string()
    .default('')
    .test('dollars', '', function (value = '') {
      const message = assetsUnderManagementInputError(value);
      return message ? this.createError({ message }) : true;
    }),
  investment_focus: choices(INVESTMENT_FOCUS_OPTIONS, L.investmentFocusMax, M.investmentFocus),
  investment_stages: choices(INVESTMENT_STAGES, L.investmentStagesMax, M.investmentStages),
  investment_thesis: text(0, L.investmentThesisMax, M.investmentThesis),
  website: link(URL_LABELS.investor_profiles.website),
  linkedin_url: link(URL_LABELS.investor_profiles.linkedin_url),
  social: object(Object.fromEntries(SOCIAL_NETWORKS.map(({ key, label }) => [key, link(label)]))),
});

const optional = (value: string): string | null => trimUnicode(value) || null;

/** The saved profile (or nothing yet) as the form's starting values. */
export function toFormValues(profile: OwnInvestorProfile | null): InvestorProfileFormValues {
  const social = profile?.social_urls ?? {};
  return {
    firm_name: profile?.firm_name ?? '',
    investor_type: profile?.investor_type ?? '',
    location: profile?.location ?? '',
    typical_check_size: profile?.typical_check_size ?? '',
    total_assets_under_management: profile?.total_assets_under_management == null ? '' : String(profile.total_assets_under_management),
    investment_focus: profile?.investment_focus ?? [],
    investment_stages: profile?.investment_stages ?? [],
    investment_thesis: profile?.investment_thesis ?? '',
    website: profile?.website ?? '',
    linkedin_url: profile?.linkedin_url ?? '',
    social: Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, social[key] ?? ''])) as Record<SocialKey, string>,
  };
}

/**
 * Checked values → the row (trimmed; empty optional fields null, an empty firm name '').
 * `storedSocial` keeps the networks this form does not show.
 */
export function toProfileInput(values: InvestorProfileFormValues, storedSocial: Record<string, string> = {}): InvestorProfileInput {
  const social: Record<string, string> = { ...storedSocial };
  for (const { key } of SOCIAL_NETWORKS) {
    const url = optional(values.social?.[key] ?? '');
    if (url) social[key] = url;
    else delete social[key];
  }
  const aum = trimUnicode(values.total_assets_under_management ?? '');
  return {
    firm_name: trimUnicode(values.firm_name ?? ''),
    investor_type: values.investor_type as InvestorType,
    location: trimUnicode(values.location),
    typical_check_size: optional(values.typical_check_size ?? ''),
    total_assets_under_management: aum ? Number(aum) : null,
    // in the order the options are listed, whatever order they were ticked in
    investment_focus: INVESTMENT_FOCUS_OPTIONS.filter((option) => values.investment_focus.includes(option)),
    investment_stages: INVESTMENT_STAGES.filter((option) => values.investment_stages.includes(option)),
    investment_thesis: optional(values.investment_thesis ?? ''),
    website: optional(values.website ?? ''),
    linkedin_url: optional(values.linkedin_url ?? ''),
    social_urls: social,
  };
}
