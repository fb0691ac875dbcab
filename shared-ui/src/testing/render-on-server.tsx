import type { ReactElement } from 'react';
import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { ServerPageContext, createServerPageRecord, type ServerPageRecord } from '../hooks/server-page';
import { cssVariableTheme } from '../theme/css-variables';
import { setSanitizerWindow } from '../SafeHtml/sanitize-html';

export interface ServerRenderResult {
  /** The markup once every Suspense boundary resolved (data read, lazy code loaded). */
  html: string;
  /** What the page told the server: title, description, status. */
  page: ServerPageRecord;
  /** The query cache the browser would start from. */
  queryState: ReturnType<typeof dehydrate>;
}

/**
 * Renders `ui` at `path` the way the shell's server does (a test file with `@jest-environment node`, so
 * there is no window): a fresh query cache, the theme, the server's page record, and every pending read
 * awaited. For tests that a page's HTML carries its content before any script runs.
 */
export async function renderOnServer(ui: ReactElement, { path = '/' }: { path?: string } = {}): Promise<ServerRenderResult> {
  // As on the shell's server: managed HTML is sanitized on a jsdom window.
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = createServerPageRecord();
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <ServerPageContext.Provider value={page}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={cssVariableTheme}>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </ThemeProvider>
          </QueryClientProvider>
        </ServerPageContext.Provider>,
      ),
      // A region that fails on the server would reach the visitor as a skeleton: a test failure here.
      { onError: (error) => void errors.push(error) },
    );
    if (errors.length > 0) throw new AggregateError(errors, `The page failed on the server: ${String(errors[0])}`);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, page, queryState: dehydrate(queryClient) };
  } finally {
    sheet.seal();
  }
}
