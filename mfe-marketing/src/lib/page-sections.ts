import type { PageSection } from 'shared-rules';

/** A page's fallback sections in display order (order = position). */
export function orderedSections(sections: readonly Omit<PageSection, 'order'>[]): PageSection[] {
  return sections.map((section, order) => ({ ...section, order }));
}
