import styled from 'styled-components';
import { useCurrentUser } from 'shared-auth';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DetailList,
  GridList,
  LinkButton,
  PageHeading,
  StatCard,
} from 'shared-ui';
import { PageFrame } from '../../../../components/PageFrame/PageFrame';

const WelcomeCard = styled(Card)`
  margin-bottom: 32px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Details = styled(DetailList)`
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const LinkList = styled(GridList)`
  li {
    display: flex;
  }
`;

interface DashboardLink {
  title: string;
  description: string;
  to: string;
  label: string;
}

export const PARTNER_DASHBOARD_LINKS: readonly DashboardLink[] = [
  {
    title: 'Healthcare partner programme',
    description: 'See the benefits for hospitals, blood banks and donation centres, and the six steps from application to launch.',
    to: '/partners/healthcare',
    label: 'View programme',
  },
  {
    title: 'Talk to our partnerships team',
    description: 'Ask about onboarding, publishing blood and organ availability, or connecting your facility to the network.',
    to: '/contact?service=Healthcare%20Partner',
    label: 'Contact us',
  },
  {
    title: 'Plans and pricing',
    description: 'Compare the Healthcare Partner and Corporate Tie-up plans and what each one includes.',
    to: '/pricing',
    label: 'See plans',
  },
];

/** /partner/dashboard: where partner logins land. Render it inside RequireRole roles={['partner']}. */
export function PartnerDashboard() {
  const { user } = useCurrentUser();
  const name = user?.name?.trim() || 'Partner';

  return (
    <PageFrame as="article">
      <PageHeading title="Partner Dashboard" subtitle="Your hub for working with the donation network." />

      <WelcomeCard as="section" aria-labelledby="partner-welcome">
        <CardHeader>
          <Badge variant="secondary" style={{ alignSelf: 'flex-start' }}>
            Partner account
          </Badge>
          <CardTitle as="h2" id="partner-welcome">
            Welcome, {name}
          </CardTitle>
          <CardDescription>Thank you for helping us connect donors with the patients who need them.</CardDescription>
        </CardHeader>
        <CardContent>
          <Details>
            <dt>Name</dt>
            <dd>{name}</dd>
            <dt>E-mail</dt>
            <dd>{user?.email ?? '—'}</dd>
          </Details>
        </CardContent>
      </WelcomeCard>

      <LinkList aria-label="Partner resources">
        {PARTNER_DASHBOARD_LINKS.map((link) => (
          <li key={link.to}>
            <StatCard
              title={link.title}
              description={link.description}
              action={
                <LinkButton to={link.to} variant="outline" aria-label={`${link.label}: ${link.title}`}>
                  {link.label}
                </LinkButton>
              }
            />
          </li>
        ))}
      </LinkList>
    </PageFrame>
  );
}
