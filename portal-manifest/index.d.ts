// Types of index.cjs. Keys are plain strings on purpose: the list lives in index.cjs only, so
// adding a remote never means editing a type as well (the shell checks /config.json at runtime).

/** A remote's key, as it appears in /config.json's `remotes` (e.g. `marketing`, `directories`). */
export type RemoteKey = string;

interface Build {
  /** `shell` or the remote's key. */
  readonly key: string;
  /** The npm workspace folder (and package name), e.g. `mfe-marketing`. */
  readonly folder: string;
  /** The Module Federation container name (a JavaScript identifier). */
  readonly federationName: string;
  /** Default local port of its dev server and release server. */
  readonly port: number;
  /** Budget in gzipped kB for what a first visit costs (scripts/bundle-budget.mjs). */
  readonly budgetKb: number;
}

export interface ShellBuild extends Build {
  readonly key: 'shell';
  /** Environment variable that moves the shell (`PORT`). */
  readonly portEnv: string;
}

/** Who may open a page, and whether search engines may list it. */
export interface PageAccess {
  readonly audience: 'public' | 'signed-in';
  readonly indexed: boolean;
  /** for a signed-in page: the roles that may open it */
  readonly roles?: readonly string[];
}

export interface RemoteBuild extends Build {
  readonly key: RemoteKey;
  /** Environment variable holding the remote's full `.../mf-manifest.json` URL. */
  readonly env: string;
  /** Environment variable that moves its `npm start` server (`PORT_MARKETING`). */
  readonly portEnv: string;
  /** Keys it had before a rename: its release history under them stays readable (never promotable), and their URL variables are refused with the new name. */
  readonly formerKeys?: readonly string[];
  /** The shell loads it while the browser is idle, before a visit. */
  readonly prefetch?: boolean;
  /** Each route its exposed App serves (react-router patterns: absolute, static and `:param` segments) and who may open it: the portal's one route table. */
  readonly pages: Readonly<Record<string, PageAccess>>;
  /** The routes (the keys of `pages`), in order. */
  readonly routes: readonly string[];
}

export declare const shell: ShellBuild;
export declare const remotes: readonly RemoteBuild[];
export declare const supabase: { readonly key: 'supabase'; readonly port: number; readonly env: string; readonly portEnv: string };
/** The shell first, then every remote. */
export declare const builds: readonly (ShellBuild | RemoteBuild)[];
export declare const REMOTE_KEYS: readonly RemoteKey[];

/** The remote with this key; throws for an unknown key. */
export declare function remote(key: RemoteKey): RemoteBuild;
export declare function buildForFolder(folder: string): ShellBuild | RemoteBuild | undefined;
/** `{ shell, <each remote key>, supabase }` default ports. */
export declare function localPorts(): Record<string, number>;
/** `PORT_BASE`: moves every port of `npm start` at once. */
export declare const PORT_BASE_ENV: string;
/** The ports of `npm start` (like localPorts()) from PORT_BASE and each build's variable; throws for a value that is not a port or a port given twice. */
export declare function portsFromEnv(env?: Record<string, string | undefined>): Record<string, number>;
/** The port of `npm run dev -w <package>`: PORT, else its `npm start` port plus 100. */
export declare function devServerPort(build: { key: string }, env?: Record<string, string | undefined>): number;
/** The local portal's address with a remote override to the development server on `devPort`. */
export declare function remoteOverrideLink(key: RemoteKey, devPort: number, env?: Record<string, string | undefined>): string;
export declare function overrideLink(portal: string, key: RemoteKey, manifestUrl: string): string;
/** `http://localhost:<port>/mf-manifest.json` (port defaults to the remote's own). */
export declare function localManifestUrl(key: RemoteKey, port?: number): string;
/** Each remote's manifest URL from its environment variable, else the local server on `ports[key]`. */
export declare function remoteManifestUrls(
  env?: Record<string, string | undefined>,
  ports?: Record<string, number | undefined>,
): Record<RemoteKey, string>;
/** Each remote's server entry: REMOTE_<NAME>_SERVER_URL, else `server/remoteEntry.js` beside its manifest. */
export declare function remoteServerEntryUrls(
  env?: Record<string, string | undefined>,
  ports?: Record<string, number | undefined>,
): Record<RemoteKey, string>;
/** The environment variable naming a remote's server entry. */
export declare function serverEntryEnv(entry: RemoteBuild): string;
/** A release version (`0.1.0-3f9a0c2b1d`): letters, digits, `.+_-`, nothing that leaves its folder. */
export declare const RELEASE_VERSION_PATTERN: RegExp;
/** The folder beside a browser build's output folder that holds its source maps (`dist` -> `dist-sourcemaps`). */
export declare function sourceMapsDir(buildDir: string): string;
/** `releases/<version>/mf-manifest.json` beside the remote's configured manifest; throws for a malformed version. */
export declare function releaseManifestUrl(manifestUrl: string, version: string): string;
/** The configured remotes with each one the pointer names replaced by that release (manifest and server entry). */
export declare function liveRemoteUrls(
  configured: { manifests: Record<RemoteKey, string>; serverEntries: Record<RemoteKey, string> },
  live?: Partial<Record<string, string>>,
): { manifests: Record<RemoteKey, string>; serverEntries: Record<RemoteKey, string> };
/** react-router's matchPath({ path: pattern, end: true }, pathname) for the manifest's patterns. */
export declare function matchesRoute(pattern: string, pathname: string): boolean;
/** The remote that serves `pathname`, or null. */
export declare function remoteForPath(pathname: string): RemoteKey | null;
/** The route serving `pathname`: its remote, pattern and access; null where no remote serves it. */
export declare function routeFor(pathname: string): { remote: RemoteKey; route: string; access: PageAccess } | null;
/** The areas behind sign-in (`/admin`, ...): the first segment of every signed-in route. */
export declare function signedInAreas(): string[];
/** The public pages kept out of search indexes (`/reset-password`). */
export declare function unlistedPages(): string[];
/** The public routes without parameters that search engines may list (the sitemap's pages). */
export declare function indexedStaticRoutes(): string[];
/** A concrete path for a pattern (`:id` -> `example-id` unless `params.id` is given). */
export declare function examplePath(pattern: string, params?: Record<string, string>): string;
/** The `| remote | routes |` Markdown table of route ownership. */
export declare function routeTableMarkdown(): string;

/** The global the shell's page carries its runtime configuration in. */
export declare const INLINE_CONFIG_GLOBAL: '__PORTAL_CONFIG__';

/** The id of the JSON script element carrying the server's query cache. */
export declare const QUERY_STATE_ELEMENT_ID: 'portal-query-state';
/** The attribute the shell sets on <html> once the page is hydrated. */
export declare const HYDRATED_ATTRIBUTE: 'data-hydrated';
/** Set on <html> by the public page's inline script once its menu and theme toggle work without the application. */
export declare const ISLANDS_ATTRIBUTE: 'data-islands';
/** Set on <html> by the shell just before it hydrates the server's HTML. */
export declare const HYDRATING_ATTRIBUTE: 'data-hydrating';
/** Set on <html> once the remote's region of the first page is hydrated. */
export declare const REGION_HYDRATED_ATTRIBUTE: 'data-region-hydrated';
/** Dispatched on document, starts the application on a public page that has not needed it yet. */
export declare const START_APPLICATION_EVENT: 'portal:start-application';
