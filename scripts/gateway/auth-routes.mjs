// Auth route allow-list. lite 0.10 answers a signed-in request to a path its auth router does
// not know (GET /auth/v1/nope, GET /auth/v1/logout, /auth/v1/factors) with its Studio's HTML
// page, status 200. Only the GoTrue routes lite serves and the product uses reach lite; other
// paths get a GoTrue-style 404 and a wrong method 405, both JSON.
import { GatewayError } from './replies.mjs';

/** Path under /auth/v1 -> the methods lite serves there (HEAD wherever GET). */
export const AUTH_ROUTES = new Map(
  Object.entries({
    '/token': ['POST'],
    '/signup': ['POST'],
    '/otp': ['POST'],
    '/magiclink': ['POST'],
    '/verify': ['GET', 'POST'],
    '/resend': ['POST'],
    '/recover': ['POST'],
    '/user': ['GET', 'PUT'],
    '/logout': ['POST'],
    '/reauthenticate': ['GET'],
    '/authorize': ['GET'],
    '/callback': ['GET', 'POST'],
    '/settings': ['GET'],
    '/health': ['GET'],
    '/.well-known/jwks.json': ['GET'],
    '/.well-known/openid-configuration': ['GET'],
  }).map(([route, methods]) => [route, methods.includes('GET') ? [...methods, 'HEAD'] : methods]),
);

/**
 * @param {string} method  upper case
 * @param {string} path  the normalised path, /auth/v1/...
 * @returns {string} the route, e.g. "/token"
 */
export function checkAuthRoute(method, path) {
  const route = path.slice('/auth/v1'.length);
  const methods = AUTH_ROUTES.get(route);
  if (!methods) throw new GatewayError(404, `Not found: ${route || '/'} is not an Auth API route`, { errorCode: 'not_found' });
  if (!methods.includes(method)) {
    throw new GatewayError(405, `Method not allowed: ${route} takes ${methods.join(', ')}`, {
      errorCode: 'method_not_allowed',
      headers: { allow: methods.join(', ') },
    });
  }
  return route;
}
