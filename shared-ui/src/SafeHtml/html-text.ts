// Builders for the fallback content that pages keep in code: plain text becomes HTML
// with every character escaped, so the same renderer shows stored and fallback text.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** `<p>…</p>` per paragraph. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
}

/** A `<ul>` (or `<ol>`) of the items; empty for no items. */
export function listHtml(items: readonly string[], ordered = false): string {
  if (items.length === 0) return '';
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
}

/** A link (`to` is a site path or an http(s) URL). */
export function linkHtml(label: string, to: string): string {
  return `<a href="${escapeHtml(to)}">${escapeHtml(label)}</a>`;
}
