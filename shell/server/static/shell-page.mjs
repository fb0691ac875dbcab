// What the shell's page carries besides the rendered app (html-document.mjs, and the performance floor's
// page): the runtime configuration as script-safe JSON, and the hint that fetches the route's remote
// manifest while the shell's own scripts download, instead of one after another.

/**
 * JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers, no line separators).
 * @param {unknown} value
 */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** @param {string} value */
const attribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The origin of a URL, or null for something that is not one.
 * @param {string} url
 * @returns {string | null}
 */
export function origin(url) {
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
 * @param {string} manifestUrl
 */
export function remoteHints(manifestUrl) {
  return `<link rel="preload" as="fetch" crossorigin href="${attribute(manifestUrl)}">`;
}
