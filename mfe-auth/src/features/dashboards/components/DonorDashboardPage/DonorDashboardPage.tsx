import { RequireRole } from 'shared-auth';
import { Container, Grid, LinkButton, PageHeading, Section, Spinner, Stack, StatCard } from 'shared-ui';
import { WelcomeCard } from '../WelcomeCard/WelcomeCard';

const DONOR_LINKS = [
  {
    title: 'Plans & pricing',
    description: 'The donor plan is free: Blood Buddy Program, badges, certificates and more.',
    to: '/pricing',
    action: 'View plans',
  },
  {
    title: 'Contact us',
    description: 'Questions about donating or your account? Our team will get back to you shortly.',
    to: '/contact',
    action: 'Contact the team',
  },
  {
    title: 'How it works',
    description: 'See how donors are matched with recipients and healthcare partners.',
    to: '/how-it-works',
    action: 'Learn how it works',
  },
] as const;

function DonorDashboard() {
  return (
    <Section>
      <Container>
        <PageHeading title="Donor dashboard" subtitle="Thank you for helping save lives." />
        <Stack gap={24}>
          <WelcomeCard description="You are signed in to your donor account." />
          <Grid minColumnWidth={240}>
            {DONOR_LINKS.map((link) => (
              <StatCard
                key={link.to}
                title={link.title}
                titleAs="h2"
                description={link.description}
                action={
                  <LinkButton to={link.to} variant="outline">
                    {link.action}
                  </LinkButton>
                }
              />
            ))}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}

/** /donor/dashboard: where donors land after login. */
export function DonorDashboardPage() {
  return (
    <RequireRole roles={['donor']} fallback={<Spinner label="Loading your dashboard" />}>
      <DonorDashboard />
    </RequireRole>
  );
}
