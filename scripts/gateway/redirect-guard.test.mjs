import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRedirectGuard, globToRegExp, parseAuthRedirectSettings, readAuthRedirectSettings } from './redirect-guard.mjs';
import { call, json, rawCall, startFakeUpstream, startTestGateway } from './fake-lite.mjs';

const CONFIG_TOML = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/config.toml');

// the project's own allow-list plus an instance's public origin and a preview glob
const ALLOW_LIST = {
  origins: ['http://localhost:3000', 'http://localhost:4321/'],
  patterns: ['http://localhost:3000/**', 'http://127.0.0.1:3000/**', 'https://*.preview.example.org/**', 'http://exact.example.org'],
};
const guard = createRedirectGuard(ALLOW_LIST);

const ALLOWED = [
  'http://localhost:3000/reset-password',
  'http://localhost:3000',
  'http://localhost:3000/',
  'http://localhost:3000/register/donor?step=2#top',
  'http://localhost:3000/dashboard?next=http://evil.example/',
  'http://localhost:4321/reset-password', // the instance's public origin, any path
  'http://127.0.0.1:3000/landing',
  'https://pr-17.preview.example.org/reset-password',
  'http://exact.example.org/', // a glob without wildcards names the normalised URL
  'HTTP://LOCALHOST:3000/reset-password', // upper-case scheme and host: the browser loads http://localhost:3000/
  'http://%6C%6F%63%61%6C%68%6F%73%74:3000/x', // the browser decodes the host to localhost
  'http://2130706433:3000/x', // the browser reads 127.0.0.1:3000
];

const REFUSED = [
  // lite's check read the host after the last "@" and ignored "\"
  'http://127.0.0.1:4751\\@localhost:3000/landing',
  'http://evil.example\\@localhost:3000/',
  'http://localhost:3000\\@evil.example/',
  'http:/\\evil.example/',
  '/\\evil.example/',
  // user information
  'http://localhost:3000@evil.example/',
  'http://evil.example@localhost:3000/',
  'http://user:pass@localhost:3000/',
  'http://127.0.0.1:4751%5C@localhost:3000/landing',
  'http://evil.example%2F@localhost:3000/',
  'http://localhost:3000%40evil.example/',
  'http://localhost:3000%2F@evil.example/',
  // scheme-relative, relative, no authority
  '//evil.example/landing',
  '///evil.example/',
  '/reset-password',
  'reset-password',
  'http:evil.example',
  'https:evil.example/x',
  'http:///evil.example/',
  // other schemes
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)//http://localhost:3000/',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'ftp://localhost:3000/',
  'ws://localhost:3000/',
  // tabs, newlines, spaces, control and non-ASCII characters (browsers drop or map them)
  'java\tscript:alert(1)',
  'http://local\thost:3000/',
  'http://localhost:3000/x\n',
  'http://localhost:3000/\r\nSet-Cookie:a=b',
  ' http://localhost:3000/',
  'http://localhost:3000/ x',
  'http://localhost:3000/\u0000',
  'http://l\u043ecalhost:3000/', // Cyrillic o
  'http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54:3000/', // full-width letters
  // IDN written as punycode: another host
  `http://${new URL('http://l\u043ecalhost:3000/').host}/`,
  // percent-encoded hosts that decode to another host
  'http://evil%2Eexample/',
  'http://%65vil.example/',
  // other origins
  'http://evil.example/',
  'HTTP://EVIL.EXAMPLE/',
  'https://localhost:3000/',
  'http://localhost:3001/',
  'http://localhost:3000.evil.example/',
  'http://localhost/',
  'http://127.0.0.1:4751/', // lite lets any loopback address through
  'http://[::1]:3000/',
  'http://evil.example/#http://localhost:3000/',
  'https://a.b.preview.example.org/x', // "*" does not cross "."
  'https://evil.example/.preview.example.org/',
  'https://preview.example.org.evil.example/',
  'http://exact.example.org/other',
  '',
  'not a url',
];

