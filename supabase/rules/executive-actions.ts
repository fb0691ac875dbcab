// Rules of the marketplace's executive actions: Book Meeting (public.meeting_requests) and
// Apply (public.job_applications). The database enforces them (trigger guard_meeting_request_write,
// migration 20261124000420_executive-actions.sql; the table checks of 20261122004000_directories.sql;
// guard_job_application_write of 20261123000100_hardening.sql) and answers with these messages;
// the Book Meeting and Apply dialogs check the same before sending. Dependency-free.
import { charLength, trimmedLength } from './text';

export const MEETING_SLOTS_MAX = 3;
export const MEETING_MESSAGE_MAX = 2000;
export const APPLICATION_NOTE_MAX = 5000;

export const EXECUTIVE_ACTION_MESSAGES = {
  slotsRequired: 'Please propose at least one meeting time',
  slotsMax: 'You can propose at most three meeting times',
  slotInvalid: 'Each proposed meeting time needs a date and a time',
  slotPast: 'Proposed meeting times must be in the future',
  slotsDistinct: 'Proposed meeting times must be different',
  messageRequired: 'Please add a message for the professional',
  messageMax: 'Message must be at most 2000 characters',
  noteMax: 'Your note must be at most 5000 characters',
  alreadyApplied: 'You have already applied for this opportunity',
  opportunityClosed: 'This opportunity is no longer accepting applications',
} as const;

export interface MeetingRequestInput {
  /** Proposed times as sent (ISO 8601 with an offset); blanks are left out by the caller. */
  proposedTimes: readonly string[];
  message: string;
}

/** Milliseconds since the epoch of a proposed time, or null when it is not a date and time. */
function instantOf(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The first proposed-time rule the times break, in the order the database checks them, or null. */
export function meetingSlotsError(proposedTimes: readonly string[], now: Date = new Date()): string | null {
  if (proposedTimes.length === 0) return EXECUTIVE_ACTION_MESSAGES.slotsRequired;
  if (proposedTimes.length > MEETING_SLOTS_MAX) return EXECUTIVE_ACTION_MESSAGES.slotsMax;
  const instants = proposedTimes.map(instantOf);
  if (instants.some((ms) => ms === null)) return EXECUTIVE_ACTION_MESSAGES.slotInvalid;
  if (instants.some((ms) => (ms as number) <= now.getTime())) return EXECUTIVE_ACTION_MESSAGES.slotPast;
  if (new Set(instants).size < instants.length) return EXECUTIVE_ACTION_MESSAGES.slotsDistinct;
  return null;
}

/** The message rule: not blank (Unicode white space counts as blank), at most 2000 characters. */
export function meetingMessageError(message: string): string | null {
  if (trimmedLength(message) === 0) return EXECUTIVE_ACTION_MESSAGES.messageRequired;
  if (charLength(message) > MEETING_MESSAGE_MAX) return EXECUTIVE_ACTION_MESSAGES.messageMax;
  return null;
}

/** The first rule a meeting request breaks, in the database's order, or null. */
export function meetingRequestError(input: MeetingRequestInput, now: Date = new Date()): string | null {
  return meetingSlotsError(input.proposedTimes, now) ?? meetingMessageError(input.message);
}

/** The application note is optional, at most 5000 characters. */
export function applicationNoteError(note: string): string | null {
  return charLength(note) > APPLICATION_NOTE_MAX ? EXECUTIVE_ACTION_MESSAGES.noteMax : null;
}
