import { LocationProbe, renderWithProviders } from '../../../../test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase, signOut, useSession } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import App from '../../../../App';
import { fakeSupabaseClient, makeAuthUser, makeSession } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
  signOut: jest.fn(async () => ({ error: null })),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);
const updateUser = jest.fn();
const verifyOtp = jest.fn();

const recoverySession = makeSession(makeAuthUser({ id: 'u1', email: 'ada@example.org' }));

beforeEach(() => {
  jest.clearAllMocks();
  useSession.getState().reset();
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ auth: { updateUser, verifyOtp } }));
});

function renderPage(path = '/reset-password') {
  renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { initialEntries: [path] },
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ResetPasswordPage', () => {
  it('says the link is invalid or expired without a session', async () => {
    useSession.setState({ loading: false, session: null });
    renderPage();
    // the page loads with its route
    expect(await screen.findByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("verifies the e-mail link's token hash once, drops it from the address and offers the new-password form", async () => {
    useSession.setState({ loading: false, session: null });
    verifyOtp.mockResolvedValue({ data: { session: recoverySession, user: recoverySession.user }, error: null });
    renderPage('/reset-password?token_hash=pkce_abc123&type=recovery');

    expect(await screen.findByText('Choose a new password for ada@example.org.')).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledTimes(1);
    expect(verifyOtp).toHaveBeenCalledWith({ type: 'recovery', token_hash: 'pkce_abc123' });
    expect(JSON.parse(screen.getByTestId('location').textContent ?? '')).toMatchObject({ pathname: '/reset-password' });
    expect(screen.getByRole('form', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('says a used or expired link is invalid, even when someone is signed in', async () => {
    useSession.setState({ loading: false, session: recoverySession });
    verifyOtp.mockResolvedValue({
      data: { session: null, user: null },
      error: { message: 'Token has expired or is invalid', status: 403 },
    });
    renderPage('/reset-password?token_hash=used&type=recovery');

    expect(await screen.findByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a new password' })).not.toBeInTheDocument();
  });

  it('rejects short and mismatching passwords', async () => {
    useSession.setState({ loading: false, session: recoverySession });
    const user = renderPage();

    await fill(user, 'abc', 'abd');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('updates the password, toasts and goes to /login', async () => {
    useSession.setState({ loading: false, session: recoverySession });
    updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    const user = renderPage();

    await fill(user, 'new-secret', 'new-secret');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/login'));
    expect(updateUser).toHaveBeenCalledWith({ password: 'new-secret' });
    expect(signOut).toHaveBeenCalled();
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password Updated', variant: 'success' }));
  });

  it('shows the provider error', async () => {
    useSession.setState({ loading: false, session: recoverySession });
    updateUser.mockResolvedValue({ data: { user: null }, error: { message: 'New password should be different from the old password.' } });
    const user = renderPage();

    await fill(user, 'same-secret', 'same-secret');

    expect(await screen.findByText('New password should be different from the old password.')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Reset Error',
      description: 'New password should be different from the old password.',
      variant: 'destructive',
    });
  });
});