test('unit: redirect_to is read as a browser reads it and matched against the site and the allow-list', () => {
  for (const value of ALLOWED) assert.equal(guard.isAllowed(value), true, `allowed: ${JSON.stringify(value)}`);
  for (const value of REFUSED) assert.equal(guard.isAllowed(value), false, `refused: ${JSON.stringify(value)}`);
});

test('unit: without an allow-list every redirect_to is refused', () => {
  assert.equal(createRedirectGuard().isAllowed('http://localhost:3000/'), false);
});

test("unit: GoTrue's globs: * stays within a segment and a label, ** crosses them, ? is one character, \\ escapes", () => {
  assert.ok(globToRegExp('https://*.example.org/**').test('https://a-1.example.org/x/y'));
  assert.ok(!globToRegExp('https://*.example.org/**').test('https://a.b.example.org/x'));
  assert.ok(globToRegExp('http://localhost:3000/*').test('http://localhost:3000/reset-password'));
  assert.ok(!globToRegExp('http://localhost:3000/*').test('http://localhost:3000/a/b'));
  assert.ok(globToRegExp('http://localhost:300?/**').test('http://localhost:3001/'));
  assert.ok(!globToRegExp('http://localhost:300?/**').test('http://localhost:300/'));
  assert.ok(globToRegExp('http://a.example/\\*').test('http://a.example/*'));
  assert.ok(!globToRegExp('http://a.example/\\*').test('http://a.example/x'));
  // regular-expression characters are literal
  assert.ok(!globToRegExp('http://a.example/(x|y)+').test('http://a.example/xx'));
  assert.ok(!globToRegExp('http://a.example/**').test('http://aXexample/'));
});

test("unit: config.toml's [auth] site_url and additional_redirect_urls are read", async () => {
  const settings = await readAuthRedirectSettings(CONFIG_TOML);
  assert.equal(settings.siteUrl, 'http://localhost:3000');
  assert.deepEqual(settings.patterns, ['http://localhost:3000/**', 'http://127.0.0.1:3000/**']);

  const text = [
    'site_url = "http://root.example"',
    '[auth]',
    "site_url = 'https://portal.example' # the live site",
    'additional_redirect_urls = [ # previews',
    '  "https://*.preview.example/**", # "a # in a comment"',
    "  'https://literal.example/#x',",
    '  "https://escaped.example/\\u0041",',
    ']',
    '[auth.email]',
    'site_url = "http://other.example"',
    '[remotes.prod.auth]',
    'additional_redirect_urls = ["https://prod.example/**"]',
  ].join('\n');
  assert.deepEqual(parseAuthRedirectSettings(text), {
    siteUrl: 'https://portal.example',
    patterns: ['https://*.preview.example/**', 'https://literal.example/#x', 'https://escaped.example/A'],
  });
  assert.deepEqual(parseAuthRedirectSettings('[auth]\nadditional_redirect_urls = ["a", "b"]\n'), { siteUrl: null, patterns: ['a', 'b'] });
  assert.deepEqual(parseAuthRedirectSettings('[api]\nport = 1\n'), { siteUrl: null, patterns: [] });
});

