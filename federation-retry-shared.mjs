// Federation runtime plugin, in every build (webpack.shared.js `runtimePlugins`). The runtime keeps
// a shared library's download promise in the share scope; when that download fails, the rejected
// promise stays there and every later request for the library gets the same failure, so a page's
// Retry (or the next page that needs the library, such as the Supabase SDK) could never recover.
// Forgetting the failed download lets the next request fetch it again.

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function retryFailedSharedDownloads() {
  return {
    name: 'retry-failed-shared-downloads',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap ?? {})) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (shared.loading && !shared.loaded && !shared.lib) shared.loading = null;
        }
      }
    },
  };
}
