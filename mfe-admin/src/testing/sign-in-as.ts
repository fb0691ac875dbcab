import { permissionsFor, useSession, type Role } from '@donation-network/portal-session';

export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

/** Puts a signed-in user of `role` into the session store (no backend involved). */
export function signInAs(role: Role, id = ADMIN_ID) {
  useSession.setState({
    loading: false,
    user: {
      id,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      photoURL: null,
      isAdmin: role === 'admin',
      role,
      permissions: permissionsFor(role),
    },
  });
}
