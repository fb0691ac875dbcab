// The types of page-islands.mjs, which the shell server's type check reads instead of the file itself: its
// function is serialised into every public page, so type comments inside it would be sent to every browser.

/** What the shell's renderer sets for every page: where a session or an override shows, the theme toggle, profile views. */
export interface IslandSettings {
  /** localStorage keys whose presence needs the application at once (a session, overrides) */
  startStorageKeys: string[];
  /** query or hash parameters that need it at once (a sign-in callback, an override) */
  startUrlParams: string[];
  themeStorageKey: string;
  darkSchemeQuery: string;
  /** the toggle's cycle and texts */
  themes: Record<string, { label: string; title: string; next: string }>;
  /** px after which the header is data-scrolled */
  scrolledThreshold: number;
  /** profile views to count */
  views: { attribute: string; visitorKeyStorageKey: string; configGlobal: string };
}

/** The islands script's options for one page: the renderer's settings and the page's own. */
export interface IslandOptions extends IslandSettings {
  /** the shell's scripts, in order */
  scripts: string[];
  /** scripts to fetch alongside them (the boot chunks) */
  preloads: string[];
  /** whether the page has a remote's region (its hydration is awaited before the hand-over) */
  region: boolean;
  /** on <html> */
  attributes: { islands: string; hydrating: string; regionHydrated: string };
  /** dispatched on document by a tool or test, starts the application */
  startEvent: string;
}

/** Works a public page's widgets until the application takes over (runs in the browser, inline). */
export function pageIslands(o: IslandOptions): void;

/** The inline script for a page: `pageIslands` called with its options (HTML-safe JSON). */
export function pageIslandsScript(options: IslandOptions): string;

/** The shell's script URLs and preload hrefs out of the built page's script tags. */
export function bootScriptsOf(scriptTags: string): { scripts: (string | undefined)[]; preloads: (string | undefined)[] };
