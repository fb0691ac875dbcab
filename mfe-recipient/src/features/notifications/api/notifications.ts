import { loadSupabase } from '@donation-network/portal-session';
import { pageRange, readQuery } from '@donation-network/portal-data';
import { readCountedPage } from '../../../lib/counted-page';

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
  const { rows, total } = await readCountedPage(
    (options) =>
      supabase
        .from('notifications')
        .select(NOTIFICATION_COLUMNS, options)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: true }),
    pageRange(page, NOTIFICATIONS_PAGE_SIZE),
    signal,
  );
  return { notifications: rows, total };
}

/** Marks one of the user's notifications read (`mark_notification_read`); returns its read_at. */
export async function markNotificationRead(id: string): Promise<string> {
  // the function returns the notification's row
  const notification = await readQuery((await loadSupabase()).rpc('mark_notification_read', { notification_id: id }));
  return notification.read_at;
}

/** Marks every unread notification of the user read (`mark_all_notifications_read`); returns how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  const data = await readQuery((await loadSupabase()).rpc('mark_all_notifications_read'));
  return data as number;
}
