import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalThemeProvider } from '../PortalThemeProvider/PortalThemeProvider';
import { ToastHost } from '../Toast/ToastHost';

/**
 * What the shell provides around a remote (router, theme, toasts), for a remote's
 * own standalone development page.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <PortalThemeProvider>
      <BrowserRouter>
        <main style={{ padding: '24px 0' }}>{children}</main>
        <ToastHost />
      </BrowserRouter>
    </PortalThemeProvider>
  );
}

/** Mounts a remote's App on its standalone page once `connect` (the backend hook-up) has finished. */
export async function mountStandalone(App: ComponentType, connect: () => Promise<unknown>): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    await connect();
  } catch (error) {
    root.render(<p role="alert">This page could not start: {(error as Error).message}</p>);
    return;
  }
  root.render(
    <StandaloneFrame>
      <App />
    </StandaloneFrame>,
  );
}
