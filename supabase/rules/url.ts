// URL rule shared by the client and the database (public.is_http_url, public.is_url_map and
// the guard_url_columns triggers of migration 20261123000100_hardening.sql). Dependency-free.
//
// Accepted: http:// or https://, a host of non-empty dot-separated labels (or an [IPv6]
// literal), an optional port, then an optional path, query or fragment; at most 2048
// characters; no white space (see text.ts), control characters or < > " ` \ { } | ^.
// Refused: javascript:, data:, vbscript:, ftp: and every other scheme, relative and
// scheme-relative links, a missing host, user info (user@host).
import { UNICODE_SPACE_CLASS, charLength, trimmedLength } from './text';

export const URL_MAX = 2048;
/** Social links: at most this many networks, each name 1-40 characters. */
export const URL_MAP_MAX_ENTRIES = 20;
export const URL_MAP_KEY_MAX = 40;

const FORBIDDEN = new RegExp(`[\\u{1}-\\u{1f}\\u{7f}-\\u{9f}${UNICODE_SPACE_CLASS}<>"\`{}|\\\\^]`, 'u');
export const HTTP_URL_PATTERN = /^https?:\/\/([^/?#@:.[\]]+(\.[^/?#@:.[\]]+)*|\[[0-9a-f:.]+\])(:[0-9]{1,5})?([/?#].*)?$/iu;

/** Is the value an http(s) URL the database stores? */
export function isHttpUrl(value: string): boolean {
  return charLength(value) <= URL_MAX && !FORBIDDEN.test(value) && HTTP_URL_PATTERN.test(value);
}

/** The database's message for a URL column (label as in URL_LABELS). */
export const urlMessage = (label: string) => `${label} must be a valid http:// or https:// link`;
/** The database's message for a map of links (social_urls). */
export const urlMapMessage = (label: string) => `${label} must be valid http:// or https:// links`;

/** The labels the database's messages use, per table and column. */
export const URL_LABELS = {
  profiles: { avatar_url: 'Avatar URL' },
  founder_profiles: {
    website: 'Website',
    linkedin_url: 'LinkedIn URL',
    pitch_deck_url: 'Pitch deck link',
    social_urls: 'Social links',
  },
  investor_profiles: { website: 'Website', linkedin_url: 'LinkedIn URL', social_urls: 'Social links' },
  founder_team_members: { linkedin_url: 'LinkedIn URL' },
  founder_documents: { url: 'Document link' },
  investor_verification_documents: { url: 'Document link' },
  blood_services: { purchase_link: 'Purchase link' },
} as const;

/** The message for a single URL field, or null when it is empty or valid. */
export function urlError(label: string, value: string | null | undefined): string | null {
  if (value == null) return null;
  return isHttpUrl(value) ? null : urlMessage(label);
}

/** The message for a { network: url } map (social_urls), or null when valid. */
export function urlMapError(label: string, value: Record<string, unknown> | null | undefined): string | null {
  if (value == null) return null;
  const entries = Object.entries(value);
  const ok =
    entries.length <= URL_MAP_MAX_ENTRIES &&
    entries.every(
      ([key, url]) => trimmedLength(key) >= 1 && charLength(key) <= URL_MAP_KEY_MAX && typeof url === 'string' && isHttpUrl(url),
    );
  return ok ? null : urlMapMessage(label);
}
