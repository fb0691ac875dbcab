import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Container, Grid, LinkButton, SafeHtml, TextLink } from '@donation-network/shared-ui';
import { Band, CallToActionBand, ContactBlock, SectionTitle, TwoColumns } from '../../../../components/ContentBand/ContentBand';
import { IconCard } from '../../../../components/IconCard/IconCard';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { IntroHtml, ProseHtml, SectionBands } from '../../../../components/SectionBands/SectionBands';
import { StatGrid, StatTile } from '../../../../components/StatTile/StatTile';
import { heroText } from '../../../../lib/page-sections';
import { ABOUT_SECTION_IDS, IMPACT_FIGURES, JOIN_TEXT, NO_MEDICAL_SERVICES_NOTE, SERVICES, VALUES } from '../../about-content';
import { ABOUT_PAGE_CONTENT } from '../../about-page-content';
import { placeSections, useMarketingPage } from '../../../../hooks/use-marketing-page';

const ServiceList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const ServiceItem = styled.li`
  display: flex;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const ServiceTitle = styled.h3`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ServiceText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ContactHtml = styled(SafeHtml)`
  margin-bottom: 16px;
`;

const VALUE_ICONS: Record<string, ReactNode> = {
  Compassion: ICON_PATHS.heart,
  Integrity: ICON_PATHS.shield,
  Innovation: ICON_PATHS.lightbulb,
  Accessibility: ICON_PATHS.globe,
};

/**
 * /about: the managed hero, mission, story, what we do, values, impact and contact texts in the designed
 * bands (services, values, figures and buttons stay in code; a band whose section was removed is not shown),
 * then any sections an admin added.
 */
export function AboutPage() {
  const content = useMarketingPage(ABOUT_PAGE_CONTENT);
  const { placed, added } = placeSections(content, ABOUT_SECTION_IDS);
  const { mission, story, whatWeDo, values, impact, contact } = placed;

  return (
    <article>
      <PageHero id="about-title" eyebrow={content.title} {...heroText(content)} />

      {(mission || story) && (
        <Band>
          <Container>
            <TwoColumns>
              {mission && (
                <section aria-labelledby="about-mission">
                  <SectionTitle id="about-mission">{mission.title}</SectionTitle>
                  <ProseHtml html={mission.content} />
                </section>
              )}
              {story && (
                <section aria-labelledby="about-story">
                  <SectionTitle id="about-story">{story.title}</SectionTitle>
                  <ProseHtml html={story.content} />
                </section>
              )}
            </TwoColumns>
          </Container>
        </Band>
      )}

      {whatWeDo && (
        <Band $muted aria-labelledby="about-what-we-do">
          <Container>
            <SectionTitle id="about-what-we-do">{whatWeDo.title}</SectionTitle>
            <IntroHtml html={whatWeDo.content} />
            <ServiceList>
              {SERVICES.map((service) => (
                <ServiceItem key={service.title}>
                  <LineIcon>{ICON_PATHS.check}</LineIcon>
                  <div>
                    <ServiceTitle>{service.title}</ServiceTitle>
                    <ServiceText>{service.description}</ServiceText>
                  </div>
                </ServiceItem>
              ))}
            </ServiceList>
            <Alert variant="info" title="Important">
              {NO_MEDICAL_SERVICES_NOTE}
            </Alert>
          </Container>
        </Band>
      )}

      {values && (
        <Band aria-labelledby="about-values">
          <Container>
            <SectionTitle id="about-values">{values.title}</SectionTitle>
            <IntroHtml html={values.content} />
            <Grid minColumnWidth={240} gap={24}>
              {VALUES.map((value) => (
                <IconCard key={value.title} icon={VALUE_ICONS[value.title]} title={value.title} text={value.description} />
              ))}
            </Grid>
          </Container>
        </Band>
      )}

      {impact && (
        <Band $muted aria-labelledby="about-impact">
          <Container>
            <SectionTitle id="about-impact">{impact.title}</SectionTitle>
            <IntroHtml html={impact.content} />
            <StatGrid>
              {IMPACT_FIGURES.map((figure) => (
                <StatTile key={figure.label} value={figure.value} label={figure.label} />
              ))}
            </StatGrid>
          </Container>
        </Band>
      )}

      <CallToActionBand id="about-join" title="Join Our Mission" text={JOIN_TEXT}>
        <LinkButton to="/register/donor" variant="secondary" size="lg">
          Become a Donor
        </LinkButton>
        <LinkButton to="/register/recipient" variant="outline" size="lg">
          Request Donation
        </LinkButton>
      </CallToActionBand>

      {contact && (
        <Band aria-labelledby="about-contact">
          <Container>
            <ContactBlock>
              <SectionTitle id="about-contact">{contact.title}</SectionTitle>
              <ContactHtml html={contact.content} />
              <TextLink to="/contact">Get in touch with our team</TextLink>
            </ContactBlock>
          </Container>
        </Band>
      )}

      <SectionBands sections={added} mutedFirst />
    </article>
  );
}
