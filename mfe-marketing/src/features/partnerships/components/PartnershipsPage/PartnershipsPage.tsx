import styled from 'styled-components';
import { Container, LinkButton, usePageMeta } from 'shared-ui';
import { Actions, Band, CheckList, Prose, SectionIntro, SectionTitle } from '../../../../components/ContentBand/ContentBand';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { PARTNERSHIP_PROGRAMMES, type PartnershipType } from '../../../../lib/partnership-programmes';
import { useScrollToHash } from '../../../../lib/use-scroll-to-hash';
import {
  PARTNER_STEPS,
  PARTNERSHIPS_DESCRIPTION,
  PARTNERSHIPS_HERO,
  PARTNERSHIPS_TITLE,
  PROGRAMME_DETAILS,
} from '../../partnerships-content';

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
 * /partnerships: the three programmes in sections with ids `healthcare`, `corporate` and
 * `services` (linked from the home page as /partnerships#<id>; the page scrolls to the anchor).
 */
export function PartnershipsPage() {
  usePageMeta(PARTNERSHIPS_TITLE, PARTNERSHIPS_DESCRIPTION);
  useScrollToHash();

  return (
    <article>
      <PageHero id="partnerships-title" {...PARTNERSHIPS_HERO}>
        <Actions $center>
          {PARTNERSHIP_PROGRAMMES.map((programme) => (
            <LinkButton key={programme.type} to={`#${programme.type}`} variant="outline">
              {programme.title}
            </LinkButton>
          ))}
        </Actions>
      </PageHero>

      {PARTNERSHIP_PROGRAMMES.map((programme, index) => {
        const details = PROGRAMME_DETAILS[programme.type];
        const headingId = `partnerships-${programme.type}`;
        return (
          <Band key={programme.type} id={programme.type} tabIndex={-1} $muted={index % 2 === 1} aria-labelledby={headingId}>
            <Container>
              <ProgrammeLayout>
                <div>
                  <TitleRow>
                    <LineIcon>{ICON_PATHS[ICONS[programme.type]]}</LineIcon>
                    <SectionTitle id={headingId}>{programme.title}</SectionTitle>
                  </TitleRow>
                  <SectionIntro>{programme.summary}</SectionIntro>
                  <Prose>
                    <p>{details.text}</p>
                  </Prose>
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

      <Band aria-labelledby="partnerships-steps">
        <Container>
          <SectionTitle id="partnerships-steps">How Partnership Works</SectionTitle>
          <SectionIntro>Every partner follows the same four steps before going live.</SectionIntro>
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
    </article>
  );
}
