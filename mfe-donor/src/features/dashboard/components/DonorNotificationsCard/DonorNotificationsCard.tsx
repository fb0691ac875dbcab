import type { PortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import { Button, notify, formatDateTime } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { DashboardCard, DashboardList } from '../../../../components/DashboardCard/DashboardCard';
import { markAllNotificationsRead, markNotificationRead, type DonorNotification } from '../../api/donor-dashboard-api';

export const MARK_READ_FALLBACK = 'The notification could not be marked as read. Please try again.';

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceMuted : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  p {
    margin: 4px 0 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled.div`
  flex: 1 1 220px;
  min-width: 0;
`;

export interface DonorNotificationsCardProps {
  notifications: PortalRead<DonorNotification[]>;
}

/** The donor's latest notifications (new requests, cancellations) with mark-as-read. */
export function DonorNotificationsCard({ notifications }: DonorNotificationsCardProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const rows = notifications.data ?? [];
  const unread = rows.filter((row) => row.read_at === null).length;

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
      notifications.retry();
    } catch (error) {
      notify({ title: 'Not marked as read', description: friendlyErrorMessage(error, MARK_READ_FALLBACK), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <DashboardCard
      id="donor-notifications"
      title={`Notifications${unread > 0 ? ` (${unread} unread)` : ''}`}
      action={
        unread > 0 && (
          <Button size="sm" variant="outline" loading={busy === 'all'} onClick={() => run('all', markAllNotificationsRead)}>
            Mark all as read
          </Button>
        )
      }
    >
      <DashboardList
        read={notifications}
        loadingLabel="Loading notifications"
        emptyText="No notifications yet."
        label="Notifications"
        gap={8}
      >
        {(row) => (
          <Item key={row.id} $unread={row.read_at === null}>
            <Body>
              <strong>{row.title}</strong>
              {row.body && <p>{row.body}</p>}
              <small>{formatDateTime(row.created_at)}</small>
            </Body>
            {row.read_at === null && (
              <Button
                size="sm"
                variant="ghost"
                loading={busy === row.id}
                onClick={() => run(row.id, () => markNotificationRead(row.id))}
                aria-label={`Mark "${row.title}" as read`}
              >
                Mark as read
              </Button>
            )}
          </Item>
        )}
      </DashboardList>
    </DashboardCard>
  );
}
