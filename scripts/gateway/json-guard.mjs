// JSON guard. A NUL character in a string made PGlite answer "invalid message
// format" and left the connection in an aborted transaction for every user.
// PostgreSQL cannot store NUL in text or jsonb anyway, and a lone UTF-16
// surrogate is not valid Unicode, so both are refused here with 400, before
// lite sees them, like malformed JSON.
import { GatewayError } from './replies.mjs';

const invalid = (message) => new GatewayError(400, message, { code: 'PGRST102', errorCode: 'bad_json' });

/** @param {string} text @returns {string | null} what is wrong with the string */
export function badCharacter(text) {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return 'a NUL character (\\u0000)';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return 'a lone UTF-16 surrogate';
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return 'a lone UTF-16 surrogate';
  }
  return null;
}

/**
 * Parses and checks a JSON body; JSON.parse keeps lone surrogates and NULs from
 * escapes, so every key and string value is walked after parsing.
 * @param {Buffer} body
 * @returns {unknown} the parsed value (undefined for an empty body)
 */
export function checkJsonBody(body) {
  if (body.length === 0) return undefined;
  if (body.includes(0)) throw invalid('Invalid JSON: the body contains a NUL byte');
  const text = body.toString('utf8');
  if (text.includes('\uFFFD') && !Buffer.from(text, 'utf8').equals(body)) {
    throw invalid('Invalid JSON: the body is not valid UTF-8');
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('Empty or invalid json');
  }
  const problem = walk(value, 0);
  if (problem) throw invalid(`Invalid JSON: a string contains ${problem}`);
  return value;
}

const MAX_DEPTH = 200;

/** @param {unknown} value @param {number} depth @returns {string | null} */
function walk(value, depth) {
  if (depth > MAX_DEPTH) return 'nesting deeper than 200 levels';
  if (typeof value === 'string') return badCharacter(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = badCharacter(key) ?? walk(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Query strings carry filters and rpc arguments (GET /rest/v1/rpc/f?arg=...).
 * @param {URL} url
 */
export function checkQuery(url) {
  let raw;
  try {
    raw = decodeURIComponent(url.search.replace(/\+/g, ' '));
  } catch {
    // not ours to judge (lite answers it); only the NUL matters here
    raw = /%00/i.test(url.search) ? '\u0000' : '';
  }
  const problem = badCharacter(raw);
  if (problem) throw invalid(`Invalid query string: it contains ${problem}`);
}

const REST_MEDIA_TYPES = new Set(['application/json', 'text/csv', 'application/x-www-form-urlencoded']);

/**
 * How lite reads a /rest/v1 body, in lite's own order: another media type is refused; JSON when
 * the header mentions application/json anywhere or names no media type at all (";charset=utf-8"
 * too), then CSV, then a form. A known type lite would not match (its checks are case-sensitive)
 * is 'other'.
 * @param {string | undefined} contentType
 * @returns {'json' | 'csv' | 'form' | 'other'}
 */
export function restBodyKind(contentType = '') {
  const media = contentType.split(';')[0].trim().toLowerCase();
  if (media && !REST_MEDIA_TYPES.has(media)) return 'other';
  if (contentType.includes('application/json') || media === '' || media === 'application/json') return 'json';
  if (contentType.includes('text/csv')) return 'csv';
  if (contentType.includes('application/x-www-form-urlencoded')) return 'form';
  return 'other';
}

/**
 * A form body (PostgREST reads each field as text) as the JSON object lite would build from it,
 * so the JSON and schema guards see it: lite sent "off" or a %00-decoded NUL from a form
 * straight to PGlite (500, or the wedge).
 * @param {Buffer} body
 * @returns {{ json: Record<string, string>, bytes: Buffer }}
 */
export function formAsJson(body) {
  /** @type {Record<string, string>} */
  const json = Object.create(null);
  for (const [key, value] of new URLSearchParams(body.toString('utf8'))) json[key] = value;
  const bytes = Buffer.from(JSON.stringify(json), 'utf8');
  checkJsonBody(bytes);
  return { json, bytes };
}
