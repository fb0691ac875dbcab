import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { PortalThemeProvider } from '@donation-network/shared-ui';
import { connectFromRuntimeConfig } from '@donation-network/shared-auth';
import { createShellRouter } from './app/router';
import { pageConfig } from './federation/page-config';
import { remoteManifests } from './federation/runtime-config';
import { loadRemoteApp, prefetchRemotes, registerPortalRemotes } from './federation/remote-loader';
import { PREFETCH_KEYS, remoteForPath } from './federation/remote-table';

/** @param remotesRegistered the entry already registered the remotes from the page's configuration */
export async function start({ remotesRegistered }: { remotesRegistered: boolean }) {
  const root = createRoot(document.getElementById('root')!);
  try {
    // A signed-out visitor's first page does not wait for (or download) the Supabase SDK.
    const config = await connectFromRuntimeConfig('/config.json', pageConfig(), { deferClientWhenSignedOut: true });
    if (!remotesRegistered) registerPortalRemotes(remoteManifests(config));
  } catch (error) {
    console.error('[shell] start-up failed', error);
    root.render(<p role="alert">The site could not start: {(error as Error).message}</p>);
    return;
  }
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (a phone's blocking time; the page looks the same once committed).
  startTransition(() =>
    root.render(
      <StrictMode>
        <PortalThemeProvider>
          <RouterProvider router={createShellRouter()} />
        </PortalThemeProvider>
      </StrictMode>,
    ),
  );
  const current = remoteForPath(window.location.pathname);
  prefetchRemotes(
    PREFETCH_KEYS.filter((key) => key !== current),
    current ? loadRemoteApp(current) : undefined,
  );
}
