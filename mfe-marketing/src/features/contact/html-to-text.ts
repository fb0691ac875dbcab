// Managed page content holds HTML. The contact page shows it as plain text:
// tags are stripped and never injected into the DOM.

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);
const DROPPED_TAGS = 'script, style, template, noscript, iframe, object, embed';

function collapse(text: string): string {
  return text.replace(/[ \t\f\v\u00a0]+/g, ' ').trim();
}

/**
 * The text of `html` split into paragraphs (one per block element or line break).
 * Uses an inert DOMParser document (no scripts run, nothing is loaded), falling
 * back to a tag-stripping regex where DOMParser is missing.
 */
export function htmlToParagraphs(html: string): string[] {
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    doc.querySelectorAll(DROPPED_TAGS).forEach((node) => node.remove());
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push(node.textContent ?? '');
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const block = BLOCK_TAGS.has((node as Element).tagName);
      if (block) parts.push('\n');
      node.childNodes.forEach(walk);
      if (block) parts.push('\n');
    };
    doc.body.childNodes.forEach(walk);
    text = parts.join('');
  } else {
    text = html
      .replace(/<(script|style|template|noscript)[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?(p|div|br|li|h[1-6]|ul|ol|section|article|tr|blockquote|pre)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return text
    .split('\n')
    .map(collapse)
    .filter((line) => line.length > 0);
}
