// The shell's HTML page, rendered once per remote by the shell's static server: the runtime
// configuration travels inside the page (no /config.json round trip before anything can load), and
// the page asks the browser to fetch the current route's remote manifest while the shell's own
// scripts download, instead of one after another.
import { createRequire } from 'node:module';

const { remoteForPath, INLINE_CONFIG_GLOBAL } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers, no line separators). */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function origin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The hint for one remote: its manifest, which the federation runtime fetches with fetch() (CORS,
 * so `crossorigin`; the hint must match the request or the browser downloads twice). The entry and
 * the App's chunks are preloaded by the shell's entry script (page-config.ts) once the manifest
 * names them. The entry is deliberately not hinted here: Chromium keeps a failed script preload
 * for the life of the page, so after a remote's outage Retry would get the old failure.
 */
export function remoteHints(manifestUrl) {
  return `<link rel="preload" as="fetch" crossorigin href="${attribute(manifestUrl)}">`;
}

/** The route's remote key, or null (the shell's own pages and Not Found need no remote). */
export const remoteKeyForPath = (pathname) => remoteForPath(pathname);

/**
 * @param {string} template  the built index.html
 * @param {{ supabaseUrl?: string, remotes?: Record<string, string> }} config  the runtime configuration
 * @param {string | null} remoteKey  the remote that renders the requested path
 */
export function renderShellPage(template, config, remoteKey) {
  const api = origin(config.supabaseUrl);
  const manifestUrl = remoteKey ? config.remotes?.[remoteKey] : undefined;
  const head = [
    api ? `<link rel="preconnect" href="${attribute(api)}" crossorigin>` : '',
    manifestUrl ? remoteHints(manifestUrl) : '',
    `<script>window.${INLINE_CONFIG_GLOBAL}=${scriptSafeJson(config)}</script>`,
  ].join('');
  if (!template.includes('</head>')) throw new Error('The shell page template has no </head>');
  return template.replace('</head>', `${head}</head>`);
}
