import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardTitle, Container } from 'shared-ui';
import type { PartnerItem } from '../../partner-content';

/** The frame of a partner page. */
export const PartnerFrame = styled(Container)`
  padding-top: 48px;
  padding-bottom: 64px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 32px;
    padding-bottom: 40px;
  }
`;

const Block = styled.section`
  margin-top: 56px;

  ${({ theme }) => theme.media.mobile} {
    margin-top: 40px;
  }
`;

/** 8px above its intro, 24px above content when there is no intro. */
const Heading = styled.h2<{ $beforeIntro: boolean }>`
  margin: 0 0 ${({ $beforeIntro }) => ($beforeIntro ? '8px' : '24px')};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Intro = styled.p`
  margin: 0 0 24px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PartnerSectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A titled section of a partner page (an h2, named by it). */
export function PartnerSection({ id, title, intro, children }: PartnerSectionProps) {
  return (
    <Block aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} $beforeIntro={Boolean(intro)}>
        {title}
      </Heading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Block>
  );
}

const List = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemCard = styled(Card)`
  height: 100%;
`;

const ItemText = styled(CardDescription)`
  margin-top: 8px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export interface ItemGridProps {
  items: readonly PartnerItem[];
  /** Accessible name of the list. */
  label: string;
  minColumnWidth?: number;
}

/** Cards of title + description, as a list. */
export function ItemGrid({ items, label, minColumnWidth = 260 }: ItemGridProps) {
  return (
    <List aria-label={label} $min={minColumnWidth}>
      {items.map((item) => (
        <li key={item.title}>
          <ItemCard>
            <CardContent>
              <CardTitle>{item.title}</CardTitle>
              <ItemText>{item.description}</ItemText>
            </CardContent>
          </ItemCard>
        </li>
      ))}
    </List>
  );
}
