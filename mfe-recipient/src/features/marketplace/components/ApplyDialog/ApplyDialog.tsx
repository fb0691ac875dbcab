import { useState } from 'react';
import { EXECUTIVE_ACTION_MESSAGES, applicationNoteError } from '@donation-network/shared-rules';
import { FormError, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextAreaField } from '@donation-network/shared-ui/forms';
import { applyForOpportunity, type ExecutiveOpportunity } from '../../api/executive-opportunities';
import { FormDialog } from '../FormDialog/FormDialog';

export const APPLICATION_SUBMITTED_TITLE = 'Application Submitted';
export const APPLICATION_FAILED_MESSAGE = 'Your application could not be submitted. Please try again.';

interface ApplyFormValues {
  note?: string;
}

const validate = (values: ApplyFormValues) => {
  const noteError = applicationNoteError(values.note ?? '');
  return noteError ? { note: noteError } : {};
};

export interface ApplyDialogProps {
  /** The opportunity applied to, or null when closed. */
  opportunity: ExecutiveOpportunity | null;
  onClose: () => void;
  /** After the application is stored. */
  onApplied: (opportunity: ExecutiveOpportunity) => void;
}

/** 'Apply': a short note to the organization, stored as a job application (one per opportunity). */
export function ApplyDialog({ opportunity, onClose, onApplied }: ApplyDialogProps) {
  return opportunity ? <ApplyForm key={opportunity.id} opportunity={opportunity} onClose={onClose} onApplied={onApplied} /> : null;
}

function ApplyForm({ opportunity, onClose, onApplied }: { opportunity: ExecutiveOpportunity } & Omit<ApplyDialogProps, 'opportunity'>) {
  const [sendError, setSendError] = useState<string | null>(null);

  const onSubmit = async (values: ApplyFormValues) => {
    setSendError(null);
    try {
      await applyForOpportunity(opportunity.id, (values.note ?? '').trim());
    } catch (error) {
      const message = friendlyErrorMessage(error, APPLICATION_FAILED_MESSAGE);
      setSendError(message);
      // applied earlier (another tab or device): the list shows it from now on
      if (message === EXECUTIVE_ACTION_MESSAGES.alreadyApplied) onApplied(opportunity);
      return;
    }
    notify({
      title: APPLICATION_SUBMITTED_TITLE,
      description: `Your application for ${opportunity.position} at ${opportunity.organization} has been submitted.`,
      variant: 'success',
    });
    onApplied(opportunity);
    onClose();
  };

  return (
    <FormDialog<ApplyFormValues>
      title="Apply"
      description={`${opportunity.position} at ${opportunity.organization}`}
      submitLabel="Submit Application"
      onClose={onClose}
      onSubmit={onSubmit}
      validate={validate}
    >
      {(submitting) => (
        <>
          <TextAreaField
            name="note"
            label="Note to the organization (optional)"
            placeholder="Why are you a good fit for this role?"
            rows={5}
            disabled={submitting}
          />
          <FormError message={sendError} />
        </>
      )}
    </FormDialog>
  );
}
