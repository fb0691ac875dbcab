import { useState } from 'react';
import { Form } from 'react-final-form';
import { requestPasswordReset } from '@donation-network/portal-session';
import { Alert, Button, Dialog, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import { RESET_ERROR_FALLBACK, RESET_ERROR_TITLE, RESET_SENT_DESCRIPTION, RESET_SENT_TITLE } from '../../login-messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';

const validate = validateWithSchema(forgotPasswordSchema);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
  }
`;

type Outcome = { kind: 'sent'; email: string } | { kind: 'error'; message: string } | null;

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pre-fills the e-mail (what was typed in the login form). */
  initialEmail?: string;
}

/** Sends a password-reset e-mail whose link leads to {origin}/reset-password. */
export function ForgotPasswordDialog({ open, onClose, initialEmail = '' }: ForgotPasswordDialogProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const close = () => {
    setOutcome(null);
    onClose();
  };

  const send = async ({ email }: ForgotPasswordValues) => {
    const address = email.trim();
    setOutcome(null);
    try {
      await requestPasswordReset(address, `${window.location.origin}/reset-password`);
    } catch (error) {
      const message = friendlyErrorMessage(error, RESET_ERROR_FALLBACK);
      setOutcome({ kind: 'error', message });
      notify({ title: RESET_ERROR_TITLE, description: message, variant: 'destructive' });
      return;
    }
    setOutcome({ kind: 'sent', email: address });
    notify({ title: RESET_SENT_TITLE, description: RESET_SENT_DESCRIPTION, variant: 'success' });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Forgot Password"
      description="Enter your email address and we'll send you a link to reset your password."
    >
      <Form<ForgotPasswordValues>
        onSubmit={send}
        validate={validate}
        initialValues={{ email: initialEmail }}
        render={({ handleSubmit, values, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
            <Stack gap={16}>
              {outcome?.kind === 'sent' && (
                <Alert variant="success" title={RESET_SENT_TITLE}>
                  {RESET_SENT_DESCRIPTION} We sent it to {outcome.email}.
                </Alert>
              )}
              {outcome?.kind === 'error' && (
                <Alert variant="destructive" title={RESET_ERROR_TITLE}>
                  {outcome.message}
                </Alert>
              )}
              <TextField name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" required />
              <Actions>
                <Button variant="outline" onClick={close}>
                  {outcome?.kind === 'sent' ? 'Close' : 'Cancel'}
                </Button>
                <Button type="submit" loading={submitting} disabled={!values.email?.trim()}>
                  Send Reset Link
                </Button>
              </Actions>
            </Stack>
          </form>
        )}
      />
    </Dialog>
  );
}
