import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PortalRead } from '@donation-network/portal-session';
import { Badge, DataState, ListCard, StackList, type BadgeVariant } from '@donation-network/shared-ui';

const Section = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0;
  }
`;

const Intro = styled.p`
  margin: 4px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InboxCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const InboxActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

/** Keeps the line breaks of a message someone typed. */
export const TypedText = styled.span`
  white-space: pre-wrap;
`;

interface InboxSectionProps {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A titled dashboard section for the requests an owner answers. */
export function InboxSection({ id, title, intro, children }: InboxSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Intro>{intro}</Intro>
      {children}
    </Section>
  );
}

interface InboxListProps<T> {
  /** The section's read of its requests. */
  result: PortalRead<readonly T[]>;
  /** The list's accessible name. */
  label: string;
  loadingLabel: string;
  emptyText: string;
  /** One request's card. */
  children: (item: T) => ReactNode;
}

/** The section's requests as a list of cards, with the read's loading, error and empty states. */
export function InboxList<T>({ result, label, loadingLabel, emptyText, children }: InboxListProps<T>) {
  const items = result.data ?? [];
  return (
    <DataState result={result} loadingLabel={loadingLabel} isEmpty={items.length === 0} emptyText={emptyText}>
      {() => <StackList aria-label={label}>{items.map((item) => children(item))}</StackList>}
    </DataState>
  );
}

interface InboxCardProps {
  title: string;
  statusLabel: string;
  statusVariant: BadgeVariant;
  /** The request's details (a DetailList). */
  children: ReactNode;
  /** The buttons that answer the request; none once it needs no answer. */
  actions?: ReactNode;
  'data-testid'?: string;
}

/** One request in an inbox: its title and status badge, its details, and the owner's answers. */
export function InboxCard({ title, statusLabel, statusVariant, children, actions, 'data-testid': testId }: InboxCardProps) {
  return (
    <ListCard data-testid={testId}>
      <InboxCardHeader>
        <h3>{title}</h3>
        <Badge variant={statusVariant}>{statusLabel}</Badge>
      </InboxCardHeader>
      {children}
      {actions && <InboxActions>{actions}</InboxActions>}
    </ListCard>
  );
}

/** Shown for a member whose account has neither a name nor an e-mail address. */
export const UNNAMED_MEMBER = 'Unnamed member';

/** Who sent a request: their name, and their e-mail address as a link when the account has one. */
export function SenderContact({ name, email }: { name: string | null; email: string | null }) {
  return (
    <>
      {name ?? UNNAMED_MEMBER}
      {email && (
        <>
          {' '}
          (<a href={`mailto:${email}`}>{email}</a>)
        </>
      )}
    </>
  );
}
