import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITEMAP_MAX_URLS, buildSitemap, fetchVisibleProfiles } from './sitemap.mjs';

const FOUNDER_A = '0b6f1a52-0000-4000-8000-000000000001';
const FOUNDER_B = '0b6f1a52-0000-4000-8000-000000000002';
const FOUNDER_C = '0b6f1a52-0000-4000-8000-000000000003';
const INVESTOR_A = '7c2d9e10-0000-4000-8000-00000000000a';

/** A fetch that answers from `pages` (URL -> rows) and records each call. */
function fakeFetch(pages) {
  const calls = [];
  const fetch = async (url, init) => {
    calls.push({ url: String(url), headers: init.headers, signal: init.signal });
    if (!(url in pages)) return new Response('[]', { status: 404 });
    return Response.json(pages[url]);
  };
  return { fetch, calls };
}

test('reads the visible founders and investors as anon, a page at a time, and maps them to profile pages', async () => {
  const rest = 'https://api.example.com/rest/v1';
  const { fetch, calls } = fakeFetch({
    [`${rest}/founder_profiles?select=id,updated_at&order=id.asc&limit=2`]: [
      { id: FOUNDER_A, updated_at: '2026-11-20T10:11:12.123456+00:00' },
      { id: FOUNDER_B, updated_at: '2026-11-21T23:30:00+00:00' },
    ],
    [`${rest}/founder_profiles?select=id,updated_at&order=id.asc&limit=2&id=gt.${FOUNDER_B}`]: [{ id: FOUNDER_C, updated_at: null }],
    [`${rest}/investor_profiles?select=id,updated_at&order=id.asc&limit=2`]: [{ id: INVESTOR_A, updated_at: '2026-10-01T00:00:00+00:00' }],
  });
  const profiles = await fetchVisibleProfiles({ supabaseUrl: 'https://api.example.com/', anonKey: 'anon-key', fetch, pageSize: 2 });
  assert.deepEqual(profiles, [
    { path: `/founders/${FOUNDER_A}`, lastmod: '2026-11-20T10:11:12.123456+00:00' },
    { path: `/founders/${FOUNDER_B}`, lastmod: '2026-11-21T23:30:00+00:00' },
    { path: `/founders/${FOUNDER_C}`, lastmod: null },
    { path: `/investors/${INVESTOR_A}`, lastmod: '2026-10-01T00:00:00+00:00' },
  ]);
  assert.equal(calls.length, 3);
  for (const call of calls) {
    assert.deepEqual(call.headers, { apikey: 'anon-key', Authorization: 'Bearer anon-key', Accept: 'application/json' });
    assert.ok(call.signal instanceof AbortSignal);
  }
});

test('a refused read gives [] and reports the error, without the key', async () => {
  const errors = [];
  const fetch = async () => new Response('{"message":"JWT expired"}', { status: 401 });
  const profiles = await fetchVisibleProfiles({
    supabaseUrl: 'https://api.example.com',
    anonKey: 'anon-key',
    fetch,
    onError: (e) => errors.push(e),
  });
  assert.deepEqual(profiles, []);
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /founder_profiles answered HTTP 401/);
  assert.doesNotMatch(errors[0].message, /anon-key/);
});

test('a partial result is not returned: a failure on the second table gives []', async () => {
  const fetch = async (url) =>
    String(url).includes('founder_profiles') ? Response.json([{ id: FOUNDER_A }]) : new Response('', { status: 500 });
  assert.deepEqual(await fetchVisibleProfiles({ supabaseUrl: 'https://api.example.com', anonKey: 'k', fetch }), []);
});

test('an answer that is not a list of rows with ids gives []', async () => {
  for (const body of [{ items: [] }, [{ name: 'no id' }], [null]]) {
    const errors = [];
    const fetch = async () => Response.json(body);
    const profiles = await fetchVisibleProfiles({
      supabaseUrl: 'https://api.example.com',
      anonKey: 'k',
      fetch,
      onError: (e) => errors.push(e),
    });
    assert.deepEqual(profiles, []);
    assert.equal(errors.length, 1);
  }
});

test('a read slower than timeoutMs is abandoned: [] after about timeoutMs', async () => {
  const errors = [];
  // waits for the abort, as a real fetch does
  const fetch = (_url, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  const started = Date.now();
  const profiles = await fetchVisibleProfiles({
    supabaseUrl: 'https://api.example.com',
    anonKey: 'k',
    fetch,
    timeoutMs: 100,
    onError: (e) => errors.push(e),
  });
  assert.deepEqual(profiles, []);
  assert.ok(Date.now() - started < 1000);
  assert.equal(errors[0].name, 'TimeoutError');
});

test('the sitemap lists each page once with its absolute URL, escaped, and a lastmod day when known', () => {
  const text = buildSitemap({
    origin: 'https://portal.example.com/ignored/path',
    publicPaths: ['/', '/founders', '/terms'],
    profiles: [
      { path: `/founders/${FOUNDER_A}`, lastmod: '2026-11-20T23:59:12.123456+00:00' },
      { path: '/founders/a&b<c>"d\'e', lastmod: new Date(Date.UTC(2026, 0, 5, 12)) },
      { path: '/investors/x y', lastmod: 'not a date' },
      // PostgreSQL's own text form, as the local backend sends it
      { path: `/investors/${INVESTOR_A}`, lastmod: '2026-11-27 07:27:56.344+00' },
      { path: '/founders' },
    ],
  });
  assert.equal(
    text,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <url><loc>https://portal.example.com/</loc></url>',
      '  <url><loc>https://portal.example.com/founders</loc></url>',
      '  <url><loc>https://portal.example.com/terms</loc></url>',
      `  <url><loc>https://portal.example.com/founders/${FOUNDER_A}</loc><lastmod>2026-11-20</lastmod></url>`,
      '  <url><loc>https://portal.example.com/founders/a&amp;b%3Cc%3E%22d&apos;e</loc><lastmod>2026-01-05</lastmod></url>',
      '  <url><loc>https://portal.example.com/investors/x%20y</loc></url>',
      `  <url><loc>https://portal.example.com/investors/${INVESTOR_A}</loc><lastmod>2026-11-27</lastmod></url>`,
      '</urlset>',
      '',
    ].join('\n'),
  );
});

test('a path that is not a local absolute path or an origin that is not http(s) is refused', () => {
  for (const path of ['//evil.example.com/x', 'https://evil.example.com/', 'founders']) {
    assert.throws(() => buildSitemap({ origin: 'https://portal.example.com', publicPaths: [path] }), TypeError, path);
  }
  assert.throws(() => buildSitemap({ origin: 'ftp://portal.example.com' }), TypeError);
});

test('the sitemap stops at the protocol limit of 50,000 URLs', () => {
  const profiles = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ path: `/founders/${i}` }));
  const text = buildSitemap({ origin: 'https://portal.example.com', publicPaths: ['/'], profiles });
  assert.equal(text.match(/<url>/g).length, SITEMAP_MAX_URLS);
  assert.match(text, /\/founders\/49998<\/loc>/);
  assert.doesNotMatch(text, /\/founders\/49999<\/loc>/);
});
