// Password lockout that slows guessing without locking the owner out. A lock per
// account alone let anyone lock any account for everyone with ten wrong
// passwords. Two gates, each an exponential back-off that always reopens:
// - per account and address: after `perAddress` wrong passwords from one address
//   for one account, that address waits baseSec, then twice as long after each
//   further failure, up to maxSec; a correct password from it clears its count;
// - per account, all addresses together: after `perAccount` failures (distributed
//   guessing) every address waits accountBaseSec, doubling up to accountMaxSec.
// Failures are forgotten forgetSec after the last one. E-mail codes and password
// recovery are never gated here, so the owner can always reset the password.
// createLockout keeps the counts in this process's memory; createSharedLockout keeps
// them in the limits store (limits-store.mjs) that several gateway instances share.
import { GatewayError } from './replies.mjs';

export const LOCKOUT_DEFAULTS = Object.freeze({
  baseSec: 30,
  maxSec: 15 * 60,
  accountBaseSec: 1,
  accountMaxSec: 60,
  forgetSec: 60 * 60,
  maxEntries: 100_000,
});

/** @typedef {{ failures: number, last: number, until: number }} Entry */

/**
 * @param {{ perAddress: number, perAccount: number, now?: () => number } & Partial<typeof LOCKOUT_DEFAULTS>} options
 */
export function createLockout({ perAddress, perAccount, now = Date.now, ...timing }) {
  const { baseSec, maxSec, accountBaseSec, accountMaxSec, forgetSec, maxEntries } = { ...LOCKOUT_DEFAULTS, ...timing };
  /** @type {Map<string, Entry>} "account\naddress" or "account" -> failures */
  const entries = new Map();

  /** @param {string} key @returns {Entry | undefined} */
  const current = (key) => {
    const entry = entries.get(key);
    if (entry && now() - entry.last > forgetSec * 1000) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  /** @param {string} key @param {number} threshold @param {number} base @param {number} max */
  const fail = (key, threshold, base, max) => {
    const entry = current(key) ?? { failures: 0, last: 0, until: 0 };
    entry.failures += 1;
    entry.last = now();
    if (entry.failures >= threshold) entry.until = entry.last + holdMs(entry.failures, threshold, base, max);
    entries.delete(key); // insertion order = age
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  };

  /** @param {string} key @returns {number} ms until the gate reopens (0: open) */
  const waitFor = (key) => Math.max(0, (current(key)?.until ?? 0) - now());

  const pairKey = (/** @type {string} */ account, /** @type {string} */ address) => `${account}\n${address}`;

  return {
    /**
     * Before a password sign-in reaches lite: 429 with Retry-After while a gate is closed.
     * @param {string} account @param {string} address
     */
    check(account, address) {
      const ms = Math.max(waitFor(pairKey(account, address)), waitFor(account));
      if (ms > 0) throw lockedOut(ms);
    },
    /** A wrong password. @param {string} account @param {string} address */
    failed(account, address) {
      fail(pairKey(account, address), perAddress, baseSec, maxSec);
      fail(account, perAccount, accountBaseSec, accountMaxSec);
    },
    /** A correct password: this address starts afresh (the account-wide count stays). @param {string} account @param {string} address */
    succeeded(account, address) {
      entries.delete(pairKey(account, address));
    },
  };
}

/**
 * The same gates with their counts in a shared store. A store that fails falls back to a
 * lockout in this process's memory for that call (fail open, as the rate limits do; the store
 * logs it). Every method returns a promise.
 * @param {{ perAddress: number, perAccount: number, failures: import('./limits-store.mjs').FailureCounts,
 *           now?: () => number } & Partial<typeof LOCKOUT_DEFAULTS>} options
 */
export function createSharedLockout({ perAddress, perAccount, failures, now = Date.now, ...timing }) {
  const { baseSec, maxSec, accountBaseSec, accountMaxSec, forgetSec } = { ...LOCKOUT_DEFAULTS, ...timing };
  const fallback = createLockout({ perAddress, perAccount, now, ...timing });
  const forgetMs = forgetSec * 1000;

  /** @param {string} key @param {number} threshold @param {number} base @param {number} max */
  const fail = async (key, threshold, base, max) => {
    const at = now();
    const count = await failures.record(key, at, forgetMs);
    // two gateways counting at once each hold for their own count; the longer hold stays
    if (count >= threshold) await failures.holdUntil(key, at + holdMs(count, threshold, base, max));
  };

  const pairKey = (/** @type {string} */ account, /** @type {string} */ address) => `${account}\n${address}`;

  return {
    /** @param {string} account @param {string} address */
    async check(account, address) {
      let until;
      try {
        until = await failures.heldUntil([pairKey(account, address), account], now());
      } catch {
        fallback.check(account, address);
        return;
      }
      const ms = until - now();
      if (ms > 0) throw lockedOut(ms);
    },
    /** @param {string} account @param {string} address */
    async failed(account, address) {
      try {
        await Promise.all([
          fail(pairKey(account, address), perAddress, baseSec, maxSec),
          fail(account, perAccount, accountBaseSec, accountMaxSec),
        ]);
      } catch {
        fallback.failed(account, address);
      }
    },
    /** @param {string} account @param {string} address */
    async succeeded(account, address) {
      try {
        await failures.clear(pairKey(account, address));
      } catch {
        fallback.succeeded(account, address);
      }
    },
  };
}

/**
 * How long a gate stays closed after the count-th failure: base seconds at the threshold,
 * doubling with each further failure, at most max seconds.
 * @param {number} count @param {number} threshold @param {number} base @param {number} max
 */
function holdMs(count, threshold, base, max) {
  return Math.min(max, base * 2 ** Math.min(30, count - threshold)) * 1000;
}

/** @param {number} ms */
export function lockedOut(ms) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new GatewayError(429, `Too many failed sign-in attempts for this account. Try again in ${seconds} seconds.`, {
    code: 'over_request_rate_limit',
    errorCode: 'over_request_rate_limit',
    headers: { 'retry-after': String(seconds) },
  });
}
