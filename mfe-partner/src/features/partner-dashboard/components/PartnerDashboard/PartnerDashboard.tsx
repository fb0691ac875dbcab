import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import type { PartnerListingInput } from '@donation-network/shared-rules';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataState,
  DetailList,
  GridList,
  LinkButton,
  PageFrame,
  PageHeading,
  Stack,
  StatCard,
  notify,
  usePageMeta,
} from '@donation-network/shared-ui';
import { ApplicationsCard } from '../ApplicationsCard/ApplicationsCard';
import { MeetingRequestsCard } from '../MeetingRequestsCard/MeetingRequestsCard';
import { PartnerAnalytics } from '../PartnerAnalytics/PartnerAnalytics';
import { createListing, fetchListings, fetchOrganisation, updateListing, type PartnerListing } from '../../api/partner-dashboard-api';
import type { ListingFormValues } from '../../listing-schema';
import { ListingFormDialog } from '../ListingFormDialog/ListingFormDialog';
import { PartnerListings } from '../PartnerListings/PartnerListings';
import { VerificationStatusCard } from '../VerificationStatusCard/VerificationStatusCard';

const WelcomeCard = styled(Card)`
  margin-bottom: 32px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Details = styled(DetailList)`
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const ListingsSection = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0;
  }
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
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

/** The organisation's verification and the partner's own listings: add, edit, withdraw, quick quantity changes. */
function PartnerWorkspace({ userId }: { userId: string }) {
  const organisation = usePortalRead({
    queryKey: ['partner', 'organisation', userId],
    read: (signal) => fetchOrganisation(userId, signal),
  });
  const listings = usePortalRead({ queryKey: ['partner', 'listings', userId], read: (signal) => fetchListings(userId, signal) });
  const [editing, setEditing] = useState<PartnerListing | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const org = organisation.data ?? null;
  const verified = org?.verification_status === 'verified';

  const defaults = useMemo<Partial<ListingFormValues>>(
    () =>
      org
        ? {
            provider_name: org.name,
            provider_type: org.organisation_type,
            country: org.country,
            district: org.district,
            contact_person: org.contact_person,
            contact_number: org.contact_number,
          }
        : {},
    [org],
  );

  const openForm = (listing: PartnerListing | null) => {
    setEditing(listing);
    setFormOpen(true);
  };

  const save = async (input: PartnerListingInput) => {
    if (editing) await updateListing(editing.id, input);
    else await createListing(userId, input);
    notify({ title: editing ? 'Listing saved' : 'Listing published', variant: 'success' });
    setFormOpen(false);
    listings.retry();
  };

  return (
    <>
      <Stack gap={16} style={{ marginBottom: 32 }}>
        <DataState result={organisation} loadingLabel="Loading your organisation" compact>
          {() => <VerificationStatusCard organisation={org} />}
        </DataState>
      </Stack>
      <ListingsSection aria-labelledby="partner-listings">
        <SectionHeader>
          <div>
            <h2 id="partner-listings">Your listings</h2>
            <Muted>Published listings appear in the recipient marketplace. Organs are never priced or sold.</Muted>
          </div>
          <Button onClick={() => openForm(null)} disabled={!verified}>
            Add listing
          </Button>
        </SectionHeader>
        <DataState
          result={listings}
          loadingLabel="Loading your listings"
          isEmpty={listings.data?.length === 0}
          emptyText={verified ? 'You have no listings yet. Add your first blood or organ listing.' : 'You have no listings yet.'}
        >
          {() => <PartnerListings listings={listings.data!} onEdit={openForm} onChanged={listings.retry} />}
        </DataState>
      </ListingsSection>
      <PartnerAnalytics />
      <MeetingRequestsCard />
      <ApplicationsCard />
      <ListingFormDialog open={formOpen} listing={editing} defaults={defaults} onClose={() => setFormOpen(false)} onSave={save} />
    </>
  );
}

/** /partner/dashboard: where partner logins land. Render it inside RequireRole roles={['partner']}. */
export function PartnerDashboard() {
  const { user } = useCurrentUser();
  const name = user?.name?.trim() || 'Partner';
  usePageMeta('Partner Dashboard', "Your organisation's verification and your blood and organ listings.");

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

      {user && <PartnerWorkspace userId={user.id} />}

      <LinkList aria-label="Partner resources" maxColumns={PARTNER_DASHBOARD_LINKS.length}>
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
