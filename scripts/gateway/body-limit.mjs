// Body-limit stage. lite buffers whole bodies and answered an 8 MB insert with a
// 500; hosted Supabase refuses oversized bodies at the edge. Bytes are counted
// as they arrive, so a chunked body without Content-Length is capped too.
import { Transform } from 'node:stream';
import { GatewayError } from './replies.mjs';

export const MB = 1024 * 1024;

/** @param {number} limit */
function tooLarge(limit) {
  return new GatewayError(413, `Payload too large: the request body exceeds ${Math.round((limit / MB) * 10) / 10} MB`, {
    code: 'PGRST413',
    errorCode: 'request_too_large',
  });
}

/** @param {import('node:http').IncomingMessage} req @param {number} limit */
function declaredTooLarge(req, limit) {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Reads a whole body (REST and auth bodies are small and must be inspected).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit  bytes
 * @returns {Promise<Buffer>}
 */
export function readLimitedBody(req, limit) {
  if (declaredTooLarge(req, limit)) {
    req.resume(); // drain, so the 413 reaches the client instead of a reset
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return; // keep draining so the client reads our answer
      }
      chunks.push(chunk);
    });
    req.once('end', () => {
      if (!refused) resolve(Buffer.concat(chunks, size));
    });
    req.once('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

/**
 * For streamed bodies (storage uploads): a pass-through that fails once more than
 * limit bytes went through. Uploads keep lite's own per-bucket limits; this cap
 * only stops a body no bucket could accept from streaming in forever.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Transform}
 */
export function limitStream(req, limit) {
  if (declaredTooLarge(req, limit)) throw tooLarge(limit);
  let size = 0;
  return new Transform({
    transform(chunk, _encoding, callback) {
      size += chunk.length;
      if (size > limit) callback(tooLarge(limit));
      else callback(null, chunk);
    },
  });
}
