import type { PageContent, PageSection } from '@donation-network/shared-rules';

/** A page's fallback sections in display order (order = position). */
export function orderedSections(sections: readonly Omit<PageSection, 'order'>[]): PageSection[] {
  return sections.map((section, order) => ({ ...section, order }));
}

/** Id of the section holding a page's hero heading (title) and lead (content), where the h1 is a tagline rather than the page name. */
export const HERO_SECTION_ID = 'hero';

/** The hero's h1 and lead: the `hero` section's, or the page title and description when an admin removed it. */
export function heroText(content: PageContent): { title: string; lead?: string; leadHtml?: string } {
  const hero = content.sections.find((section) => section.id === HERO_SECTION_ID);
  return hero ? { title: hero.title, leadHtml: hero.content } : { title: content.title, lead: content.description };
}