let upstream;
let gateway;
before(async () => {
  upstream = await startFakeUpstream((_req, res) => json(res, 200, { ok: true }));
  gateway = await startTestGateway(upstream.url, { redirectAllowList: ALLOW_LIST });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

const verifyLink = (redirectTo) => `/auth/v1/verify?type=magiclink&token=abc&redirect_to=${encodeURIComponent(redirectTo)}`;

test('through the gateway: the attack link of lite is refused with 400 before lite sees it', async () => {
  const before = upstream.seen.length;
  // as the attacker mails it: the backslash raw in the query
  const raw = await rawCall(
    gateway.url,
    '/auth/v1/verify?type=magiclink&token=abc&redirect_to=http://127.0.0.1:4751\\@localhost:3000/landing',
  );
  assert.equal(raw.status, 400);
  assert.equal(raw.body.error_code, 'validation_failed');
  assert.equal(raw.body.code, 400);
  assert.match(raw.body.msg, /redirect_to is not allowed: it contains a backslash/);
  const encoded = await call(gateway.url, verifyLink('http://127.0.0.1:4751\\@localhost:3000/landing'));
  assert.equal(encoded.status, 400);
  assert.equal(upstream.seen.length, before, 'lite never saw them');
});

test('through the gateway: every refused spelling is 400 on every auth route; the allowed ones reach lite unchanged', async () => {
  for (const value of REFUSED.filter((v) => v !== '')) {
    for (const route of [verifyLink(value), `/auth/v1/recover?redirect_to=${encodeURIComponent(value)}`]) {
      const before = upstream.seen.length;
      const answer = await call(gateway.url, route, route.includes('recover') ? { json: { email: 'a@example.com' } } : {});
      assert.equal(answer.status, 400, `${route} -> ${answer.status}`);
      // a NUL is refused by the query check before the redirect check
      assert.equal(answer.body.error_code, value.includes('\u0000') ? 'bad_json' : 'validation_failed', route);
      assert.equal(upstream.seen.length, before);
    }
  }
  for (const value of ALLOWED) {
    const route = `/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(value)}`;
    const answer = await call(gateway.url, route);
    assert.equal(answer.status, 200, `${value} -> ${answer.status} ${answer.text}`);
    assert.equal(upstream.seen.at(-1)?.url, route, 'forwarded as sent');
  }
});

test('through the gateway: an empty redirect_to is no redirect_to; a second, bad one is refused', async () => {
  assert.equal((await call(gateway.url, '/auth/v1/verify?type=magiclink&token=abc&redirect_to=')).status, 200);
  const twice = `/auth/v1/verify?type=magiclink&token=abc&redirect_to=${encodeURIComponent('http://localhost:3000/')}&redirect_to=${encodeURIComponent('http://evil.example/')}`;
  assert.equal((await call(gateway.url, twice)).status, 400);
  // the name spelt with an escape is the same parameter once normalised
  assert.equal(
    (await call(gateway.url, `/auth/v1/verify?type=magiclink&token=abc&redirect%5Fto=${encodeURIComponent('http://evil.example/')}`))
      .status,
    400,
  );
});

test('through the gateway: a redirect_to in the body or in a redirect_to header is checked too', async () => {
  const body = await call(gateway.url, '/auth/v1/verify', {
    json: { type: 'magiclink', token_hash: 'abc', redirect_to: 'http://127.0.0.1:4751\\@localhost:3000/' },
  });
  assert.equal(body.status, 400);
  assert.equal(body.body.error_code, 'validation_failed');
  const wrongType = await call(gateway.url, '/auth/v1/verify', {
    json: { type: 'magiclink', token_hash: 'abc', redirect_to: ['http://localhost:3000/'] },
  });
  assert.equal(wrongType.status, 400);
  assert.equal(
    (await call(gateway.url, '/auth/v1/verify', { json: { type: 'magiclink', token_hash: 'abc', redirect_to: 'http://localhost:3000/x' } }))
      .status,
    200,
  );
  const header = await call(gateway.url, '/auth/v1/recover', {
    json: { email: 'a@example.com' },
    headers: { redirect_to: 'http://evil.example/' },
  });
  assert.equal(header.status, 400);
});

test('through the gateway: a Referer lite would fall back to is dropped unless it is allowed', async () => {
  await call(gateway.url, '/auth/v1/authorize?provider=google', { headers: { referer: 'http://127.0.0.1:4751/start' } });
  assert.equal(upstream.seen.at(-1)?.headers.referer, undefined);
  await call(gateway.url, '/auth/v1/authorize?provider=google', { headers: { referer: 'http://localhost:3000/login' } });
  assert.equal(upstream.seen.at(-1)?.headers.referer, 'http://localhost:3000/login');
});

test('through the gateway: REST and storage query parameters named redirect_to are not auth redirects', async () => {
  assert.equal((await call(gateway.url, '/rest/v1/plans?redirect_to=eq.http://evil.example/')).status, 200);
});
