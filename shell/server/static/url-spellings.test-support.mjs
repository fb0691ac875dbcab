// For the tests that prove a private file stays private: the ways one file's URL can be written that a
// server may resolve to the same file (sirv drops a trailing slash and a fragment and decodes %2e), and a
// request sent exactly as written (fetch would resolve `.`, `..` and `//` and drop the fragment first).
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const DECODERS = { br: brotliDecompressSync, gzip: gunzipSync };

export const METHODS = ['GET', 'HEAD', 'POST'];

/** The spellings of `/<file>` (`file` relative to the served folder, e.g. `server/server.js`). */
export function urlSpellings(file) {
  return [
    `/${file}`,
    `/${file}/`,
    `/${file}#x`,
    `/${file}?x`,
    `/${file.replace(/\./g, '%2e')}`,
    `/${file.replace(/\./g, '%2E')}`,
    `/${file};`,
    `//${file}`,
    `/./${file}`,
    `/x/../${file}`,
    `/${file.toUpperCase()}`,
  ];
}

/**
 * One request with `pathname` sent as written; a compressed body is decoded.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
export function rawRequest(port, method, pathname, headers = { 'accept-encoding': 'identity' }) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const decode = body.length > 0 ? DECODERS[response.headers['content-encoding']] : undefined;
        resolve({ status: response.statusCode, headers: response.headers, body: (decode ? decode(body) : body).toString('latin1') });
      });
    });
    request.once('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

/**
 * Every method and spelling of each of `files` against the server on `port`: the responses that gave a file
 * away (`isLeak`) or were not a refusal (`isRefusal`: 404 or 405 unless the caller knows other harmless answers).
 */
export async function leaks(port, files, isLeak, isRefusal = (response) => [404, 405].includes(response.status)) {
  const found = [];
  for (const file of files) {
    for (const pathname of urlSpellings(file)) {
      for (const method of METHODS) {
        // brotli and gzip accepted too: sirv then also tries the file's precompressed copies
        for (const acceptEncoding of ['identity', 'br, gzip']) {
          const response = await rawRequest(port, method, pathname, { 'accept-encoding': acceptEncoding });
          if (!isRefusal(response) || isLeak(response)) found.push(`${method} ${pathname} (${acceptEncoding}): ${response.status}`);
        }
      }
    }
  }
  return found;
}
