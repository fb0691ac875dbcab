import type { ReactNode } from 'react';
import styled from 'styled-components';

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

export const InboxList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const InboxItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

export const InboxItemHeader = styled.div`
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

export const InboxActions = styled.div`
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
