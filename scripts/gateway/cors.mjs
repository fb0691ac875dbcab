// CORS stage. @supabase/lite 0.10 answers preflights on /auth/v1 without
// Access-Control-Allow-Headers, so browsers on another origin (every page of the
// portal) could not send apikey/authorization to the auth API, and its auth
// answers carry no Access-Control-Allow-Origin. Hosted Supabase does both, so
// the gateway answers every preflight itself and adds the headers to every
// answer, its own errors included (see replies.mjs).

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD';

/** @param {import('node:http').IncomingMessage} req */
export function isPreflight(req) {
  return req.method === 'OPTIONS' && Boolean(req.headers['access-control-request-method']);
}

/**
 * Answers a preflight the way hosted Supabase does: any origin, the requested headers.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerPreflight(req, res) {
  res.writeHead(204, {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  });
  res.end();
}

export { corsAnswerHeaders } from './replies.mjs';
