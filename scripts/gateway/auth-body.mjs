// Auth body check. lite 0.10 reads auth bodies without looking at their types: an e-mail
// that is an array, object, number or boolean, a refresh token that is an object, a `null`
// body on /verify or /logout, a null password on PUT /user or an e-mail longer than its
// column answered 500, and PUT /user {"data":"abc"} stored one metadata key per character.
// GoTrue decodes each body into a typed struct and answers such input with 400 bad_json (or
// validation_failed), so each route's body is checked here against the fields GoTrue takes,
// before lite sees it. Unknown keys pass (GoTrue ignores them); keys are read as own
// properties only, so "__proto__" or "constructor" in a body is plain data.
import { GatewayError, own } from './replies.mjs';

// GoTrue's limits
const MAX_EMAIL_LENGTH = 255;
const MAX_PASSWORD_BYTES = 72;
// no GoTrue limit; the portal keeps a handful of keys (user_type, full_name)
export const MAX_METADATA_KEYS = 100;

// GoTrue's verification types; lite knows fewer and answers the rest 400 itself
export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email', 'sms', 'phone_change'];
export const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];
// the e-mail check lite applies elsewhere (GoTrue's is stricter)
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {unknown} value */
function kindOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** @param {string} message */
const badJson = (message) => new GatewayError(400, `Could not parse request body as JSON: ${message}`, { errorCode: 'bad_json' });
/** @param {string} message @param {number} [status] */
const invalid = (message, status = 400) => new GatewayError(status, message, { errorCode: 'validation_failed' });
/** @param {string} name @param {string} expected @param {unknown} value */
const wrongType = (name, expected, value) => badJson(`"${name}" must be ${expected}, not ${kindOf(value)}`);

/** @typedef {(value: unknown, name: string) => void} FieldCheck  throws a GatewayError; undefined never reaches it */

/** A string; null only where lite reads null as absent. @param {{ nullable?: boolean }} [options] @returns {FieldCheck} */
const text =
  ({ nullable = true } = {}) =>
  (value, name) => {
    if (typeof value === 'string' || (nullable && value === null)) return;
    throw wrongType(name, nullable ? 'a string or null' : 'a string', value);
  };

/** lite calls string methods on these and stores the e-mail in a 255-character column. @type {FieldCheck} */
const email = (value, name) => {
  text({ nullable: false })(value, name);
  if (/** @type {string} */ (value).length > MAX_EMAIL_LENGTH) throw invalid('An email address is too long');
};

/** @type {FieldCheck} */
const phone = text({ nullable: false });

/** Signing in takes any length, as GoTrue does. @type {FieldCheck} */
const password = text({ nullable: false });

