import { loadSupabase } from '@donation-network/portal-session';
import { pageRange, readQuery } from '@donation-network/portal-data';
import { appointmentCancelRefusal, donorRequestCancelRefusal } from '@donation-network/shared-rules';
import { type BadgeVariant } from '@donation-network/shared-ui';
import { readCountedPage } from '../../../lib/counted-page';

export const ACTIVITY_PAGE_SIZE = 20;

export type ActivityKind = 'donor_request' | 'appointment';

/**
 * A row of the `recipient_activity` view: one of the user's donor requests or appointments
 * with the hospital and the listing's public name. The view never carries a donor's contact.
 */
export interface RecipientActivity {
  kind: ActivityKind;
  id: string;
  /** donor requests: pending, accepted, declined, cancelled, completed; appointments: requested, confirmed, cancelled, completed */
  status: string;
  created_at: string;
  /** appointments only */
  scheduled_at: string | null;
  hospital_name: string;
  hospital_city: string;
  hospital_country: string;
  provider_name: string | null;
  blood_group: string | null;
  /** appointments only: blood, plasma, platelets, organ, consultation, follow-up */
  appointment_type: string | null;
  notes: string | null;
}

export interface ActivityPage {
  items: RecipientActivity[];
  /** All of the user's requests and appointments, on every page. */
  total: number;
}

const ACTIVITY_COLUMNS =
  'kind, id, status, created_at, scheduled_at, hospital_name, hospital_city, hospital_country, provider_name, blood_group, appointment_type, notes';

/** One page of the user's requests and appointments, newest first. Throws the server error (with its status). */
export async function listRecipientActivity(page: number, signal?: AbortSignal): Promise<ActivityPage> {
  const supabase = await loadSupabase();
  const { rows, total } = await readCountedPage(
    (options) =>
      supabase
        .from('recipient_activity')
        .select(ACTIVITY_COLUMNS, options)
        .order('created_at', { ascending: false })
        .order('id', { ascending: true }),
    pageRange(page, ACTIVITY_PAGE_SIZE),
    signal,
  );
  return { items: rows, total };
}

/**
 * Cancels one of the user's donor requests (`cancel_donor_request`, the donor is told) or
 * appointments (`cancel_appointment`). Throws the server error; its message is the rule's
 * text (e.g. 'This request is already cancelled').
 */
export async function cancelActivity(item: Pick<RecipientActivity, 'kind' | 'id'>): Promise<void> {
  const supabase = await loadSupabase();
  if (item.kind === 'donor_request') await readQuery(supabase.rpc('cancel_donor_request', { request_id: item.id }));
  else await readQuery(supabase.rpc('cancel_appointment', { appointment_id: item.id }));
}

/** The shared rule the database applies: open requests and requested/confirmed appointments can be cancelled. */
export function canCancel(item: Pick<RecipientActivity, 'kind' | 'status'>): boolean {
  const refusal = item.kind === 'donor_request' ? donorRequestCancelRefusal(item.status) : appointmentCancelRefusal(item.status);
  return refusal === null;
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

/** Waiting amber, agreed green, refused red, cancelled grey, done neutral. */
export function statusVariant(status: string): BadgeVariant {
  switch (status) {
    case 'pending':
    case 'requested':
      return 'warning';
    case 'accepted':
    case 'confirmed':
      return 'success';
    case 'declined':
      return 'danger';
    case 'cancelled':
      return 'secondary';
    default:
      return 'outline';
  }
}

const APPOINTMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  blood: 'Blood',
  plasma: 'Plasma',
  platelets: 'Platelets',
  organ: 'Organ',
  consultation: 'Consultation',
  'follow-up': 'Follow-up',
};

/** 'Donor request: Rahul S.' or 'Blood appointment'. */
export function activityTitle(item: Pick<RecipientActivity, 'kind' | 'provider_name' | 'appointment_type'>): string {
  if (item.kind === 'donor_request') return item.provider_name ? `Donor request: ${item.provider_name}` : 'Donor request';
  if (!item.appointment_type) return 'Appointment';
  return `${APPOINTMENT_TYPE_LABELS[item.appointment_type] ?? item.appointment_type} appointment`;
}
