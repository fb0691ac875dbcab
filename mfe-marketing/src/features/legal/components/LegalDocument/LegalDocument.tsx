import styled from 'styled-components';
import type { PageContent } from '@donation-network/shared-rules';
import { SafeHtml } from '@donation-network/shared-ui';
import { LEGAL_INTRO_SECTION_ID } from '../../legal-page-content';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  max-width: 75ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  scroll-margin-top: 96px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled(SafeHtml)<{ $lead: boolean }>`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $lead }) => ($lead ? theme.fontSizes.lg : 'inherit')};
  table {
    color: ${({ theme }) => theme.colors.text};
  }
  caption {
    padding-bottom: 8px;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody th {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export interface LegalDocumentProps {
  /** The document's managed content: its section list is the document, in order. */
  content: PageContent;
  /**
   * Show the document's title as an h2 above its h3 sections (default, for a document inside a
   * page with its own h1). `false` when the page's h1 already is the document's title: the
   * sections then are h2.
   */
  showTitle?: boolean;
}

/** One legal document: its title and every section (heading and sanitised HTML body); an untitled section has no heading. */
export function LegalDocument({ content, showTitle = true }: LegalDocumentProps) {
  const sectionHeading = showTitle ? 'h3' : 'h2';
  return (
    <Root>
      {showTitle && <Title>{content.title}</Title>}
      {content.sections.map((section) => {
        const id = `${content.pageId}-${section.id}`;
        return (
          <Block key={section.id} id={id} aria-labelledby={section.title ? `${id}-heading` : undefined}>
            {section.title && (
              <Heading as={sectionHeading} id={`${id}-heading`}>
                {section.title}
              </Heading>
            )}
            <Body html={section.content} $lead={section.id === LEGAL_INTRO_SECTION_ID} />
          </Block>
        );
      })}
    </Root>
  );
}
