import styled from 'styled-components';
import {
  Container,
  LinkButton,
  SafeHtml,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@donation-network/shared-ui';
import { Band, CallToActionBand, SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { MedicalNoteBand } from '../../../../components/MedicalNote/MedicalNote';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { DONATION_INTERVALS } from '../../../../lib/donation-intervals';
import { HERO_SECTION_ID, heroText } from '../../../../lib/page-sections';
import { ELIGIBILITY_SECTION_ID, JOURNEY_ACTIONS } from '../../how-it-works-content';
import { HOW_IT_WORKS_PAGE_CONTENT } from '../../how-it-works-page-content';
import { stepNumberStyles } from '../../../../components/StepNumber/StepNumber';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

/** A section's managed HTML: running text, and any ordered list as numbered step cards. */
const SectionHtml = styled(SafeHtml)`
  margin-bottom: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > :not(ol) {
    max-width: 75ch;
  }

  & > ol {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
    gap: 16px;
    margin: 32px 0 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }

  & > ol > li {
    counter-increment: step;
    margin: 0;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  /* the step number: StepNumber's circle (the list already conveys the order) */
  & > ol > li::before {
    content: counter(step);
    display: flex;
    ${stepNumberStyles}
  }

  & > ol h3 {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  & > ol p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function IntervalsTable() {
  return (
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
  );
}

/**
 * /how-it-works: the managed sections in their order, one band each (built in: the donor, recipient
 * and partner journeys with their buttons, matching, privacy, and eligibility with the interval table).
 */
export function HowItWorksPage() {
  const content = useMarketingPage(HOW_IT_WORKS_PAGE_CONTENT);

  return (
    <article>
      <PageHero id="how-it-works-title" eyebrow={content.title} {...heroText(content)} />

      {content.sections
        .filter((section) => section.id !== HERO_SECTION_ID)
        .map((section, index) => {
          const action = JOURNEY_ACTIONS[section.id];
          return (
            <Band key={section.id} id={section.id} tabIndex={-1} $muted={index % 2 === 1} aria-labelledby={`how-${section.id}`}>
              <Container>
                <SectionTitle id={`how-${section.id}`}>{section.title}</SectionTitle>
                <SectionHtml html={section.content} />
                {section.id === ELIGIBILITY_SECTION_ID && <IntervalsTable />}
                {action && <LinkButton to={action.to}>{action.label}</LinkButton>}
              </Container>
            </Band>
          );
        })}

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
