import { remotes } from '@donation-network/portal-manifest';

/**
 * The slice tag of the remote that serves `pagePath` ('/founders/:id' -> '@directories'), named after its folder
 * without 'mfe-'; a path no remote serves (the shell's not-found page) is '@cross-remote'. Tests that loop over
 * pages tag each page with its remote, so `--grep @directories` picks up the directory pages of every spec.
 */
export function sliceTagOf(pagePath: string): string {
  const servedBy = remotes.find(({ routes }) =>
    routes.some((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`).test(pagePath)),
  );
  return servedBy ? `@${servedBy.folder.replace(/^mfe-/, '')}` : '@cross-remote';
}
