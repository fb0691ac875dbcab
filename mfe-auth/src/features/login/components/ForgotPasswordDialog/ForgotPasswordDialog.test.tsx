import { renderWithProviders } from '../../../../test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestPasswordReset } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  requestPasswordReset: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const requestPasswordResetMock = jest.mocked(requestPasswordReset);
const notifyMock = jest.mocked(notify);

beforeEach(() => jest.clearAllMocks());

function renderDialog() {
  const onClose = jest.fn();
  renderWithProviders(<ForgotPasswordDialog open onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

const sendButton = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('ForgotPasswordDialog', () => {
  it('keeps the send button disabled while the e-mail is empty', async () => {
    const { user } = renderDialog();
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'a');
    expect(sendButton()).toBeEnabled();
  });

  it('sends the reset e-mail with redirectTo {origin}/reset-password and confirms it', async () => {
    requestPasswordResetMock.mockResolvedValue(undefined);
    const { user } = renderDialog();

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(sendButton());

    expect(requestPasswordResetMock).toHaveBeenCalledTimes(1);
    const [email, redirectTo] = requestPasswordResetMock.mock.calls[0];
    expect(email).toBe('ada@example.org');
    expect(redirectTo).toBe(`${window.location.origin}/reset-password`);
    expect(redirectTo.endsWith('/reset-password')).toBe(true);
    expect(await screen.findByText(/Check your email for a password reset link\./)).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Reset link sent',
      description: 'Check your email for a password reset link.',
      variant: 'success',
    });
  });

  it('shows the provider message on failure', async () => {
    requestPasswordResetMock.mockRejectedValue(new Error('For security purposes, you can only request this after 59 seconds.'));
    const { user } = renderDialog();

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(sendButton());

    expect(await screen.findByText('For security purposes, you can only request this after 59 seconds.')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Reset Error',
      description: 'For security purposes, you can only request this after 59 seconds.',
      variant: 'destructive',
    });
  });

  it("falls back to 'Failed to send reset email' without a message", async () => {
    requestPasswordResetMock.mockRejectedValue(new Error(''));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    await user.click(sendButton());
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
  });

  it('closes with Cancel', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
