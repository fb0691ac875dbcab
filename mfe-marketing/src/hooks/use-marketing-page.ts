import { findSection, sectionsOtherThan, usePageContent } from '@donation-network/shared-auth';
import type { PageContent, PageSection } from '@donation-network/shared-rules';
import { usePageMeta, useScrollToTop } from '@donation-network/shared-ui';
import { HERO_SECTION_ID } from '../lib/page-sections';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/** Where a page opens: at its top, or at the section the URL's hash names (the top without one). */
export type PageOpening = 'top' | 'hash-section';

/**
 * The opening every marketing page shares: its managed content (the code's text until the stored text
 * arrives), the document title and description from it, and the scroll position it opens at. The home
 * page's managed title only names it in the content editor: its document title is the bare site name.
 */
export function useMarketingPage(fallback: PageContent, opening: PageOpening = 'top'): PageContent {
  const { content } = usePageContent(fallback);
  usePageMeta(fallback.pageId === 'home' ? undefined : content.title, content.description);
  // A page passes the same opening on every render, so the same hook runs each time.
  const open = opening === 'hash-section' ? useScrollToHash : useScrollToTop;
  open();
  return content;
}

/**
 * The sections a page's layout places by id (one entry per key, undefined where an admin removed it) and
 * the sections an admin added, which the page shows after its own.
 */
export function placeSections<Key extends string>(
  content: PageContent,
  ids: Readonly<Record<Key, string>>,
): { placed: Record<Key, PageSection | undefined>; added: PageSection[] } {
  const keys = Object.keys(ids) as Key[];
  const placed = Object.fromEntries(keys.map((key) => [key, findSection(content, ids[key])])) as Record<Key, PageSection | undefined>;
  return { placed, added: sectionsOtherThan(content, [HERO_SECTION_ID, ...Object.values<string>(ids)]) };
}
