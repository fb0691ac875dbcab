// The headers that limit what a page of the portal may do in the browser. The shell's page runs
// its own bundle, the remotes' bundles (other origins in production) and one inline script (the
// runtime configuration, which carries the per-response nonce); everything else is refused, so
// an injected <script> or a framing page gets nowhere.
import { randomBytes } from 'node:crypto';

const NONCE = /^[A-Za-z0-9+/]+={0,2}$/;

/** A fresh nonce per response: 16 random bytes, base64 (what a CSP nonce source allows). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The http(s) origins of `urls` (full URLs are fine: a remote's manifest URL gives its origin),
 * each once. Anything else is dropped rather than copied into the policy: a keyword, a `data:` or
 * `javascript:` URL, a wildcard host (`https://*` would allow every site) or text that could end
 * the directive.
 * @param {Iterable<string>} [urls]
 * @returns {string[]}
 */
export function cspOrigins(urls = []) {
  const origins = new Set();
  for (const url of urls) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.hostname.includes('*')) origins.add(parsed.origin);
  }
  return [...origins];
}

// scheme://host[:port|:*], the same rule as the browser's check (shell/src/federation/remote-overrides.ts)
const OVERRIDE_ORIGIN = /^(https?):\/\/([^/?#@:*\s[\]]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i;

/**
 * The CSP sources for the remote override allowlist (REMOTE_OVERRIDE_ORIGINS): each origin, normalised,
 * and `scheme://host:*` for a port wildcard (CSP's own syntax for any port of one host). Anything else
 * (a host wildcard, a path, a keyword) is dropped, as the browser ignores it too.
 * @param {unknown} [entries]
 * @returns {string[]}
 */
export function overrideOriginSources(entries = []) {
  if (!Array.isArray(entries)) return [];
  const sources = new Set();
  for (const entry of entries) {
    const match = typeof entry === 'string' ? OVERRIDE_ORIGIN.exec(entry.trim()) : null;
    if (!match) continue;
    const [, scheme, host, port] = match;
    try {
      const { origin } = new URL(`${scheme}://${host}${port && port !== '*' ? `:${port}` : ''}`);
      sources.add(port === '*' ? `${origin}:*` : origin);
    } catch {
      // a port out of range
    }
  }
  return [...sources];
}

/**
 * The WebSocket twin of each override source (`http://localhost:*` -> `ws://localhost:*`, https -> wss): a
 * development server on an override origin (`npm run dev -w <remote>`) tells the page to reload over a
 * WebSocket, and an http(s) source does not cover ws(s) in connect-src.
 * @param {string[]} sources  overrideOriginSources()
 * @returns {string[]}
 */
export function overrideSocketSources(sources) {
  return sources.map((source) => source.replace(/^http(s?):/, 'ws$1:'));
}

/**
 * Headers for an HTML page.
 * `style-src` allows inline styles because styled-components writes its rules into <style> tags
 * at run time; `connect-src` needs the remotes' origins as well as the API's, since the federation
 * runtime fetches each remote's mf-manifest.json. `remoteOverrideOrigins` (the override allowlist) go into
 * both, for the same reason, and into connect-src as WebSocket origins too (a development server's live
 * reload). No `'unsafe-eval'`, with or without overrides: development builds carry no eval source maps.
 * @param {{ nonce: string, scriptOrigins?: Iterable<string>, connectOrigins?: Iterable<string>, imageOrigins?: Iterable<string>, remoteOverrideOrigins?: unknown }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ nonce, scriptOrigins, connectOrigins, imageOrigins, remoteOverrideOrigins }) {
  // a nonce is written into the policy as is: anything but base64 could end the directive
  if (typeof nonce !== 'string' || !NONCE.test(nonce))
    throw new TypeError('securityHeaders: the nonce must be base64 text (createNonce())');
  /** @param {string} name @param {string[]} sources */
  const directive = (name, ...sources) => [...new Set([name, ...sources])].join(' ');
  const overrides = overrideOriginSources(remoteOverrideOrigins);
  const policy = [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", `'nonce-${nonce}'`, ...cspOrigins(scriptOrigins), ...overrides),
    directive('style-src', "'self'", "'unsafe-inline'"),
    directive('img-src', "'self'", 'data:', 'blob:', ...cspOrigins(imageOrigins)),
    directive('font-src', "'self'", 'data:'),
    // blob: the files the portal serves (a pitch deck, a licence) are read back from the blob URL it made.
    directive('connect-src', "'self'", 'blob:', ...cspOrigins(connectOrigins), ...overrides, ...overrideSocketSources(overrides)),
    directive('object-src', "'none'"),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'"),
    directive('frame-ancestors', "'none'"),
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    // frame-ancestors for browsers that predate it
    'X-Frame-Options': 'DENY',
    ...staticHeaders(),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Headers for every other response (scripts, styles, JSON, images): no content sniffing, no full URLs in Referer. */
export function staticHeaders() {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
