import { Outlet } from 'react-router-dom';
import { ACCESS_DENIED_MESSAGE, RequireRole } from '@donation-network/portal-session';
import { Alert, Container, Section, Spinner } from '@donation-network/shared-ui';

/**
 * The layout route around every admin page: admins only (visitors go to /login, other users see
 * the access-denied text). A page, and so its code and its data, loads only once the guard lets
 * the user through.
 */
export function RequireAdmin() {
  return (
    <RequireRole
      roles={['admin']}
      fallback={<Spinner label="Checking your session" />}
      denied={
        <Section>
          <Container>
            <Alert variant="destructive" title="Admins only">
              {ACCESS_DENIED_MESSAGE}
            </Alert>
          </Container>
        </Section>
      }
    >
      <Outlet />
    </RequireRole>
  );
}
