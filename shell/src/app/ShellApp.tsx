import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PortalThemeProvider } from '@donation-network/shared-ui';

/**
 * Everything around the router, the same on the server and in the browser (hydration needs the same
 * tree): the page's query cache and the theme.
 */
export function ShellApp({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PortalThemeProvider>{children}</PortalThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
