// What crawlers may index: the public pages. The signed-in areas render only a sign-in prompt for
// a crawler, and a password-reset link must never end up in a search index. Both lists come from the
// portal manifest's route table, which also decides the sitemap's pages, so the two never disagree.
import { createRequire } from 'node:module';

const manifest = createRequire(import.meta.url)('@donation-network/portal-manifest');

/** Areas behind sign-in: the area's own path and everything below it. */
export const SIGNED_IN_AREAS = /** @type {readonly string[]} */ (Object.freeze(manifest.signedInAreas()));
/** Public pages never indexed (with anything after them, such as a reset token). */
export const PRIVATE_PAGES = /** @type {readonly string[]} */ (Object.freeze(manifest.unlistedPages()));

/**
 * Whether a path is in a signed-in area or a private page, compared the way routes match
 * (case-insensitive, trailing slash ignored). `/partners/...` is public though `/partner` is not.
 * @param {string} path
 */
export function isSignedInPath(path) {
  const normal = path.toLowerCase().replace(/\/+$/, '');
  const under = (/** @type {string} */ prefix) => normal === prefix || normal.startsWith(`${prefix}/`);
  return SIGNED_IN_AREAS.some(under) || PRIVATE_PAGES.some((page) => normal.startsWith(page));
}

/**
 * robots.txt for the portal at `origin` (an http(s) origin such as https://portal.example.com).
 * An area is disallowed as `<area>/` (below it) and `<area>$` (the area's own page: robots.txt
 * rules are prefixes, and `/partner` alone would also hide the public `/partners/...` pages).
 * @param {string} origin
 */
export function robotsTxt(origin) {
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`robotsTxt: ${origin} is not an http(s) origin`);
  return [
    'User-agent: *',
    'Allow: /',
    ...SIGNED_IN_AREAS.flatMap((area) => [`Disallow: ${area}/`, `Disallow: ${area}$`]),
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
    '',
    `Sitemap: ${url.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
