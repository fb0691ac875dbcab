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
