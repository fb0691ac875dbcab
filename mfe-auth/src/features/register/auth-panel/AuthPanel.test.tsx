import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  loadSupabase,
  isAuthProviderEnabled,
  loginWithRole,
  requestPasswordReset,
  setDemoMode,
  useSession,
} from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { LocationProbe, renderWithProviders } from '../../../test-utils';
import { AuthPanel } from './AuthPanel';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
  loginWithRole: jest.fn(),
  requestPasswordReset: jest.fn(),
  isAuthProviderEnabled: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);
const session = { access_token: 'a', refresh_token: 'r', user: { id: 'user-1', email: 'ada@example.org' } };
const auth = { signUp: jest.fn(), signInWithPassword: jest.fn(), signInWithOAuth: jest.fn() };
const handleAuthEvent = jest.fn(async () => undefined);
const originalHandleAuthEvent = useSession.getState().handleAuthEvent;

function renderPanel() {
  renderWithProviders(
    <>
      <AuthPanel userType="donor" />
      <LocationProbe />
    </>,
    { initialEntries: ['/register/donor'] },
  );
  return userEvent.setup();
}

async function fill(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ auth }));
  useSession.setState({ handleAuthEvent });
  setDemoMode(false);
});

afterAll(() => useSession.setState({ handleAuthEvent: originalHandleAuthEvent }));

describe('AuthPanel', () => {
  it('offers Google and GitHub, then e-mail registration by default', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.getByText('Or continue with email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('requires every registration field', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('checks the password length and that both passwords match', async () => {
    const user = renderPanel();
    await fill(user, { Email: 'ada@example.org', Password: '12345', 'Confirm Password': '123456' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the wizard type in the metadata and hands the session to the store', async () => {
    auth.signUp.mockResolvedValue({ data: { session, user: session.user }, error: null });
    const user = renderPanel();
    await fill(user, { Email: ' ada@example.org ', Password: 'secret1', 'Confirm Password': 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(handleAuthEvent).toHaveBeenCalledWith('SIGNED_IN', session));
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'ada@example.org',
      password: 'secret1',
      options: { data: { user_type: 'donor', full_name: '' } },
    });
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Authentication Successful', variant: 'success' }));
  });

  it('disables every button while a sign-up runs', async () => {
    auth.signUp.mockReturnValue(new Promise(() => undefined));
    const user = renderPanel();
    await fill(user, { Email: 'ada@example.org', Password: 'secret1', 'Confirm Password': 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Create Account/ })).toBeDisabled());
    for (const name of ['Continue with Google', 'Continue with GitHub', 'Log In']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('shows a registration error in a red alert and a toast, never raw server text', async () => {
    auth.signUp.mockResolvedValue({
      data: { session: null, user: null },
      error: { message: 'duplicate key value violates unique constraint "x"', status: 500 },
    });
    const user = renderPanel();
    await fill(user, { Email: 'ada@example.org', Password: 'secret1', 'Confirm Password': 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    expect(screen.queryByText(/duplicate key/)).not.toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({ title: 'Registration Error', description: 'Registration failed', variant: 'destructive' });
    expect(handleAuthEvent).not.toHaveBeenCalled();
  });

  it('logs in with e-mail and password; a failure clears when toggling forms', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: { message: 'relation "auth.users" does not exist', status: 500 },
    });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.queryByLabelText(/^Confirm Password/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await fill(user, { Email: 'ada@example.org', Password: 'wrong' });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'wrong' });
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login Error', variant: 'destructive' }));

    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
  });

  it('forgot password: send disabled while empty, reset errors shown, Back to Login', async () => {
    jest.mocked(requestPasswordReset).mockRejectedValue(new Error('column "email" does not exist'));
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeDisabled();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await fill(user, { Email: 'ada@example.org' });
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.org', `${window.location.origin}/reset-password`);
    expect(notifyMock).toHaveBeenCalledWith({ title: 'Reset Error', description: 'Failed to send reset email', variant: 'destructive' });

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('social sign-in comes back to /register/<type>; a disabled provider is unavailable and keeps the visitor in the wizard', async () => {
    auth.signInWithOAuth.mockResolvedValue({ data: { provider: 'github', url: 'https://auth.example/authorize' }, error: null });
    jest.mocked(isAuthProviderEnabled).mockResolvedValue(false);
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'GitHub sign-in is not available. Please continue with your email and password.',
    );
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'GitHub Login Unavailable',
      description: 'GitHub sign-in is not enabled for this portal',
      variant: 'destructive',
    });
    expect(auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'github',
      options: { redirectTo: `${window.location.origin}/register/donor`, skipBrowserRedirect: true },
    });
    expect(isAuthProviderEnabled).toHaveBeenCalledWith('github');
    expect(loginWithRole).not.toHaveBeenCalled();
  });

  it.each([
    ['Google', 'google'],
    ['GitHub', 'github'],
  ])('in demo mode a disabled %s still only says so: no demo account signs in and the wizard stays', async (name, provider) => {
    setDemoMode(true);
    auth.signInWithOAuth.mockResolvedValue({
      data: { provider, url: null },
      error: new Error('Unsupported provider: provider is not enabled'),
    });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: `Continue with ${name}` }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${name} sign-in is not available. Please continue with your email and password.`,
    );
    expect(notifyMock.mock.calls.map(([options]) => options)).toEqual([
      { title: `${name} Login Unavailable`, description: `${name} sign-in is not enabled for this portal`, variant: 'destructive' },
    ]);
    expect(loginWithRole).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/register/donor');
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
  });
});
