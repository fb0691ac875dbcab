// Self-healing probe. A wedged PGlite session (every request answering
// "current transaction is aborted"), a frozen or a dead lite process all looked
// the same to users: nothing worked until someone restarted the backend. The
// gateway probes lite with a cheap query every few seconds and right after a
// suspicious answer, and on a wedge asks its owner (scripts/backend.mjs) to
// restart lite on the same port and data dir; committed rows are on disk.
// Meanwhile requests are answered 503 with Retry-After.
import { WEDGE_PATTERN } from './error-map.mjs';

/** @typedef {'ok' | 'wedged' | 'down'} ProbeResult */

/**
 * One probe of a lite server: the health query, with a timeout.
 * @param {{ target: () => string, path: string, secretKey?: string, timeoutMs: number }} options
 * @returns {Promise<ProbeResult>}
 */
export async function probeLite({ target, path, secretKey, timeoutMs }) {
  const headers = secretKey ? { apikey: secretKey, authorization: `Bearer ${secretKey}` } : {};
  try {
    const response = await fetch(`${target()}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (response.status >= 500 && WEDGE_PATTERN.test(text)) return 'wedged';
    return response.status >= 500 ? 'down' : 'ok';
  } catch {
    return 'down'; // refused, reset or timed out
  }
}

/**
 * @param {{ probe: () => Promise<ProbeResult>, restart: () => Promise<void>, intervalMs?: number,
 *           failuresBeforeRestart?: number, retryAfterSec?: number, log?: (line: string) => void }} options
 */
export function createHealer({ probe, restart, intervalMs = 5000, failuresBeforeRestart = 2, retryAfterSec = 5, log = () => {} }) {
  let failures = 0;
  let restarting = null;
  let probing = null;
  let timer = null;
  let stopped = false;
  let restarts = 0;

  /** @param {string} reason */
  const heal = (reason) => {
    if (restarting || stopped) return restarting;
    log(`lite is not healthy (${reason}): restarting it`);
    restarting = (async () => {
      try {
        await restart();
        restarts += 1;
        failures = 0;
        log('lite restarted');
      } catch (error) {
        log(`restarting lite failed: ${error instanceof Error ? error.message : error}`);
      } finally {
        restarting = null;
      }
    })();
    return restarting;
  };

  const check = () => {
    if (restarting || stopped) return probing ?? Promise.resolve();
    probing ??= (async () => {
      try {
        const result = await probe();
        if (result === 'ok') failures = 0;
        else if (result === 'wedged') await heal('aborted session');
        else if (++failures >= failuresBeforeRestart) await heal(`no answer ${failures} times`);
      } finally {
        probing = null;
      }
    })();
    return probing;
  };

  return {
    start() {
      stopped = false;
      const tick = () => {
        timer = setTimeout(async () => {
          await check();
          if (!stopped) tick();
        }, intervalMs);
        timer.unref?.();
      };
      tick();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Probe now (an upstream 500 that may mean a wedge, a connection error). */
    suspect: check,
    /** Restart without probing (lite's process exited). @param {string} reason */
    restartNow: heal,
    get unavailable() {
      return restarting !== null;
    },
    get restarts() {
      return restarts;
    },
    retryAfterSec,
  };
}
