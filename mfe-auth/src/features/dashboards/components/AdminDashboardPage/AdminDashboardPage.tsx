import { RequireRole } from 'shared-auth';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Container,
  Grid,
  LinkButton,
  PageHeading,
  Section,
  Spinner,
  Stack,
} from 'shared-ui';
import { WelcomeCard } from '../WelcomeCard/WelcomeCard';

function AdminDashboard() {
  return (
    <Section>
      <Container>
        <PageHeading title="Admin dashboard" subtitle="Manage the portal's content." />
        <Stack gap={24}>
          <WelcomeCard description="You are signed in as an administrator." />
          <Grid minColumnWidth={240}>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Page content</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>Edit the titles and sections of the public pages.</CardDescription>
              </CardContent>
              <CardFooter>
                <LinkButton to="/admin/content">Edit page content</LinkButton>
              </CardFooter>
            </Card>
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
