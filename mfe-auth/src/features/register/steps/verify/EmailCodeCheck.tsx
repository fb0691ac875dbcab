import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { sendEmailCode, sendPhoneCode, verifyEmailCode, verifyPhoneCode } from '../../api/registration-api';
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
const SEND_FAILED_TITLE = 'Code Not Sent';
const VERIFY_FAILED_TITLE = 'Verification Failed';

type CodeMethod = 'email' | 'phone';

/** What the one-time code proved: the account's mailbox, or a phone number now confirmed on the account. */
export type CodeProof = { method: 'email' } | { method: 'phone'; phone: string };

/** The draft fields that record a proof. */
export const codeProofPatch = (proof: CodeProof): { emailVerified: true } | { verifiedPhone: string } =>
  proof.method === 'email' ? { emailVerified: true } : { verifiedPhone: proof.phone };

export interface EmailCodeCheckProps {
  email: string;
  /** the phone number of the details step, offered for the text-message method */
  phoneNumber?: string;
  verified: boolean;
  /** the number confirmed by a texted code, when that is how the step was done */
  verifiedPhone?: string;
  /** Records the proof in the draft. */
  onVerified: (proof: CodeProof) => Promise<void>;
}

/**
 * Proves the visitor reads the account's mailbox or owns a phone: a 6-digit one-time code sent by
 * e-mail or by text message, typed back here. Each method waits RESEND_SECONDS between sends.
 */
export function EmailCodeCheck({ email, phoneNumber = '', verified, verifiedPhone, onVerified }: EmailCodeCheckProps) {
  const codeId = useId();
  const [method, setMethod] = useState<CodeMethod>('email');
  const [phone, setPhone] = useState(phoneNumber);
  /** where the latest code went: the e-mail, or the number it was texted to */
  const [sentTo, setSentTo] = useState<{ email: boolean; phone: string | null }>({ email: false, phone: null });
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailWait, startEmailWait] = useCountdown();
  const [phoneWait, startPhoneWait] = useCountdown();

  const sent = method === 'email' ? sentTo.email : sentTo.phone !== null && sentTo.phone === phone.trim();
  const remaining = method === 'email' ? emailWait : phoneWait;

  const fail = (title: string, reason: unknown) => {
    const message = friendlyErrorMessage(reason);
    setError(message);
    notify({ title, description: message, variant: 'destructive' });
  };

  const send = async () => {
    const number = phone.trim();
    if (method === 'phone' && !number) {
      notify({ title: PHONE_REQUIRED_TITLE, description: PHONE_REQUIRED_DESCRIPTION, variant: 'destructive' });
      return;
    }
    setError(null);
    setSending(true);
    try {
      if (method === 'email') {
        await sendEmailCode(email);
        setSentTo((current) => ({ ...current, email: true }));
        startEmailWait(RESEND_SECONDS);
      } else {
        await sendPhoneCode(number);
        setSentTo((current) => ({ ...current, phone: number }));
        startPhoneWait(RESEND_SECONDS);
      }
      setCode('');
      const destination = method === 'email' ? email : number;
      notify({ title: CODE_SENT_TITLE, description: `We sent a ${CODE_LENGTH}-digit code to ${destination}.`, variant: 'success' });
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
      if (method === 'phone' && sentTo.phone) {
        await verifyPhoneCode(sentTo.phone, code);
        notify({ title: VERIFICATION_SUCCESS_TITLE, description: 'Your phone number is verified.', variant: 'success' });
        await onVerified({ method: 'phone', phone: sentTo.phone });
      } else {
        await verifyEmailCode(email, code);
        notify({ title: VERIFICATION_SUCCESS_TITLE, description: 'Your e-mail address is verified.', variant: 'success' });
        await onVerified({ method: 'email' });
      }
    } catch (reason) {
      fail(VERIFY_FAILED_TITLE, reason);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Section aria-labelledby={`${codeId}-title`}>
      <SectionTitle id={`${codeId}-title`}>Verify your e-mail or phone</SectionTitle>
      {verified ? (
        verifiedPhone ? (
          <Alert variant="success" title="Phone number verified">
            {verifiedPhone}
          </Alert>
        ) : (
          <Alert variant="success" title="E-mail verified">
            {email}
          </Alert>
        )
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
                    setCode('');
                    setError(null);
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
                placeholder="+27 21 555 0142"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
              <Hint>With the country code. We will text a one-time code to this number.</Hint>
            </Stack>
          )}
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
            <form onSubmit={verify} noValidate aria-label={method === 'email' ? 'E-mail code' : 'Text message code'}>
              <Stack gap={8}>
                <Label htmlFor={codeId}>Verification code</Label>
                <Hint>{method === 'email' ? 'Check your inbox for a 6-digit code.' : 'Check your text messages for a 6-digit code.'}</Hint>
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
