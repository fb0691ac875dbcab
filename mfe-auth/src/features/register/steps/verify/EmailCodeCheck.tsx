import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, friendlyErrorMessage, notify } from '@donation-network/shared-ui';
import { sendEmailCode, verifyEmailCode } from '../../api/registration-api';
import { useCountdown } from './use-countdown';
import { CodeInput, Hint, Label, MethodChoice, MethodOption, PhoneInput, Row, Section, SectionTitle } from './verify-styles';

export const CODE_LENGTH = 6;
export const RESEND_SECONDS = 60;
export const CODE_SENT_TITLE = 'Verification Code Sent';
export const INVALID_CODE_TITLE = 'Invalid Code';
export const INVALID_CODE_DESCRIPTION = 'Please enter the complete verification code.';
export const VERIFICATION_SUCCESS_TITLE = 'Verification Successful';
export const PHONE_REQUIRED_TITLE = 'Phone Number Required';
export const PHONE_REQUIRED_DESCRIPTION = 'Please enter your phone number.';
export const SMS_UNAVAILABLE_TITLE = 'Text Messages Unavailable';
export const SMS_UNAVAILABLE_DESCRIPTION =
  'This portal cannot send codes by text message yet: its auth service sends them by e-mail only. Please use the e-mail code.';
const SEND_FAILED_TITLE = 'Code Not Sent';
const VERIFY_FAILED_TITLE = 'Verification Failed';

type CodeMethod = 'email' | 'phone';

export interface EmailCodeCheckProps {
  email: string;
  /** the phone number of the details step, offered for the text-message method */
  phoneNumber?: string;
  verified: boolean;
  /** Records the verified e-mail in the draft. */
  onVerified: () => Promise<void>;
}

/**
 * Proves the account's mailbox: a 6-digit one-time code sent to it, typed back here. The text-message
 * method is offered too; the auth service behind the portal has no SMS sending (see the README,
 * "Registration e-mails"), so it asks for the number and then says to use the e-mail code.
 */
export function EmailCodeCheck({ email, phoneNumber = '', verified, onVerified }: EmailCodeCheckProps) {
  const codeId = useId();
  const [method, setMethod] = useState<CodeMethod>('email');
  const [phone, setPhone] = useState(phoneNumber);
  const [smsUnavailable, setSmsUnavailable] = useState(false);
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

  const sendBySms = () => {
    if (!phone.trim()) {
      notify({ title: PHONE_REQUIRED_TITLE, description: PHONE_REQUIRED_DESCRIPTION, variant: 'destructive' });
      return;
    }
    setSmsUnavailable(true);
    notify({ title: SMS_UNAVAILABLE_TITLE, description: SMS_UNAVAILABLE_DESCRIPTION, variant: 'destructive' });
  };

  const send = async () => {
    if (method === 'phone') return sendBySms();
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
          <MethodChoice role="radiogroup" aria-label="Send the code by">
            {(
              [
                ['email', 'E-mail'],
                ['phone', 'Text message (SMS)'],
              ] as const
            ).map(([value, label]) => (
              <MethodOption key={value}>
                <input
                  type="radio"
                  name={`${codeId}-method`}
                  value={value}
                  checked={method === value}
                  onChange={() => {
                    setMethod(value);
                    setSmsUnavailable(false);
                  }}
                />
                {label}
              </MethodOption>
            ))}
          </MethodChoice>
          {method === 'email' ? (
            <Hint>We will send a one-time code to {email}.</Hint>
          ) : (
            <Stack gap={8}>
              <Label htmlFor={`${codeId}-phone`}>Phone number</Label>
              <PhoneInput
                id={`${codeId}-phone`}
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
              {smsUnavailable && (
                <Alert variant="warning" title={SMS_UNAVAILABLE_TITLE}>
                  {SMS_UNAVAILABLE_DESCRIPTION}
                </Alert>
              )}
            </Stack>
          )}
          {error && (
            <Alert variant="destructive" title="Verification error">
              {error}
            </Alert>
          )}
          <div>
            <Button variant={sent ? 'outline' : 'primary'} onClick={send} loading={sending} disabled={method === 'email' && remaining > 0}>
              {method === 'phone' ? 'Send code' : remaining > 0 ? `Resend code in ${remaining}s` : sent ? 'Resend code' : 'Send code'}
            </Button>
          </div>
          {sent && method === 'email' && (
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
                  <Button type="submit" loading={verifying}>
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
