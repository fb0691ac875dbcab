// Rules of the marketplace's executive actions: Book Meeting (public.meeting_requests) and
// Apply (public.job_applications), and their owners' answers. The database enforces them
// (trigger guard_meeting_request_write, migration 20261124000420_executive-actions.sql; the
// table checks of 20261122004000_directories.sql; guard_job_application_write of
// 20261123000100_hardening.sql; the owners' answers of 20261126004000_meeting-request-owners.sql
// and 20261126004100_job-application-owners.sql) and answers with these messages; the Book
// Meeting and Apply dialogs and the owners' screens check the same before sending. Dependency-free.
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

/** meeting_requests.status */
export const MEETING_REQUEST_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type MeetingRequestStatus = (typeof MEETING_REQUEST_STATUSES)[number];

/** How both sides name a meeting request's status. */
export const MEETING_REQUEST_STATUS_LABELS: Readonly<Record<MeetingRequestStatus, string>> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** What confirm_meeting_request / decline_meeting_request answer (migration 20261126004000_meeting-request-owners.sql). */
export const MEETING_ANSWER_MESSAGES = {
  notFound: 'Meeting request not found',
  cancelled: 'The requester has cancelled this meeting request',
  alreadyAnswered: 'This meeting request has already been answered',
  timeNotProposed: 'Please choose one of the proposed times',
  timePast: 'The chosen time has already passed',
} as const;

/** Why the owner cannot confirm or decline a request in this status, or null when they can (only requested ones). */
export function meetingAnswerRefusal(status: string): string | null {
  if (status === 'requested') return null;
  return status === 'cancelled' ? MEETING_ANSWER_MESSAGES.cancelled : MEETING_ANSWER_MESSAGES.alreadyAnswered;
}

/** The proposed times the owner may still confirm: those in the future. */
export function confirmableTimes(proposedTimes: readonly string[], now: Date = new Date()): string[] {
  return proposedTimes.filter((time) => {
    const ms = instantOf(time);
    return ms !== null && ms > now.getTime();
  });
}

/** The first rule confirming `chosenTime` breaks, in the database's order, or null. */
export function meetingConfirmError(
  request: { status: string; proposedTimes: readonly string[] },
  chosenTime: string | null,
  now: Date = new Date(),
): string | null {
  const refusal = meetingAnswerRefusal(request.status);
  if (refusal) return refusal;
  const chosen = chosenTime === null ? null : instantOf(chosenTime);
  if (chosen === null || !request.proposedTimes.some((time) => instantOf(time) === chosen)) {
    return MEETING_ANSWER_MESSAGES.timeNotProposed;
  }
  return chosen <= now.getTime() ? MEETING_ANSWER_MESSAGES.timePast : null;
}

/** The application note is optional, at most 5000 characters. */
export function applicationNoteError(note: string): string | null {
  return charLength(note) > APPLICATION_NOTE_MAX ? EXECUTIVE_ACTION_MESSAGES.noteMax : null;
}

/** job_applications.status; 'reviewing' is what the owner shortlisted. */
export const APPLICATION_STATUSES = ['submitted', 'reviewing', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How both sides name an application's status. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  submitted: 'Applied',
  reviewing: 'Shortlisted',
  accepted: 'Accepted',
  rejected: 'Declined',
};

/** The owner's next steps from each status (set_job_application_status, migration 20261126004100_job-application-owners.sql). */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['reviewing', 'rejected'],
  reviewing: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export const APPLICATION_REVIEW_MESSAGES = {
  notFound: 'Application not found',
  unknownStatus: 'Unknown application status',
  decided: 'This application has already been decided',
  sameStatus: 'The application already has this status',
  noBack: 'An application cannot go back to Applied',
  shortlistFirst: 'Shortlist the application before accepting it',
} as const;

const isApplicationStatus = (value: string): value is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(value);

/** Why an application in status `from` cannot move to `to`, in the database's order, or null when it can. */
export function applicationTransitionError(from: string, to: string): string | null {
  if (!isApplicationStatus(to)) return APPLICATION_REVIEW_MESSAGES.unknownStatus;
  if (from === 'accepted' || from === 'rejected') return APPLICATION_REVIEW_MESSAGES.decided;
  if (from === to) return APPLICATION_REVIEW_MESSAGES.sameStatus;
  if (to === 'submitted') return APPLICATION_REVIEW_MESSAGES.noBack;
  if (to === 'accepted' && from !== 'reviewing') return APPLICATION_REVIEW_MESSAGES.shortlistFirst;
  return null;
}
