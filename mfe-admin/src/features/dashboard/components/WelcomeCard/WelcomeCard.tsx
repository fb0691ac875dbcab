import { useCurrentUser } from '@donation-network/shared-auth';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@donation-network/shared-ui';
import styled from 'styled-components';

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

/** "Welcome, {name}" with the signed-in user's e-mail and role. Render inside RequireRole. */
export function WelcomeCard({ description }: { description: string }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Welcome, {user.name}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Row>
          <Email>{user.email}</Email>
          <Badge variant="secondary">{user.isAdmin ? 'admin' : user.role}</Badge>
        </Row>
      </CardContent>
    </Card>
  );
}
