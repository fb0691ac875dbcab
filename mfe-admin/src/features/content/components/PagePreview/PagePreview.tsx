import styled from 'styled-components';
import { SafeHtml } from '@donation-network/shared-ui';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

export interface PagePreviewProps {
  title: string;
  description: string;
  sections: ReadonlyArray<{ title: string; content: string }>;
}

/** How the page's managed text reads, the section HTML through the site's sanitiser. */
export function PagePreview({ title, description, sections }: PagePreviewProps) {
  return (
    <Frame data-testid="page-preview">
      <Title>{title.trim() || 'Untitled page'}</Title>
      {description.trim() && <Description>{description}</Description>}
      {sections.length === 0 && <Empty>No sections: the page shows its built-in text.</Empty>}
      {sections.map((section, index) => (
        <section key={index}>
          {section.title.trim() && <SectionTitle>{section.title}</SectionTitle>}
          <SafeHtml html={section.content} />
        </section>
      ))}
    </Frame>
  );
}
