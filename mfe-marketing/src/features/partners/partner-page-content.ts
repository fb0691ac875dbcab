import type { PageContent, PageId, PageSection } from '@donation-network/shared-rules';
import { findSection } from '@donation-network/portal-session';

/** The text of one designed band of a partner page: its heading and its HTML intro (empty for none). */
export interface BandText {
  title: string;
  content: string;
}

/** A partner page's fallback content: one section per band, in the order the page shows them. */
export function partnerPageContent(pageId: PageId, title: string, description: string, bands: Record<string, BandText>): PageContent {
  const sections: PageSection[] = Object.entries(bands).map(([id, band], order) => ({ id, ...band, order }));
  return { pageId, title, description, sections };
}

/**
 * The texts the page's bands show: each band's stored section, or the code's where the section
 * is missing (the band itself, with its cards, always stays); an empty stored title keeps the code's.
 */
export function bandTexts<Id extends string>(content: PageContent, bands: Record<Id, BandText>): Record<Id, BandText> {
  const ids = Object.keys(bands) as Id[];
  return Object.fromEntries(
    ids.map((id) => {
      const stored = findSection(content, id);
      const title = stored?.title.trim() ? stored.title : bands[id].title;
      return [id, { title, content: stored ? stored.content : bands[id].content }];
    }),
  ) as Record<Id, BandText>;
}
