import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Button, Dialog, FormError, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import { acceptDonationRequest, type IncomingRequest } from '../../api/donor-dashboard-api';
import {
  acceptRequestSchema,
  defaultDonationTime,
  parseLocalDateTime,
  scheduleBounds,
  type AcceptRequestValues,
} from './accept-request-schema';

export const ACCEPT_FALLBACK = 'The request could not be accepted. Please try again.';

export interface AcceptRequestDialogProps {
  /** The request being accepted; null keeps the dialog closed. */
  request: IncomingRequest | null;
  nextEligibleDate: string | null;
  onClose: () => void;
  onAccepted: () => void;
}

/** Accept a donation request: the donor picks when they will donate at the requested hospital. */
export function AcceptRequestDialog({ request, nextEligibleDate, onClose, onAccepted }: AcceptRequestDialogProps) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const validate = useMemo(() => validateWithSchema(acceptRequestSchema(nextEligibleDate)), [nextEligibleDate]);
  const initialValues = useMemo<AcceptRequestValues>(() => ({ scheduled_at: defaultDonationTime(nextEligibleDate) }), [nextEligibleDate]);
  const bounds = useMemo(() => scheduleBounds(), []);
  const hospital = request?.hospital;

  const close = () => {
    setSubmitError(null);
    onClose();
  };

  const submit = async (values: AcceptRequestValues) => {
    if (!request) return;
    setSubmitError(null);
    try {
      await acceptDonationRequest(request.id, parseLocalDateTime(values.scheduled_at)!.toISOString());
      notify({
        title: 'Request accepted',
        description: 'Your donation appointment is booked. The hospital will contact you.',
        variant: 'success',
      });
      onAccepted();
    } catch (error) {
      setSubmitError(friendlyErrorMessage(error, ACCEPT_FALLBACK));
    }
  };

  return (
    <Dialog
      open={request !== null}
      onClose={close}
      title="Accept donation request"
      description={hospital ? `You will donate at ${hospital.name}, ${hospital.city}.` : undefined}
    >
      <Form<AcceptRequestValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Accept donation request">
            <Stack gap={16}>
              <TextField
                name="scheduled_at"
                label="When will you donate?"
                type="datetime-local"
                min={bounds.min}
                max={bounds.max}
                helpText="Within the next 90 days. The hospital confirms the time with you; the requester never sees your contact details."
                required
              />
              <FormError message={submitError} />
              <Stack direction="row" gap={12} justify="flex-end" wrap>
                <Button variant="outline" onClick={close} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" loading={submitting}>
                  Accept and book
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      />
    </Dialog>
  );
}
