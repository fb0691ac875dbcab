import styled from 'styled-components';
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

export interface LegalDocumentProps {
  document: LegalDocumentContent;
}

/** One legal document: title, introduction and numbered sections. */
export function LegalDocument({ document }: LegalDocumentProps) {
  return (
    <Root>
      <div>
        <Title>{document.title}</Title>
        <Intro>{document.intro}</Intro>
      </div>
      {document.sections.map((section) => (
        <Block key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <Heading id={`${section.id}-heading`}>{section.heading}</Heading>
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
        </Block>
      ))}
    </Root>
  );
}
