import { string } from 'yup';
// Field rules founder_profiles and investor_profiles share (migrations 20261122001000 and
// 20261122004000: the check constraints, and the URL triggers of 20261123000100).
import {
  LOCATION_MESSAGE,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
  charLength,
  isHttpUrl,
  trimUnicode,
  trimmedLength,
  urlMessage,
} from '@donation-network/shared-rules';

export const DETAILS_SAVE_FALLBACK = 'Your details could not be saved. Please try again.';

/** Text of min..max characters: the minimum counts the trimmed value, the maximum the raw one. */
export const textBetween = (min: number, max: number, message: string) =>
  string()
    .default('')
    .test('length', message, (value = '') => trimmedLength(value) >= min && charLength(value) <= max);

/** Optional text of at most max characters. */
export const textMax = (max: number, message: string) => textBetween(0, max, message);

/** Optional http(s) link, with the database's message. */
export const httpUrl = (label: string) =>
  string()
    .default('')
    .test('url', urlMessage(label), (value = '') => trimmedLength(value) === 0 || isHttpUrl(trimUnicode(value)));

/** The account holder's name (profiles.full_name, written by complete_registration). */
export const fullName = textBetween(REGISTRATION_LIMITS.fullNameMin, REGISTRATION_LIMITS.fullNameMax, REGISTRATION_MESSAGES.fullName);

export { LOCATION_MESSAGE };
export const location = textBetween(1, 200, LOCATION_MESSAGE);

/** Optional text as stored: trimmed, or null when empty. */
export const optionalText = (value: string | undefined): string | null => trimUnicode(value ?? '') || null;

/** Optional whole number as stored (the schema has checked it), or null when empty. */
export const optionalNumber = (value: string | undefined): number | null => (trimUnicode(value ?? '') ? Number(value) : null);

/** A stored value back in a text input. */
export const asInput = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
