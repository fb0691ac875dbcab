import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import WebSocket from 'ws';
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import {
  DARK_SCHEME_QUERY,
  ServerPageContext,
  THEME_BOOT_SCRIPT,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  THEME_TOGGLE_CYCLE,
  createServerPageRecord,
  setSanitizerWindow,
  themeToggleText,
} from '@donation-network/shared-ui';
import {
  AUTH_CALLBACK_PARAMS,
  RECORD_VIEW_ATTRIBUTE,
  VISITOR_KEY_STORAGE_KEY,
  configureSupabase,
  createPortalQueryClient,
  sessionStorageKey,
  setDemoMode,
  type RuntimeConfig,
} from '@donation-network/portal-session';
import { INLINE_CONFIG_GLOBAL } from '@donation-network/portal-manifest';
import { shellRoutes } from '../app/router';
import { ShellApp } from '../app/ShellApp';
import { loadRemoteApp } from '../federation/remote-loader';
import { REMOTE_KEYS, remoteForPath, type RemoteKey } from '../federation/remote-table';
import { REMOTE_OVERRIDE_PANEL_PARAM, REMOTE_OVERRIDE_PARAM, REMOTE_OVERRIDE_STORAGE_KEY } from '../federation/remote-override-request';
import { HEADER_SCROLL_THRESHOLD } from '../layout/Header';
import { createServerRemotes, type RemoteRevalidation } from './server-remotes';
import type { IslandSettings } from '../../server/page-islands.mjs';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export interface PageRendererOptions {
  /** The runtime configuration the browser gets (its Supabase URL and publishable key serve the server's reads too). */
  config: RuntimeConfig;
  /** Each remote's server entry (…/server/remoteEntry.js). */
  serverEntries: Record<RemoteKey, string>;
  /**
   * How long a page is awaited whole: ready by then, it goes out complete (its own title in the head). Later,
   * the shell goes out with the region's skeleton and the region streams into the same response when ready.
   */
  renderBudgetMs: number;
  /** The hard deadline of a streamed region; one not ready by then is rendered in the browser instead. */
  streamDeadlineMs: number;
  revalidation: RemoteRevalidation;
  /** One line per event worth an operator's attention. */
  log?: (line: string) => void;
}

interface RenderOutcome {
  /** The query cache the browser starts from (plain data). */
  queryState: unknown;
  /** Remotes whose region the browser renders instead (unreachable, too slow or throwing). */
  clientRendered: RemoteKey[];
}

/** A page rendered within the budget: everything is known before a byte of the body is written. */
export interface CompletePage extends RenderOutcome {
  kind: 'complete';
  status: number;
  /** The page's own title and description (already escaped by nothing: the caller escapes). */
  title: string | null;
  description: string | null;
  /** styled-components' style elements for what was rendered (the first paint is styled). */
  styleTags: string;
  /** The markup of #root. */
  html: string;
}

/** A page whose region was not ready within the budget: its shell is, the rest follows in the stream. */
export interface StreamingPage {
  kind: 'streaming';
  status: number;
  /**
   * Writes #root's markup (with its styles ahead of each part) to `write` as React produces it: the shell at
   * once, the region when it is ready or, at the deadline, React's instruction to render it in the browser.
   */
  stream(write: (chunk: string) => void): Promise<RenderOutcome>;
}

export type RenderedPage = CompletePage | StreamingPage;

// The shell server's islands script reads these; its declarations are the one definition.
export type { IslandSettings };

