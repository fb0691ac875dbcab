import { Outlet } from 'react-router-dom';
import { RequireRole } from '@donation-network/shared-auth';
import { Spinner } from '@donation-network/shared-ui';

/**
 * Layout route of /admin/content: admins only (visitors go to /login, other users see the
 * access-denied text). The pages are loaded only once the guard lets the user through.
 */
export function RequireAdmin() {
  return (
    <RequireRole roles={['admin']} fallback={<Spinner label="Checking your session" />}>
      <Outlet />
    </RequireRole>
  );
}
