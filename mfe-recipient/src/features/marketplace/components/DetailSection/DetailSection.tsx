import type { ReactNode } from 'react';
import styled from 'styled-components';

// The titled sections of a marketplace detail dialog (an opportunity, a professional's profile).

const Section = styled.section`
  margin-top: 20px;

  &:first-child {
    margin-top: 0;
  }
`;

const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const DetailText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li + li {
    margin-top: 6px;
  }
`;

/** A section with its heading; `id` names the heading the section is labelled by. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Section>
  );
}

/** The muted "Not specified" of a section with nothing in it. */
export function NothingListed() {
  return (
    <DetailText>
      <Muted>Not specified</Muted>
    </DetailText>
  );
}

/** A section's text, or 'Not specified'. */
export function DetailParagraph({ text }: { text: string | null | undefined }) {
  return text ? <DetailText>{text}</DetailText> : <NothingListed />;
}

/** A section's items as a list (each as `render` shows it, plain text by default), or 'Not specified'. */
export function DetailItems<T>({
  items,
  itemKey = (item) => String(item),
  render = (item) => String(item),
}: {
  items: readonly T[];
  itemKey?: (item: T, index: number) => string;
  render?: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <NothingListed />;
  return (
    <List>
      {items.map((item, index) => (
        <li key={itemKey(item, index)}>{render(item)}</li>
      ))}
    </List>
  );
}
