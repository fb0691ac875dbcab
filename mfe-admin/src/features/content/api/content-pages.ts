import { loadSupabase } from '@donation-network/portal-session';
import { PAGE_IDS, PAGE_PATHS, type PageId } from '@donation-network/shared-rules';
import { readQuery } from '@donation-network/portal-data';
import { fetchProfileNames, saverName } from './profile-names';

/** One managed page in the list; the stored fields are null when the page has no row yet. */
export interface ContentPageSummary {
  pageId: PageId;
  /** Where the page is published. */
  path: string;
  title: string | null;
  version: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Every managed page, in PAGE_IDS order, with its stored title, version and last save. */
export async function fetchContentPages(signal?: AbortSignal): Promise<ContentPageSummary[]> {
  const query = (await loadSupabase()).from('page_content').select('page_id, title, version, updated_at, updated_by');
  const data = await readQuery(query, signal);
  const rows = new Map((data ?? []).map((row) => [row.page_id, row]));
  const names = await fetchProfileNames(
    [...rows.values()].map((row) => row.updated_by),
    signal,
  );
  return PAGE_IDS.map((pageId) => {
    const row = rows.get(pageId);
    return {
      pageId,
      path: PAGE_PATHS[pageId],
      title: row?.title ?? null,
      version: row?.version ?? null,
      updatedAt: row?.updated_at ?? null,
      updatedBy: saverName(names, row?.updated_by ?? null),
    };
  });
}
