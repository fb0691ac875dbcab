import { readMaybeSingle } from '@donation-network/portal-data';
import type { PageContent, PageId, PageSection } from '@donation-network/shared-rules';
import { usePortalQuery } from './query/portal-query';
import { getSupabase, isSupabaseLoaded, selectAnonymously } from './supabase-client';

/** Logged (with the cause) when a page's managed content cannot be read; the page shows its fallback. */
export const PAGE_CONTENT_LOAD_ERROR = 'Failed to load page content';

/** A page_content row as stored; the page's code text fills what is missing. */
export interface StoredPageContent {
  title: string;
  description: string;
  sections: PageSection[];
  version: number;
  updatedAt: string | null;
}

function isSection(value: unknown): value is PageSection {
  const section = value as Partial<PageSection> | null;
  return (
    !!section &&
    typeof section.id === 'string' &&
    typeof section.title === 'string' &&
    typeof section.content === 'string' &&
    typeof section.order === 'number'
  );
}

/** The row's fields in a known shape (the database guarantees it; a malformed section is skipped, never rendered). */
export function parseStoredPageContent(row: Record<string, unknown>): StoredPageContent {
  const sections = Array.isArray(row.sections) ? row.sections.filter(isSection) : [];
  return {
    title: typeof row.title === 'string' ? row.title : '',
    description: typeof row.description === 'string' ? row.description : '',
    sections: [...sections].sort((a, b) => a.order - b.order),
    version: typeof row.version === 'number' ? row.version : 1,
    updatedAt: typeof row.updated_at === 'string' ? row.updated_at : null,
  };
}

const PAGE_CONTENT_COLUMNS = 'title, description, sections, version, updated_at';

/**
 * Reads one page's managed content; null when the page has no row. Throws when the read fails.
 * Content is public: before the client exists (a signed-out visitor) it is read without the SDK.
 */
export async function fetchPageContent(pageId: PageId, signal?: AbortSignal): Promise<StoredPageContent | null> {
  if (!isSupabaseLoaded()) {
    const query = `select=${PAGE_CONTENT_COLUMNS.replace(/ /g, '')}&page_id=eq.${encodeURIComponent(pageId)}`;
    const [row] = await selectAnonymously<Record<string, unknown>>('page_content', query, signal);
    return row ? parseStoredPageContent(row) : null;
  }
  const row = await readMaybeSingle(getSupabase().from('page_content').select(PAGE_CONTENT_COLUMNS).eq('page_id', pageId), signal);
  return row ? parseStoredPageContent(row) : null;
}

/**
 * What a page renders: the stored title, description and sections where they are set,
 * the page's code text (`fallback`) for anything empty. An empty section list means
 * "the page's built-in sections".
 */
export function mergePageContent(fallback: PageContent, stored: StoredPageContent | null): PageContent {
  if (!stored) return fallback;
  return {
    pageId: fallback.pageId,
    title: stored.title.trim() ? stored.title : fallback.title,
    description: stored.description.trim() ? stored.description : fallback.description,
    sections: stored.sections.length > 0 ? stored.sections : fallback.sections,
  };
}

export interface PageContentState {
  /** Always renderable: the fallback until the stored content arrives, and when the read fails. */
  content: PageContent;
  /** false while the read is under way. */
  settled: boolean;
}

/** The query a page's managed content is cached under (the admin editor refreshes it after a save). */
export const pageContentQueryKey = (pageId: PageId) => ['page-content', pageId] as const;

/** The stored content, or null when there is none or the read failed (logged; the page keeps its own text). */
async function readPageContentOrNull(pageId: PageId, signal: AbortSignal): Promise<StoredPageContent | null> {
  try {
    return await fetchPageContent(pageId, signal);
  } catch (error) {
    if (!signal.aborted) console.error(PAGE_CONTENT_LOAD_ERROR, error);
    return null;
  }
}

/**
 * A page's managed content (page_content). In the browser the page renders at once from its own text
 * and shows the stored content when it arrives; on the server the stored content is read first, so the
 * HTML carries it and the browser starts from the same data. A failed read logs
 * 'Failed to load page content' and keeps the page's own text.
 */
export function usePageContent(fallback: PageContent): PageContentState {
  const query = usePortalQuery({
    queryKey: pageContentQueryKey(fallback.pageId),
    queryFn: ({ signal }) => readPageContentOrNull(fallback.pageId, signal),
    sameForEveryone: true,
  });
  return { content: mergePageContent(fallback, query.data ?? null), settled: !query.isPending };
}

/** The section with this id, if the page (stored or fallback) has it. */
export function findSection(content: PageContent, id: string): PageSection | undefined {
  return content.sections.find((section) => section.id === id);
}

/** The sections a page's layout does not place itself (added by an admin), in their order. */
export function sectionsOtherThan(content: PageContent, placedIds: readonly string[]): PageSection[] {
  return content.sections.filter((section) => !placedIds.includes(section.id));
}
