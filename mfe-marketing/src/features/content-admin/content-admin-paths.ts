import type { PageId } from '@donation-network/shared-rules';

/** The list of managed pages. */
export const CONTENT_ADMIN_PATH = '/admin/content';

/** The editor of one page. */
export function pageEditorPath(pageId: PageId): string {
  return `${CONTENT_ADMIN_PATH}/${pageId}`;
}
