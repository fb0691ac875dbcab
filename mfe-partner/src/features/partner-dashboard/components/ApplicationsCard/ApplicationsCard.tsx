import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  applicationTransitionError,
  type ApplicationStatus,
} from '@donation-network/shared-rules';
import { Alert, Button, DetailList, formatDateTime, notify, type BadgeVariant } from '@donation-network/shared-ui';
import { listApplications, setApplicationStatus, type ApplicationItem } from '../../api/job-applications';
import { AnswerDialog, useInboxAnswer } from '../InboxAnswer/InboxAnswer';
import { InboxCard, InboxList, InboxSection, SenderContact, TypedText, UNNAMED_MEMBER } from '../InboxSection/InboxSection';

export const APPLICATION_UPDATE_FALLBACK = 'The application could not be updated. Please try again.';
export const NO_APPLICATIONS_TEXT = 'No applications yet.';

type Step = Exclude<ApplicationStatus, 'submitted'>;

/** Each step the owner can take: its button, and the toast once the applicant has been told. */
const STEPS: Readonly<Record<Step, { action: string; done: string }>> = {
  reviewing: { action: 'Shortlist', done: 'Application shortlisted' },
  accepted: { action: 'Accept', done: 'Application accepted' },
  rejected: { action: 'Decline', done: 'Application declined' },
};

function statusVariant(status: string): BadgeVariant {
  if (status === 'submitted') return 'warning';
  if (status === 'reviewing') return 'secondary';
  if (status === 'accepted') return 'success';
  return 'danger';
}

const titleOf = (item: ApplicationItem) => `${item.applicant_name ?? UNNAMED_MEMBER} for ${item.position}`;

interface PendingStep {
  item: ApplicationItem;
  to: Exclude<Step, 'reviewing'>;
}

/**
 * The partner dashboard's applications: who applied to the opportunities the partner lists.
 * Applied ones are shortlisted or declined, shortlisted ones accepted or declined
 * (set_job_application_status); the applicant is notified of each step. Final steps ask first.
 */
export function ApplicationsCard() {
  const result = usePortalRead({ queryKey: ['partner', 'applications'], read: listApplications });
  const [pending, setPending] = useState<PendingStep | null>(null);
  const { busy, answer } = useInboxAnswer({
    read: result,
    close: () => setPending(null),
    notified: 'The applicant has been notified.',
    fallback: APPLICATION_UPDATE_FALLBACK,
  });

  const move = (item: ApplicationItem, to: Step) => {
    const refusal = applicationTransitionError(item.status, to);
    if (refusal) {
      notify({ title: 'Error', description: refusal, variant: 'destructive' });
      return;
    }
    void answer(() => setApplicationStatus(item.id, to), STEPS[to].done);
  };

  return (
    <InboxSection
      id="job-applications"
      title="Applications"
      intro="Recipients who applied to the opportunities you list. Shortlist, accept or decline them; each step notifies the applicant."
    >
      <InboxList result={result} label="Applications" loadingLabel="Loading applications" emptyText={NO_APPLICATIONS_TEXT}>
        {(item) => {
          const title = titleOf(item);
          const next = (APPLICATION_TRANSITIONS[item.status] ?? []).filter((to): to is Step => to !== 'submitted');
          return (
            <InboxCard
              key={item.id}
              data-testid="job-application"
              title={title}
              statusLabel={APPLICATION_STATUS_LABELS[item.status] ?? item.status}
              statusVariant={statusVariant(item.status)}
              actions={
                next.length > 0 &&
                next.map((to) => (
                  <Button
                    key={to}
                    size="sm"
                    variant={to === 'rejected' ? 'outline' : 'primary'}
                    disabled={busy}
                    aria-label={`${STEPS[to].action}: ${title}`}
                    onClick={() => (to === 'reviewing' ? move(item, to) : setPending({ item, to }))}
                  >
                    {STEPS[to].action}
                  </Button>
                ))
              }
            >
              <DetailList>
                <dt>Applicant</dt>
                <dd>
                  <SenderContact name={item.applicant_name} email={item.applicant_email} />
                </dd>
                <dt>Opportunity</dt>
                <dd>
                  {item.position}, {item.organization}
                </dd>
                <dt>Received</dt>
                <dd>{formatDateTime(item.created_at)}</dd>
                <dt>Note</dt>
                <dd>{item.cover_note.trim() ? <TypedText>{item.cover_note}</TypedText> : 'No note'}</dd>
              </DetailList>
            </InboxCard>
          );
        }}
      </InboxList>
      <AnswerDialog
        about={pending && titleOf(pending.item)}
        onClose={() => setPending(null)}
        title={pending?.to === 'accepted' ? 'Accept this application?' : 'Decline this application?'}
        keepLabel="Not now"
        answerLabel={pending?.to === 'accepted' ? 'Accept application' : 'Decline application'}
        answerVariant={pending?.to === 'rejected' ? 'destructive' : 'primary'}
        busy={busy}
        onAnswer={() => pending && move(pending.item, pending.to)}
      >
        <Alert variant="warning">This is final. The applicant will be notified.</Alert>
      </AnswerDialog>
    </InboxSection>
  );
}
