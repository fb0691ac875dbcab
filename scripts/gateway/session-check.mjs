// Sign-out that takes effect at once. A Supabase access token stays valid until it expires, also
// after its session was signed out or revoked (hosted Supabase included): PostgREST and Storage only
// verify the signature. The gateway asks the session store whether the token's session still exists
// (lite's GET /auth/v1/user checks the token's session_id there), remembers a live answer for a few
// seconds and a dead one until every token of that session has expired, and forgets what it knew of a
// user when that user signs out through it, so the very next request is checked again.

/** @typedef {'active' | 'ended' | 'unknown'} SessionState  unknown: the store could not be asked */

/**
 * Asks lite about the session of `token`: 200 means it exists, 403 session_not_found or
 * user_not_found means it ended (signed out, revoked, or the user was deleted).
 * @param {{ upstream: URL, publishableKey?: string, timeoutMs?: number }} options
 * @returns {(token: string) => Promise<SessionState>}
 */
export function sessionLookupInLite({ upstream, publishableKey, timeoutMs = 5000 }) {
  return async (token) => {
    try {
      const response = await fetch(new URL('/auth/v1/user', upstream), {
        headers: { authorization: `Bearer ${token}`, ...(publishableKey ? { apikey: publishableKey } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.json().catch(() => null);
      if (response.ok) return 'active';
      if (response.status === 403 && ['session_not_found', 'user_not_found'].includes(body?.error_code)) return 'ended';
      return 'unknown';
    } catch {
      return 'unknown';
    }
  };
}

/**
 * @param {{ lookup: (token: string) => Promise<SessionState>, activeForMs?: number, endedForMs?: number,
 *           maxEntries?: number, now?: () => number, log?: (line: string) => void }} options
 *   activeForMs: how long a live answer is trusted (a sign-out elsewhere takes effect within it);
 *   endedForMs: how long an ended session is remembered (at least the access tokens' lifetime)
 */
export function createSessionCheck({
  lookup,
  activeForMs = 5000,
  endedForMs = 2 * 3600_000,
  maxEntries = 100_000,
  now = Date.now,
  log = () => {},
}) {
  /** session id -> { state, until, userId } */
  const known = new Map();
  /** session id -> the lookup under way (one per session however many requests wait for it) */
  const pending = new Map();
  /** user id -> their session ids in `known` */
  const sessionsOf = new Map();
  let lastFailureLog = -Infinity;

  /** @param {string} sessionId @param {string} userId @param {'active' | 'ended'} state */
  const remember = (sessionId, userId, state) => {
    known.delete(sessionId); // insertion order = age
    known.set(sessionId, { state, userId, until: now() + (state === 'active' ? activeForMs : endedForMs) });
    if (!sessionsOf.has(userId)) sessionsOf.set(userId, new Set());
    sessionsOf.get(userId).add(sessionId);
    while (known.size > maxEntries) {
      const [oldest, entry] = known.entries().next().value;
      known.delete(oldest);
      sessionsOf.get(entry.userId)?.delete(oldest);
    }
  };

  return {
    /**
     * Whether the session of a verified token still exists. When the store cannot be asked the token is
     * let through (its signature and expiry hold) and nothing is remembered, so the next request asks again.
     * @param {{ sessionId: string, userId: string, token: string }} session
     * @returns {Promise<boolean>}
     */
    async isActive({ sessionId, userId, token }) {
      const entry = known.get(sessionId);
      if (entry && entry.until > now()) return entry.state === 'active';
      let asking = pending.get(sessionId);
      if (!asking) {
        asking = lookup(token).finally(() => pending.delete(sessionId));
        pending.set(sessionId, asking);
      }
      const state = await asking;
      if (state === 'unknown') {
        if (now() - lastFailureLog > 60_000) {
          lastFailureLog = now();
          log('session store could not be asked: tokens are accepted on their signature until it answers');
        }
        return true;
      }
      remember(sessionId, userId, state);
      return state === 'active';
    },
    /**
     * A sign-out went through: the user's sessions are asked about again on their next request
     * (scope local ends one session, global every one, others all but the caller's).
     * @param {string} userId @param {string | null} sessionId  the signed-out session, for scope local
     */
    signedOut(userId, sessionId) {
      for (const id of sessionsOf.get(userId) ?? []) known.delete(id);
      sessionsOf.delete(userId);
      if (sessionId) remember(sessionId, userId, 'ended');
    },
  };
}
