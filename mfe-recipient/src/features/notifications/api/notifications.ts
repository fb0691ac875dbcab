import { loadSupabase, pageRange, RANGE_NOT_SATISFIABLE } from '@donation-network/shared-auth';
import { requestError } from '@donation-network/shared-ui';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NOTIFICATION_KIND_LABELS: Readonly<Record<string, string>> = {
  donation_request: 'Donation request',
  appointment: 'Appointment',
  subscription: 'Subscription',
  system: 'System',
  meeting: 'Meeting',
  application: 'Application',
};

/** A row of `notifications` (the owner reads their own; only read_at changes). */
export interface RecipientNotification {
  id: string;
  title: string;
  body: string;
  kind: string;
  read_at: string | null;
  created_at: string;
}

export interface NotificationPage {
  notifications: RecipientNotification[];
  /** All of the user's notifications, on every page. */
  total: number;
}

const NOTIFICATION_COLUMNS = 'id, title, body, kind, read_at, created_at';

/**
 * One page of the user's notifications, newest first. Filtered on the user explicitly:
 * an administrator may read everyone's. Throws the server error (with its status).
 */
export async function listNotifications(userId: string, page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const supabase = await loadSupabase();
  const own = () => supabase.from('notifications').select(NOTIFICATION_COLUMNS, { count: 'exact' }).eq('user_id', userId);
  const [from, to] = pageRange(page, NOTIFICATIONS_PAGE_SIZE);
  const query = own().order('created_at', { ascending: false }).order('id', { ascending: true }).range(from, to);
  const { data, error, count, status } = await (signal ? query.abortSignal(signal) : query);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    // a page past the end (e.g. an old link): no rows, but still the total
    const head = supabase.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', userId);
    const total = await (signal ? head.abortSignal(signal) : head);
    if (total.error) throw requestError(total.error, total.status);
    return { notifications: [], total: total.count ?? 0 };
  }
  if (error) throw requestError(error, status);
  return { notifications: data ?? [], total: count ?? data?.length ?? 0 };
}

/** Marks one of the user's notifications read (`mark_notification_read`); returns its read_at. */
export async function markNotificationRead(id: string): Promise<string> {
  const { data, error, status } = await (await loadSupabase()).rpc('mark_notification_read', { notification_id: id }).single();
  if (error) throw requestError(error, status);
  return (data as { read_at: string }).read_at;
}

/** Marks every unread notification of the user read (`mark_all_notifications_read`); returns how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  const { data, error, status } = await (await loadSupabase()).rpc('mark_all_notifications_read');
  if (error) throw requestError(error, status);
  return data as number;
}
