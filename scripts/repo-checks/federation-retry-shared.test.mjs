// The runtime plugin that forgets a shared library's failed download (federation-retry-shared.mjs).
// The e2e suite proves it in the page (api-unavailable.spec.ts: Retry after the SDK download failed).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import retryFailedSharedDownloads from '../../federation-retry-shared.mjs';

const failed = () => Promise.reject(new Error('Loading chunk 358 failed.'));

test('a failed download is forgotten, in every scope and version of that library only', () => {
  const rejected = failed();
  rejected.catch(() => undefined);
  const inFlight = new Promise(() => undefined);
  const shareScopeMap = {
    default: {
      '@supabase/supabase-js': { '2.1.0': { loading: rejected, loaded: false, lib: null } },
      yup: { '1.0.0': { loading: inFlight, loaded: false, lib: null } },
    },
    other: { '@supabase/supabase-js': { '2.0.0': { loading: rejected, loaded: false, lib: null } } },
  };
  retryFailedSharedDownloads().errorLoadShare({ pkgName: '@supabase/supabase-js', shareScopeMap });
  assert.equal(shareScopeMap.default['@supabase/supabase-js']['2.1.0'].loading, null);
  assert.equal(shareScopeMap.other['@supabase/supabase-js']['2.0.0'].loading, null);
  assert.equal(shareScopeMap.default.yup['1.0.0'].loading, inFlight);
});

test('a copy that did load keeps its library', () => {
  const lib = () => ({});
  const loaded = { loading: Promise.resolve(lib), loaded: true, lib };
  const shareScopeMap = { default: { react: { '19.0.0': loaded } } };
  retryFailedSharedDownloads().errorLoadShare({ pkgName: 'react', shareScopeMap });
  assert.equal(loaded.lib, lib);
  assert.ok(loaded.loading);
});

test('a library missing from the share scope is no error', () => {
  assert.doesNotThrow(() => retryFailedSharedDownloads().errorLoadShare({ pkgName: 'missing', shareScopeMap: { default: {} } }));
});
