import { RequireRole } from 'shared-auth';
import { Container, Grid, LinkButton, PageHeading, Section, Spinner, Stack, StatCard } from 'shared-ui';
import { WelcomeCard } from '../WelcomeCard/WelcomeCard';

function AdminDashboard() {
  return (
    <Section>
      <Container>
        <PageHeading title="Admin dashboard" subtitle="Manage the portal's content." />
        <Stack gap={24}>
          <WelcomeCard description="You are signed in as an administrator." />
          <Grid minColumnWidth={240}>
            <StatCard
              title="Page content"
              titleAs="h2"
              description="Edit the titles and sections of the public pages."
              action={<LinkButton to="/admin/content">Edit page content</LinkButton>}
            />
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}

/** /admin/dashboard: where admins land after login. */
export function AdminDashboardPage() {
  return (
    <RequireRole roles={['admin']} fallback={<Spinner label="Loading your dashboard" />}>
      <AdminDashboard />
    </RequireRole>
  );
}
