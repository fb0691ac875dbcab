// Rate limits. lite 0.10 has none: 50 wrong passwords, 30 sign-ups at once, 200
// contact messages in 10 s were all accepted. Limits follow GoTrue's /
// Supabase CLI defaults ([auth.rate_limit] in supabase/gateway.toml) per IP, plus
// per account (the e-mail in the body) and per IP for anonymous REST writes.
// Wrong passwords slow down per account and address (lockout.mjs) instead of
// spending a per-account budget anyone could use up for the owner.
// The counters live in the limits store (limits-store.mjs): this process's memory by
// default (one gateway per backend, a restart forgives them), or PostgreSQL shared by
// several gateway instances. Every limit is keyed by the client's address as
// client-address.mjs finds it (behind a trusted proxy, the proxy's X-Forwarded-For entry).
import { RateLimiterRes } from 'rate-limiter-flexible';
import { GatewayError, own } from './replies.mjs';
import { createLockout, createSharedLockout } from './lockout.mjs';
import { MEMORY_STORE } from './limits-store.mjs';

/** Supabase CLI names and defaults, plus gateway-only rules. */
export const DEFAULT_LIMITS = Object.freeze({
  /** e-mails (OTP, recovery) per hour per IP */
  email_sent: 2,
  /** e-mails to one address per hour from all IPs together (gateway only): one sender cannot use up the owner's recovery */
  email_sent_per_account: 10,
  /** token refreshes per 5 minutes per IP */
  token_refresh: 150,
  /** sign-ins and sign-ups per 5 minutes per IP (and per address) */
  sign_in_sign_ups: 30,
  /** OTP / magic-link verifications per 5 minutes per IP (and per address) */
  token_verifications: 30,
  /** wrong passwords per account and address before that address must wait, doubling (gateway only) */
  wrong_passwords: 10,
  /** wrong passwords per account from all addresses before every address must wait, doubling up to a minute (gateway only) */
  wrong_passwords_per_account: 100,
  /** anonymous POST/PATCH/PUT/DELETE on /rest/v1 per minute per IP (gateway only) */
  anonymous_writes: 10,
  /** anonymous calls of read-only (stable or immutable) functions per minute per IP (gateway only) */
  anonymous_reads: 300,
});

const WINDOWS = {
  email_sent: 3600,
  email_sent_per_account: 3600,
  token_refresh: 300,
  sign_in_sign_ups: 300,
  token_verifications: 300,
  anonymous_writes: 60,
  anonymous_reads: 60,
};

/**
 * readOnly: the request only reads (schema-guard.mjs's isReadOnlyCall), whatever its method
 * @typedef {{ method: string, pathname: string, grantType: string | null, ip: string, email: string | null,
 *             anonymous: boolean, family: import('./replies.mjs').Family, readOnly?: boolean }} RateContext
 */

/**
 * Which limits a request spends. Account limits need the e-mail from the body.
 * @param {RateContext} ctx
 * @returns {Array<keyof typeof WINDOWS>}
 */
export function rulesFor({ method, pathname, grantType, family, anonymous, readOnly = false }) {
  if (family === 'rest') {
    if (!anonymous) return [];
    const rpc = /^\/rest\/v1\/rpc\//.test(pathname);
    if (readOnly) return rpc ? ['anonymous_reads'] : [];
    return rpc || ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? ['anonymous_writes'] : [];
  }
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
 * @param {{ limits?: Partial<typeof DEFAULT_LIMITS>, scale?: number,
 *           timing?: Partial<import('./lockout.mjs').LOCKOUT_DEFAULTS> & { now?: () => number },
 *           store?: import('./limits-store.mjs').LimitsStore }} [options]
 *   scale multiplies every limit (test and e2e backends sign up hundreds of users from one IP);
 *   timing: the lockout's back-off (tests); store: where the counters live (default: memory)
 */
export function createRateLimits({ limits = {}, scale = 1, timing = {}, store = MEMORY_STORE } = {}) {
  const merged = { ...DEFAULT_LIMITS, ...limits };
  if (typeof scale !== 'number' || !Number.isFinite(scale) || scale <= 0) {
    throw new Error(`rate limit scale must be a positive number, got ${JSON.stringify(scale)}`);
  }
  /** @type {Record<keyof typeof DEFAULT_LIMITS, number>} the limits in force: every rule scaled alike */
  const effective = /** @type {any} */ ({});
  for (const name of /** @type {Array<keyof typeof DEFAULT_LIMITS>} */ (Object.keys(DEFAULT_LIMITS))) {
    const limit = Number(merged[name]);
    if (!Number.isFinite(limit) || limit < 1)
      throw new Error(`rate limit ${name} must be a positive number, got ${JSON.stringify(merged[name])}`);
    effective[name] = Math.max(1, Math.round(limit * scale));
  }
  const limiters = new Map(
    Object.entries(WINDOWS).map(([name, duration]) => [
      name,
      store.rateLimiter({ keyPrefix: name, points: effective[/** @type {keyof typeof WINDOWS} */ (name)], duration }),
    ]),
  );
  const thresholds = { perAddress: effective.wrong_passwords, perAccount: effective.wrong_passwords_per_account };
  const lockout = store.failures
    ? createSharedLockout({ ...thresholds, failures: store.failures, ...timing })
    : createLockout({ ...thresholds, ...timing });

  /** @param {string} rule @param {number} msBeforeNext */
  const refusal = (rule, msBeforeNext) => {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    const email = rule === 'email_sent' || rule === 'email_sent_per_account';
    const message = email
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
      await limiters.get(rule)?.consume(key);
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
      const password = isPasswordSignIn(ctx);
      if (password && ctx.email) await lockout.check(ctx.email, ctx.ip);
      for (const rule of rulesFor(ctx)) {
        await spend(rule, `ip:${ctx.ip}`);
        // refreshes and anonymous writes carry no account; password sign-ins have the lockout
        const accountRule = ACCOUNT_RULES.get(rule);
        if (ctx.email && accountRule && !password) await spend(accountRule, `account:${ctx.email}`);
      }
    },
    /**
     * Counts a wrong password (or clears the address's count after a right one) once lite has answered.
     * @param {RateContext} ctx @param {number} status @param {any} body
     */
    async after(ctx, status, body) {
      if (!ctx.email || !isPasswordSignIn(ctx)) return;
      if (status === 400 && body?.error_code === 'invalid_credentials') await lockout.failed(ctx.email, ctx.ip);
      else if (status === 200) await lockout.succeeded(ctx.email, ctx.ip);
    },
  };
}

/** the per-account rule each per-IP rule has, if any */
const ACCOUNT_RULES = new Map([
  ['email_sent', 'email_sent_per_account'],
  ['sign_in_sign_ups', 'sign_in_sign_ups'],
  ['token_verifications', 'token_verifications'],
]);

/** @param {RateContext} ctx */
const isPasswordSignIn = (ctx) =>
  ctx.family === 'auth' && ctx.method === 'POST' && ctx.grantType === 'password' && /^\/auth\/v1\/token\/?$/.test(ctx.pathname);

/** @param {unknown} body @returns {string | null} the account an auth request is about */
export function emailOf(body) {
  const email = own(body, 'email');
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}
