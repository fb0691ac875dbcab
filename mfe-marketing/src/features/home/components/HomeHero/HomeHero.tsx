import styled, { css } from 'styled-components';
import { Badge, Container, LinkButton, SafeHtml } from '@donation-network/shared-ui';
import { Actions } from '../../../../components/ContentBand/ContentBand';
import { StatGrid, StatTile } from '../../../../components/StatTile/StatTile';
import { HERO_BADGE, HERO_STATS } from '../../home-content';

const Root = styled.section`
  padding: 96px 0 72px;
  background:
    radial-gradient(circle at 15% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14.9%, transparent) 0%, transparent 45%),
    linear-gradient(
      180deg,
      color-mix(in srgb, ${({ theme }) => theme.colors.primary} 7.84%, transparent) 0%,
      ${({ theme }) => theme.colors.background} 100%
    );

  ${({ theme }) => theme.media.mobile} {
    padding: 56px 0 40px;
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  max-width: 820px;
  margin: 0 auto;
  text-align: center;
`;

const Announcement = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 4px 12px 4px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h1`
  margin: 0;
  font-size: 3.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  letter-spacing: -0.03em;

  ${({ theme }) => theme.media.mobile} {
    font-size: 2.25rem;
  }
`;

const subtitleStyle = css`
  margin: 0;
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Subtitle = styled.p`
  ${subtitleStyle}
`;

const SubtitleHtml = styled(SafeHtml)`
  ${subtitleStyle}
`;

const Stats = styled(StatGrid)`
  align-self: stretch;
  margin-top: 16px;
`;

/** The home page's hero at the top: announcement badge, headline, the two calls to action and three stat tiles. */
export interface HomeHeroProps {
  /** The headline (h1). */
  title: string;
  /** The subtitle as text, or `leadHtml` for the managed subtitle. */
  lead?: string;
  leadHtml?: string;
}

export function HomeHero({ title, lead, leadHtml }: HomeHeroProps) {
  return (
    <Root aria-labelledby="home-hero-title">
      <Container>
        <Inner>
          <Announcement>
            <Badge>{HERO_BADGE.label}</Badge>
            <span>{HERO_BADGE.text}</span>
          </Announcement>
          <Title id="home-hero-title">{title}</Title>
          {leadHtml === undefined ? <Subtitle>{lead}</Subtitle> : <SubtitleHtml html={leadHtml} />}
          <Actions $center>
            <LinkButton to="/register/donor" size="lg">
              Become a Donor
            </LinkButton>
            <LinkButton to="/register/recipient" variant="outline" size="lg">
              Request Donation
            </LinkButton>
          </Actions>
          <Stats aria-label="Our reach">
            {HERO_STATS.map((stat) => (
              <StatTile key={stat.label} value={stat.value} label={stat.label} />
            ))}
          </Stats>
        </Inner>
      </Container>
    </Root>
  );
}
