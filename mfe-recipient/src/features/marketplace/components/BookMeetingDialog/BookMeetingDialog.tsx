import { useState } from 'react';
import { EXECUTIVE_ACTION_MESSAGES, meetingMessageError, meetingRequestError } from '@donation-network/shared-rules';
import { FormError, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextAreaField, TextField } from '@donation-network/shared-ui/forms';
import { requestMeeting, type ExecutiveProfessional } from '../../api/executive-talent';
import { FormDialog } from '../FormDialog/FormDialog';

export const MEETING_SENT_TITLE = 'Meeting Request Sent';
export const MEETING_FAILED_MESSAGE = 'Your meeting request could not be sent. Please try again.';

const SLOT_FIELDS = ['slot1', 'slot2', 'slot3'] as const;
type SlotField = (typeof SLOT_FIELDS)[number];

export interface MeetingFormValues {
  slot1?: string;
  slot2?: string;
  slot3?: string;
  message?: string;
}

type MeetingFormErrors = Partial<Record<SlotField | 'message', string>>;

/** A `datetime-local` value (local wall-clock time, no zone) as an ISO instant; null when it is no date and time. */
export function localDateTimeToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** `now` as a `datetime-local` value, the earliest time the pickers offer. */
function localInputValue(now: Date): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The proposed times the user filled in, in field order. */
function filledSlots(values: MeetingFormValues): { field: SlotField; iso: string | null }[] {
  return SLOT_FIELDS.filter((field) => (values[field] ?? '').trim() !== '').map((field) => ({
    field,
    iso: localDateTimeToIso((values[field] as string).trim()),
  }));
}

/** The shared rules, each message on the field it is about (the database checks the same on insert). */
export function validateMeeting(values: MeetingFormValues, now: Date = new Date()): MeetingFormErrors {
  const errors: MeetingFormErrors = {};
  const slots = filledSlots(values);
  if (slots.length === 0) errors.slot1 = EXECUTIVE_ACTION_MESSAGES.slotsRequired;
  const seen = new Set<number>();
  for (const { field, iso } of slots) {
    if (iso === null) errors[field] = EXECUTIVE_ACTION_MESSAGES.slotInvalid;
    else if (Date.parse(iso) <= now.getTime()) errors[field] = EXECUTIVE_ACTION_MESSAGES.slotPast;
    else if (seen.has(Date.parse(iso))) errors[field] = EXECUTIVE_ACTION_MESSAGES.slotsDistinct;
    if (iso !== null) seen.add(Date.parse(iso));
  }
  const messageError = meetingMessageError(values.message ?? '');
  if (messageError) errors.message = messageError;
  return errors;
}

export interface BookMeetingDialogProps {
  /** The professional to meet, or null when closed. */
  professional: ExecutiveProfessional | null;
  onClose: () => void;
}

/** 'Book Meeting': up to three future times and a message, stored as a meeting request. */
export function BookMeetingDialog({ professional, onClose }: BookMeetingDialogProps) {
  // a fresh form (times, message, error, earliest time) each time the dialog opens
  return professional ? <MeetingForm key={professional.id} professional={professional} onClose={onClose} /> : null;
}

function MeetingForm({ professional, onClose }: { professional: ExecutiveProfessional; onClose: () => void }) {
  // the pickers' lower bound while the dialog is open
  const [earliest] = useState(() => localInputValue(new Date()));
  const [sendError, setSendError] = useState<string | null>(null);

  const onSubmit = async (values: MeetingFormValues) => {
    const proposedTimes = filledSlots(values).map((slot) => slot.iso as string);
    const message = (values.message ?? '').trim();
    // validate() ran already; the whole request is checked once more at the moment of sending (a time may have passed)
    const problem = meetingRequestError({ proposedTimes, message });
    setSendError(problem);
    if (problem) return;
    try {
      await requestMeeting({ professionalId: professional.id, proposedTimes, message });
    } catch (error) {
      // the form keeps what was typed
      setSendError(friendlyErrorMessage(error, MEETING_FAILED_MESSAGE));
      return;
    }
    notify({
      title: MEETING_SENT_TITLE,
      description: `Your meeting request has been sent to ${professional.name}. You will be notified once it is confirmed.`,
      variant: 'success',
    });
    onClose();
  };

  return (
    <FormDialog<MeetingFormValues>
      title="Book Meeting"
      description={`Propose up to three times for a meeting with ${professional.name} (${professional.role}).`}
      submitLabel="Send Request"
      onClose={onClose}
      onSubmit={onSubmit}
      validate={(values) => validateMeeting(values)}
    >
      {(submitting) => (
        <Stack gap={16}>
          <TextField name="slot1" label="Proposed time 1" type="datetime-local" min={earliest} required disabled={submitting} />
          <TextField name="slot2" label="Proposed time 2 (optional)" type="datetime-local" min={earliest} disabled={submitting} />
          <TextField name="slot3" label="Proposed time 3 (optional)" type="datetime-local" min={earliest} disabled={submitting} />
          <TextAreaField
            name="message"
            label="Message"
            placeholder="What would you like to discuss?"
            rows={4}
            required
            disabled={submitting}
          />
          <FormError message={sendError} />
        </Stack>
      )}
    </FormDialog>
  );
}
