import styled from 'styled-components';
import {
  Container,
  LinkButton,
  TextLink,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  usePageMeta,
} from 'shared-ui';
import {
  Band,
  CallToActionBand,
  Prose,
  ProseParagraphs,
  SectionIntro,
  SectionTitle,
  TwoColumns,
} from '../../../../components/ContentBand/ContentBand';
import { MedicalNoteBand } from '../../../../components/MedicalNote/MedicalNote';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { StepNumber } from '../../../../components/StepNumber/StepNumber';
import { DONATION_INTERVALS, INTERVALS_NOTE } from '../../../../lib/donation-intervals';
import { useScrollToHash } from '../../../../lib/use-scroll-to-hash';
import {
  HOW_IT_WORKS_DESCRIPTION,
  HOW_IT_WORKS_HERO,
  HOW_IT_WORKS_TITLE,
  JOURNEYS,
  MATCHING_TEXT,
  PRIVACY_TEXT,
} from '../../how-it-works-content';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MoreLinks = styled(Prose)`
  margin-top: 24px;
`;

/** /how-it-works: the donor, recipient and partner journeys, matching, privacy and eligibility intervals. */
export function HowItWorksPage() {
  usePageMeta(HOW_IT_WORKS_TITLE, HOW_IT_WORKS_DESCRIPTION);
  useScrollToHash();

  return (
    <article>
      <PageHero id="how-it-works-title" {...HOW_IT_WORKS_HERO} />

      {JOURNEYS.map((journey, index) => (
        <Band key={journey.id} id={journey.id} tabIndex={-1} $muted={index % 2 === 1} aria-labelledby={`journey-${journey.id}`}>
          <Container>
            <SectionTitle id={`journey-${journey.id}`}>{journey.title}</SectionTitle>
            <SectionIntro>{journey.intro}</SectionIntro>
            <Steps>
              {journey.steps.map((step, index) => (
                <StepItem key={step.title}>
                  <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </StepItem>
              ))}
            </Steps>
            <LinkButton to={journey.action.to}>{journey.action.label}</LinkButton>
          </Container>
        </Band>
      ))}

      <Band $muted aria-labelledby="how-matching">
        <Container>
          <TwoColumns>
            <div>
              <SectionTitle id="how-matching">How Matching Works</SectionTitle>
              <ProseParagraphs paragraphs={MATCHING_TEXT} />
            </div>
            <section aria-labelledby="how-privacy">
              <SectionTitle id="how-privacy">Your Privacy</SectionTitle>
              <ProseParagraphs paragraphs={PRIVACY_TEXT}>
                <p>
                  Read our <TextLink to="/privacy">Privacy Policy</TextLink> and{' '}
                  <TextLink to="/data-protection">Data Protection Policy</TextLink>.
                </p>
              </ProseParagraphs>
            </section>
          </TwoColumns>
        </Container>
      </Band>

      <Band aria-labelledby="how-eligibility">
        <Container>
          <SectionTitle id="how-eligibility">When You Can Donate Again</SectionTitle>
          <SectionIntro>{INTERVALS_NOTE}</SectionIntro>
          <Table>
            <TableCaption>Minimum interval between whole-blood donations</TableCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell scope="col">Country</TableHeaderCell>
                <TableHeaderCell scope="col">Applies to</TableHeaderCell>
                <TableHeaderCell scope="col">Minimum interval</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {DONATION_INTERVALS.map((interval) => (
                <TableRow key={`${interval.country}-${interval.rule}`}>
                  <TableCell>{interval.country}</TableCell>
                  <TableCell>{interval.rule}</TableCell>
                  <TableCell>{interval.days}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <MoreLinks>
            <p>
              See the <TextLink to="/donation-process">Donation Process</TextLink> for what happens before, during and after a donation, or
              read the <TextLink to="/faqs">FAQs</TextLink>.
            </p>
          </MoreLinks>
        </Container>
      </Band>

      <MedicalNoteBand />

      <CallToActionBand id="how-start" title="Ready to Get Started?" text="Registration takes a few minutes and is free for donors.">
        <LinkButton to="/register" variant="secondary" size="lg">
          Register Now
        </LinkButton>
        <LinkButton to="/contact" variant="outline" size="lg">
          Contact Us
        </LinkButton>
      </CallToActionBand>
    </article>
  );
}
