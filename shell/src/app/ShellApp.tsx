import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HYDRATED_ATTRIBUTE } from '@donation-network/portal-manifest';
import { PortalThemeProvider } from '@donation-network/shared-ui';

/**
 * Everything around the router, the same on the server and in the browser (hydration needs the same
 * tree): the page's query cache and the theme.
 */
export function ShellApp({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Runs once the first render (or the hydration of the server's HTML) is committed: the page is interactive.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true'), []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PortalThemeProvider>{children}</PortalThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
