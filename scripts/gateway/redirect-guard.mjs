// Redirect check. lite's check of `redirect_to` reads the host after the last "@" and ignores
// "\", which browsers read as "/": `http://evil\@site/` passed and the browser went to `evil`
// with the session in the fragment. The gateway reads every `redirect_to` as the browser will
// (WHATWG URL) and lets through only the site's own origins (any path) and the allow-list's
// globs, matched on the URL the browser will load; anything else is refused with 400.
import { readFile } from 'node:fs/promises';
import { GatewayError, own } from './replies.mjs';

/**
 * @typedef {object} RedirectAllowList
 * @property {string[]} [origins]  URLs whose origin may be named with any path (the site URL, the instance's public origin)
 * @property {string[]} [patterns]  GoTrue globs (`additional_redirect_urls`)
 */

const refused = (why) =>
  new GatewayError(400, `redirect_to is not allowed: ${why}. Use a URL on the site or in the redirect allow-list.`, {
    errorCode: 'validation_failed',
  });

// printable ASCII only: browsers drop tabs and newlines inside URLs (`java\tscript:`), map
// full-width letters, and a control or non-ASCII character in lite's Location header is a 500
const PLAIN_URL = /^[\x21-\x7e]+$/;
// an absolute http(s) URL with an authority: in a Location header `http:evil` is relative to lite's own URL
const HTTP_WITH_AUTHORITY = /^https?:\/\//i;
// the address a browser resolves lite's Location header against
const LOCATION_BASE = 'http://gateway.invalid/auth/v1/verify';

/**
 * A GoTrue glob as a regular expression: `.` and `/` separate; `*` is any run of other
 * characters, `**` any run at all, `?` one other character, `\c` the character c. Other
 * characters are literal (GoTrue's `[...]` and `{a,b}` are not supported: such a pattern
 * matches only itself).
 * @param {string} pattern
 */
export function globToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else if (char === '\\' && i + 1 < pattern.length) {
      i += 1;
      source += escapeRegExp(pattern[i]);
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A glob without wildcards is compared as the normalised URL it names, so
 * `http://localhost:3000` also allows `http://localhost:3000/` (what the browser loads).
 * @param {string} pattern
 */
function compilePattern(pattern) {
  if (!/[*?\\]/.test(pattern)) {
    try {
      const exact = withoutFragment(new URL(pattern));
      return { test: (/** @type {string} */ href) => href === exact };
    } catch {
      // not a URL: matched as written, like GoTrue
    }
  }
  return globToRegExp(pattern);
}

/** @param {URL} url */
const withoutFragment = (url) => url.href.split('#')[0];

/**
 * @param {unknown} value  a `redirect_to` as sent
 * @param {{ origins: Set<string>, patterns: Array<{ test: (href: string) => boolean }> }} allowed
 * @returns {string | null} why it is refused, or null when the browser would land on an allowed URL
 */
export function redirectProblem(value, allowed) {
  if (typeof value !== 'string') return 'it must be a string';
  if (!PLAIN_URL.test(value)) return 'it contains whitespace, a control character or a non-ASCII character';
  if (value.includes('\\')) return 'it contains a backslash';
  if (!HTTP_WITH_AUTHORITY.test(value)) return 'it must be an absolute http or https URL';
  let url;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a valid URL';
  }
  if (new URL(value, LOCATION_BASE).href !== url.href) return 'a browser would read it relative to the API';
  if (url.username || url.password) return 'it contains user information (@)';
  if (allowed.origins.has(url.origin)) return null;
  const href = withoutFragment(url);
  if (allowed.patterns.some((pattern) => pattern.test(href))) return null;
  return `${url.origin} is not an allowed origin`;
}

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`redirect allow-list: the site URL "${url}" is not a URL`);
  }
}

/**
 * @param {RedirectAllowList} [allowList]  without one every redirect_to is refused
 */
export function createRedirectGuard({ origins = [], patterns = [] } = {}) {
  const allowed = {
    origins: new Set(origins.map(originOf)),
    patterns: patterns.map(compilePattern),
  };
  /** @param {unknown} value */
  const check = (value) => {
    const problem = redirectProblem(value, allowed);
    if (problem) throw refused(problem);
  };

  return {
    /** @param {string} value */
    isAllowed: (value) => redirectProblem(value, allowed) === null,

    /**
     * Every `redirect_to` in the query (lite reads the first, GoTrue the form value) and in a
     * `redirect_to` header (GoTrue reads that first); an empty one is absent for both. A Referer
     * that is not allowed is dropped: lite's /authorize falls back to it when there is no
     * redirect_to, and without it lite uses the site URL.
     * @param {URL} url  the normalised target as forwarded
     * @param {import('node:http').IncomingHttpHeaders} headers
     */
    checkTarget(url, headers) {
      for (const value of url.searchParams.getAll('redirect_to')) if (value !== '') check(value);
      const header = headers.redirect_to;
      if (header !== undefined && header !== '') check(header);
      if (headers.referer !== undefined && redirectProblem(headers.referer, allowed) !== null) delete headers.referer;
    },

    /**
     * A body's `redirect_to` (GoTrue's POST /verify takes one).
     * @param {unknown} body  the parsed body
     */
    checkBody(body) {
      const value = own(body, 'redirect_to');
      if (value !== undefined && value !== null && value !== '') check(value);
    },
  };
}

/**
 * `site_url` and `additional_redirect_urls` of the `[auth]` section of supabase/config.toml
 * (basic and literal strings, a one-line or multi-line array, comments).
 * @param {string} text
 * @returns {{ siteUrl: string | null, patterns: string[] }}
 */
export function parseAuthRedirectSettings(text) {
  let section = '';
  let siteUrl = null;
  /** @type {string[]} */
  let patterns = [];
  const lines = text.split('\n');
  let offset = 0;
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    const header = /^\s*\[([^\]]+)\]\s*(#.*)?$/.exec(line);
    if (header) {
      section = header[1].trim();
      continue;
    }
    if (section !== 'auth') continue;
    const key = /^\s*(site_url|additional_redirect_urls)\s*=\s*/.exec(line);
    if (!key) continue;
    const values = readTomlStrings(text, start + key[0].length);
    if (key[1] === 'site_url') siteUrl = values[0] ?? null;
    else patterns = values;
  }
  return { siteUrl, patterns };
}

/**
 * The string or the array of strings that starts at `from`.
 * @param {string} text @param {number} from
 * @returns {string[]}
 */
function readTomlStrings(text, from) {
  /** @type {string[]} */
  const strings = [];
  let inArray = false;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === '[' && !inArray) inArray = true;
    else if (char === ']' && inArray) return strings;
    else if (char === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
      if (!inArray) return strings;
    } else if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      strings.push(JSON.parse(text.slice(i, end + 1)));
      i = end;
      if (!inArray) return strings;
    } else if (char === "'") {
      const end = text.indexOf("'", i + 1);
      strings.push(text.slice(i + 1, end));
      i = end;
      if (!inArray) return strings;
    } else if (char === '\n' && !inArray) return strings;
  }
  return strings;
}

/**
 * The redirect allow-list of a Supabase config file: the site URL's origin and the
 * additional redirect URLs.
 * @param {string} file  supabase/config.toml
 * @returns {Promise<{ siteUrl: string | null, patterns: string[] }>}
 */
export async function readAuthRedirectSettings(file) {
  return parseAuthRedirectSettings(await readFile(file, 'utf8'));
}
