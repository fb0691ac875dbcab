import { useSyncExternalStore } from 'react';
import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';
import { startVisiblePoller } from './visible-poller';

/** @supabase/lite has no realtime: the counts are polled this often while the tab is visible. */
export const NOTIFICATION_POLL_MS = 30_000;

export interface NotificationSummary {
  unreadCount: number;
  /** All of the user's notifications; a rise means new ones arrived. */
  totalCount: number;
}

/** The signed-in user's unread and total notification counts (`notification_summary`). Throws the server error. */
export async function fetchNotificationSummary(): Promise<NotificationSummary> {
  const row = await readQuery((await loadSupabase()).rpc('notification_summary').single());
  return { unreadCount: row.unread_count, totalCount: row.total_count };
}

// One summary for the whole remote (the layout's badge and the notifications page), polled
// once however many components read it, and forgotten when the last one unmounts (sign-out),
// so the next user never sees the previous user's count.
let summary: NotificationSummary | null = null;
const listeners = new Set<() => void>();
let stopPolling: (() => void) | null = null;
/** Bumped when the summary is forgotten: an answer asked for before that is dropped. */
let generation = 0;

function publish(next: NotificationSummary) {
  summary = next;
  listeners.forEach((listener) => listener());
}

/**
 * Fetches the counts now (e.g. after marking notifications read) and shares them with every
 * reader. A failed fetch keeps the last known counts: the next poll tries again.
 */
export async function refreshNotificationSummary(): Promise<void> {
  const askedIn = generation;
  try {
    const next = await fetchNotificationSummary();
    if (askedIn === generation && listeners.size > 0) publish(next);
  } catch {
    // a background read: nothing to tell the user, the badge keeps its last value
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    stopPolling = startVisiblePoller(() => void refreshNotificationSummary(), NOTIFICATION_POLL_MS);
    void refreshNotificationSummary();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopPolling?.();
    stopPolling = null;
    generation += 1;
    summary = null;
  };
}

const snapshot = () => summary;

/** The notification counts, polled while the tab is visible; null until the first answer. */
export function useNotificationSummary(): NotificationSummary | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