export interface PageRenderer {
  /** Loads every remote's server build ahead of the first visits (failures are left to those visits). */
  warm(serverEntries?: Partial<Record<RemoteKey, string>>): Promise<void>;
  /** The inline script that applies the visitor's theme before first paint (the server adds it to the head). */
  themeBootScript: string;
  /** What the public page's inline script (shell/server/page-islands.mjs) needs to know of the packages' rules. */
  islandSettings: IslandSettings;
  /**
   * `serverEntries`: the remotes live for this request (the release pointer's), else the configured ones.
   * `mayStream`: false where the status must be known before anything is sent (a profile that may not exist),
   * so the page is awaited whole up to the deadline.
   */
  render(request: {
    url: string;
    nonce?: string;
    serverEntries?: Partial<Record<RemoteKey, string>>;
    /** the remote serving the page, when the caller has looked it up already (null: none does) */
    remote?: RemoteKey | null;
    mayStream?: boolean;
  }): Promise<RenderedPage>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

export function createPageRenderer({
  config,
  serverEntries,
  renderBudgetMs,
  streamDeadlineMs,
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

  const sessionKey = sessionStorageKey();
  return {
    themeBootScript: THEME_BOOT_SCRIPT,
    islandSettings: {
      // a stored session (or a sign-in under way) and remote overrides are the application's to handle
      startStorageKeys: [sessionKey, `${sessionKey}-code-verifier`, REMOTE_OVERRIDE_STORAGE_KEY],
      startUrlParams: [...AUTH_CALLBACK_PARAMS, REMOTE_OVERRIDE_PARAM, REMOTE_OVERRIDE_PANEL_PARAM],
      themeStorageKey: THEME_STORAGE_KEY,
      darkSchemeQuery: DARK_SCHEME_QUERY,
      themes: Object.fromEntries(
        THEME_PREFERENCES.map((preference) => [preference, { ...themeToggleText(preference), next: THEME_TOGGLE_CYCLE[preference].next }]),
      ),
      scrolledThreshold: HEADER_SCROLL_THRESHOLD,
      views: { attribute: RECORD_VIEW_ATTRIBUTE, visitorKeyStorageKey: VISITOR_KEY_STORAGE_KEY, configGlobal: INLINE_CONFIG_GLOBAL },
    },
    async warm(live) {
      await Promise.allSettled(REMOTE_KEYS.map((key) => remotes.revalidate(key, live?.[key]).then(() => loadRemoteApp(key))));
    },
    async render({ url, nonce, serverEntries: live, remote: knownRemote, mayStream = true }) {
      const pathname = new URL(url).pathname;
      const remote = knownRemote === undefined ? remoteForPath(pathname) : knownRemote;
      if (remote) await remotes.revalidate(remote, live?.[remote]);

      const context = await query(new Request(url));
      if (context instanceof Response) throw new Error('The shell routes have no loaders that could answer with a response');
      const router = createStaticRouter(dataRoutes, context);
      const queryClient = createPortalQueryClient({ server: true });
      const page = createServerPageRecord();
      const sheet = new ServerStyleSheet();
      const failures: string[] = [];
      let pastDeadline = false;

      const release = () => {
        sheet.seal();
        queryClient.clear();
      };
      const outcome = (): RenderOutcome => {
        const clientRendered = failures.length > 0 && remote ? [remote] : [];
        if (failures.length > 0) {
          log(`[ssr] ${pathname}: ${remote ?? 'shell'} region left to the browser (${[...new Set(failures)].join('; ')})`);
        }
        return { queryState: dehydrate(queryClient), clientRendered };
      };

      return new Promise<RenderedPage>((resolve, reject) => {
        let shellReady = false;
        let budgetSpent = false;
        let streaming = false;

        const react = renderToPipeableStream(
          sheet.collectStyles(
            <ServerPageContext.Provider value={page}>
              <ShellApp queryClient={queryClient}>
                <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
              </ShellApp>
            </ServerPageContext.Provider>,
          ),
          {
            nonce,
            onShellError(error) {
              clearTimers();
              release();
              reject(error);
            },
            // A failure inside a region (a remote that cannot load or throws, a read that fails) leaves that
            // region to the browser; the page itself still renders.
            onError(error) {
              failures.push(pastDeadline ? `not ready within ${streamDeadlineMs} ms` : describe(error));
            },
            onShellReady() {
              shellReady = true;
              if (budgetSpent) startStreaming();
            },
            onAllReady() {
              clearTimers();
              // a streaming page ends with React's own stream
              if (streaming) return;
              const sink = new PassThrough();
              let markup = '';
              sink.setEncoding('utf8');
              sink.on('data', (chunk: string) => (markup += chunk));
              sink.on('error', (error) => {
                release();
                reject(error);
              });
              sink.on('end', () => {
                const done = outcome();
                const complete: CompletePage = {
                  kind: 'complete',
                  status: page.status,
                  title: page.title,
                  description: page.description,
                  styleTags: sheet.getStyleTags(),
                  html: markup,
                  ...done,
                };
                release();
                resolve(complete);
              });
              react.pipe(sink);
            },
          },
        );

        function startStreaming() {
          if (streaming || !mayStream) return;
          streaming = true;
          resolve({
            kind: 'streaming',
            status: page.status,
            stream: (write) =>
              new Promise<RenderOutcome>((finish, fail) => {
                const source = new PassThrough();
                // styled-components puts the rules each part needs in front of that part (and seals the sheet)
                const styled = sheet.interleaveWithNodeStream(source);
                styled.setEncoding('utf8');
                styled.on('data', (chunk: string) => write(chunk));
                styled.on('error', fail);
                styled.on('end', () => {
                  const done = outcome();
                  queryClient.clear();
                  finish(done);
                });
                // React ends its stream once every region is in (or left to the browser at the deadline)
                react.pipe(source);
              }),
          });
        }

        const budget = setTimeout(() => {
          budgetSpent = true;
          if (shellReady) startStreaming();
        }, renderBudgetMs);
        const deadline = setTimeout(() => {
          pastDeadline = true;
          react.abort(new Error(`not ready within ${streamDeadlineMs} ms`));
        }, streamDeadlineMs);
        function clearTimers() {
          clearTimeout(budget);
          clearTimeout(deadline);
        }
      });
    },
  };
}
