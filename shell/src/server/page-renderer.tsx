import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import WebSocket from 'ws';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { ServerPageContext, THEME_BOOT_SCRIPT, createServerPageRecord, setSanitizerWindow } from '@donation-network/shared-ui';
import { configureSupabase, createPortalQueryClient, setDemoMode, type RuntimeConfig } from '@donation-network/shared-auth';
import { shellRoutes } from '../app/router';
import { ShellApp } from '../app/ShellApp';
import { loadRemoteApp } from '../federation/remote-loader';
import { REMOTE_KEYS, remoteForPath, type RemoteKey } from '../federation/remote-table';
import { createServerRemotes, type RemoteRevalidation } from './server-remotes';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export interface PageRendererOptions {
  /** The runtime configuration the browser gets (its Supabase URL and publishable key serve the server's reads too). */
  config: RuntimeConfig;
  /** Each remote's server entry (…/server/remoteEntry.js). */
  serverEntries: Record<RemoteKey, string>;
  /** Time a page may take on the server; a region not ready by then is rendered in the browser. */
  renderBudgetMs: number;
  revalidation: RemoteRevalidation;
  /** One line per event worth an operator's attention. */
  log?: (line: string) => void;
}

export interface RenderedPage {
  status: number;
  /** The page's own title and description (already escaped by nothing: the caller escapes). */
  title: string | null;
  description: string | null;
  /** styled-components' style elements for what was rendered (the first paint is styled). */
  styleTags: string;
  /** The markup of #root. */
  html: string;
  /** The query cache the browser starts from (plain data). */
  queryState: unknown;
  /** Remotes whose region the browser renders instead (unreachable, too slow or throwing). */
  clientRendered: RemoteKey[];
}

export interface PageRenderer {
  /** Loads every remote's server build ahead of the first visits (failures are left to those visits). */
  warm(serverEntries?: Partial<Record<RemoteKey, string>>): Promise<void>;
  /** The inline script that applies the visitor's theme before first paint (the server adds it to the head). */
  themeBootScript: string;
  /** `serverEntries`: the remotes live for this request (the release pointer's), else the configured ones. */
  render(request: { url: string; nonce?: string; serverEntries?: Partial<Record<RemoteKey, string>> }): Promise<RenderedPage>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

export function createPageRenderer({
  config,
  serverEntries,
  renderBudgetMs,
  revalidation,
  log = console.warn,
}: PageRendererOptions): PageRenderer {
  setDemoMode(config.demoMode);
  // Managed content is sanitized on the server too, by the same DOMPurify allow-list, on a jsdom window.
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  // Reads on the server are a signed-out visitor's (the publishable key, RLS as anon): a client that
  // never stores a session. Node 20 has no WebSocket, which supabase-js requires to exist (ws's).
  configureSupabase(config, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
  const remotes = createServerRemotes(serverEntries, revalidation);
  const { query, dataRoutes } = createStaticHandler(shellRoutes);

  return {
    themeBootScript: THEME_BOOT_SCRIPT,
    async warm(live) {
      await Promise.allSettled(REMOTE_KEYS.map((key) => remotes.revalidate(key, live?.[key]).then(() => loadRemoteApp(key))));
    },
    async render({ url, nonce, serverEntries: live }) {
      const pathname = new URL(url).pathname;
      const remote = remoteForPath(pathname);
      if (remote) await remotes.revalidate(remote, live?.[remote]);

      const context = await query(new Request(url));
      if (context instanceof Response) throw new Error('The shell routes have no loaders that could answer with a response');
      const router = createStaticRouter(dataRoutes, context);
      const queryClient = createPortalQueryClient({ server: true });
      const page = createServerPageRecord();
      const sheet = new ServerStyleSheet();
      const failures: string[] = [];

      try {
        const html = await new Promise<string>((resolve, reject) => {
          let timedOut = false;
          const stream = renderToPipeableStream(
            sheet.collectStyles(
              <ServerPageContext.Provider value={page}>
                <ShellApp queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
                </ShellApp>
              </ServerPageContext.Provider>,
            ),
            {
              nonce,
              onShellError: reject,
              // A failure inside a region (a remote that cannot load or throws, a read that fails) leaves that
              // region to the browser; the page itself still renders.
              onError(error) {
                failures.push(timedOut ? `not ready within ${renderBudgetMs} ms` : describe(error));
              },
              onAllReady() {
                clearTimeout(timer);
                const sink = new PassThrough();
                let markup = '';
                sink.setEncoding('utf8');
                sink.on('data', (chunk: string) => (markup += chunk));
                sink.on('end', () => resolve(markup));
                sink.on('error', reject);
                stream.pipe(sink);
              },
            },
          );
          const timer = setTimeout(() => {
            timedOut = true;
            stream.abort(new Error(`not ready within ${renderBudgetMs} ms`));
          }, renderBudgetMs);
        });
        const clientRendered = failures.length > 0 && remote ? [remote] : [];
        if (failures.length > 0) {
          log(`[ssr] ${pathname}: ${remote ?? 'shell'} region left to the browser (${[...new Set(failures)].join('; ')})`);
        }
        return {
          status: page.status,
          title: page.title,
          description: page.description,
          styleTags: sheet.getStyleTags(),
          html,
          queryState: dehydrate(queryClient),
          clientRendered,
        };
      } finally {
        sheet.seal();
        queryClient.clear();
      }
    },
  };
}
