import { usePortalRead, type PortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INTRO_TOASTS } from '@donation-network/shared-rules';
import { Badge, Button, DataState, DetailList, formatDate, notify, type BadgeVariant } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { getIntroContact, respondIntro, type MyIntro } from '../../../../lib/intros';

export const RESPOND_FALLBACK = 'The intro request could not be answered. Please try again.';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const STATUS_BADGE: Record<MyIntro['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'secondary' },
};

function profilePath(intro: MyIntro) {
  return intro.other_kind === 'founder' ? `/founders/${intro.other_profile_id}` : `/investors/${intro.other_profile_id}`;
}

/** A link the other side shared, opened in a new tab; 'Not shared' when they left it empty. */
function SharedLink({ href }: { href: string | null }) {
  if (!href) return <>Not shared</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/** The other side's e-mail, website and LinkedIn: the database shares them only for an accepted intro. */
function RevealedContact({ intro }: { intro: MyIntro }) {
  const contact = usePortalRead({
    queryKey: ['directories', 'intro-contact', intro.id],
    read: (signal) => getIntroContact(intro.id, signal),
  });
  return (
    <DataState
      result={contact}
      loadingLabel="Loading contact details..."
      compact
      isEmpty={contact.data === null}
      emptyText="No contact details."
    >
      {() =>
        contact.data && (
          <DetailList aria-label={`Contact details of ${intro.other_name ?? 'your contact'}`}>
            <dt>E-mail</dt>
            <dd>{contact.data.email ? <a href={`mailto:${contact.data.email}`}>{contact.data.email}</a> : 'Not shared'}</dd>
            <dt>Website</dt>
            <dd>
              <SharedLink href={contact.data.website} />
            </dd>
            <dt>LinkedIn</dt>
            <dd>
              <SharedLink href={contact.data.linkedin_url} />
            </dd>
          </DetailList>
        )
      }
    </DataState>
  );
}

function IntroItem({ intro, onChanged }: { intro: MyIntro; onChanged: () => void }) {
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const name = intro.other_name ?? (intro.other_kind === 'founder' ? 'A founder' : 'An investor');
  const badge = STATUS_BADGE[intro.status];

  const answer = async (accept: boolean) => {
    setAnswering(accept ? 'accept' : 'decline');
    try {
      await respondIntro(intro.id, accept);
      notify({ title: accept ? INTRO_TOASTS.accepted : INTRO_TOASTS.declined, description: name, variant: 'success' });
      onChanged();
    } catch (error) {
      notify({
        title: 'Could not answer the intro request',
        description: friendlyErrorMessage(error, RESPOND_FALLBACK),
        variant: 'destructive',
      });
    } finally {
      setAnswering(null);
    }
  };

  return (
    <li>
      <Top>
        <Link to={profilePath(intro)}>{name}</Link>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </Top>
      <Muted>{intro.message}</Muted>
      <Muted>
        {intro.direction === 'received' ? 'Received' : 'Sent'} {formatDate(intro.created_at)}
      </Muted>
      {intro.direction === 'received' && intro.status === 'pending' && (
        <Actions>
          <Button
            size="sm"
            onClick={() => void answer(true)}
            loading={answering === 'accept'}
            disabled={answering !== null}
            aria-label={`Accept intro from ${name}`}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void answer(false)}
            loading={answering === 'decline'}
            disabled={answering !== null}
            aria-label={`Decline intro from ${name}`}
          >
            Decline
          </Button>
        </Actions>
      )}
      {intro.status === 'accepted' && <RevealedContact intro={intro} />}
    </li>
  );
}

export interface IntroListProps {
  intros: PortalRead<MyIntro[]>;
  /** Which intros this card lists. */
  direction: MyIntro['direction'];
  emptyText: string;
  /** At most this many, newest first. */
  limit?: number;
}

/** Intro requests received (with Accept / Decline while pending) or sent, and the contact details once accepted. */
export function IntroList({ intros, direction, emptyText, limit = 5 }: IntroListProps) {
  const shown = (intros.data ?? []).filter((intro) => intro.direction === direction).slice(0, limit);
  return (
    <DataState result={intros} loadingLabel="Loading intro requests..." compact isEmpty={shown.length === 0} emptyText={emptyText}>
      {() => (
        <Items>
          {shown.map((intro) => (
            <IntroItem key={intro.id} intro={intro} onChanged={intros.retry} />
          ))}
        </Items>
      )}
    </DataState>
  );
}
