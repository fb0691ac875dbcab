import styled from 'styled-components';
import { useCurrentUser } from '@donation-network/portal-session';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Grid, LinkButton } from '@donation-network/shared-ui';

export const DASHBOARD_CARDS = [
  {
    title: 'Blood Services',
    description: 'Browse available blood services and donors near you',
    to: '/recipient/blood-services',
    action: 'View Blood Services',
  },
  {
    title: 'My Appointments',
    description: 'See your requested and upcoming appointments',
    to: '/recipient/appointments',
    action: 'View Appointments',
  },
  {
    title: 'My Notifications',
    description: 'Updates about your requests and your account',
    to: '/recipient/notifications',
    action: 'View Notifications',
  },
  {
    title: 'My Profile',
    description: 'Manage your personal details and family members',
    to: '/recipient/profile',
    action: 'View Profile',
  },
] as const;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Footer = styled(CardFooter)`
  margin-top: auto;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /recipient/dashboard: a welcome card and one card per area. */
export function RecipientDashboard() {
  const { user } = useCurrentUser();
  return (
    <Stack>
      <Card as="section" aria-labelledby="recipient-welcome">
        <CardHeader>
          <CardTitle as="h2" id="recipient-welcome">
            Welcome, {user?.name || 'Recipient'}!
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Muted>
            From here you can find blood services, follow your appointments and notifications, and keep your profile up to date.
          </Muted>
        </CardContent>
      </Card>
      <Grid minColumnWidth={220} gap={16}>
        {DASHBOARD_CARDS.map((card) => {
          const id = `recipient-card-${card.to.split('/').pop()}`;
          return (
            <StyledCard as="section" key={card.to} aria-labelledby={id}>
              <CardHeader>
                <CardTitle as="h2" id={id}>
                  {card.title}
                </CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
              <CardContent />
              <Footer>
                <LinkButton to={card.to} variant="outline" size="sm" fullWidth>
                  {card.action}
                </LinkButton>
              </Footer>
            </StyledCard>
          );
        })}
      </Grid>
    </Stack>
  );
}
