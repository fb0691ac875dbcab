import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { connectFromRuntimeConfig, createPortalQueryClient } from '@donation-network/portal-session';
import { createShellRouter } from './app/router';
import { yieldToBrowser } from './boot/yield-to-browser';
import { ShellApp } from './app/ShellApp';
import { pageConfig } from './federation/page-config';
import { remoteManifests } from './federation/runtime-config';
import { remoteOverrideRequested } from './federation/remote-override-request';
import type { RemoteOverrideResult } from './federation/remote-overrides';
import { loadRemoteApp, prefetchRemotes, registerPortalRemotes } from './federation/remote-loader';
import { prefetchLandingOnSignIn } from './federation/landing-prefetch';
import { PREFETCH_KEYS, remoteForPath } from './federation/remote-table';
import { HYDRATING_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from '@donation-network/portal-manifest';

/** The query cache the server rendered the page with (none under the development servers). */
function serverQueryState(): unknown {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch (error) {
    console.error('[shell] the page carries an unreadable query state', error);
    return undefined;
  }
}

/** React's word for a Suspense boundary the server left unfinished (minified in production as error 419). */
const SERVER_LEFT_REGION = /Minified React error #419\b|server could not finish this Suspense boundary/i;

/**
 * A region the server left to the browser (its remote was late, unreachable or threw there) is rendered here
 * instead, which React reports as a recoverable error: the page works, so that is one console line, not an
 * uncaught error. Anything else (a hydration mismatch) is still reported as React does by default.
 */
export function reportRecoveredRegion(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (SERVER_LEFT_REGION.test(message)) {
    console.warn('[shell] a region the server did not finish was rendered in the browser');
    return;
  }
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

/** @param remotesRegistered the entry already registered the remotes from the page's configuration */
export async function start({ remotesRegistered }: { remotesRegistered: boolean }) {
  const container = document.getElementById('root')!;
  let overrides: RemoteOverrideResult | null = null;
  try {
    // A signed-out visitor's first page does not wait for (or download) the Supabase SDK.
    const config = await connectFromRuntimeConfig('/config.json', pageConfig(), { deferClientWhenSignedOut: true });
    // Asked once, by the entry: remotes it registered mean no override was asked for.
    if (!remotesRegistered && remoteOverrideRequested()) {
      const { applyRemoteOverrides, configuredOverrideOrigins } = await import(
        /* webpackChunkName: "remote-overrides" */ './federation/remote-overrides'
      );
      overrides = applyRemoteOverrides({ remotes: config.remotes, remoteOverrideOrigins: await configuredOverrideOrigins(pageConfig()) });
    }
    if (!remotesRegistered) registerPortalRemotes(overrides?.manifests ?? remoteManifests(config));
    // the router, the query cache and the first render in a task of their own
    await yieldToBrowser();
  } catch (error) {
    console.error('[shell] start-up failed', error);
    createRoot(container).render(<p role="alert">The site could not start: {(error as Error).message}</p>);
    return;
  }
  const queryClient = createPortalQueryClient();
  const state = serverQueryState();
  if (state) hydrate(queryClient, state);
  const app = (
    <ShellApp queryClient={queryClient}>
      <RouterProvider router={createShellRouter()} />
    </ShellApp>
  );
  // The server rendered the deployed remotes: with an override active the page is rendered afresh instead
  // of hydrated (the server's HTML stays in view until the first render replaces it).
  const hydrateServerHtml = container.hasChildNodes() && !overrides?.active.length;
  // As a transition the first render (or hydration of the server's HTML) yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (a phone's blocking time).
  // From here React answers the page's events (on a part it has not hydrated yet it hydrates it on the spot,
  // or drops the event when that part's code is still loading); the page's inline script then only notes what
  // React dropped, for its hand-over.
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, 'true');
  startTransition(() => {
    if (hydrateServerHtml) hydrateRoot(container, app, { onRecoverableError: reportRecoveredRegion });
    else createRoot(container).render(app);
  });
  if (overrides && (overrides.active.length > 0 || overrides.refused.length > 0 || overrides.panelRequested)) {
    const shown = overrides;
    void import(/* webpackChunkName: "remote-override-banner" */ './layout/RemoteOverrideBanner').then(({ showRemoteOverrideBanner }) =>
      showRemoteOverrideBanner(shown),
    );
  }
  prefetchLandingOnSignIn();
  const current = remoteForPath(window.location.pathname);
  prefetchRemotes(
    PREFETCH_KEYS.filter((key) => key !== current),
    current ? loadRemoteApp(current) : undefined,
  );
}
