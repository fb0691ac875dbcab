import styled from 'styled-components';
import { Badge } from '../Badge/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';

const Email = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export interface WelcomeCardProps {
  name: string;
  email: string;
  /** shown as a badge: the account's role ('donor', 'admin', ...) */
  accountRole: string;
  description: string;
}

/** A dashboard's opening card: "Welcome, {name}" with the account's e-mail and role. */
export function WelcomeCard({ name, email, accountRole, description }: WelcomeCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Welcome, {name}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Row>
          <Email>{email}</Email>
          <Badge variant="secondary">{accountRole}</Badge>
        </Row>
      </CardContent>
    </Card>
  );
}
