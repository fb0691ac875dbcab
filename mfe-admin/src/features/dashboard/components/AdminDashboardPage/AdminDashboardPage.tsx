import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import { Container, Grid, LinkButton, PageHeading, Section, Stack, StatCard, WelcomeCard } from '@donation-network/shared-ui';
import { ADMIN_PATHS } from '../../../../lib/admin-paths';
import { fetchAdminPendingCounts, type AdminPendingCounts } from '../../api/admin-pending-counts';

interface ConsoleLink {
  title: string;
  description: string;
  to: string;
  action: string;
  /** The pending figure shown on the card, when the counts loaded. */
  pending?: (counts: AdminPendingCounts) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const CONSOLE_LINKS: ConsoleLink[] = [
  {
    title: 'Profile changes',
    description: 'Approve or reject the personal details users asked to change.',
    to: ADMIN_PATHS.profileChanges,
    action: 'Review profile changes',
    pending: (counts) => `${counts.profileChanges} pending`,
  },
  {
    title: 'Partner verification',
    description: 'Verify partner organisations and review identity documents.',
    to: ADMIN_PATHS.partners,
    action: 'Review verifications',
    pending: (counts) =>
      `${plural(counts.partners, 'partner', 'partners')}, ${plural(counts.identityDocuments, 'document', 'documents')} pending`,
  },
  {
    title: 'Contact messages',
    description: 'Read and archive messages sent through the contact form.',
    to: ADMIN_PATHS.messages,
    action: 'Open the inbox',
    pending: (counts) => `${counts.newMessages} new`,
  },
  {
    title: 'Users and roles',
    description: 'Find accounts by name or e-mail and manage administrators.',
    to: ADMIN_PATHS.users,
    action: 'Manage users',
  },
  {
    title: 'Directory moderation',
    description: 'Set the verification of founder and investor profiles, or hide one.',
    to: ADMIN_PATHS.directories,
    action: 'Moderate directories',
  },
  {
    title: 'Page content',
    description: 'Edit the titles and sections of the public pages.',
    to: ADMIN_PATHS.content,
    action: 'Edit page content',
  },
];

/** /admin/dashboard: where admins land after login, with the console's pages and what waits on each. */
export function AdminDashboardPage() {
  // the figures decorate the cards: without them (still loading, or failed) the links still work
  const counts = usePortalRead({ queryKey: ['admin', 'admin-pending-counts'], read: (signal) => fetchAdminPendingCounts(signal) });
  const { user } = useCurrentUser();
  return (
    <Section>
      <Container>
        <PageHeading title="Admin dashboard" subtitle="Manage the portal's users, verifications, messages and content." />
        <Stack gap={24}>
          {user && (
            <WelcomeCard name={user.name} email={user.email} accountRole="admin" description="You are signed in as an administrator." />
          )}
          <Grid minColumnWidth={240}>
            {CONSOLE_LINKS.map((link) => (
              <StatCard
                key={link.to}
                title={link.title}
                titleAs="h2"
                description={link.description}
                value={link.pending && counts.data ? link.pending(counts.data) : undefined}
                action={<LinkButton to={link.to}>{link.action}</LinkButton>}
              />
            ))}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}
