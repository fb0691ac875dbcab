import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@donation-network/shared-ui';

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
