// The pages the sitemap offers besides the profiles: the manifest's route table (its public, indexed
// routes without a `:param`; those are listed one by one from the data, like the profiles), so a
// public page a remote adds is listed without editing this file.
import { createRequire } from 'node:module';

const { indexedStaticRoutes } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/**
 * The public static routes, each once, in the manifest's order.
 * @returns {string[]}
 */
export function publicPagePaths() {
  return [...new Set(indexedStaticRoutes())];
}
