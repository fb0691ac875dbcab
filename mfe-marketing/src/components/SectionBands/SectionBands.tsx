import styled from 'styled-components';
import type { PageSection } from '@donation-network/shared-rules';
import { Container, SafeHtml } from '@donation-network/shared-ui';
import { Band, SectionTitle } from '../ContentBand/ContentBand';

/** Managed HTML in the muted running-text style of the content pages. */
export const ProseHtml = styled(SafeHtml)`
  max-width: 75ch;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** The managed intro under a section title: muted, at most 70 characters wide, set off from what follows. */
export const IntroHtml = styled(SafeHtml)`
  margin: 0 0 32px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0 0 8px;
  }
`;

export interface SectionBandsProps {
  sections: readonly PageSection[];
  /** Shade every other band, starting with the first when true. */
  mutedFirst?: boolean;
}

/** Sections a page's layout does not place (added by an admin): one prose band each, title as h2, in their order. */
export function SectionBands({ sections, mutedFirst = false }: SectionBandsProps) {
  return (
    <>
      {sections.map((section, index) => (
        <Band key={section.id} id={section.id} $muted={index % 2 === (mutedFirst ? 0 : 1)} aria-labelledby={`section-${section.id}`}>
          <Container>
            <SectionTitle id={`section-${section.id}`}>{section.title}</SectionTitle>
            <ProseHtml html={section.content} />
          </Container>
        </Band>
      ))}
    </>
  );
}
