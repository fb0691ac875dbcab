import DOMPurify from 'dompurify';

// Managed page content is HTML written by admins. It is rendered only through
// sanitizeHtml: an allow-list of text-level and structural tags, links limited to
// http(s), mailto, tel and site-relative targets, no attributes that run or load anything.

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'dl',
  'dt',
  'em',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope'];
/** http(s), mailto and tel links, and site-relative paths, fragments and queries. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[/?#])/i;

/** DOMPurify's own instance in a browser; on the server, one bound to the window the server supplies. */
let instance: typeof DOMPurify = DOMPurify;
let hooked = false;

/**
 * Sanitizes with the DOM of `window` from now on: the shell's server calls it with a jsdom window, since
 * Node has no DOM and DOMPurify cannot work without one. The same allow-list applies on both sides.
 */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  instance = DOMPurify(window);
  hooked = false;
}

function purifier(): typeof DOMPurify {
  if (!instance.isSupported) throw new Error('HTML cannot be sanitized without a DOM: the server must supply one (setSanitizerWindow)');
  if (!hooked) {
    // Links to other sites open in a new tab without giving it a handle on this one.
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return instance;
}

/** `html` with everything outside the allow-list removed (scripts, handlers, styles, javascript: URLs, images, frames). */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ADD_ATTR: ['target', 'rel'],
    // plain keywords and numbers: without this the URI pattern above would be applied to them
    ADD_URI_SAFE_ATTR: ['scope', 'colspan', 'rowspan'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
