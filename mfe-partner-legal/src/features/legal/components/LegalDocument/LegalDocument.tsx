import styled from 'styled-components';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from 'shared-ui';
import type { LegalDocumentContent } from '../../legal-content';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  max-width: 75ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  scroll-margin-top: 96px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li + li {
    margin-top: 4px;
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const CodeCell = styled(TableCell)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  white-space: nowrap;
`;

export interface LegalDocumentProps {
  document: LegalDocumentContent;
  /**
   * Show the document's title as an h2 above its h3 sections (default, for a document inside a
   * page with its own h1). `false` when the page's h1 already is the document's title: the
   * sections then are h2.
   */
  showTitle?: boolean;
}

/** One legal document: title, introduction and numbered sections (paragraphs, bullets, a table). */
export function LegalDocument({ document, showTitle = true }: LegalDocumentProps) {
  const sectionHeading = showTitle ? 'h3' : 'h2';
  return (
    <Root>
      <div>
        {showTitle && <Title>{document.title}</Title>}
        <Intro>{document.intro}</Intro>
      </div>
      {document.sections.map((section) => (
        <Block key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <Heading as={sectionHeading} id={`${section.id}-heading`}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
          {section.table && (
            <Table aria-label={section.table.caption} minWidth="560px">
              <TableCaption>{section.table.caption}</TableCaption>
              <TableHead>
                <TableRow>
                  {section.table.columns.map((column) => (
                    <TableHeaderCell key={column}>{column}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {section.table.rows.map(([first, ...rest]) => (
                  <TableRow key={first}>
                    <CodeCell as="th" scope="row">
                      {first}
                    </CodeCell>
                    {rest.map((cell, index) => (
                      <TableCell key={section.table?.columns[index + 1] ?? index}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {section.closing?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Block>
      ))}
    </Root>
  );
}
