// Phone verification for a signed-in account, the GoTrue way: PUT /auth/v1/user {"phone"} texts a
// one-time code and POST /auth/v1/verify {"type":"phone_change","phone","token"} confirms the number.
// @supabase/lite 0.10 has no phone auth (its PUT /user ignores "phone" and answers 200, so the
// client would wait for a text that never comes), so while lite's /auth/v1/settings says
// `phone: false` the gateway answers these two requests itself: it keeps only an HMAC of each code
// (in memory: a pending code needs to outlive nothing but this process), writes the text to the
// local SMS outbox, and sets auth.users.phone and phone_confirmed_at through
// public.confirm_user_phone() with the service role.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { GatewayError, own } from './replies.mjs';

export const PHONE_CHANGE_DEFAULTS = Object.freeze({
  codeLength: 6,
  /** how long a texted code may be used */
  codeTtlMs: 10 * 60_000,
  /** wrong codes before the pending code is dropped (a new one must be requested) */
  maxAttempts: 5,
  /** GoTrue's [auth.sms] max_frequency: one text per account per minute */
  resendAfterMs: 60_000,
  /** pending codes kept at once; the oldest is dropped beyond it */
  maxPending: 100_000,
  /** how long lite's answer to "is phone auth enabled?" is trusted */
  settingsForMs: 60_000,
});

/** GoTrue's message template default ([auth.sms] template). */
const TEXT_TEMPLATE = (code) => `Your code is ${code}`;
const PHONE_FORMAT = /^[1-9]\d{1,14}$/;
const INVALID_CODE = () => new GatewayError(403, 'Token has expired or is invalid', { errorCode: 'otp_expired' });

/**
 * GoTrue's phone formatting: the number without a leading "+" and without spaces, E.164 digits.
 * @param {unknown} raw @returns {string}
 */
export function formatPhone(raw) {
  const phone =
    typeof raw === 'string'
      ? raw
          .trim()
          .replace(/^\+/, '')
          .replace(/[\s\-().]/g, '')
      : '';
  if (!PHONE_FORMAT.test(phone)) {
    throw new GatewayError(400, 'Invalid phone number format (E.164 required)', { errorCode: 'validation_failed' });
  }
  return phone;
}

/** Whether a request is one of the two this stage answers. @param {string} method @param {string} route @param {unknown} body */
export function isPhoneChangeRequest(method, route, body) {
  if (method === 'PUT' && route === '/user') return own(body, 'phone') !== undefined;
  if (method === 'POST' && route === '/verify') return own(body, 'type') === 'phone_change';
  return false;
}

/**
 * Asks lite whether it does phone auth itself (GET /auth/v1/settings, external.phone).
 * @param {{ upstream: URL, publishableKey?: string, timeoutMs?: number }} options
 * @returns {() => Promise<boolean>}
 */
