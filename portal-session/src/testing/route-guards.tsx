import { act, screen } from '@testing-library/react';
import { ACCESS_DENIED_MESSAGE } from '../require-role';
import { ROLES, type Role } from '../roles';
import { useSession } from '../session-store';
import type { AppUser } from '../types';

/** Who may open a page, as the portal's route table (portal-manifest) says. */
export interface RouteAccess {
  audience: 'public' | 'signed-in';
  /** for a signed-in page: the roles that may open it */
  roles?: readonly string[];
}

export interface RouteGuardHarness {
  /** Renders the remote's App at `pathname`. */
  render: (pathname: string) => void;
  /** The router's path after the render (a guard's redirect shows here). */
  currentPath: () => string;
  /** A path that the route pattern matches (portal-manifest's examplePath). */
  examplePath: (route: string) => string;
}

const memberOf = (role: Role): AppUser => ({
  id: '00000000-0000-4000-8000-00000000ffff',
  name: `A ${role}`,
  email: `${role}@example.org`,
  photoURL: null,
  isAdmin: false,
  role,
  permissions: [],
});

/**
 * Checks a remote's guards against the route table, page by page: a signed-out visitor of a signed-in page is sent
 * to /login, and a member of a role the table does not name is refused (the access-denied text); a public page
 * opens to a signed-out visitor. Call it inside the remote's App route test, with that remote's pages.
 */
export function testRouteGuards(
  pages: Readonly<Record<string, RouteAccess>>,
  { render, currentPath, examplePath }: RouteGuardHarness,
): void {
  const entries = Object.entries(pages);
  const signedIn = entries.filter(([, access]) => access.audience === 'signed-in');
  const open = entries.filter(([, access]) => access.audience === 'public');

  if (signedIn.length > 0) {
    it.each(signedIn)('%s: a signed-out visitor is sent to sign in', async (route) => {
      useSession.setState({ user: null, loading: false });
      render(examplePath(route));
      await act(async () => undefined);
      expect(currentPath()).toBe('/login');
    });

    it.each(signedIn)('%s: a member of another role is refused', async (route, access) => {
      const outsider = ROLES.find((role) => role !== 'admin' && !access.roles?.includes(role));
      if (!outsider) throw new Error(`${route}: every role may open it, so it should not be a signed-in page of some roles`);
      useSession.setState({ user: memberOf(outsider), loading: false });
      render(examplePath(route));
      expect(await screen.findByText(ACCESS_DENIED_MESSAGE)).toBeInTheDocument();
    });
  }

  if (open.length > 0) {
    it.each(open)('%s: open to a signed-out visitor', async (route) => {
      useSession.setState({ user: null, loading: false });
      const pathname = examplePath(route);
      render(pathname);
      await act(async () => undefined);
      // a public page may lead elsewhere, but not to the sign-in page (unless it is that page)
      expect(currentPath() === '/login' && pathname !== '/login').toBe(false);
      expect(screen.queryByText(ACCESS_DENIED_MESSAGE)).not.toBeInTheDocument();
    });
  }
}
