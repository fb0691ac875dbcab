import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publicPagePaths } from './public-paths.mjs';

test("the manifest's public pages: marketing, the two directories, the legal and partner pages, sign-in and registration", () => {
  assert.deepEqual(publicPagePaths(), [
    '/',
    '/about',
    '/pricing',
    '/plans',
    '/contact',
    '/how-it-works',
    '/faqs',
    '/donation-process',
    '/partnerships',
    '/additional-services',
    '/register',
    '/login',
    '/founders',
    '/investors',
    '/legal',
    '/terms',
    '/privacy',
    '/cookies',
    '/data-protection',
    '/partners/corporate',
    '/partners/healthcare',
  ]);
});

test('routes with parameters or a wildcard, signed-in areas and private pages are left out; duplicates listed once', () => {
  const remotes = [
    { routes: ['/news', '/news/:slug', '/help/*', '/partner', '/partner/billing', '/reset-password', '/partners/new'] },
    { routes: ['/news', '/founder/settings', '/Admin/reports'] },
  ];
  assert.deepEqual(publicPagePaths(remotes), ['/news', '/partners/new']);
});
