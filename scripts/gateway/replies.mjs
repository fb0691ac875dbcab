// Shared by every stage: which API family a path belongs to and how that
// family words an error, so a client sees the same shapes as from hosted
// Supabase (PostgREST bodies on /rest and /storage, GoTrue bodies on /auth).

/** @typedef {'rest' | 'auth' | 'storage' | 'other'} Family */

/** @param {string} pathname @returns {Family} */
export function familyOf(pathname) {
  const prefix = /^\/(rest|auth|storage)\/v1(?:\/|$)/.exec(pathname);
  return prefix ? /** @type {Family} */ (prefix[1]) : 'other';
}

/**
 * A property of a parsed body or a snapshot only if it is the object's own: keys come from
 * requests ("constructor", "__proto__", "toString" must not find Object.prototype's).
 * @param {unknown} record @param {string} key @returns {any}
 */
export function own(record, key) {
  return record !== null && typeof record === 'object' && Object.hasOwn(record, key) ? /** @type {any} */ (record)[key] : undefined;
}

/**
 * An answer the gateway produces itself.
 * errorCode: GoTrue's error_code on /auth; code: PostgREST's code elsewhere.
 */
export class GatewayError extends Error {
  /**
   * @param {number} status
   * @param {string} message  shown to clients: never internal text
   * @param {{ code?: string, errorCode?: string, details?: string | null, hint?: string | null, headers?: Record<string, string> }} [extra]
   */
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = extra.code ?? String(status);
    this.errorCode = extra.errorCode ?? 'request_refused';
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  /** @param {Family} family */
  body(family) {
    if (family === 'auth') return { code: this.status, error_code: this.errorCode, msg: this.message };
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const EXPOSED_HEADERS = 'Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version, Retry-After';

/** Headers every answer carries (lite's auth routes send no CORS headers at all). */
export function corsAnswerHeaders() {
  return { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Family} family
 * @param {GatewayError} error
 */
export function sendError(res, family, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(error.body(family));
  res.writeHead(error.status, {
    ...corsAnswerHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...error.headers,
  });
  res.end(payload);
}
