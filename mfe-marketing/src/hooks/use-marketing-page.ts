import { findSection, sectionsOtherThan, usePageContent } from '@donation-network/portal-session';
import type { PageContent, PageSection } from '@donation-network/shared-rules';
import { usePageMeta } from '@donation-network/shared-ui';
import { HERO_SECTION_ID } from '../lib/page-sections';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/**
 * The opening every marketing page shares: its managed content (the code's text until the stored text
 * arrives), the document title and description from it, and the scroll position it opens at: the section
 * the URL's hash names, as a browser would, or the top. `siteNameTitle`: the page's document title is the bare
 * site name (the home page, whose managed title only names it in the content editor).
 */
export function useMarketingPage(fallback: PageContent, { siteNameTitle = false } = {}): PageContent {
  const { content } = usePageContent(fallback);
  usePageMeta(siteNameTitle ? undefined : content.title, content.description);
  useScrollToHash();
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
