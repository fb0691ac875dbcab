import { loadSupabase, parseStoredPageContent, type StoredPageContent } from '@donation-network/portal-session';
import { PAGE_CONTENT_CONFLICT_CODE, pageContentConflictVersion, type PageId } from '@donation-network/shared-rules';
import { readQuery, RequestError } from '@donation-network/portal-data';
import type { PageContentFields } from '../page-draft';

/** Title of the failure toast and alert. */
export const SAVE_FAILED_MESSAGE = 'Failed to save page content';

/** An update that returns no row although the content changed: row-level security refused it. */
export const NOT_SAVED_MESSAGE = 'The page was not saved. Only admins can change page content: sign in again as an admin and retry.';

const COLUMNS = 'title, description, sections, version, updated_at';

/**
 * Saves the page's content as the version after `baseVersion` (the one the editor started
 * from) and returns the stored row. Throws the database's error (a conflict when someone
 * saved in between, see conflictVersion). Call it only with content that differs from the
 * stored one: an unchanged update returns no row.
 */
export async function savePageContent(pageId: PageId, content: PageContentFields, baseVersion: number): Promise<StoredPageContent> {
  const data = await readQuery(
    (await loadSupabase())
      .from('page_content')
      .update({
        title: content.title,
        description: content.description,
        sections: content.sections.map(({ id, title, content: html, order }) => ({ id, title, content: html, order })),
        version: baseVersion,
      })
      .eq('page_id', pageId)
      .select(COLUMNS),
  );
  const row = data?.[0];
  if (!row) throw new RequestError(NOT_SAVED_MESSAGE);
  return parseStoredPageContent(row);
}

/**
 * For a save refused because another admin saved first: the page's version now (0 when the
 * message does not say). null for any other error. Matches the code and the message, not the
 * status (PostgREST answers 409, @supabase/lite 500).
 */
export function conflictVersion(error: unknown): number | null {
  const fields = error !== null && typeof error === 'object' ? (error as { code?: unknown; message?: unknown }) : {};
  const version = typeof fields.message === 'string' ? pageContentConflictVersion(fields.message) : null;
  if (version !== null) return version;
  return fields.code === PAGE_CONTENT_CONFLICT_CODE ? 0 : null;
}
