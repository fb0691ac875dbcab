import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ACCESS_DENIED_MESSAGE, useSession, type Role } from '@donation-network/portal-session';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { signInAs } from '../../testing/sign-in-as';
import { RequireAdmin } from './RequireAdmin';

/** Stands in for an admin page: records that it mounted (where a real page starts its reads). */
const mounted = jest.fn();
function GuardedPage() {
  useEffect(() => mounted(), []);
  return <h1>Guarded page</h1>;
}

function signIn(role: Role | null) {
  if (role) signInAs(role);
  else useSession.setState({ loading: false, user: null });
}

function renderGuarded() {
  renderWithProviders(
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route path="/admin/content/:pageId" element={<GuardedPage />} />
      </Route>
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/admin/content/about' },
  );
}

beforeEach(() => mounted.mockClear());
afterEach(() => useSession.getState().reset());

describe('RequireAdmin', () => {
  it.each<Role>(['donor', 'partner', 'recipient', 'founder', 'investor'])(
    'shows a signed-in %s the access-denied text and never mounts the page',
    (role) => {
      signIn(role);
      renderGuarded();
      expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_DENIED_MESSAGE);
      expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
      expect(mounted).not.toHaveBeenCalled();
    },
  );

  it('sends a visitor to the login page', () => {
    signIn(null);
    renderGuarded();
    expect(currentUrl()).toBe('/login');
    expect(mounted).not.toHaveBeenCalled();
  });

  it('waits for the session before deciding, without mounting the page', () => {
    useSession.setState({ loading: true, user: null });
    renderGuarded();
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/content/about');
    expect(mounted).not.toHaveBeenCalled();
  });

  it('lets an admin in', () => {
    signIn('admin');
    renderGuarded();
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
  });
});
