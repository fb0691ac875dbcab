import styled from 'styled-components';
import { findSection, sectionsOtherThan } from '@donation-network/portal-session';
import { Container, LinkButton } from '@donation-network/shared-ui';
import { Actions, Band, CheckList, SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { IntroHtml, ProseHtml, SectionBands } from '../../../../components/SectionBands/SectionBands';
import { HERO_SECTION_ID, heroText } from '../../../../lib/page-sections';
import { PARTNERSHIP_PROGRAMMES, type PartnershipType } from '../../../../lib/partnership-programmes';
import { PARTNER_STEPS, PROGRAMME_DETAILS, STEPS_SECTION_ID } from '../../partnerships-content';
import { PARTNERSHIPS_PAGE_CONTENT } from '../../partnerships-page-content';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

const PLACED_IDS = [HERO_SECTION_ID, ...PARTNERSHIP_PROGRAMMES.map((programme) => programme.type), STEPS_SECTION_ID];

const ICONS: Record<PartnershipType, keyof typeof ICON_PATHS> = { healthcare: 'building', corporate: 'briefcase', services: 'dna' };

const ProgrammeLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 40px;
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 24px;
  }
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;

  h2 {
    margin: 0;
  }
`;

const Panel = styled.div`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul + h3 {
    margin-top: 24px;
  }
`;

const Audience = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The programme's summary (first paragraph) and what partnering involves. */
const ProgrammeText = styled(ProseHtml)`
  p {
    margin: 0 0 12px;
  }
`;

const ProgrammeActions = styled(Actions)`
  margin-top: 24px;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    counter-increment: step;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  li::before {
    content: counter(step) '.';
    display: block;
    margin-bottom: 8px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

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

/**
 * /partnerships: the managed hero, the three programmes in sections with ids `healthcare`, `corporate` and
 * `services` (linked from the home page as /partnerships#<id>; the page scrolls to the anchor) and the steps;
 * benefits, audiences, steps and buttons stay in code. A programme whose section was removed is not shown;
 * sections an admin added follow as prose bands.
 */
export function PartnershipsPage() {
  const content = useMarketingPage(PARTNERSHIPS_PAGE_CONTENT);
  const programmes = PARTNERSHIP_PROGRAMMES.flatMap((programme) => {
    const section = findSection(content, programme.type);
    return section ? [{ programme, section }] : [];
  });
  const steps = findSection(content, STEPS_SECTION_ID);

  return (
    <article>
      <PageHero id="partnerships-title" eyebrow={content.title} {...heroText(content)}>
        <Actions $center>
          {programmes.map(({ programme, section }) => (
            <LinkButton key={programme.type} to={`#${programme.type}`} variant="outline">
              {section.title}
            </LinkButton>
          ))}
        </Actions>
      </PageHero>

      {programmes.map(({ programme, section }, index) => {
        const details = PROGRAMME_DETAILS[programme.type];
        const headingId = `partnerships-${programme.type}`;
        return (
          <Band key={programme.type} id={programme.type} tabIndex={-1} $muted={index % 2 === 1} aria-labelledby={headingId}>
            <Container>
              <ProgrammeLayout>
                <div>
                  <TitleRow>
                    <LineIcon>{ICON_PATHS[ICONS[programme.type]]}</LineIcon>
                    <SectionTitle id={headingId}>{section.title}</SectionTitle>
                  </TitleRow>
                  <ProgrammeText html={section.content} />
                  <ProgrammeActions>
                    <LinkButton to={programme.contactLink}>Contact Us</LinkButton>
                    <LinkButton to={programme.detailsLink} variant="outline">
                      {details.detailsLabel}
                    </LinkButton>
                  </ProgrammeActions>
                </div>
                <Panel>
                  <h3>Benefits</h3>
                  <CheckList>
                    {programme.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </CheckList>
                  <h3>Who it is for</h3>
                  <Audience>
                    {details.audience.map((who) => (
                      <li key={who}>{who}</li>
                    ))}
                  </Audience>
                </Panel>
              </ProgrammeLayout>
            </Container>
          </Band>
        );
      })}

      {steps && (
        <Band aria-labelledby="partnerships-steps">
          <Container>
            <SectionTitle id="partnerships-steps">{steps.title}</SectionTitle>
            <IntroHtml html={steps.content} />
            <Steps>
              {PARTNER_STEPS.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </Steps>
          </Container>
        </Band>
      )}

      <SectionBands sections={sectionsOtherThan(content, PLACED_IDS)} mutedFirst />
    </article>
  );
}
