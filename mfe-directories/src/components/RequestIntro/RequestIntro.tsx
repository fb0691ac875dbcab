import { useState } from 'react';
import { Form } from 'react-final-form';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import {
  DIRECTORY_NETWORK_MESSAGES,
  INTRO_MESSAGE_MAX,
  INTRO_TOASTS,
  introMessageError,
  type IntroKind,
} from '@donation-network/shared-rules';
import { Alert, Button, Dialog, FormError, LinkButton, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextAreaField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import { pendingIntroWith, requestIntro, type PendingIntro } from '../../lib/intros';

export const REQUEST_INTRO_FALLBACK = 'The intro request could not be sent. Please try again.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const PendingNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What a profile shows instead of the request button while an intro between the two accounts is pending. */
function PendingIntroState({
  pending,
  targetKind,
  targetName,
  size,
  fullWidth,
}: { pending: PendingIntro } & Pick<RequestIntroButtonProps, 'targetKind' | 'targetName' | 'size' | 'fullWidth'>) {
  if (pending === 'sent') {
    return (
      <Stack gap={4}>
        <Button type="button" size={size} fullWidth={fullWidth} disabled>
          Intro Requested
        </Button>
        <PendingNote role="status">{`Your intro request is waiting for ${targetName} to answer.`}</PendingNote>
      </Stack>
    );
  }
  // the asker of an investor is a founder, and the other way round: the answer is on the caller's own dashboard
  const dashboard = targetKind === 'investor' ? '/founder/dashboard' : '/investor/dashboard';
  return (
    <Stack gap={4}>
      <LinkButton to={dashboard} size={size} fullWidth={fullWidth}>
        Answer Intro Request
      </LinkButton>
      <PendingNote role="status">{`${targetName} asked you for an intro.`}</PendingNote>
    </Stack>
  );
}

interface IntroValues {
  message?: string;
}

function validate(values: IntroValues) {
  const error = introMessageError(values.message);
  return error ? { message: error } : {};
}

export interface RequestIntroButtonProps {
  /** The kind of profile asked: 'founder' (Contact Founder) or 'investor'. */
  targetKind: IntroKind;
  targetProfileId: string;
  /** The account that owns the profile: null for listings nobody owns yet. */
  targetUserId: string | null;
  targetName: string;
  /** The button text, e.g. 'Contact Founder' or 'Connect'. */
  label: string;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}

/**
 * Asks the profile's owner for an intro: a dialog with a message, stored by request_intro().
 * Signed-out visitors get a link to /login instead; the owner sees no button on their own profile.
 */
export function RequestIntroButton({
  targetKind,
  targetProfileId,
  targetUserId,
  targetName,
  label,
  size,
  fullWidth,
}: RequestIntroButtonProps) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sentHere, setSentHere] = useState(false);
  const canAsk = Boolean(user && targetUserId && targetUserId !== user.id);
  // a failed read leaves the button: the database still refuses a second request with its message
  const pendingRead = usePortalRead({
    queryKey: ['directories', 'pending-intro-with', user?.id, targetUserId],
    read: (signal) => pendingIntroWith(user?.id ?? '', targetUserId ?? '', signal),
    enabled: canAsk,
  });
  const pending: PendingIntro | null = sentHere ? 'sent' : (pendingRead.data ?? null);

  if (!user) {
    return (
      <LinkButton to="/login" size={size} fullWidth={fullWidth}>
        {label}
      </LinkButton>
    );
  }
  if (targetUserId === user.id) return null;
  if (pending)
    return <PendingIntroState pending={pending} targetKind={targetKind} targetName={targetName} size={size} fullWidth={fullWidth} />;

  const close = () => {
    setSubmitError(null);
    setOpen(false);
  };

  const submit = async ({ message }: IntroValues) => {
    setSubmitError(null);
    try {
      await requestIntro(targetKind, targetProfileId, message ?? '');
      notify({ title: INTRO_TOASTS.sent, description: `${targetName} will see your message on their dashboard.`, variant: 'success' });
      close();
      setSentHere(true);
    } catch (error) {
      setSubmitError(friendlyErrorMessage(error, REQUEST_INTRO_FALLBACK));
    }
  };

  return (
    <>
      <Button type="button" size={size} fullWidth={fullWidth} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Request an intro to ${targetName}`}
        description="Your contact details are shared only if the intro is accepted."
      >
        {targetUserId === null ? (
          <Alert variant="info">{DIRECTORY_NETWORK_MESSAGES.targetWithoutAccount}</Alert>
        ) : (
          <Form<IntroValues>
            onSubmit={submit}
            validate={validate}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Request an intro">
                <Stack gap={16}>
                  <TextAreaField
                    name="message"
                    label="Message"
                    rows={5}
                    helpText={`Say who you are and why you would like to connect (at most ${INTRO_MESSAGE_MAX} characters).`}
                    required
                  />
                  <FormError message={submitError} />
                  <Actions>
                    <Button type="button" variant="ghost" onClick={close} disabled={submitting}>
                      Cancel
                    </Button>
                    <Button type="submit" loading={submitting}>
                      Send Request
                    </Button>
                  </Actions>
                </Stack>
              </form>
            )}
          />
        )}
      </Dialog>
    </>
  );
}
