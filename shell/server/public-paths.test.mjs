import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publicPagePaths } from './public-paths.mjs';

test("the manifest's public pages: marketing's (with the legal and partner programme pages), sign-in and registration, the two directories", () => {
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
    '/legal',
    '/terms',
    '/privacy',
    '/cookies',
    '/data-protection',
    '/partners/corporate',
    '/partners/healthcare',
    '/register',
    '/login',
    '/founders',
    '/investors',
  ]);
});
