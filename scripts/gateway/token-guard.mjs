// Token guard. lite 0.10 serves an unverifiable bearer (`Bearer abcdef`, an
// `alg: none` token) as anon with no claims, and accepts tokens without `exp`
// or with another `aud`. Hosted Supabase refuses all of these with 401, so the
// gateway verifies every bearer that is not one of the project's API keys
// (supabase-js sends the publishable key as bearer when signed out).
import { errors as joseErrors, jwtVerify } from 'jose';
import { GatewayError } from './replies.mjs';

/**
 * @typedef {{ kind: 'none' } | { kind: 'key', key: 'publishable' | 'secret' } | { kind: 'user', claims: import('jose').JWTPayload }} Caller
 */

/** @param {string} message */
const unauthorized = (message) =>
  new GatewayError(401, message, { code: 'PGRST301', errorCode: 'bad_jwt', headers: { 'www-authenticate': 'Bearer' } });

/**
 * @param {{ jwtSecret: string, publishableKey?: string, secretKey?: string, audience?: string | string[],
 *           isSessionRevoked?: (sessionId: string) => boolean,
 *           isSessionActive?: (session: { sessionId: string, userId: string, token: string }) => Promise<boolean> }} options
 *   isSessionRevoked: the gateway's own revocations (refresh-token reuse); isSessionActive: the session store's word
 */
export function createTokenGuard({
  jwtSecret,
  publishableKey,
  secretKey,
  audience = 'authenticated',
  isSessionRevoked = () => false,
  isSessionActive = async () => true,
}) {
  const key = new TextEncoder().encode(jwtSecret);
  /**
   * @param {string | undefined} authorization  the Authorization header
   * @returns {Promise<Caller>}
   */
  return async function checkAuthorization(authorization) {
    if (authorization === undefined) return { kind: 'none' };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw unauthorized('Authorization header must be "Bearer <token>"');
    const token = match[1];
    if (publishableKey && token === publishableKey) return { kind: 'key', key: 'publishable' };
    if (secretKey && token === secretKey) return { kind: 'key', key: 'secret' };
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(token, key, { algorithms: ['HS256'], audience, requiredClaims: ['exp'] }));
    } catch (error) {
      throw unauthorized(describe(error));
    }
    if (typeof claims.session_id === 'string') {
      if (isSessionRevoked(claims.session_id)) throw unauthorized('JWT session has been revoked');
      if (!(await isSessionActive({ sessionId: claims.session_id, userId: String(claims.sub), token })))
        throw unauthorized('JWT session has ended (signed out or revoked): sign in again');
    }
    return { kind: 'user', claims };
  };
}

/** @param {unknown} error  jose's reasons, worded like PostgREST's (no library internals) */
function describe(error) {
  if (error instanceof joseErrors.JWTExpired) return 'JWT expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'exp') return 'JWT has no expiry (exp claim required)';
    if (error.claim === 'aud') return 'JWT audience is not accepted';
    return `JWT claim ${error.claim} is invalid`;
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'JWT signature is invalid';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'JWT algorithm is not accepted';
  return 'JWT is malformed or cannot be verified';
}
