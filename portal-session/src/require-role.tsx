import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from './roles';
import { useCurrentUser } from './use-current-user';

export interface RequireRoleProps {
  /** Roles allowed to see the children. Admins (isAdmin) pass everywhere. */
  roles: readonly Role[];
  children: ReactNode;
  /** Shown while the session is being resolved; default nothing. */
  fallback?: ReactNode;
  /** Shown to a signed-in user without the role; default a bare alert with ACCESS_DENIED_MESSAGE (a remote passes its styled one). */
  denied?: ReactNode;
}

export const ACCESS_DENIED_MESSAGE = 'You do not have access to this page.';

/**
 * Route guard. Loading: `fallback`. No user: redirect to /login with
 * `state = { from, intendedRole: roles[0] }` (the login screen presets its
 * role selector from intendedRole). Wrong role: an inline alert.
 */
export function RequireRole({ roles, children, fallback = null, denied }: RequireRoleProps) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();

  if (loading) return <>{fallback}</>;
  if (!user) {
    return <Navigate to="/login" state={{ from: location.pathname, intendedRole: roles[0] }} replace />;
  }
  if (!user.isAdmin && !roles.includes(user.role)) {
    return <>{denied ?? <p role="alert">{ACCESS_DENIED_MESSAGE}</p>}</>;
  }
  return <>{children}</>;
}
