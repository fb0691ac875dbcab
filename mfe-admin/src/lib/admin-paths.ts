import type { PageId } from '@donation-network/shared-rules';

/** The admin console's routes, shared by the dashboard, the console pages and the content editor. */
export const ADMIN_PATHS = {
  dashboard: '/admin/dashboard',
  content: '/admin/content',
  profileChanges: '/admin/profile-changes',
  partners: '/admin/partners',
  messages: '/admin/messages',
  users: '/admin/users',
  directories: '/admin/directories',
} as const;

/** The content editor of one managed page. */
export function pageEditorPath(pageId: PageId): string {
  return `${ADMIN_PATHS.content}/${pageId}`;
}
