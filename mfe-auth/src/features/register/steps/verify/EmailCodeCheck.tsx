import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, friendlyErrorMessage, notify } from '@donation-network/shared-ui';
import { sendEmailCode, verifyEmailCode } from '../../api/registration-api';
import { useCountdown } from './use-countdown';
import { CodeInput, Hint, Label, Row, Section, SectionTitle } from './verify-styles';

export const CODE_LENGTH = 6;
export const RESEND_SECONDS = 60;
export const CODE_SENT_TITLE = 'Verification Code Sent';
export const INVALID_CODE_TITLE = 'Invalid Code';
export const INVALID_CODE_DESCRIPTION = 'Please enter the complete verification code.';
export const VERIFICATION_SUCCESS_TITLE = 'Verification Successful';
const SEND_FAILED_TITLE = 'Code Not Sent';
const VERIFY_FAILED_TITLE = 'Verification Failed';

export interface EmailCodeCheckProps {
  email: string;
  verified: boolean;
  /** Records the verified e-mail in the draft. */
  onVerified: () => Promise<void>;
}

/** Proves the account's mailbox: a 6-digit one-time code sent to it, typed back here. */
export function EmailCodeCheck({ email, verified, onVerified }: EmailCodeCheckProps) {
  const codeId = useId();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remaining, startCountdown] = useCountdown();

  const fail = (title: string, reason: unknown) => {
    const message = friendlyErrorMessage(reason);
    setError(message);
    notify({ title, description: message, variant: 'destructive' });
  };

  const send = async () => {
    setError(null);
    setSending(true);
    try {
      await sendEmailCode(email);
      setSent(true);
      startCountdown(RESEND_SECONDS);
      notify({ title: CODE_SENT_TITLE, description: `We sent a ${CODE_LENGTH}-digit code to ${email}.`, variant: 'success' });
    } catch (reason) {
      fail(SEND_FAILED_TITLE, reason);
    } finally {
      setSending(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      notify({ title: INVALID_CODE_TITLE, description: INVALID_CODE_DESCRIPTION, variant: 'destructive' });
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      await verifyEmailCode(email, code);
      notify({ title: VERIFICATION_SUCCESS_TITLE, description: 'Your e-mail address is verified.', variant: 'success' });
      await onVerified();
    } catch (reason) {
      fail(VERIFY_FAILED_TITLE, reason);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Section aria-labelledby={`${codeId}-title`}>
      <SectionTitle id={`${codeId}-title`}>Verify your e-mail</SectionTitle>
      {verified ? (
        <Alert variant="success" title="E-mail verified">
          {email}
        </Alert>
      ) : (
        <>
          <Hint>We will send a one-time code to {email}.</Hint>
          {error && (
            <Alert variant="destructive" title="Verification error">
              {error}
            </Alert>
          )}
          <div>
            <Button variant={sent ? 'outline' : 'primary'} onClick={send} loading={sending} disabled={remaining > 0}>
              {remaining > 0 ? `Resend code in ${remaining}s` : sent ? 'Resend code' : 'Send code'}
            </Button>
          </div>
          {sent && (
            <form onSubmit={verify} noValidate aria-label="E-mail code">
              <Stack gap={8}>
                <Label htmlFor={codeId}>Verification code</Label>
                <Hint>Check your inbox for a 6-digit code.</Hint>
                <Row>
                  <CodeInput
                    id={codeId}
                    value={code}
                    onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={CODE_LENGTH}
                    placeholder="000000"
                  />
                  <Button type="submit" loading={verifying} disabled={code.length !== CODE_LENGTH}>
                    Verify
                  </Button>
                </Row>
              </Stack>
            </form>
          )}
        </>
      )}
    </Section>
  );
}
