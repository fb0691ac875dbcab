// One line per response, for the operator: when, what, how it ended, how big, how long, and an
// id to find the same request in other services' logs. The query string is left out (reset and
// sign-in links carry tokens and e-mail addresses), and whatever the client sent is escaped so
// a request cannot forge or split log lines.
import { randomUUID } from 'node:crypto';

/** An incoming X-Request-Id is kept only when it is a short plain token (a proxy's id, a UUID). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Client text made safe for one log line: control characters (C0, DEL, C1), spaces, the Unicode
 * line and paragraph separators and the backslash itself become escapes, so a field never
 * contains a line break or a space and every escape reads one way.
 * @param {string} text
 */
export function escapeLogText(text) {
  return text.replace(/[\\\s\p{Cc}]/gu, (char) => {
    if (char === '\\') return '\\\\';
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * Starts timing `req` and writes its line once the response is over (sent, or cut short by the
 * client: then the line ends with `aborted`). Call it first thing in the request handler.
 * Line: `<ISO start time> <method> <path> <status> <body bytes> <duration>ms <request id>[ aborted]`.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ write?: (line: string) => void, now?: () => number }} [options]  `now`: milliseconds since the epoch
 * @returns {string}  the request id, to pass on (an X-Request-Id response header, calls to the API)
 */
export function accessLog(req, res, { write = (line) => process.stdout.write(line + '\n'), now = Date.now } = {}) {
  const started = now();
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  let bytes = 0;
  /** @param {unknown} chunk  @param {unknown} encoding */
  const count = (chunk, encoding) => {
    if (typeof chunk === 'string')
      bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
    else if (chunk instanceof Uint8Array) bytes += chunk.length;
  };
  const { write: writeBody, end } = res;
  // Node's overloads (chunk, encoding?, callback?) pass through as they came.
  res.write = /** @type {typeof res.write} */ (
    function (chunk, encoding, callback) {
      count(chunk, encoding);
      return writeBody.call(this, chunk, encoding, callback);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (chunk, encoding, callback) {
      if (typeof chunk !== 'function') count(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    }
  );
  res.once('close', () => {
    // Node sends no body for HEAD, 204 and 304 whatever the handler wrote
    const bodyless = req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
    const fields = [
      new Date(started).toISOString(),
      escapeLogText(req.method ?? '-'),
      escapeLogText((req.url ?? '/').split('?')[0]),
      res.statusCode,
      bodyless ? 0 : bytes,
      `${Math.round(now() - started)}ms`,
      requestId,
    ];
    if (!res.writableFinished) fields.push('aborted');
    write(fields.join(' '));
  });
  return requestId;
}
