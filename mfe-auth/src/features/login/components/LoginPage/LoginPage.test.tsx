import { LocationProbe, renderWithProviders } from '../../../../test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  loadSupabase,
  loginWithRole,
  permissionsFor,
  setDemoMode,
  useSession,
  type AppUser,
  type Role,
} from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { Route, Routes } from 'react-router-dom';
import App from '../../../../App';
import { FALLBACK_TOAST_READ_MS } from '../../../../lib/social-sign-in';
import { LoginPage } from './LoginPage';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loginWithRole: jest.fn(),
  requestPasswordReset: jest.fn(),
  signOut: jest.fn(),
  loadSupabase: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const loginWithRoleMock = jest.mocked(loginWithRole);
const loadSupabaseMock = jest.mocked(loadSupabase);
const notifyMock = jest.mocked(notify);

function appUser(role: Role, overrides: Partial<AppUser> = {}): AppUser {
  return {
    id: `id-${role}`,
    name: `Demo ${role}`,
    email: `${role}@demo.donation.network`,
    photoURL: null,
    isAdmin: role === 'admin',
    role,
    permissions: permissionsFor(role),
    ...overrides,
  };
}

function renderLogin(state?: unknown) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { initialEntries: [{ pathname: '/login', state }] },
  );
}

const pathname = () => screen.getByTestId('location').getAttribute('data-pathname');
const roleSelect = () => screen.getByLabelText(/I am logging in as/) as HTMLSelectElement;

async function fillAndSubmit(email: string, password: string, role?: Role) {
  const user = userEvent.setup();
  if (role) await user.selectOptions(roleSelect(), role);
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  // the card starts loading the client at the first focus or touch
  loadSupabaseMock.mockResolvedValue(fakeSupabaseClient({}));
  useSession.getState().reset();
  // demo mode is what `npm start` runs, so it is the default here; the tests without it say so
  setDemoMode(true);
});

afterAll(() => setDemoMode(false));

