// Refresh-token reuse detection like GoTrue. lite 0.10 rotates refresh tokens,
// but a rotated token whose child has not been used yet keeps working at any
// time later (lite hands out the child again), and only a token two rotations
// old revokes its family. GoTrue allows reuse within a short interval (10 s, a
// client retrying) and treats later reuse as theft: the whole family (session)
// is revoked. The gateway remembers every exchange (bounded, in memory) and does
// that; it also refuses the revoked session's access tokens (token-guard.mjs),
// which PostgREST-side lite never checks against its sessions table.
import { GatewayError } from './replies.mjs';

export const alreadyUsed = () =>
  new GatewayError(400, 'Invalid Refresh Token: Already Used', { code: '400', errorCode: 'refresh_token_already_used' });

/**
 * @typedef {{ sessionId: string, userId: string }} Family
 */

/**
 * @param {{ reuseIntervalSec?: number, maxEntries?: number, accessTokenTtlSec?: number, now?: () => number,
 *           revokeUpstream?: (family: Family) => Promise<void>, log?: (line: string) => void }} [options]
 */
export function createRefreshReuse({
  reuseIntervalSec = 10,
  maxEntries = 100_000,
  accessTokenTtlSec = 3600,
  now = Date.now,
  revokeUpstream = async () => {},
  log = () => {},
} = {}) {
  /** refresh token -> the session it belongs to */
  const familyOf = new Map();
  /** refresh token -> when it was exchanged and for which child */
  const exchanged = new Map();
  /** session id -> until when its access tokens are refused */
  const revoked = new Map();

  /** @param {Map<any, any>} map @param {any} key @param {any} value  insertion order = age */
  const remember = (map, key, value) => {
    map.delete(key);
    map.set(key, value);
    while (map.size > maxEntries) map.delete(map.keys().next().value);
  };

  /** @param {string} sessionId */
  const isSessionRevoked = (sessionId) => {
    const until = revoked.get(sessionId);
    if (until === undefined) return false;
    if (until < now()) {
      revoked.delete(sessionId);
      return false;
    }
    return true;
  };

  /** @param {Family} family */
  const revoke = (family) => {
    // twice the token lifetime: every access token of the session has expired by then
    remember(revoked, family.sessionId, now() + accessTokenTtlSec * 2000);
    log(`refresh token reused after ${reuseIntervalSec} s: session ${family.sessionId} revoked`);
    revokeUpstream(family).catch((error) => log(`revoking session ${family.sessionId} in lite failed: ${error.message}`));
  };

  return {
    isSessionRevoked,
    /**
     * Before a refresh_token grant reaches lite. Throws 400 already-used for a revoked
     * family or for a reuse after the interval (which revokes the family).
     * @param {unknown} token
     */
    beforeRefresh(token) {
      if (typeof token !== 'string') return;
      const family = familyOf.get(token);
      if (family && isSessionRevoked(family.sessionId)) throw alreadyUsed();
      const exchange = exchanged.get(token);
      if (!exchange) return;
      if (now() - exchange.at <= reuseIntervalSec * 1000) return; // a retry: lite hands out the child
      revoke(exchange.family);
      throw alreadyUsed();
    },
    /**
     * After lite issued a session (sign-in, sign-up, verify, refresh).
     * @param {string | null} usedToken  the refresh token exchanged, if any
     * @param {any} session  lite's answer body
     */
    afterIssue(usedToken, session) {
      const family = familyFromSession(session);
      if (!family || typeof session.refresh_token !== 'string') return;
      remember(familyOf, session.refresh_token, family);
      if (usedToken && !exchanged.has(usedToken)) {
        remember(exchanged, usedToken, { at: now(), family, child: session.refresh_token });
        remember(familyOf, usedToken, family);
      }
    },
  };
}

/** @param {any} session @returns {Family | null} */
export function familyFromSession(session) {
  if (!session || typeof session.access_token !== 'string') return null;
  try {
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString('utf8'));
    if (typeof claims.session_id !== 'string' || typeof claims.sub !== 'string') return null;
    return { sessionId: claims.session_id, userId: claims.sub };
  } catch {
    return null;
  }
}
