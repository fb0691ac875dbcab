import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { signOut, useSession } from '@donation-network/portal-session';
import { Alert, Button, LinkButton, Spinner, Stack, notify, usePageMeta } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import { AuthCard } from '../../../../components/AuthCard/AuthCard';
import { updatePassword } from '../../api/update-password';
import { recoveryTokenHash, verifyRecoveryLink } from '../../api/verify-recovery-link';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

const validate = validateWithSchema(resetPasswordSchema);

export const PASSWORD_UPDATED_TITLE = 'Password Updated';
export const PASSWORD_UPDATED_DESCRIPTION = 'Your password has been changed. Please log in with your new password.';
export const RESET_ERROR_TITLE = 'Reset Error';
export const UPDATE_PASSWORD_FALLBACK = 'Failed to update password';
export const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired. Request a new one from the login page.';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0;
`;

type LinkCheck = 'none' | 'checking' | 'failed';

/**
 * The reset e-mail's link, {site}/reset-password?token_hash=...&type=recovery: the token hash is verified
 * once (in the browser, after hydration) and then dropped from the address, so a reload or the history
 * never offers a used token. Without a token hash the page works with the session it finds.
 */
function useRecoveryLink(): LinkCheck {
  const { search } = useLocation();
  const navigate = useNavigate();
  const tokenHash = recoveryTokenHash(search);
  const [check, setCheck] = useState<LinkCheck>(tokenHash ? 'checking' : 'none');
  const verified = useRef<string | null>(null);

  useEffect(() => {
    if (!tokenHash || verified.current === tokenHash) return;
    verified.current = tokenHash;
    setCheck('checking');
    verifyRecoveryLink(tokenHash).then(
      () => {
        setCheck('none');
        navigate('/reset-password', { replace: true });
      },
      () => {
        setCheck('failed');
        navigate('/reset-password', { replace: true });
      },
    );
  }, [tokenHash, navigate]);
  return check;
}

/** /reset-password: the target of the reset e-mail's link. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const session = useSession((state) => state.session);
  const loading = useSession((state) => state.loading);
  const linkCheck = useRecoveryLink();
  const [error, setError] = useState<string | null>(null);
  usePageMeta('Reset Password', 'Choose a new password for your Donation Network account.');

  if (linkCheck === 'checking' || (loading && linkCheck === 'none')) {
    return (
      <AuthCard title="Reset Password">
        <Centered>
          <Spinner label="Checking your reset link" />
        </Centered>
      </AuthCard>
    );
  }

  if (!session || linkCheck === 'failed') {
    return (
      <AuthCard title="Reset Password">
        <Stack gap={16}>
          <Alert variant="warning" title="Link invalid or expired">
            {INVALID_LINK_MESSAGE}
          </Alert>
          <LinkButton to="/login" fullWidth>
            Back to Login
          </LinkButton>
        </Stack>
      </AuthCard>
    );
  }

  const onSubmit = async ({ password }: ResetPasswordValues) => {
    setError(null);
    try {
      await updatePassword(password);
    } catch (updateError) {
      const message = friendlyErrorMessage(updateError, UPDATE_PASSWORD_FALLBACK);
      setError(message);
      notify({ title: RESET_ERROR_TITLE, description: message, variant: 'destructive' });
      return;
    }
    // The recovery link signed the user in; they log in again with the new password (a failed sign-out
    // leaves them signed in with it, which is no reason to hide that the password changed).
    await signOut().catch(() => undefined);
    notify({ title: PASSWORD_UPDATED_TITLE, description: PASSWORD_UPDATED_DESCRIPTION, variant: 'success' });
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      title="Reset Password"
      description={session.user.email ? `Choose a new password for ${session.user.email}.` : 'Choose a new password.'}
    >
      <Form<ResetPasswordValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Set a new password">
            <Stack gap={16}>
              {error && <Alert variant="destructive">{error}</Alert>}
              <TextField name="password" label="New password" type="password" autoComplete="new-password" required />
              <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
              <Button type="submit" fullWidth loading={submitting}>
                Update Password
              </Button>
            </Stack>
          </form>
        )}
      />
    </AuthCard>
  );
}