export function phoneAuthInLite({ upstream, publishableKey, timeoutMs = 5000 }) {
  return async () => {
    try {
      const response = await fetch(new URL('/auth/v1/settings', upstream), {
        headers: publishableKey ? { apikey: publishableKey } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      const settings = await response.json().catch(() => null);
      return response.ok && settings?.external?.phone === true;
    } catch {
      return false;
    }
  };
}

/**
 * The lite calls this stage makes: the user as GoTrue shows it, a PUT /user without the phone,
 * and the service-role call that confirms a phone.
 * @param {{ upstream: URL, jwtSecret: string, publishableKey?: string, secretKey?: string, timeoutMs?: number }} options
 */
export function phoneChangeInLite({ upstream, jwtSecret, publishableKey, secretKey, timeoutMs = 10_000 }) {
  const apikey = publishableKey ? { apikey: publishableKey } : {};
  /** @param {Response} response */
  const answerOf = async (response) => ({ status: response.status, body: await response.json().catch(() => null) });
  /** A short-lived token for `userId` without a session: lite's GET /user then reads the user only. */
  const tokenFor = (userId) =>
    new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(jwtSecret));
  return {
    /** @param {string} userId */
    async getUser(userId) {
      const response = await fetch(new URL('/auth/v1/user', upstream), {
        headers: { ...apikey, authorization: `Bearer ${await tokenFor(userId)}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      return answerOf(response);
    },
    /** @param {string} authorization the caller's header @param {Record<string, unknown>} fields */
    async updateUser(authorization, fields) {
      const response = await fetch(new URL('/auth/v1/user', upstream), {
        method: 'PUT',
        headers: { ...apikey, authorization, 'content-type': 'application/json' },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return answerOf(response);
    },
    /** @param {string} userId @param {string} phone */
    async confirmPhone(userId, phone) {
      const response = await fetch(new URL('/rest/v1/rpc/confirm_user_phone', upstream), {
        method: 'POST',
        headers: { apikey: secretKey ?? '', authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ target_user: userId, confirmed_phone: phone }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return answerOf(response);
    },
  };
}

/**
 * @typedef {{ userId: string, hash: Buffer, expiresAt: number, sentAt: number, attempts: number }} PendingCode
 * @typedef {{ status: number, body: any }} LiteAnswer
 */

/**
 * @param {{ lite: { getUser: (userId: string) => Promise<LiteAnswer>,
 *                   updateUser: (authorization: string, fields: Record<string, unknown>) => Promise<LiteAnswer>,
 *                   confirmPhone: (userId: string, phone: string) => Promise<LiteAnswer> },
 *           sendText: (text: { to: string, body: string, code: string }) => void | Promise<void>,
 *           upstreamHasPhoneAuth: () => Promise<boolean>,
 *           hashKey?: Buffer, now?: () => number, timing?: Partial<typeof PHONE_CHANGE_DEFAULTS>, log?: (line: string) => void }} options
 */
export function createPhoneChange({
  lite,
  sendText,
  upstreamHasPhoneAuth,
  hashKey = randomBytes(32),
  now = Date.now,
  timing = {},
  log = () => {},
}) {
  const settings = { ...PHONE_CHANGE_DEFAULTS, ...timing };
  /** phone (GoTrue's digits) -> its pending code */
  const pending = new Map();
  /** user id -> the phone their latest code went to */
  const phoneOf = new Map();
  let upstreamAnswer = { phone: false, until: -Infinity };

  /** @param {string} userId @param {string} phone @param {string} code */
  const hashOf = (userId, phone, code) => createHmac('sha256', hashKey).update(`${userId}\n${phone}\n${code}`).digest();

  /** @param {LiteAnswer} answer */
  const relayed = (answer) =>
    new GatewayError(answer.status, String(answer.body?.msg ?? answer.body?.message ?? 'The auth service refused the request'), {
      errorCode: answer.body?.error_code ?? 'unexpected_failure',
    });

  /** @param {string} userId */
  const forgetUser = (userId) => {
    const phone = phoneOf.get(userId);
    if (phone !== undefined && pending.get(phone)?.userId === userId) pending.delete(phone);
    phoneOf.delete(userId);
  };

  /**
   * PUT /user with a phone: the other fields go to lite, then a code is texted to the new number.
   * @param {{ caller: { kind: string, claims?: Record<string, unknown> }, authorization: string, body: Record<string, unknown> }} request
   */
  async function sendCode({ caller, authorization, body }) {
    if (caller.kind !== 'user' || typeof caller.claims?.sub !== 'string') {
      throw new GatewayError(401, 'This endpoint requires a valid Bearer token', { errorCode: 'no_authorization' });
    }
    const userId = caller.claims.sub;
    const phone = formatPhone(own(body, 'phone'));
    const fields = Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'phone' && name !== 'channel'));
    const answer = Object.keys(fields).length > 0 ? await lite.updateUser(authorization, fields) : await lite.getUser(userId);
    if (answer.status !== 200) throw relayed(answer);
    const user = answer.body;
    // GoTrue sends nothing for the number the account already has
    if (user?.phone === phone && user?.phone_confirmed_at) return user;

    const previous = pending.get(phoneOf.get(userId) ?? '');
    if (previous?.userId === userId && now() - previous.sentAt < settings.resendAfterMs) {
      const seconds = Math.ceil((settings.resendAfterMs - (now() - previous.sentAt)) / 1000);
      throw new GatewayError(429, `For security purposes, you can only request this after ${seconds} seconds.`, {
        errorCode: 'over_sms_send_rate_limit',
        headers: { 'retry-after': String(seconds) },
      });
    }
    const code = String(randomInt(0, 10 ** settings.codeLength)).padStart(settings.codeLength, '0');
    forgetUser(userId);
    pending.set(phone, { userId, hash: hashOf(userId, phone, code), expiresAt: now() + settings.codeTtlMs, sentAt: now(), attempts: 0 });
    phoneOf.set(userId, phone);
    while (pending.size > settings.maxPending) {
      const [oldestPhone, oldest] = pending.entries().next().value;
      pending.delete(oldestPhone);
      if (phoneOf.get(oldest.userId) === oldestPhone) phoneOf.delete(oldest.userId);
    }
    await sendText({ to: `+${phone}`, body: TEXT_TEMPLATE(code), code });
    return { ...user, new_phone: phone, phone_change_sent_at: new Date(now()).toISOString() };
  }

  /**
   * POST /verify type phone_change: the code texted to that number, for whichever account asked.
   * @param {{ body: Record<string, unknown> }} request
   */
  async function verifyCode({ body }) {
    const phone = formatPhone(own(body, 'phone'));
    const token = own(body, 'token');
    const entry = pending.get(phone);
    if (!entry || typeof token !== 'string' || !/^\d+$/.test(token)) throw INVALID_CODE();
    if (entry.expiresAt <= now()) {
      forgetUser(entry.userId);
      throw INVALID_CODE();
    }
    const hash = hashOf(entry.userId, phone, token);
    if (!timingSafeEqual(hash, entry.hash)) {
      entry.attempts += 1;
      if (entry.attempts >= settings.maxAttempts) {
        log(`phone_change: too many wrong codes for user ${entry.userId}; the code was dropped`);
        forgetUser(entry.userId);
      }
      throw INVALID_CODE();
    }
    forgetUser(entry.userId);
    const confirmed = await lite.confirmPhone(entry.userId, phone);
    if (confirmed.status === 409 || confirmed.body?.code === '23505') {
      throw new GatewayError(422, 'A user with this phone number has already been registered', { errorCode: 'phone_exists' });
    }
    if (confirmed.status >= 300) {
      log(`phone_change: confirm_user_phone answered ${confirmed.status}: ${String(confirmed.body?.message ?? '').slice(0, 200)}`);
      throw new GatewayError(500, 'Internal server error', { errorCode: 'unexpected_failure' });
    }
    const user = await lite.getUser(entry.userId);
    if (user.status !== 200) throw relayed(user);
    return user.body;
  }

  return {
    /**
     * The answer to a phone_change request, or null when lite handles phone auth itself (then the
     * request goes on to lite unchanged).
     * @param {{ method: string, route: string, body: unknown, caller: { kind: string, claims?: Record<string, unknown> }, authorization?: string }} request
     * @returns {Promise<Record<string, unknown> | null>}
     */
    async answer({ method, route, body, caller, authorization = '' }) {
      if (!isPhoneChangeRequest(method, route, body)) return null;
      if (upstreamAnswer.until <= now()) upstreamAnswer = { phone: await upstreamHasPhoneAuth(), until: now() + settings.settingsForMs };
      if (upstreamAnswer.phone) return null;
      const fields = /** @type {Record<string, unknown>} */ (body);
      return method === 'PUT' ? sendCode({ caller, authorization, body: fields }) : verifyCode({ body: fields });
    },
    /** @param {string} phone @returns {Buffer | null} what is kept of the code texted to `phone` (tests) */
    storedHash(phone) {
      return pending.get(formatPhone(phone))?.hash ?? null;
    },
  };
}
