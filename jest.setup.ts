import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
// The module itself: portal-session's index loads react-router, which needs the globals set below first.
// eslint-disable-next-line import-x/no-relative-packages
import { resetFallbackQueryCache } from './portal-session/src/query/portal-query';

// react-router 7 needs these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia; react-hot-toast and the theme provider read it. Tests that
// need a specific answer replace this stub.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// Components without a page-level QueryClientProvider share one fallback query cache: each test starts
// with an empty one, where a failed read fails at once (the retry policy has its own tests).
beforeEach(() => resetFallbackQueryCache({ retries: false }));

// CI runs these files beside the backend suites on two cores, where a lazily loaded route can take
// seconds to transform and render. The defaults (1 s for a findBy, 5 s a test) then fail screens that
// work; a broken screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);
