import styled from 'styled-components';
import { Container, LinkButton, TextLink, usePageMeta, useScrollToTop } from 'shared-ui';
import {
  Band,
  CallToActionBand,
  CheckList,
  ProseParagraphs,
  SectionIntro,
  SectionTitle,
} from '../../../../components/ContentBand/ContentBand';
import { MedicalNoteBand } from '../../../../components/MedicalNote/MedicalNote';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { StepNumber } from '../../../../components/StepNumber/StepNumber';
import { DONATION_INTERVALS, INTERVALS_NOTE } from '../../../../lib/donation-intervals';
import {
  DONATION_PROCESS_DESCRIPTION,
  DONATION_PROCESS_HERO,
  DONATION_PROCESS_TITLE,
  ORGAN_DONATION_TEXT,
  STAGES,
} from '../../donation-process-content';

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

/** /donation-process: before, during and after a blood donation, intervals, organ donation. */
export function DonationProcessPage() {
  usePageMeta(DONATION_PROCESS_TITLE, DONATION_PROCESS_DESCRIPTION);
  useScrollToTop();

  return (
    <article>
      <PageHero id="donation-process-title" {...DONATION_PROCESS_HERO} />

      <Band>
        <Container>
          <StageGrid>
            {STAGES.map((stage, index) => (
              <StageCard key={stage.id} id={stage.id} aria-labelledby={`stage-${stage.id}`}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <h2 id={`stage-${stage.id}`}>{stage.title}</h2>
                <p>{stage.intro}</p>
                <CheckList>
                  {stage.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </CheckList>
              </StageCard>
            ))}
          </StageGrid>
        </Container>
      </Band>

      <Band $muted aria-labelledby="process-intervals">
        <Container>
          <SectionTitle id="process-intervals">How Often You Can Give</SectionTitle>
          <SectionIntro>{INTERVALS_NOTE}</SectionIntro>
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

      <Band aria-labelledby="process-organs">
        <Container>
          <SectionTitle id="process-organs">Organ Donation</SectionTitle>
          <ProseParagraphs paragraphs={ORGAN_DONATION_TEXT}>
            <p>
              Questions? Read the <TextLink to="/faqs">FAQs</TextLink> or see <TextLink to="/how-it-works">How It Works</TextLink>.
            </p>
          </ProseParagraphs>
        </Container>
      </Band>

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
