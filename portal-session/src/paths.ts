import type { AppUser } from './types';

/** Where the header's Dashboard button goes: admins to /admin/dashboard, others to /{role}/dashboard. */
export function dashboardPath(user: Pick<AppUser, 'isAdmin' | 'role'>): string {
  return user.isAdmin ? '/admin/dashboard' : `/${user.role}/dashboard`;
}

const POST_LOGIN_PATHS: Readonly<Record<string, string>> = Object.freeze({
  admin: '/admin/dashboard',
  donor: '/donor/dashboard',
  recipient: '/recipient/blood-services',
  partner: '/partner/dashboard',
  founder: '/founder/dashboard',
  investor: '/investor/dashboard',
});

/** Where the login screen (and registration) sends a role after success; anything else goes to /. */
export function postLoginPath(role: string): string {
  return Object.prototype.hasOwnProperty.call(POST_LOGIN_PATHS, role) ? POST_LOGIN_PATHS[role] : '/';
}
