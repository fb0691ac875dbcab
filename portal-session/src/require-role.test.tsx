import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { permissionsFor, type Role } from './roles';
import { RequireRole } from './require-role';
import { useSession } from './session-store';
import type { AppUser } from './types';
import { useCurrentUser } from './use-current-user';

function appUser(role: Role, isAdmin = false): AppUser {
  return { id: 'u', name: 'N', email: 'n@example.org', photoURL: null, isAdmin, role, permissions: permissionsFor(role) };
}

function LoginProbe() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function renderGuarded(roles: Role[], fallback?: React.ReactNode, denied?: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/donor/dashboard']}>
      <Routes>
        <Route
          path="/donor/dashboard"
          element={
            <RequireRole roles={roles} fallback={fallback} denied={denied}>
              <h1>Donor dashboard</h1>
            </RequireRole>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => useSession.getState().reset());

describe('RequireRole', () => {
  it('renders the fallback while loading', () => {
    renderGuarded(['donor'], <span>Checking session…</span>);
    expect(screen.getByText('Checking session…')).toBeInTheDocument();
    expect(screen.queryByText('Donor dashboard')).not.toBeInTheDocument();
  });

  it('renders nothing while loading by default', () => {
    const { container } = renderGuarded(['donor']);
    expect(container).toBeEmptyDOMElement();
  });

  it('redirects to /login with the origin and intended role when nobody is signed in', () => {
    useSession.setState({ loading: false, user: null });
    renderGuarded(['donor', 'recipient']);
    expect(JSON.parse(screen.getByTestId('login-state').textContent ?? 'null')).toEqual({
      from: '/donor/dashboard',
      intendedRole: 'donor',
    });
  });

  it('renders the children for a matching role', () => {
    useSession.setState({ loading: false, user: appUser('donor') });
    renderGuarded(['donor']);
    expect(screen.getByRole('heading', { name: 'Donor dashboard' })).toBeInTheDocument();
  });

  it('lets admins in everywhere (by flag or role)', () => {
    useSession.setState({ loading: false, user: appUser('partner', true) });
    const { unmount } = renderGuarded(['donor']);
    expect(screen.getByText('Donor dashboard')).toBeInTheDocument();
    unmount();
    useSession.setState({ loading: false, user: appUser('admin', true) });
    renderGuarded(['donor']);
    expect(screen.getByText('Donor dashboard')).toBeInTheDocument();
  });

  it('shows an inline alert for another role', () => {
    useSession.setState({ loading: false, user: appUser('recipient') });
    renderGuarded(['donor']);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page.');
    expect(screen.queryByText('Donor dashboard')).not.toBeInTheDocument();
  });

  it("shows the page's own denial instead when it passes one, and still not the page", () => {
    useSession.setState({ loading: false, user: appUser('recipient') });
    renderGuarded(['donor'], null, <section aria-label="Denied">Donors only</section>);
    expect(screen.getByRole('region', { name: 'Denied' })).toHaveTextContent('Donors only');
    expect(screen.queryByText('You do not have access to this page.')).not.toBeInTheDocument();
    expect(screen.queryByText('Donor dashboard')).not.toBeInTheDocument();
  });

  it('follows the store when the session resolves', () => {
    renderGuarded(['donor'], <span>wait</span>);
    expect(screen.getByText('wait')).toBeInTheDocument();
    act(() => useSession.setState({ loading: false, user: appUser('donor') }));
    expect(screen.getByText('Donor dashboard')).toBeInTheDocument();
  });
});

describe('useCurrentUser', () => {
  function Probe() {
    const { user, loading } = useCurrentUser();
    return <span>{loading ? 'loading' : (user?.role ?? 'nobody')}</span>;
  }

  it('reflects the store', () => {
    render(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => useSession.setState({ loading: false, user: null }));
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => useSession.setState({ loading: false, user: appUser('investor') }));
    expect(screen.getByText('investor')).toBeInTheDocument();
  });
});
