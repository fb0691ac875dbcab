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
    if (entry.failures >= threshold) {
      const delay = Math.min(max, base * 2 ** Math.min(30, entry.failures - threshold));
      entry.until = entry.last + delay * 1000;
    }
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

/** @param {number} ms */
export function lockedOut(ms) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new GatewayError(429, `Too many failed sign-in attempts for this account. Try again in ${seconds} seconds.`, {
    code: 'over_request_rate_limit',
    errorCode: 'over_request_rate_limit',
    headers: { 'retry-after': String(seconds) },
  });
}
