import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@donation-network/shared-ui';
import { SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { Reveal } from '../../../../components/Reveal/Reveal';
import { IntroHtml } from '../../../../components/SectionBands/SectionBands';

const Root = styled(Reveal)<{ $muted?: boolean }>`
  padding: 72px 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};

  ${({ theme }) => theme.media.mobile} {
    padding: 48px 0;
  }
`;

const Header = styled.div`
  max-width: 720px;
  margin: 0 auto 40px;
  text-align: center;
`;

const Intro = styled(IntroHtml)`
  margin: 0 auto;
`;

export interface HomeSectionProps {
  /** Id of the `<h2>`, which names the section. */
  id: string;
  title: string;
  /** The managed intro (HTML). */
  introHtml?: string;
  muted?: boolean;
  /** Delay of the reveal fade, in milliseconds. */
  delayMs?: number;
  children: ReactNode;
}

/** A home-page section below the hero (mission, community, impact, partnerships, app promotion): centred heading and intro, revealed as it scrolls into view. */
export function HomeSection({ id, title, introHtml, muted, delayMs, children }: HomeSectionProps) {
  return (
    <Root aria-labelledby={id} $muted={muted} delayMs={delayMs}>
      <Container>
        <Header>
          <SectionTitle id={id}>{title}</SectionTitle>
          {introHtml && <Intro html={introHtml} />}
        </Header>
        {children}
      </Container>
    </Root>
  );
}
