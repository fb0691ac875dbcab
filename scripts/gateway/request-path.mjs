// Request-path stage. WHATWG URL keeps "%61" in a pathname while lite's router
// decodes it, and URL parsers turn "\" into "/" and resolve "." segments: a
// guard that classified one spelling while lite routed another was bypassed
// (/%61uth/v1/token, /r%65st/v1/...). The path is normalised here once; every
// stage classifies and checks that string, and exactly that string is forwarded.
import { badCharacter } from './json-guard.mjs';
import { GatewayError } from './replies.mjs';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const HEX = /^[0-9A-Fa-f]{2}$/;
// printable ASCII but the characters every client percent-encodes
const RAW_ALLOWED = /^[\x21-\x7e]$/;

/** @param {string} why */
const invalidPath = (why) => new GatewayError(400, `Invalid path: ${why}`, { code: 'PGRST100', errorCode: 'validation_failed' });

/**
 * The query with unreserved escapes decoded: lite finds a parameter by its literal name first
 * (grant%5Ftype=refresh_token&grant_type=password read as a refresh here and as a sign-in
 * there). Other escapes, invalid ones included, stay as sent for lite to judge.
 * @param {string} query
 */
const normaliseQuery = (query) =>
  query.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex) => {
    const decoded = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(decoded) ? decoded : escape;
  });

/**
 * Splits a request target into its normalised path and its query ("?" included, unreserved
 * escapes decoded).
 * Unreserved characters (letters, digits, - . _ ~) are decoded, other escapes are kept with
 * upper-case hex. Refused with 400: a target that is not a path, a fragment, "\" (raw or
 * encoded), an encoded "/", "." or ".." segments (raw or encoded), an invalid escape, bytes that
 * are not UTF-8, NUL, raw control or non-ASCII characters.
 * @param {string} target  req.url as received
 * @returns {{ path: string, query: string }}
 */
export function normaliseTarget(target) {
  if (!target.startsWith('/')) throw invalidPath('the request target must be a path');
  const queryAt = target.indexOf('?');
  const raw = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : normaliseQuery(target.slice(queryAt));
  if (target.includes('#')) throw invalidPath('it contains a fragment (#)');
  let path = '';
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i];
    if (char === '\\') throw invalidPath('it contains a backslash');
    if (char !== '%') {
      if (!RAW_ALLOWED.test(char)) throw invalidPath('it contains a character that must be percent-encoded');
      path += char;
      continue;
    }
    const hex = raw.slice(i + 1, i + 3);
    if (!HEX.test(hex)) throw invalidPath('it contains an invalid percent-encoding');
    i += 2;
    const decoded = String.fromCharCode(parseInt(hex, 16));
    if (decoded === '/' || decoded === '\\') throw invalidPath('it contains an encoded path separator');
    path += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
  }
  let text;
  try {
    text = decodeURIComponent(path);
  } catch {
    throw invalidPath('it contains an invalid percent-encoding');
  }
  const problem = badCharacter(text);
  if (problem) throw invalidPath(`it contains ${problem}`);
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) throw invalidPath('it contains a "." or ".." segment');
  return { path, query };
}