describe('LoginPage', () => {
  it('requires e-mail and password', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(loginWithRoleMock).not.toHaveBeenCalled();
  });

  it('offers the six roles, donor by default, with links to register', () => {
    renderLogin();
    const options = Array.from(roleSelect().options)
      .map((option) => option.value)
      .filter(Boolean);
    expect(options).toEqual(['donor', 'recipient', 'founder', 'investor', 'partner', 'admin']);
    expect(roleSelect()).toHaveValue('donor');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('presets the role from navigation state intendedRole', () => {
    renderLogin({ intendedRole: 'founder' });
    expect(roleSelect()).toHaveValue('founder');
  });

  it('ignores an unknown intendedRole', () => {
    renderLogin({ intendedRole: 'superuser' });
    expect(roleSelect()).toHaveValue('donor');
  });

  it('logs in with the chosen role, toasts and goes to the role path', async () => {
    loginWithRoleMock.mockResolvedValue({ user: appUser('recipient'), error: null });
    renderLogin();

    await fillAndSubmit(' ada@example.org ', 'secret1', 'recipient');

    await waitFor(() => expect(pathname()).toBe('/recipient/blood-services'));
    expect(loginWithRoleMock).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'secret1', role: 'recipient' });
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Login Successful',
      description: "You've been logged in as recipient",
      variant: 'success',
    });
  });

  it('sends admins to /admin/dashboard', async () => {
    loginWithRoleMock.mockResolvedValue({ user: appUser('admin'), error: null });
    renderLogin();
    await fillAndSubmit('admin@demo.donation.network', 'DemoPass123!', 'admin');
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
  });

  it('returns to state.from after login', async () => {
    loginWithRoleMock.mockResolvedValue({ user: appUser('donor'), error: null });
    renderLogin({ from: '/donor/history', intendedRole: 'donor' });
    await fillAndSubmit('d@example.org', 'secret1');
    await waitFor(() => expect(pathname()).toBe('/donor/history'));
  });

  it('shows the exact failure texts in a red alert and a destructive toast', async () => {
    loginWithRoleMock.mockResolvedValue({ user: null, error: new Error('Invalid login credentials') });
    renderLogin();

    await fillAndSubmit('ada@example.org', 'wrong-password', 'founder');

    const alert = await screen.findByText('Failed to login as founder. Please try again.');
    expect(alert.closest('[role="alert"]')).toHaveAttribute('data-variant', 'destructive');
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Login Failed',
      description: 'Could not log in as founder: Invalid e-mail or password',
      variant: 'destructive',
    });
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Invalid e-mail or password');
    expect(pathname()).toBe('/login');
  });

  it('a wrong password says so honestly, never "User already registered"', async () => {
    const refused = Object.assign(new Error('Invalid login credentials'), { status: 400, code: 'invalid_credentials' });
    loginWithRoleMock.mockResolvedValue({ user: null, error: refused });
    renderLogin();
    await fillAndSubmit('donor@example.org', 'wrong-password', 'donor');

    expect(await screen.findByText('Failed to login as donor. Please try again.')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Login Failed',
      description: 'Could not log in as donor: Invalid e-mail or password',
      variant: 'destructive',
    });
    expect(screen.queryByText(/User already registered/)).not.toBeInTheDocument();
  });

  it('outside demo mode refused credentials offer the role wizard with the e-mail filled in', async () => {
    setDemoMode(false);
    useSession.setState({ loading: false });
    loginWithRoleMock.mockResolvedValue({ user: null, error: new Error('Invalid login credentials') });
    renderWithProviders(
      <>
        <App />
        <LocationProbe />
      </>,
      { initialEntries: ['/login'] },
    );
    const user = await fillAndSubmit(' new.person@example.org ', 'secret1', 'recipient');

    await user.click(await screen.findByRole('link', { name: 'New here? Register as a recipient with this e-mail' }));
    await waitFor(() => expect(pathname()).toBe('/register/recipient'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipient Registration' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('new.person@example.org');
  });

  it('in demo mode (where the login signs unknown e-mails up) there is no register offer', async () => {
    setDemoMode(true);
    loginWithRoleMock.mockResolvedValue({ user: null, error: new Error('Invalid login credentials') });
    renderLogin();
    await fillAndSubmit('ada@example.org', 'wrong-password');
    await screen.findByText('Failed to login as donor. Please try again.');
    expect(screen.queryByRole('link', { name: /New here\?/ })).not.toBeInTheDocument();
  });

  it("says 'Unknown error' when the failure has no message", async () => {
    loginWithRoleMock.mockResolvedValue({ user: null, error: new Error('') });
    renderLogin();
    await fillAndSubmit('ada@example.org', 'wrong-password');
    await screen.findByText('Failed to login as donor. Please try again.');
    expect(notifyMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Login Failed', description: 'Could not log in as donor: Unknown error' }),
    );
  });

  it('never puts raw database text into the toast, and says when the gateway throttles', async () => {
    loginWithRoleMock.mockResolvedValue({
      user: null,
      error: new Error('error: current transaction is aborted, commands ignored until end of transaction block'),
    });
    renderLogin();
    await fillAndSubmit('ada@example.org', 'secret1');
    await screen.findByText('Failed to login as donor. Please try again.');
    expect(notifyMock).toHaveBeenLastCalledWith(expect.objectContaining({ description: 'Could not log in as donor: Unknown error' }));

    loginWithRoleMock.mockResolvedValue({ user: null, error: Object.assign(new Error('Too many requests'), { status: 429 }) });
    await fillAndSubmit('ada@example.org', 'secret1');
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith(
        expect.objectContaining({ description: 'Could not log in as donor: Too many attempts. Please wait a moment and try again.' }),
      ),
    );
  });

  it.each(['donor', 'recipient', 'founder', 'investor', 'partner', 'admin'] as const)(
    'demo button logs in with the %s demo account',
    async (role) => {
      loginWithRoleMock.mockResolvedValue({ user: appUser(role), error: null });
      renderLogin();
      const label = role[0].toUpperCase() + role.slice(1);

      await userEvent.setup().click(screen.getByRole('button', { name: `Log in as demo ${label}` }));

      expect(loginWithRoleMock).toHaveBeenCalledWith({
        email: `${role}@demo.donation.network`,
        password: 'DemoPass123!',
        role,
      });
      const expected = {
        donor: '/donor/dashboard',
        recipient: '/recipient/blood-services',
        founder: '/founder/dashboard',
        investor: '/investor/dashboard',
        partner: '/partner/dashboard',
        admin: '/admin/dashboard',
      }[role];
      await waitFor(() => expect(pathname()).toBe(expected));
    },
  );

  it('offers the demo-account buttons only in demo mode', () => {
    const { unmount } = renderLogin();
    expect(screen.getByRole('button', { name: 'Log in as demo Admin' })).toBeInTheDocument();
    unmount();

    setDemoMode(false);
    renderLogin();
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Log in as demo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  describe('Google sign-in for admins', () => {
    function mockOAuth(result: unknown) {
      const signInWithOAuth = jest.fn().mockResolvedValue(result);
      loadSupabaseMock.mockResolvedValue(fakeSupabaseClient({ auth: { signInWithOAuth } }));
      return signInWithOAuth;
    }

    it('is offered only when the admin role is selected', async () => {
      renderLogin();
      expect(screen.queryByRole('button', { name: /Sign in with Google/ })).not.toBeInTheDocument();
      await userEvent.setup().selectOptions(roleSelect(), 'admin');
      expect(screen.getByRole('button', { name: /Sign in with Google/ })).toBeInTheDocument();
    });

    it('falls back to the admin demo credentials, showing both toasts one after the other, when the provider is not enabled', async () => {
      jest.useFakeTimers();
      try {
        const signInWithOAuth = mockOAuth({
          data: { provider: 'google', url: null },
          error: Object.assign(new Error('Unsupported provider: provider is not enabled'), { status: 400 }),
        });
        loginWithRoleMock.mockResolvedValue({ user: appUser('admin'), error: null });
        renderLogin({ intendedRole: 'admin' });
        const shown = () => notifyMock.mock.calls.map(([options]) => options);

        await userEvent
          .setup({ advanceTimers: jest.advanceTimersByTime })
          .click(screen.getByRole('button', { name: /Sign in with Google/ }));

        // one toast is on screen at a time: the second waits until the first has been read
        await waitFor(() =>
          expect(shown()).toEqual([{ title: 'Google Login Unavailable', description: 'Falling back to admin email/password login' }]),
        );
        await act(async () => jest.advanceTimersByTime(FALLBACK_TOAST_READ_MS));
        expect(shown()).toEqual([
          { title: 'Google Login Unavailable', description: 'Falling back to admin email/password login' },
          { title: 'Admin Login', description: 'Using admin credentials since Google auth is not enabled' },
        ]);
        expect(loginWithRoleMock).not.toHaveBeenCalled();
        await act(async () => jest.advanceTimersByTime(FALLBACK_TOAST_READ_MS));

        await waitFor(() => expect(pathname()).toBe('/admin/dashboard'));
        expect(signInWithOAuth).toHaveBeenCalledWith({
          provider: 'google',
          options: expect.objectContaining({
            redirectTo: `${window.location.origin}/dashboard`,
            queryParams: { access_type: 'offline', prompt: 'consent' },
          }),
        });
        expect(shown()[2]).toEqual({ title: 'Login Successful', description: "You've been logged in as admin", variant: 'success' });
        expect(loginWithRoleMock).toHaveBeenCalledWith({
          email: 'admin@demo.donation.network',
          password: 'DemoPass123!',
          role: 'admin',
        });
      } finally {
        jest.useRealTimers();
      }
    });

    it('outside demo mode says Google is not available and signs nobody in', async () => {
      setDemoMode(false);
      mockOAuth({
        data: { provider: 'google', url: null },
        error: Object.assign(new Error('Unsupported provider: provider is not enabled'), { status: 400 }),
      });
      renderLogin({ intendedRole: 'admin' });

      await userEvent.setup().click(screen.getByRole('button', { name: /Sign in with Google/ }));

      expect(await screen.findByText('Google sign-in is not available. Please sign in with your email and password.')).toBeInTheDocument();
      expect(notifyMock.mock.calls.map(([options]) => options)).toEqual([
        { title: 'Google Login Unavailable', description: 'Google sign-in is not enabled for this portal', variant: 'destructive' },
      ]);
      expect(loginWithRoleMock).not.toHaveBeenCalled();
      expect(pathname()).toBe('/login');
    });

    it('shows the social failure texts on any other error', async () => {
      mockOAuth({ data: { provider: 'google', url: null }, error: new Error('OAuth state mismatch') });
      renderLogin({ intendedRole: 'admin' });

      await userEvent.setup().click(screen.getByRole('button', { name: /Sign in with Google/ }));

      expect(await screen.findByText('Failed to login with Google. Please try again.')).toBeInTheDocument();
      expect(notifyMock).toHaveBeenCalledWith({ title: 'Login Error', description: 'OAuth state mismatch', variant: 'destructive' });
      expect(loginWithRoleMock).not.toHaveBeenCalled();
    });
  });

  it('opens the Forgot Password dialog with the typed e-mail', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('shows who is signed in, with a button to their dashboard', () => {
    useSession.setState({ user: appUser('donor', { name: 'Ada Donor' }), loading: false });
    renderLogin();

    expect(screen.getByText('Ada Donor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/donor/dashboard');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
