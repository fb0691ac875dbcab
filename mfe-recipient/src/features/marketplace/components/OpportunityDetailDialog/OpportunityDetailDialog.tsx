import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@donation-network/shared-rules';
import { useRecordView, usePortalRead } from '@donation-network/portal-session';
import { Badge, Button, DataState, DetailList, Dialog, formatDate } from '@donation-network/shared-ui';
import { useCompensation } from '../../api/compensation';
import {
  getOpportunityDetails,
  opportunityLocation,
  type ExecutiveOpportunity,
  type OpportunityDetails,
} from '../../api/executive-opportunities';
import { DetailItems, DetailParagraph, DetailSection } from '../DetailSection/DetailSection';

function DetailsBody({ details }: { details: OpportunityDetails }) {
  const compensation = useCompensation();
  return (
    <>
      <DetailList>
        <dt>Organization</dt>
        <dd>{details.organization}</dd>
        <dt>Type</dt>
        <dd>{details.type}</dd>
        <dt>Duration</dt>
        <dd>{details.duration}</dd>
        <dt>Location</dt>
        <dd>{opportunityLocation(details)}</dd>
        <dt>Industry</dt>
        <dd>{details.industry}</dd>
        <dt>Compensation</dt>
        <dd>{compensation.format(details, 'Negotiable')}</dd>
        <dt>Posted</dt>
        <dd>{formatDate(details.posted_date)}</dd>
        <dt>Status</dt>
        <dd>
          <Badge variant={details.status === 'Open' ? 'success' : 'secondary'}>{details.status}</Badge>
        </dd>
      </DetailList>
      <DetailSection id="opportunity-description" title="Description">
        <DetailParagraph text={details.description} />
      </DetailSection>
      <DetailSection id="opportunity-requirements" title="Requirements">
        <DetailItems items={details.requirements} />
      </DetailSection>
      <DetailSection id="opportunity-benefits" title="Benefits">
        <DetailItems items={details.benefits} />
      </DetailSection>
      <DetailSection id="opportunity-process" title="Application Process">
        <DetailParagraph text={details.application_process} />
      </DetailSection>
      <DetailSection id="opportunity-contact" title="Contact">
        <DetailList>
          <dt>Name</dt>
          <dd>{details.contact_name}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${details.contact_email}`}>{details.contact_email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            {details.contact_phone ? <a href={`tel:${details.contact_phone.replace(/[^+0-9]/g, '')}`}>{details.contact_phone}</a> : 'N/A'}
          </dd>
        </DetailList>
      </DetailSection>
    </>
  );
}

export interface OpportunityDetailDialogProps {
  /** The opportunity shown, or null when closed. */
  opportunity: ExecutiveOpportunity | null;
  /** The status of the user's application to it, when they have applied. */
  application: ApplicationStatus | undefined;
  onClose: () => void;
  onApply: (opportunity: ExecutiveOpportunity) => void;
}

/** 'Opportunity Details': description, requirements, benefits, application process and contact, read on open. */
export function OpportunityDetailDialog({ opportunity, application, onClose, onApply }: OpportunityDetailDialogProps) {
  const id = opportunity?.id;
  useRecordView('opportunity', id);
  const details = usePortalRead({
    queryKey: ['recipient', 'opportunity-details', id],
    read: (signal) => getOpportunityDetails(id as string, signal),
    enabled: Boolean(id),
  });
  if (!opportunity) return null;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Opportunity Details"
      description={`${opportunity.position} at ${opportunity.organization}`}
      maxWidth="720px"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {application ? (
            <Button type="button" disabled>
              {APPLICATION_STATUS_LABELS[application]}
            </Button>
          ) : (
            opportunity.status === 'Open' && (
              <Button type="button" onClick={() => onApply(opportunity)}>
                Apply
              </Button>
            )
          )}
        </>
      }
    >
      <DataState
        result={details}
        loadingLabel="Loading opportunity..."
        errorFallback="This opportunity could not be loaded. Please try again."
        compact
      >
        {() => details.data && <DetailsBody details={details.data} />}
      </DataState>
    </Dialog>
  );
}
