// Rate limits. lite 0.10 has none: 50 wrong passwords, 30 sign-ups at once, 200
// contact messages in 10 s were all accepted. Limits follow GoTrue's /
// Supabase CLI defaults ([auth.rate_limit] in supabase/gateway.toml) per IP, plus
// per account (the e-mail in the body) and per IP for anonymous REST writes.
// In memory: one gateway process per backend, and a restart forgiving the
// counters is acceptable for a local or single-node deployment.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { GatewayError } from './replies.mjs';

/** Supabase CLI names and defaults, plus two gateway-only rules. */
export const DEFAULT_LIMITS = Object.freeze({
  /** e-mails (OTP, recovery) per hour, per IP and per address */
  email_sent: 2,
  /** token refreshes per 5 minutes per IP */
  token_refresh: 150,
  /** sign-ins and sign-ups per 5 minutes per IP (and per address) */
  sign_in_sign_ups: 30,
  /** OTP / magic-link verifications per 5 minutes per IP (and per address) */
  token_verifications: 30,
  /** wrong passwords per 5 minutes per address (gateway only) */
  wrong_passwords: 10,
  /** anonymous POST/PATCH/PUT/DELETE on /rest/v1 per minute per IP (gateway only) */
  anonymous_writes: 10,
});

const WINDOWS = {
  email_sent: 3600,
  token_refresh: 300,
  sign_in_sign_ups: 300,
  token_verifications: 300,
  wrong_passwords: 300,
  anonymous_writes: 60,
};

/**
 * @typedef {{ method: string, pathname: string, grantType: string | null, ip: string, email: string | null,
 *             anonymous: boolean, family: import('./replies.mjs').Family }} RateContext
 */

/**
 * Which limits a request spends. Account limits need the e-mail from the body.
 * @param {RateContext} ctx
 * @returns {Array<keyof typeof WINDOWS>}
 */
export function rulesFor({ method, pathname, grantType, family, anonymous }) {
  if (family === 'rest') return anonymous && ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? ['anonymous_writes'] : [];
  if (family !== 'auth' || method !== 'POST') return [];
  const route = pathname.replace(/^\/auth\/v1/, '').replace(/\/$/, '');
  if (route === '/token' && grantType === 'password') return ['sign_in_sign_ups'];
  if (route === '/token' && grantType === 'refresh_token') return ['token_refresh'];
  if (route === '/signup') return ['sign_in_sign_ups'];
  if (route === '/otp' || route === '/recover' || route === '/magiclink') return ['email_sent'];
  if (route === '/verify') return ['token_verifications'];
  return [];
}

/**
 * @param {{ limits?: Partial<typeof DEFAULT_LIMITS>, scale?: number }} [options]
 *   scale multiplies every limit (test and e2e backends sign up hundreds of users from one IP)
 */
export function createRateLimits({ limits = {}, scale = 1 } = {}) {
  const merged = { ...DEFAULT_LIMITS, ...limits };
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0) {
    throw new Error(`rate limit scale must be a positive number, got ${JSON.stringify(scale)}`);
  }
  /** @type {Record<string, RateLimiterMemory>} */
  const limiters = {};
  /** @type {Record<keyof typeof DEFAULT_LIMITS, number>} the limits in force: every rule scaled alike */
  const effective = /** @type {any} */ ({});
  for (const [name, duration] of Object.entries(WINDOWS)) {
    const limit = Number(merged[/** @type {keyof typeof DEFAULT_LIMITS} */ (name)]);
    if (!Number.isFinite(limit) || limit < 1)
      throw new Error(`rate limit ${name} must be a positive number, got ${JSON.stringify(merged[name])}`);
    const points = Math.max(1, Math.round(limit * scale));
    effective[/** @type {keyof typeof DEFAULT_LIMITS} */ (name)] = points;
    limiters[name] = new RateLimiterMemory({ keyPrefix: name, points, duration });
  }

  /** @param {string} rule @param {number} msBeforeNext */
  const refusal = (rule, msBeforeNext) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const email = rule === 'email_sent';
    const message =
      rule === 'wrong_passwords'
        ? `Too many failed sign-in attempts for this account. Try again in ${seconds} seconds.`
        : email
          ? `For security purposes, you can only request this after ${seconds} seconds.`
          : `Request rate limit reached. Try again in ${seconds} seconds.`;
    return new GatewayError(429, message, {
      code: 'over_request_rate_limit',
      errorCode: email ? 'over_email_send_rate_limit' : 'over_request_rate_limit',
      headers: { 'retry-after': String(seconds) },
    });
  };

  /** @param {string} rule @param {string} key */
  const spend = async (rule, key) => {
    try {
      await limiters[rule].consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) throw refusal(rule, result.msBeforeNext);
      throw result;
    }
  };

  return {
    limits: merged,
    effective,
    /**
     * Spends the request's points; throws a 429 GatewayError when a limit is used up.
     * @param {RateContext} ctx
     */
    async before(ctx) {
      for (const rule of rulesFor(ctx)) {
        await spend(rule, `ip:${ctx.ip}`);
        // token refreshes and anonymous writes carry no account
        if (ctx.email && rule !== 'token_refresh' && rule !== 'anonymous_writes') await spend(rule, `account:${ctx.email}`);
      }
      if (ctx.email && ctx.family === 'auth' && ctx.grantType === 'password' && /\/token$/.test(ctx.pathname)) {
        const used = await limiters.wrong_passwords.get(`account:${ctx.email}`);
        if (used && used.consumedPoints >= limiters.wrong_passwords.points) throw refusal('wrong_passwords', used.msBeforeNext);
      }
    },
    /**
     * Counts a wrong password against the account once lite has answered.
     * @param {RateContext} ctx @param {number} status @param {any} body
     */
    async after(ctx, status, body) {
      if (ctx.email && ctx.grantType === 'password' && status === 400 && body?.error_code === 'invalid_credentials') {
        await limiters.wrong_passwords.penalty(`account:${ctx.email}`, 1);
      }
    },
  };
}

/** @param {unknown} body @returns {string | null} the account an auth request is about */
export function emailOf(body) {
  const email = body && typeof body === 'object' && /** @type {Record<string, unknown>} */ (body).email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}
