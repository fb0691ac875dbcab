import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageContent, PageSection } from '@donation-network/shared-rules';
import {
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  GridList,
  PageFrame,
  PageHeading,
  SafeHtml,
  usePageMeta,
  useScrollToTop,
} from '@donation-network/shared-ui';
import type { PartnerItem } from '../../partner-content';

const Lead = styled(SafeHtml)`
  max-width: 70ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export interface PartnerPageProps {
  /** The page's managed content: its title is the h1 and, with its description, the page's meta. */
  content: PageContent;
  /** HTML under the h1. */
  intro: string;
  /** The call to action beside the heading. */
  action: ReactNode;
  children: ReactNode;
}

/** A partner page: an `<article>` that scrolls to the top on arrival, sets the document title and description and opens with the page heading. */
export function PartnerPage({ content, intro, action, children }: PartnerPageProps) {
  useScrollToTop();
  usePageMeta(content.title, content.description);

  return (
    <PageFrame as="article">
      <PageHeading title={content.title} actions={action}>
        {intro && <Lead html={intro} />}
      </PageHeading>
      {children}
    </PageFrame>
  );
}

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

const Intro = styled(SafeHtml)`
  margin: 0 0 24px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PartnerSectionProps {
  id: string;
  /** The h2; without one the section is a plain band. */
  title: string;
  /** HTML under the heading; empty for none. */
  intro: string;
  children?: ReactNode;
}

/** A section of a partner page (an h2, named by it). */
export function PartnerSection({ id, title, intro, children }: PartnerSectionProps) {
  return (
    <Block aria-labelledby={title ? `${id}-heading` : undefined}>
      {title && (
        <Heading id={`${id}-heading`} $beforeIntro={Boolean(intro)}>
          {title}
        </Heading>
      )}
      {intro && <Intro html={intro} />}
      {children}
    </Block>
  );
}

export interface AddedSectionsProps {
  pageId: string;
  /** Sections the page's layout does not place itself (added by an admin), in their order. */
  sections: readonly PageSection[];
}

/** Sections an admin added to a partner page, as prose bands after the designed ones. */
export function AddedSections({ pageId, sections }: AddedSectionsProps) {
  return sections.map((section) => (
    <PartnerSection key={section.id} id={`${pageId}-${section.id}`} title={section.title} intro={section.content} />
  ));
}

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
    <GridList aria-label={label} minColumnWidth={minColumnWidth}>
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
    </GridList>
  );
}

const Closing = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 56px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  h2 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface PartnerClosingProps {
  /** Id of the `<h2>`, which also names the `<aside>`. */
  id: string;
  title: string;
  /** HTML under the heading. */
  text: string;
  /** The call-to-action link(s). */
  children: ReactNode;
}

/** The closing call to action of a partner page: an `<aside>` with an h2, a sentence and its actions. */
export function PartnerClosing({ id, title, text, children }: PartnerClosingProps) {
  return (
    <Closing aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        <SafeHtml html={text} />
      </div>
      {children}
    </Closing>
  );
}
