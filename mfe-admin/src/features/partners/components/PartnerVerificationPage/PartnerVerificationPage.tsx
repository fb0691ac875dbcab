import { useState } from 'react';
import {
  DOCUMENT_REVIEW_STATUSES,
  ORGANISATION_TYPE_LABELS,
  PARTNER_VERIFICATION_STATUSES,
  type PartnerVerificationStatus,
} from '@donation-network/shared-rules';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  DetailList,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  notify,
  formatDateTime,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import {
  PARTNERS_PAGE_SIZE,
  fetchPartnerOrganisations,
  setPartnerVerification,
  partnerBillingText,
  type PartnerOrganisation,
} from '../../api/partners';
import { IDENTITY_DOCUMENTS_PAGE_SIZE, fetchIdentityDocuments } from '../../api/verification-documents';
import { label } from '../../../../lib/format';
import { AdminPage } from '../../../../components/AdminPage/AdminPage';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { DocumentReview } from '../DocumentReview/DocumentReview';
import { StatusBadge } from '../../../../components/StatusBadge/StatusBadge';
import { AdminListView } from '../../../../components/AdminList/AdminList';
import { StatusFilterBar, useStatusList } from '../../../../components/StatusFilter/StatusFilter';

export const PARTNER_VERIFICATION_HEADING = 'Partner verification';

const SubHeading = styled.h3`
  margin: 16px 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function OrganisationCard({ organisation }: { organisation: PartnerOrganisation }) {
  const [status, setStatus] = useState(organisation.verificationStatus);
  const [busy, setBusy] = useState<PartnerVerificationStatus | null>(null);
  const [confirmReject, setConfirmReject] = useState(false);
  const titleId = `partner-${organisation.userId}`;

  const decide = async (next: PartnerVerificationStatus) => {
    setBusy(next);
    try {
      await setPartnerVerification(organisation.userId, next);
      setStatus(next);
      setConfirmReject(false);
      notify({
        title: next === 'verified' ? 'Partner verified' : 'Partner rejected',
        description: next === 'verified' ? `${organisation.name} can publish listings.` : `${organisation.name}'s listings are withdrawn.`,
        variant: 'success',
      });
    } catch (error) {
      notify({ title: "Couldn't change the verification", description: friendlyErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {organisation.name} <StatusBadge status={status} />
        </CardTitle>
        <CardDescription>Applied {formatDateTime(organisation.submittedAt)}</CardDescription>
      </CardHeader>
      <CardContent>
        <DetailList>
          <dt>Type</dt>
          <dd>{ORGANISATION_TYPE_LABELS[organisation.organisationType] ?? organisation.organisationType}</dd>
          <dt>Licence number</dt>
          <dd>{organisation.licenceNumber}</dd>
          <dt>Location</dt>
          <dd>
            {organisation.address}, {organisation.district}, {organisation.country}
          </dd>
          <dt>Contact</dt>
          <dd>
            {organisation.contactPerson}, {organisation.contactNumber}
          </dd>
          <dt>Billing</dt>
          <dd>{partnerBillingText(organisation.billing)}</dd>
        </DetailList>
        <SubHeading>Licence documents</SubHeading>
        {organisation.licences.length === 0 ? (
          <Muted>No licence document uploaded yet.</Muted>
        ) : (
          organisation.licences.map((document) => <DocumentReview key={document.id} document={document} />)
        )}
      </CardContent>
      <CardFooter>
        {status !== 'verified' && (
          <Button
            onClick={() => void decide('verified')}
            loading={busy === 'verified'}
            disabled={busy !== null}
            aria-label={`Verify ${organisation.name}`}
          >
            Verify
          </Button>
        )}
        {status !== 'rejected' && (
          <Button
            variant="outline"
            onClick={() => setConfirmReject(true)}
            disabled={busy !== null}
            aria-label={`Reject ${organisation.name}`}
          >
            Reject
          </Button>
        )}
      </CardFooter>
      <ConfirmDialog
        open={confirmReject}
        title={`Reject ${organisation.name}?`}
        confirmLabel="Reject partner"
        destructive
        busy={busy === 'rejected'}
        onCancel={() => setConfirmReject(false)}
        onConfirm={() => void decide('rejected')}
      >
        The partner can no longer publish listings, and its published listings are withdrawn.
      </ConfirmDialog>
    </Card>
  );
}

function OrganisationsPanel() {
  const list = useStatusList('partner-organisations', PARTNER_VERIFICATION_STATUSES, PARTNERS_PAGE_SIZE, fetchPartnerOrganisations);
  const filter = list.filters.status;
  return (
    <>
      <StatusFilterBar label="Verification status" list={list} />
      <AdminListView
        list={list}
        noun={{ one: 'partner organisation', other: 'partner organisations' }}
        emptyText={filter === 'pending' ? 'No partner organisations are waiting for verification.' : 'No partner organisations found.'}
      >
        {(organisations) => organisations.map((organisation) => <OrganisationCard key={organisation.userId} organisation={organisation} />)}
      </AdminListView>
    </>
  );
}

function IdentityDocumentsPanel() {
  const list = useStatusList('identity-documents', DOCUMENT_REVIEW_STATUSES, IDENTITY_DOCUMENTS_PAGE_SIZE, fetchIdentityDocuments);
  const filter = list.filters.status;
  return (
    <>
      <StatusFilterBar label="Review status" list={list} />
      <AdminListView
        list={list}
        noun={{ one: 'identity document', other: 'identity documents' }}
        emptyText={filter === 'pending' ? 'No identity documents are waiting for review.' : 'No identity documents found.'}
      >
        {(documents) =>
          documents.map((document) => (
            <Card key={document.id} as="article" aria-labelledby={`identity-${document.id}`}>
              <CardHeader>
                <CardTitle as="h2" id={`identity-${document.id}`}>
                  {document.ownerName || 'Unnamed user'}{' '}
                  {document.ownerType && <Badge variant="outline">{label(document.ownerType)}</Badge>}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <DocumentReview document={document} />
              </CardContent>
            </Card>
          ))
        }
      </AdminListView>
    </>
  );
}

/** /admin/partners: the partner verification queue (with licence documents) and identity documents of donors and recipients. */
export function PartnerVerificationPage() {
  return (
    <AdminPage
      title={PARTNER_VERIFICATION_HEADING}
      subtitle="Check partner organisations and identity documents, then verify or reject them."
    >
      <Tabs defaultValue="partners">
        <TabList aria-label="Verification queues">
          <Tab value="partners">Partner organisations</Tab>
          <Tab value="identity">Identity documents</Tab>
        </TabList>
        <TabPanel value="partners">
          <OrganisationsPanel />
        </TabPanel>
        <TabPanel value="identity">
          <IdentityDocumentsPanel />
        </TabPanel>
      </Tabs>
    </AdminPage>
  );
}
