// The pages the sitemap offers besides the profiles: read from the portal manifest, so a public
// page a remote adds is listed without editing this file. The rule: every route without a
// `:param` (those are listed one by one from the data, like the profiles), minus the signed-in
// areas and private pages robots.txt shuts. A new signed-in area must therefore be added to
// robots.mjs, or its pages would be offered to crawlers.
import { createRequire } from 'node:module';
import { isSignedInPath } from './robots.mjs';

const { remotes } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/**
 * The public static routes, each once, in the manifest's order.
 * @param {ReadonlyArray<{ routes: readonly string[] }>} [manifestRemotes]  the manifest's remotes (a test passes its own)
 * @returns {string[]}
 */
export function publicPagePaths(manifestRemotes = remotes) {
  const routes = manifestRemotes.flatMap((remote) => remote.routes);
  const isStatic = (route) => !route.split('/').some((segment) => segment.startsWith(':') || segment === '*');
  return [...new Set(routes.filter((route) => isStatic(route) && !isSignedInPath(route)))];
}
