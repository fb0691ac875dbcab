import { useState, type ReactNode } from 'react';
import { Button, Dialog, notify, type ButtonVariant } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';

interface InboxAnswerOptions {
  /** The section's read: read again after every answer, it shows the answer or the status that moved on meanwhile. */
  read: { retry: () => void };
  /** Closes the section's dialogs once the answer is sent or refused. */
  close: () => void;
  /** The success toast's text: who has been told. */
  notified: string;
  /** The error toast's text when the server's refusal is not fit to show. */
  fallback: string;
}

/**
 * Sending the owner's answers to a section's requests: `busy` while one is on its way, then a toast
 * (success with the title given, or the refusal), the dialogs closed and the list read again.
 */
export function useInboxAnswer({ read, close, notified, fallback }: InboxAnswerOptions) {
  const [busy, setBusy] = useState(false);
  const answer = async (send: () => Promise<void>, title: string) => {
    setBusy(true);
    try {
      await send();
      notify({ title, description: notified, variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: friendlyErrorMessage(error, fallback), variant: 'destructive' });
    } finally {
      setBusy(false);
      close();
      read.retry();
    }
  };
  return { busy, answer };
}

interface AnswerDialogProps {
  /** The request the dialog answers; null while it is closed. */
  about: string | null;
  onClose: () => void;
  title: string;
  /** The button that closes the dialog and leaves the request as it is. */
  keepLabel: string;
  /** The button that sends the answer. */
  answerLabel: string;
  answerVariant?: ButtonVariant;
  /** An answer is on its way. */
  busy: boolean;
  /** The answer is not complete yet (e.g. no time chosen). */
  answerDisabled?: boolean;
  onAnswer: () => void;
  /** What the answer means, or what it still needs. */
  children: ReactNode;
}

/** Asks before an answer is sent: keep the request as it is, or send the answer. */
export function AnswerDialog({
  about,
  onClose,
  title,
  keepLabel,
  answerLabel,
  answerVariant,
  busy,
  answerDisabled,
  onAnswer,
  children,
}: AnswerDialogProps) {
  return (
    <Dialog
      open={about !== null}
      onClose={onClose}
      title={title}
      description={about ?? undefined}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button type="button" variant={answerVariant} loading={busy} disabled={answerDisabled} onClick={onAnswer}>
            {answerLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
