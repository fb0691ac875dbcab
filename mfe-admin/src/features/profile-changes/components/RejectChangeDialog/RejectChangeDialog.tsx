import { Form } from 'react-final-form';
import { REJECTION_NOTE_MAX, rejectionNoteError } from '@donation-network/shared-rules';
import { Button, Dialog, Stack } from '@donation-network/shared-ui';
import { TextAreaField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

interface RejectValues {
  note?: string;
}

/** The database's note rule, as a form-level validator. */
function validate(values: RejectValues) {
  const error = rejectionNoteError(values.note);
  return error ? { note: error } : {};
}

export interface RejectChangeDialogProps {
  open: boolean;
  /** Whose change is rejected, for the title. */
  userName: string;
  onCancel: () => void;
  /** Resolves when the rejection is stored; the dialog stays open (note kept) when it throws. */
  onReject: (note: string) => Promise<void>;
}

/** Asks for the reason the user will read before a profile change is rejected. */
export function RejectChangeDialog({ open, userName, onCancel, onReject }: RejectChangeDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={`Reject ${userName}'s change`} description="The user sees this note with their request.">
      <Form<RejectValues>
        onSubmit={async ({ note }) => {
          try {
            await onReject(note ?? '');
          } catch {
            // the caller reported the error; the note stays for another try
          }
        }}
        validate={validate}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Reject profile change">
            <Stack gap={16}>
              <TextAreaField
                name="note"
                label="Reason for rejecting"
                rows={4}
                helpText={`Required, at most ${REJECTION_NOTE_MAX} characters.`}
                required
              />
              <Actions>
                <Button variant="ghost" onClick={onCancel} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" loading={submitting}>
                  Reject change
                </Button>
              </Actions>
            </Stack>
          </form>
        )}
      />
    </Dialog>
  );
}
