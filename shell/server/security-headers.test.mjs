import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createNonce, cspOrigins, overrideOriginSources, securityHeaders, staticHeaders } from './security-headers.mjs';

/** The policy as a map of directive name to its sources. */
const directives = (policy) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

test('createNonce gives 16 random bytes in base64, different each time', () => {
  const nonce = createNonce();
  assert.equal(Buffer.from(nonce, 'base64').length, 16);
  assert.match(nonce, /^[A-Za-z0-9+/]{22}==$/);
  assert.notEqual(createNonce(), nonce);
});

test('the policy allows own scripts, the nonce and the remotes, and nothing inline without the nonce', () => {
  const headers = securityHeaders({
    nonce: 'abc123==',
    scriptOrigins: ['https://cdn.example.com/marketing/mf-manifest.json', 'https://cdn.example.com/auth/mf-manifest.json'],
    connectOrigins: ['https://api.example.com', 'https://cdn.example.com'],
    imageOrigins: ['https://api.example.com/storage/v1/object/public/avatars'],
  });
  const policy = directives(headers['Content-Security-Policy']);
  assert.deepEqual(Object.fromEntries(policy), {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'nonce-abc123=='", 'https://cdn.example.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://api.example.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'https://api.example.com', 'https://cdn.example.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  assert.doesNotMatch(headers['Content-Security-Policy'], /unsafe-eval/);
});

test('the page headers forbid framing, sniffing, full referrers, shared windows and device access', () => {
  const headers = securityHeaders({ nonce: createNonce() });
  assert.equal(headers['X-Frame-Options'], 'DENY');
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.equal(headers['Cross-Origin-Opener-Policy'], 'same-origin');
  assert.equal(headers['Permissions-Policy'], 'camera=(), microphone=(), geolocation=()');
  assert.equal(directives(headers['Content-Security-Policy']).get('script-src').length, 2);
});

test('only concrete http(s) origins reach the policy, each once, in a normal form', () => {
  assert.deepEqual(
    cspOrigins([
      'HTTPS://Remote.Example.com:443/a/mf-manifest.json',
      'https://remote.example.com/b/mf-manifest.json',
      'http://localhost:3001/mf-manifest.json',
      "'unsafe-inline'",
      '*',
      'https://*',
      'https://*.example.com',
      'data:text/html,x',
      'javascript:alert(1)',
      'ftp://files.example.com',
      "https://evil.example.com; script-src 'unsafe-inline'",
      '',
    ]),
    ['https://remote.example.com', 'http://localhost:3001'],
  );
});

test('the remote override allowlist adds its origins to script-src and connect-src (also as WebSocket origins) only, and nothing without one', () => {
  const base = { nonce: 'abc123==', scriptOrigins: ['http://localhost:3004/mf-manifest.json'], connectOrigins: ['http://localhost:3004'] };
  const without = directives(securityHeaders(base)['Content-Security-Policy']);
  const policy = directives(
    securityHeaders({ ...base, remoteOverrideOrigins: ['http://localhost:*', 'https://preview.example.com', 'http://localhost:3004'] })[
      'Content-Security-Policy'
    ],
  );
  assert.deepEqual(policy.get('script-src'), [
    "'self'",
    "'nonce-abc123=='",
    'http://localhost:3004',
    'http://localhost:*',
    'https://preview.example.com',
  ]);
  assert.deepEqual(policy.get('connect-src'), [
    "'self'",
    'blob:',
    'http://localhost:3004',
    'http://localhost:*',
    'https://preview.example.com',
    // a development server's live reload
    'ws://localhost:*',
    'wss://preview.example.com',
    'ws://localhost:3004',
  ]);
  for (const name of without.keys()) {
    if (name !== 'script-src' && name !== 'connect-src') assert.deepEqual(policy.get(name), without.get(name), name);
  }
  assert.deepEqual(without.get('script-src'), ["'self'", "'nonce-abc123=='", 'http://localhost:3004']);
  assert.deepEqual(without.get('connect-src'), ["'self'", 'blob:', 'http://localhost:3004']);
  // development builds need no eval, with overrides or without
  for (const [name, sources] of [...policy, ...without]) assert.ok(!sources.includes("'unsafe-eval'"), name);
});

test('override allowlist entries become CSP sources only as one origin or one host with any port', () => {
  assert.deepEqual(
    overrideOriginSources([
      'http://LOCALHOST:*',
      'https://Preview.Example.com:443/',
      'http://127.0.0.1:4004',
      'http://[::1]:*',
      '*',
      'http://*:4004',
      'https://*.example.com',
      "'unsafe-inline'",
      'http://localhost:4004/remote',
      'http://user@localhost:4004',
      'http://localhost:4004; script-src *',
      'http://localhost:99999',
      'ftp://files.example.com',
      42,
    ]),
    ['http://localhost:*', 'https://preview.example.com', 'http://127.0.0.1:4004', 'http://[::1]:*'],
  );
  assert.deepEqual(overrideOriginSources('http://localhost:4004'), []);
  assert.deepEqual(overrideOriginSources(undefined), []);
});

test('a nonce that is not base64 is refused instead of being written into the policy', () => {
  for (const nonce of [undefined, '', "abc' 'unsafe-inline", 'abc; script-src *']) {
    assert.throws(() => securityHeaders({ nonce }), TypeError);
  }
});

test('non-HTML responses get nosniff and the referrer policy only', () => {
  assert.deepEqual(staticHeaders(), { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
});
