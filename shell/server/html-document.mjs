// The shell's HTML document around the server-rendered app: the built index.html's head (its scripts
// and preload hints) first, so the browser starts downloading while the page renders, then the page's
// own head tags, styles and markup. Everything here escapes what it inserts.
import { createRequire } from 'node:module';
import { origin, remoteHints, scriptSafeJson } from './static/shell-page.mjs';

const { INLINE_CONFIG_GLOBAL, QUERY_STATE_ELEMENT_ID } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/**
 * Every form of the portal is the application's, sent by its onSubmit. A form React has not hydrated yet (the
 * page is still loading, or a part of it hydrates later) would otherwise go out natively, as a GET with its
 * fields (a password) in the URL; a public page's inline script makes such a submission again once the form is
 * React's.
 */
export const FORM_GUARD_SCRIPT = `document.addEventListener('submit',function(e){e.preventDefault()},true)`;

/**
 * The runtime configuration the browser starts from: inline in every page and at /config.json.
 * @typedef {{ supabaseUrl: string, supabaseAnonKey: string, demoMode: boolean, remotes: Record<string, string>,
 *   remoteOverrideOrigins?: string[] }} RuntimeConfig
 */

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {unknown} value */
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * Splits the built index.html into what is sent before the page renders and what closes the head. The
 * template's own title and description are the client-rendered page's; a rendered page brings its own.
 * @param {string} template
 */
export function parseTemplate(template) {
  const headEnd = template.indexOf('</head>');
  // The built page is minified: attribute quotes are optional there.
  if (headEnd < 0 || !/<div id=["']?root["']?><\/div>/.test(template))
    throw new Error('The shell page template needs </head> and an empty #root');
  const head = template
    .slice(0, headEnd)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name=["']?description["']?[^>]*>/, '');
  // The shell's scripts and their preload hints move to the end of the body: on a slow connection the
  // page's HTML (already complete, with its styles) then arrives before 200 kB of script competes with it,
  // and the scripts only hydrate what is already on screen.
  const scriptTags = /<script\b[^>]*\bsrc=[^>]*><\/script>|<link\b[^>]*\bas=["']?script["']?[^>]*>/g;
  const scripts = (head.match(scriptTags) ?? []).join('');
  return { headStart: head.replace(scriptTags, ''), scripts, template };
}

/**
 * The part of the document sent at once: doctype, the head's metadata, the theme applied before first
 * paint, and the runtime configuration.
 * @param {{ headStart: string }} parsed
 * @param {{ config: RuntimeConfig, remoteKey: string | null, nonce: string, themeBootScript: string }} page
 */
export function documentStart(parsed, { config, remoteKey, nonce, themeBootScript }) {
  const api = origin(config.supabaseUrl);
  const manifestUrl = remoteKey ? config.remotes?.[remoteKey] : undefined;
  return [
    parsed.headStart,
    `<script nonce="${escapeHtml(nonce)}">${themeBootScript}\n${FORM_GUARD_SCRIPT}</script>`,
    api ? `<link rel="preconnect" href="${escapeHtml(api)}" crossorigin>` : '',
    manifestUrl ? remoteHints(manifestUrl) : '',
    `<script nonce="${escapeHtml(nonce)}">window.${INLINE_CONFIG_GLOBAL}=${scriptSafeJson(config)}</script>`,
  ].join('');
}

/**
 * The page's head tags: title, description, canonical URL and Open Graph (link previews).
 * @param {{ title: string, description: string | null, canonicalUrl: string, siteName: string }} meta
 */
export function headTags({ title, description, canonicalUrl, siteName }) {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
  ];
  if (description) {
    tags.push(
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
    );
  }
  return tags.join('');
}

/**
 * Closes the head and writes the body: the rendered markup in #root and the query cache as JSON that
 * is never executed (no nonce needed).
 * @param {{ head: string, styleTags: string, html: string, queryState: unknown, scripts: string }} page  `scripts`: the shell's script tags (parseTemplate)
 */
export function documentEnd({ head, styleTags, html, queryState, scripts }) {
  return `${head}${styleTags}</head><body><div id="root">${html}</div>${documentTail({ queryState, scripts })}`;
}

/**
 * What follows #root: the query cache and the shell's scripts.
 * @param {{ queryState: unknown, scripts: string }} page
 */
export function documentTail({ queryState, scripts }) {
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(queryState)}</script>${scripts}</body></html>`;
}
