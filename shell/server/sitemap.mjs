// sitemap.xml: the public pages and every founder and investor profile a signed-out visitor may
// open. The profiles are read the way a signed-out browser reads them (the anon key over
// PostgREST, from the tables the profile pages read), so row-level security, not this file,
// decides which profiles are listed: a hidden profile never appears.

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The directories whose profiles have public pages: the table the profile page reads, and the page's route. */
const DIRECTORIES = Object.freeze([
  { table: 'founder_profiles', route: '/founders' },
  { table: 'investor_profiles', route: '/investors' },
]);

/** @type {Record<string, string>} */
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** @param {string} text */
const xml = (text) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]);

/**
 * A W3C date (YYYY-MM-DD, UTC) for a timestamp, or null when there is none or it is not a date.
 * @param {string | Date | null | undefined} value
 */
function w3cDate(value) {
  if (value === undefined || value === null || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/**
 * @typedef {{ path: string, lastmod?: string | Date | null }} SitemapEntry
 * `path`: absolute path on the portal (`/founders/<id>`); `lastmod`: when the page last changed, if known.
 */

/**
 * The sitemap XML. Paths are listed once each, in order, up to the protocol's 50,000 URLs; a path
 * must start with a single `/` (so no entry can point at another host).
 * @param {{ origin: string, publicPaths?: readonly string[], profiles?: readonly SitemapEntry[] }} options
 * @returns {string}
 */
export function buildSitemap({ origin, publicPaths = [], profiles = [] }) {
  const base = new URL(origin);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError(`buildSitemap: ${origin} is not an http(s) origin`);
  const seen = new Set();
  const urls = [];
  /** @type {SitemapEntry[]} */
  const entries = [...publicPaths.map((path) => ({ path })), ...profiles];
  for (const entry of entries) {
    if (!entry.path.startsWith('/') || entry.path.startsWith('//')) throw new TypeError(`buildSitemap: ${entry.path} is not a path`);
    if (seen.has(entry.path) || urls.length === SITEMAP_MAX_URLS) continue;
    seen.add(entry.path);
    const lastmod = w3cDate(entry.lastmod);
    const loc = `<loc>${xml(new URL(entry.path, base.origin).href)}</loc>`;
    urls.push(`  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The founder and investor profiles a signed-out visitor may see, as sitemap entries
 * (`/founders/<id>`, `/investors/<id>`, lastmod from updated_at). Pages of `pageSize` rows are
 * read in id order (each page starts after the last id, which the primary key index serves at
 * any depth) until a short page or the sitemap's limit.
 * A failed or slow read (the whole run is bounded by `timeoutMs`) gives [] and is reported to
 * `onError`: the sitemap then lists the public pages alone rather than failing.
 * @param {{ supabaseUrl: string, anonKey: string, fetch?: typeof globalThis.fetch, timeoutMs?: number, pageSize?: number,
 *           onError?: (error: unknown) => void }} options
 * @returns {Promise<SitemapEntry[]>}
 */
export async function fetchVisibleProfiles({
  supabaseUrl,
  anonKey,
  fetch = globalThis.fetch,
  timeoutMs = 5000,
  pageSize = 1000,
  onError = () => {},
}) {
  // a timer of our own rather than AbortSignal.timeout(), whose timer does not keep Node running:
  // with a fetch that holds no socket open the promise would never settle
  const controller = new AbortController();
  const deadline = setTimeout(
    () => controller.abort(new DOMException(`sitemap: no profiles within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  );
  const { signal } = controller;
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' };
  const rest = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const profiles = [];
  try {
    for (const { table, route } of DIRECTORIES) {
      let after = null;
      while (profiles.length < SITEMAP_MAX_URLS) {
        const limit = Math.min(pageSize, SITEMAP_MAX_URLS - profiles.length);
        const from = after === null ? '' : `&id=gt.${encodeURIComponent(after)}`;
        const response = await fetch(`${rest}/${table}?select=id,updated_at&order=id.asc&limit=${limit}${from}`, { headers, signal });
        if (!response.ok) throw new Error(`sitemap: reading ${table} answered HTTP ${response.status}`);
        const rows = await response.json();
        if (!Array.isArray(rows) || rows.some((row) => typeof row?.id !== 'string' || row.id === '')) {
          throw new Error(`sitemap: reading ${table} gave no list of profiles with ids`);
        }
        for (const row of rows) profiles.push({ path: `${route}/${encodeURIComponent(row.id)}`, lastmod: row.updated_at ?? null });
        if (rows.length < limit) break;
        after = rows.at(-1).id;
      }
    }
    return profiles;
  } catch (error) {
    onError(error);
    return [];
  } finally {
    clearTimeout(deadline);
  }
}
