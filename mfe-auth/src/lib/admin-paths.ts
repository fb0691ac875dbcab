/** The admin console's routes (mfe-auth), shared by the dashboard and the console pages. */
export const ADMIN_PATHS = {
  dashboard: '/admin/dashboard',
  content: '/admin/content',
  profileChanges: '/admin/profile-changes',
  partners: '/admin/partners',
  messages: '/admin/messages',
  users: '/admin/users',
  directories: '/admin/directories',
} as const;
