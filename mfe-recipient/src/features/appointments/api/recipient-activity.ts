import { loadSupabase, pageRange, RANGE_NOT_SATISFIABLE } from '@donation-network/shared-auth';
import { appointmentCancelRefusal, donorRequestCancelRefusal } from '@donation-network/shared-rules';
import { requestError, type BadgeVariant } from '@donation-network/shared-ui';

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
  const [from, to] = pageRange(page, ACTIVITY_PAGE_SIZE);
  const query = (await loadSupabase())
    .from('recipient_activity')
    .select(ACTIVITY_COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  const { data, error, count, status } = await (signal ? query.abortSignal(signal) : query);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // a page past the end (e.g. an old link): no rows, but still the total
    const head = (await loadSupabase()).from('recipient_activity').select('id', { count: 'exact', head: true });
    const total = await (signal ? head.abortSignal(signal) : head);
    if (total.error) throw requestError(total.error, total.status);
    return { items: [], total: total.count ?? 0 };
  }
  if (error) throw requestError(error, status);
  return { items: (data ?? []) as RecipientActivity[], total: count ?? data?.length ?? 0 };
}

/**
 * Cancels one of the user's donor requests (`cancel_donor_request`, the donor is told) or
 * appointments (`cancel_appointment`). Throws the server error; its message is the rule's
 * text (e.g. 'This request is already cancelled').
 */
export async function cancelActivity(item: Pick<RecipientActivity, 'kind' | 'id'>): Promise<void> {
  const call =
    item.kind === 'donor_request'
      ? (await loadSupabase()).rpc('cancel_donor_request', { request_id: item.id })
      : (await loadSupabase()).rpc('cancel_appointment', { appointment_id: item.id });
  const { error, status } = await call;
  if (error) throw requestError(error, status);
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
