import { RequireRole, useCurrentUser, type AppUser, usePortalRead } from '@donation-network/portal-session';
import {
  Alert,
  Container,
  DataState,
  Grid,
  LinkButton,
  PageHeading,
  Section,
  Spinner,
  Stack,
  StatCard,
  usePageMeta,
  WelcomeCard,
} from '@donation-network/shared-ui';
import { fetchDonorAppointments, fetchDonorStatus, fetchNotifications } from '../../api/donor-dashboard-api';
import { DonationHistoryCard } from '../DonationHistoryCard/DonationHistoryCard';
import { DonorEligibilityCard } from '../DonorEligibilityCard/DonorEligibilityCard';
import { DonorNotificationsCard } from '../DonorNotificationsCard/DonorNotificationsCard';
import { IncomingRequestsCard } from '../IncomingRequestsCard/IncomingRequestsCard';

const DONOR_LINKS = [
  {
    title: 'Your profile',
    description: 'Your name, phone number, blood group, country and last donation.',
    to: '/donor/profile',
    action: 'Edit profile',
  },
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

function DonorDashboard({ user }: { user: AppUser }) {
  const userId = user.id;
  usePageMeta('Donor dashboard', 'Your eligibility, donation requests, donations and notifications.');
  const status = usePortalRead({ queryKey: ['donor', 'donor-status'], read: (signal) => fetchDonorStatus(signal) });
  const appointments = usePortalRead({
    queryKey: ['donor', 'donor-appointments', userId],
    read: (signal) => fetchDonorAppointments(userId, signal),
  });
  const notifications = usePortalRead({ queryKey: ['donor', 'notifications'], read: (signal) => fetchNotifications(signal) });

  const refreshAll = () => {
    status.retry();
    appointments.retry();
    notifications.retry();
  };

  return (
    <Section>
      <Container>
        <PageHeading title="Donor dashboard" subtitle="Thank you for helping save lives." />
        <Stack gap={24}>
          <WelcomeCard name={user.name} email={user.email} accountRole={user.role} description="You are signed in to your donor account." />
          <DataState result={status} loadingLabel="Loading your donor details">
            {() =>
              status.data ? (
                <Grid minColumnWidth={360} maxColumns={2}>
                  <DonorEligibilityCard status={status.data} onChanged={status.retry} />
                  <IncomingRequestsCard status={status.data} onAnswered={refreshAll} />
                </Grid>
              ) : (
                <Alert title="Complete your donor details">
                  <p>Add your blood group, phone number and country to see when you can donate and to receive requests.</p>
                  <LinkButton to="/register/donor" variant="outline" style={{ marginTop: 12 }}>
                    Complete donor registration
                  </LinkButton>
                </Alert>
              )
            }
          </DataState>
          <Grid minColumnWidth={360} maxColumns={2}>
            <DonationHistoryCard appointments={appointments} lastDonationDate={status.data?.last_donation_date ?? null} />
            <DonorNotificationsCard notifications={notifications} />
          </Grid>
          <Grid minColumnWidth={240} maxColumns={DONOR_LINKS.length}>
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

function SignedInDonorDashboard() {
  const { user } = useCurrentUser();
  return user ? <DonorDashboard user={user} /> : null;
}

/** /donor/dashboard: where donors land after login. */
export function DonorDashboardPage() {
  return (
    <RequireRole roles={['donor']} fallback={<Spinner label="Loading your dashboard" />}>
      <SignedInDonorDashboard />
    </RequireRole>
  );
}
