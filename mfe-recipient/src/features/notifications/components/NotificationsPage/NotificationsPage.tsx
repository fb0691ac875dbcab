import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import {
  Alert,
  Badge,
  Button,
  DataState,
  notify,
  Pagination,
  SpreadRow,
  StackList,
  usePageMeta,
  formatDateTime,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { refreshNotificationSummary, useNotificationSummary } from '../../../../lib/notification-summary';
import { lastPageOf, useLastPageWhenPastTheEnd } from '../../../../lib/use-last-page';
import { usePageParam } from '../../../../lib/use-page-param';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATIONS_PAGE_SIZE,
  type RecipientNotification,
} from '../../api/notifications';
import { ItemCard, ItemTitle, ListFooter, ListHeader, ListHeading } from '../../../../components/ItemList/ItemList';

const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const ItemBody = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const ItemFooter = styled(SpreadRow)`
  gap: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NewArrivals = styled(Alert)`
  margin-bottom: 16px;

  p {
    margin: 0 0 8px;
  }
`;

export const EMPTY_NOTIFICATIONS_TEXT = 'You have no notifications yet.';
export const MARK_READ_FAILED_MESSAGE = 'The notification could not be marked as read. Please try again.';

/** /recipient/notifications: the user's notifications, newest first, with their read state. */
export function NotificationsPage() {
  usePageMeta('My Notifications', 'Updates about your donor requests, appointments and account.');
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  const [page, goToPage] = usePageParam();
  const replacePage = useCallback((next: number) => goToPage(next, { replace: true }), [goToPage]);
  const result = useLastPageWhenPastTheEnd(
    usePortalRead({
      queryKey: ['recipient', 'notifications', userId, page],
      read: (signal) => listNotifications(userId, page, signal),
      enabled: Boolean(userId),
    }),
    { page, pageSize: NOTIFICATIONS_PAGE_SIZE, totalOf: (data) => data.total, replacePage },
  );
  const summary = useNotificationSummary();
  // read_at of notifications marked read here since the page loaded (no reload, no flicker)
  const [readHere, setReadHere] = useState<Readonly<Record<string, string>>>({});
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);

  const notifications = (result.data?.notifications ?? []).map((n) => (readHere[n.id] ? { ...n, read_at: readHere[n.id] } : n));
  const total = result.data?.total ?? 0;
  const pageCount = lastPageOf(total, NOTIFICATIONS_PAGE_SIZE);
  const unreadShown = notifications.some((n) => n.read_at === null);
  const hasUnread = summary ? summary.unreadCount > 0 : unreadShown;
  const newArrived = result.status === 'success' && summary !== null && summary.totalCount > total;

  const showNew = () => {
    if (page === 1) result.retry();
    else goToPage(1);
  };

  const markRead = async (notification: RecipientNotification) => {
    setPendingIds((ids) => new Set(ids).add(notification.id));
    try {
      const readAt = await markNotificationRead(notification.id);
      setReadHere((read) => ({ ...read, [notification.id]: readAt }));
      void refreshNotificationSummary();
    } catch (error) {
      notify({ title: 'Error', description: friendlyErrorMessage(error, MARK_READ_FAILED_MESSAGE), variant: 'destructive' });
    } finally {
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(notification.id);
        return next;
      });
    }
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead();
      const now = new Date().toISOString();
      setReadHere((read) => ({
        ...Object.fromEntries(notifications.filter((n) => n.read_at === null).map((n) => [n.id, now])),
        ...read,
      }));
      notify({ title: 'All notifications marked as read', variant: 'success' });
      void refreshNotificationSummary();
    } catch (error) {
      notify({ title: 'Error', description: friendlyErrorMessage(error, MARK_READ_FAILED_MESSAGE), variant: 'destructive' });
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <section aria-labelledby="my-notifications">
      <ListHeader>
        <ListHeading id="my-notifications">My Notifications</ListHeading>
        {result.status === 'success' && total > 0 && (
          <Button type="button" variant="outline" size="sm" disabled={!hasUnread} loading={markingAll} onClick={() => void markAll()}>
            Mark all as read
          </Button>
        )}
      </ListHeader>
      {newArrived && (
        <NewArrivals variant="info">
          <p>New notifications have arrived.</p>
          <Button type="button" size="sm" variant="outline" onClick={showNew}>
            Show new notifications
          </Button>
        </NewArrivals>
      )}
      <DataState
        result={result}
        loadingLabel="Loading notifications..."
        errorFallback="Your notifications could not be loaded. Please try again."
        isEmpty={total === 0}
        emptyText={EMPTY_NOTIFICATIONS_TEXT}
      >
        {() => (
          <>
            <StackList aria-label="Notifications">
              {notifications.map((n) => {
                const unread = n.read_at === null;
                return (
                  <ItemCard key={n.id} $accent={unread} data-testid="notification">
                    <ItemHeader>
                      <ItemTitle>{n.title}</ItemTitle>
                      {unread && <Badge variant="default">New</Badge>}
                    </ItemHeader>
                    {n.body && <ItemBody>{n.body}</ItemBody>}
                    <ItemFooter>
                      <span>
                        <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                        {' · '}
                        {NOTIFICATION_KIND_LABELS[n.kind] ?? n.kind}
                      </span>
                      {unread && (
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          aria-label={`Mark "${n.title}" as read`}
                          loading={pendingIds.has(n.id)}
                          onClick={() => void markRead(n)}
                        >
                          Mark as read
                        </Button>
                      )}
                    </ItemFooter>
                  </ItemCard>
                );
              })}
            </StackList>
            <ListFooter>
              <span>
                Showing {notifications.length} of {total} notifications
              </span>
              <Pagination page={page} pageCount={pageCount} onPageChange={goToPage} aria-label="Notification pages" />
            </ListFooter>
          </>
        )}
      </DataState>
    </section>
  );
}
