import type { PortalRead } from '@donation-network/portal-session';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, DataState, StackList } from '@donation-network/shared-ui';

const HeaderRow = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

interface DashboardCardProps {
  /** The heading's id: the card is the section it names. */
  id: string;
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** A button beside the title, for the whole card ('Mark all as read'). */
  action?: ReactNode;
  children: ReactNode;
}

/** A section of the donor dashboard: a card with its heading, a line or an action, and its content. */
export function DashboardCard({ id, title, description, action, children }: DashboardCardProps) {
  const Header = action ? HeaderRow : CardHeader;
  return (
    <Card as="section" aria-labelledby={id}>
      <Header>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action}
      </Header>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface DashboardListProps<Row> {
  read: PortalRead<Row[]>;
  loadingLabel: string;
  emptyText: string;
  /** Names the list for assistive technology. */
  label: string;
  /** Between the items, px; StackList's default when left out. */
  gap?: number;
  /** One item (an `li`) of the list. */
  children: (row: Row) => ReactNode;
}

/** A dashboard card's list: its read's loading, error and empty states in the card's compact form, then the rows one under another. */
export function DashboardList<Row>({ read, loadingLabel, emptyText, label, gap, children }: DashboardListProps<Row>) {
  const rows = read.data ?? [];
  return (
    <DataState result={read} loadingLabel={loadingLabel} isEmpty={rows.length === 0} emptyText={emptyText} compact>
      {() => (
        <StackList aria-label={label} gap={gap}>
          {rows.map(children)}
        </StackList>
      )}
    </DataState>
  );
}