/** Setting a password: bcrypt reads 72 bytes, so GoTrue refuses longer ones. @type {FieldCheck} */
const newPassword = (value, name) => {
  password(value, name);
  if (Buffer.byteLength(/** @type {string} */ (value), 'utf8') > MAX_PASSWORD_BYTES) {
    throw invalid(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
};

/** @type {FieldCheck} */
const optionalBoolean = (value, name) => {
  if (typeof value !== 'boolean' && value !== null) throw wrongType(name, 'a boolean', value);
};

/** @param {unknown} value */
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** gotrue_meta_security and the like. @type {FieldCheck} */
const optionalObject = (value, name) => {
  if (!isPlainObject(value) && value !== null) throw wrongType(name, 'an object', value);
};

/** User metadata: lite spreads it into the stored object (a string became one key per character). @type {FieldCheck} */
const metadata = (value, name) => {
  optionalObject(value, name);
  if (value === null) return;
  const keys = Object.keys(/** @type {object} */ (value));
  if (keys.length > MAX_METADATA_KEYS) throw invalid(`"${name}" may have at most ${MAX_METADATA_KEYS} keys`);
  // lite's merge assigns keys one by one: "__proto__" would replace the object's prototype
  if (keys.includes('__proto__')) throw invalid(`"${name}" cannot have a "__proto__" key`);
};

/** @param {string[]} allowed @param {string} message @returns {FieldCheck} */
const oneOf = (allowed, message) => (value, name) => {
  text({ nullable: false })(value, name);
  if (!allowed.includes(/** @type {string} */ (value))) throw invalid(message);
};

const PKCE = { code_challenge: text(), code_challenge_method: text() };
const CAPTCHA = { gotrue_meta_security: optionalObject };

/** @typedef {Record<string, FieldCheck>} BodySchema */

/** grant_type -> body; another grant type only needs an object (lite refuses it itself). @type {Record<string, BodySchema>} */
const TOKEN_GRANTS = {
  password: { email, phone, password, ...CAPTCHA },
  refresh_token: { refresh_token: text() },
  pkce: { auth_code: text(), code_verifier: text() },
  id_token: {
    provider: text(),
    id_token: text(),
    access_token: text(),
    nonce: text(),
    client_id: text(),
    issuer: text(),
    ...CAPTCHA,
  },
};

/** "METHOD /route" -> body. @type {Record<string, BodySchema>} */
const BODIES = {
  'POST /signup': { email, phone, password: newPassword, data: metadata, channel: text(), ...PKCE, ...CAPTCHA },
  'POST /otp': { email, phone, create_user: optionalBoolean, data: metadata, channel: text(), ...PKCE, ...CAPTCHA },
  'POST /magiclink': { email, data: metadata, ...PKCE, ...CAPTCHA },
  'POST /verify': {
    type: oneOf(VERIFY_TYPES, 'Unsupported verification type'),
    token: text(),
    token_hash: text(),
    email,
    phone,
    redirect_to: text(),
    ...CAPTCHA,
  },
  'POST /resend': {
    type: oneOf(RESEND_TYPES, `Missing one of these types: ${RESEND_TYPES.join(', ')}`),
    email,
    phone,
    ...PKCE,
    ...CAPTCHA,
  },
  'POST /recover': { email, ...PKCE, ...CAPTCHA },
  'PUT /user': {
    email,
    password: newPassword,
    phone,
    nonce: text(),
    data: metadata,
    channel: text(),
    ...PKCE,
  },
  'POST /logout': { scope: text() },
};

/**
 * @param {unknown} body
 * @param {BodySchema} schema
 */
function checkFields(body, schema) {
  for (const [name, check] of Object.entries(schema)) {
    const value = own(body, name);
    if (value !== undefined) check(value, name);
  }
}

/**
 * Checks an /auth/v1 request's body (and GET /verify's query) against what GoTrue takes on
 * that route; throws a GatewayError with a GoTrue-style answer.
 * @param {{ method: string, route: string, grantType: string | null, query: URLSearchParams, body: unknown }} request
 *   route: the path under /auth/v1 (see auth-routes.mjs); body: the parsed JSON, undefined when empty
 */
export function checkAuthBody({ method, route, grantType, query, body }) {
  if (method === 'GET' && route === '/verify') {
    const type = query.get('type');
    // lite answers a missing type or token itself
    if (type !== null && type !== '' && !VERIFY_TYPES.includes(type)) throw invalid('Unsupported verification type');
    return;
  }
  if (body === undefined) return;
  // lite read `null` as a body and failed on its first field (500)
  if (!isPlainObject(body)) throw badJson(`the body must be a JSON object, not ${kindOf(body)}`);
  // own keys only: grant_type=constructor names no schema
  const schema = route === '/token' ? own(TOKEN_GRANTS, grantType ?? '') : own(BODIES, `${method} ${route}`);
  if (!schema) return;
  checkFields(body, schema);
  if (route === '/verify') checkVerifyEmail(body);
}

/**
 * GoTrue answers an e-mail code for a malformed address with 422 (lite looked it up and said
 * the code had expired).
 * @param {unknown} body
 */
function checkVerifyEmail(body) {
  const address = own(body, 'email');
  if (typeof address === 'string' && own(body, 'token') && !EMAIL_FORMAT.test(address)) throw invalid('Invalid email format', 422);
}
