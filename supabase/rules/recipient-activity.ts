// A recipient's donor requests, appointments and notifications: the statuses each table
// holds, which of them count as open or can be cancelled, and the database's messages.
// Enforced by supabase/migrations/20261122003000_marketplace.sql (status checks, guards)
// and 20261124000410_recipient-activity.sql (cancel_donor_request, cancel_appointment,
// guard_open_donor_request, mark_notification_read); mirrored here for the recipient
// portal. Dependency-free: keep it in step with the migrations.

/** donor_appointment_requests.status */
export const DONOR_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export type DonorRequestStatus = (typeof DONOR_REQUEST_STATUSES)[number];

/** appointments.status */
export const APPOINTMENT_STATUSES = ['requested', 'confirmed', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A requester holds at most one request in these statuses per donor listing. */
export const OPEN_DONOR_REQUEST_STATUSES = ['pending', 'accepted'] as const satisfies readonly DonorRequestStatus[];
export const CANCELLABLE_DONOR_REQUEST_STATUSES = ['pending', 'accepted'] as const satisfies readonly DonorRequestStatus[];
export const CANCELLABLE_APPOINTMENT_STATUSES = ['requested', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export const RECIPIENT_ACTIVITY_MESSAGES = {
  donorRequestNotFound: 'Donation request not found',
  donorRequestAlreadyCancelled: 'This request is already cancelled',
  donorRequestNotCancellable: 'Only a pending or accepted request can be cancelled',
  appointmentNotFound: 'Appointment not found',
  appointmentAlreadyCancelled: 'This appointment is already cancelled',
  appointmentNotCancellable: 'Only a requested or confirmed appointment can be cancelled',
  donorRequestPending: 'You already have a pending request for this donor',
  donorRequestAccepted: 'This donor has already accepted your request',
  notificationNotFound: 'Notification not found',
} as const;

const includes = (list: readonly string[], value: string): boolean => list.includes(value);

/** Why the requester cannot cancel a request in this status (cancel_donor_request), or null when they can. */
export function donorRequestCancelRefusal(status: string): string | null {
  if (status === 'cancelled') return RECIPIENT_ACTIVITY_MESSAGES.donorRequestAlreadyCancelled;
  return includes(CANCELLABLE_DONOR_REQUEST_STATUSES, status) ? null : RECIPIENT_ACTIVITY_MESSAGES.donorRequestNotCancellable;
}

/** Why the owner cannot cancel an appointment in this status (cancel_appointment), or null when they can. */
export function appointmentCancelRefusal(status: string): string | null {
  if (status === 'cancelled') return RECIPIENT_ACTIVITY_MESSAGES.appointmentAlreadyCancelled;
  return includes(CANCELLABLE_APPOINTMENT_STATUSES, status) ? null : RECIPIENT_ACTIVITY_MESSAGES.appointmentNotCancellable;
}

/** Why a new request for a donor listing is refused given the status of an earlier one (request_donor), or null. */
export function repeatDonorRequestRefusal(earlierStatus: string): string | null {
  if (earlierStatus === 'pending') return RECIPIENT_ACTIVITY_MESSAGES.donorRequestPending;
  if (earlierStatus === 'accepted') return RECIPIENT_ACTIVITY_MESSAGES.donorRequestAccepted;
  return null;
}
