import { loadSupabase, parseStoredPageContent } from '@donation-network/portal-session';
import type { PageId } from '@donation-network/shared-rules';
import { readQuery } from '@donation-network/portal-data';
import type { PageContentFields } from '../page-draft';
import { fetchProfileNames, saverName } from './profile-names';

/** One saved state of a page (page_content_versions, written by the database on every save). */
export interface PageVersion {
  version: number;
  content: PageContentFields;
  savedAt: string;
  savedBy: string | null;
}

/** The page's history, newest first (the database keeps the 50 newest). */
export async function fetchPageVersions(pageId: PageId, signal?: AbortSignal): Promise<PageVersion[]> {
  const query = (await loadSupabase())
    .from('page_content_versions')
    .select('version, title, description, sections, saved_at, saved_by')
    .eq('page_id', pageId)
    .order('version', { ascending: false });
  const data = await readQuery(query, signal);
  const rows = data ?? [];
  const names = await fetchProfileNames(
    rows.map((row) => row.saved_by),
    signal,
  );
  return rows.map((row) => {
    const { title, description, sections } = parseStoredPageContent(row);
    return {
      version: row.version,
      content: { title, description, sections },
      savedAt: row.saved_at,
      savedBy: saverName(names, row.saved_by),
    };
  });
}
