import { matchPath } from 'react-router-dom';

/** Remote keys as they appear in /config.json; container names as each remote's build declares them. */
export const REMOTE_CONTAINERS = {
  marketing: 'marketing',
  auth: 'auth',
  recipient: 'recipient',
  directories: 'directories',
  partnerLegal: 'partnerLegal',
} as const;

export type RemoteKey = keyof typeof REMOTE_CONTAINERS;

export const REMOTE_KEYS = Object.keys(REMOTE_CONTAINERS) as RemoteKey[];

/** Which remote renders which paths (ENGINEERING.md, "Architecture we are building"). */
export const ROUTE_OWNERSHIP: Record<RemoteKey, string[]> = {
  marketing: [
    '/',
    '/about',
    '/how-it-works',
    '/faqs',
    '/partnerships',
    '/donation-process',
    '/additional-services',
    '/pricing',
    '/plans',
    '/contact',
    '/admin/content',
  ],
  auth: ['/register', '/register/*', '/login', '/reset-password', '/donor/*', '/admin/dashboard'],
  recipient: ['/recipient/*'],
  directories: ['/founders', '/founders/:id', '/investors', '/investors/:id', '/founder/*', '/investor/*'],
  partnerLegal: ['/partners/*', '/partner/*', '/legal', '/terms', '/privacy', '/cookies', '/data-protection'],
};

/** The remote that owns a pathname, or null when no remote does (the shell then shows Not Found). */
export function remoteForPath(pathname: string): RemoteKey | null {
  for (const key of REMOTE_KEYS) {
    if (ROUTE_OWNERSHIP[key].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return key;
  }
  return null;
}
