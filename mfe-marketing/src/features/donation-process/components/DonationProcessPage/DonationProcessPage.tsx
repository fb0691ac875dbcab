import styled from 'styled-components';
import { Container, LinkButton, SafeHtml } from '@donation-network/shared-ui';
import { Band, CallToActionBand, checkListStyle, SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { MedicalNoteBand } from '../../../../components/MedicalNote/MedicalNote';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { StepNumber } from '../../../../components/StepNumber/StepNumber';
import { SectionBands } from '../../../../components/SectionBands/SectionBands';
import { DONATION_INTERVALS } from '../../../../lib/donation-intervals';
import { HERO_SECTION_ID, heroText } from '../../../../lib/page-sections';
import { INTERVALS_SECTION_ID, ORGANS_SECTION_ID } from '../../donation-process-content';
import { DONATION_PROCESS_PAGE_CONTENT } from '../../donation-process-page-content';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

/** Sections shown as bands after the stage cards; every other section (but the hero) is a stage. */
const BAND_SECTION_IDS = [INTERVALS_SECTION_ID, ORGANS_SECTION_ID];

const StageGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;

  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
`;

const StageCard = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    ${checkListStyle}
  }

  li {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const IntervalList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0 0 16px;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 2px;

    dd {
      margin-bottom: 8px;
    }
  }
`;

const IntervalRow = styled.div`
  display: contents;
`;

const IntervalsHtml = styled(SafeHtml)`
  margin-bottom: 32px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function IntervalsBand({ title, html }: { title: string; html: string }) {
  return (
    <Band $muted id={INTERVALS_SECTION_ID} aria-labelledby="process-intervals">
      <Container>
        <SectionTitle id="process-intervals">{title}</SectionTitle>
        <IntervalsHtml html={html} />
        <IntervalList>
          {DONATION_INTERVALS.map((interval) => (
            <IntervalRow key={`${interval.country}-${interval.rule}`}>
              <dt>
                {interval.country}
                {interval.rule === 'Everyone' ? '' : `, ${interval.rule.toLowerCase()}`}
              </dt>
              <dd>{interval.days}</dd>
            </IntervalRow>
          ))}
        </IntervalList>
      </Container>
    </Band>
  );
}

/**
 * /donation-process: the managed stages as numbered cards (built in: before, during and after a blood
 * donation), then how often you can give (with the interval list) and organ donation, in their order.
 */
export function DonationProcessPage() {
  const content = useMarketingPage(DONATION_PROCESS_PAGE_CONTENT);
  const stages = content.sections.filter((section) => section.id !== HERO_SECTION_ID && !BAND_SECTION_IDS.includes(section.id));
  const bands = content.sections.filter((section) => BAND_SECTION_IDS.includes(section.id));

  return (
    <article>
      <PageHero id="donation-process-title" eyebrow={content.title} {...heroText(content)} />

      {stages.length > 0 && (
        <Band>
          <Container>
            <StageGrid>
              {stages.map((stage, index) => (
                <StageCard key={stage.id} id={stage.id} aria-labelledby={`stage-${stage.id}`}>
                  <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                  <h2 id={`stage-${stage.id}`}>{stage.title}</h2>
                  <SafeHtml html={stage.content} />
                </StageCard>
              ))}
            </StageGrid>
          </Container>
        </Band>
      )}

      {bands.map((section) =>
        section.id === INTERVALS_SECTION_ID ? (
          <IntervalsBand key={section.id} title={section.title} html={section.content} />
        ) : (
          <SectionBands key={section.id} sections={[section]} />
        ),
      )}

      <MedicalNoteBand />

      <CallToActionBand
        id="process-start"
        title="Ready to Give?"
        text="Register as a donor for free. When a recipient requests you, you are told which hospital it is, and the hospital contacts you to arrange the donation."
      >
        <LinkButton to="/register/donor" variant="secondary" size="lg">
          Become a Donor
        </LinkButton>
        <LinkButton to="/contact" variant="outline" size="lg">
          Contact Us
        </LinkButton>
      </CallToActionBand>
    </article>
  );
}
