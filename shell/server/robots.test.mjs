import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { isSignedInPath, robotsTxt } from './robots.mjs';

const { remotes, examplePath } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/**
 * Whether a crawler may fetch `path` under these robots.txt rules, as RFC 9309 reads them: the
 * longest matching rule wins, Allow wins a tie, `*` is any text and a final `$` anchors the end.
 */
function allowedByRobots(text, path) {
  const rules = text
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter(Boolean)
    .map(([, kind, pattern]) => {
      const anchored = pattern.endsWith('$');
      const body = (anchored ? pattern.slice(0, -1) : pattern)
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      return { allow: kind === 'Allow', length: pattern.length, regex: new RegExp(`^${body}${anchored ? '$' : ''}`) };
    });
  const matches = rules.filter((rule) => rule.regex.test(path)).sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return matches.length === 0 || matches[0].allow;
}

test('robots.txt allows the public pages, shuts the signed-in areas and names the sitemap', () => {
  const text = robotsTxt('https://portal.example.com/');
  assert.match(text, /^User-agent: \*\nAllow: \/\n/);
  assert.match(text, /\nSitemap: https:\/\/portal\.example\.com\/sitemap\.xml\n$/);
  for (const path of ['/', '/about', '/founders', '/founders/3f1c', '/investors', '/partners/corporate', '/terms', '/login', '/register']) {
    assert.equal(allowedByRobots(text, path), true, path);
  }
  for (const path of [
    '/admin/users',
    '/donor/dashboard',
    '/recipient',
    '/recipient/profile',
    '/partner',
    '/partner/dashboard',
    '/founder/profile',
    '/investor/dashboard',
    '/reset-password',
    '/reset-password?token=abc',
  ]) {
    assert.equal(allowedByRobots(text, path), false, path);
  }
});

test('robots.txt and isSignedInPath agree on every route of the manifest', () => {
  const text = robotsTxt('http://localhost:3000');
  for (const route of remotes.flatMap((remote) => remote.routes)) {
    const path = examplePath(route);
    assert.equal(allowedByRobots(text, path), !isSignedInPath(path), path);
  }
});

test('isSignedInPath compares like the routes do: any case, trailing slash ignored, whole segments', () => {
  assert.equal(isSignedInPath('/Admin/Users/'), true);
  assert.equal(isSignedInPath('/partner/'), true);
  assert.equal(isSignedInPath('/partners'), false);
  assert.equal(isSignedInPath('/founders/'), false);
  assert.equal(isSignedInPath('/administrator'), false);
});

test('robotsTxt refuses an origin that is not http(s)', () => {
  assert.throws(() => robotsTxt('javascript:alert(1)'), TypeError);
  assert.throws(() => robotsTxt('not a url'), TypeError);
});
