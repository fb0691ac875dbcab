import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Container, Grid, LinkButton, TextLink, usePageMeta, useScrollToTop } from 'shared-ui';
import {
  Band,
  CallToActionBand,
  ContactBlock,
  ProseParagraphs,
  SectionIntro,
  SectionTitle,
  TwoColumns,
} from '../../../../components/ContentBand/ContentBand';
import { IconCard } from '../../../../components/IconCard/IconCard';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { StatGrid, StatTile } from '../../../../components/StatTile/StatTile';
import {
  ABOUT_DESCRIPTION,
  ABOUT_HERO,
  ABOUT_TITLE,
  CONTACT_TEXT,
  IMPACT_FIGURES,
  IMPACT_TEXT,
  JOIN_TEXT,
  MISSION_TEXT,
  NO_MEDICAL_SERVICES_NOTE,
  SERVICES,
  STORY_TEXT,
  VALUES,
} from '../../about-content';

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

const VALUE_ICONS: Record<string, ReactNode> = {
  Compassion: ICON_PATHS.heart,
  Integrity: ICON_PATHS.shield,
  Innovation: ICON_PATHS.lightbulb,
  Accessibility: ICON_PATHS.globe,
};

/** /about: mission, story, services, values, impact and calls to action. */
export function AboutPage() {
  usePageMeta(ABOUT_TITLE, ABOUT_DESCRIPTION);
  useScrollToTop();

  return (
    <article>
      <PageHero id="about-title" eyebrow={ABOUT_HERO.eyebrow} title={ABOUT_HERO.title} lead={ABOUT_HERO.subtitle} />

      <Band>
        <Container>
          <TwoColumns>
            <section aria-labelledby="about-mission">
              <SectionTitle id="about-mission">Our Mission</SectionTitle>
              <ProseParagraphs paragraphs={MISSION_TEXT} />
            </section>
            <section aria-labelledby="about-story">
              <SectionTitle id="about-story">Our Story</SectionTitle>
              <ProseParagraphs paragraphs={STORY_TEXT} />
            </section>
          </TwoColumns>
        </Container>
      </Band>

      <Band $muted aria-labelledby="about-what-we-do">
        <Container>
          <SectionTitle id="about-what-we-do">What We Do</SectionTitle>
          <SectionIntro>
            Our platform brings the people and organisations involved in donation together in one trusted network.
          </SectionIntro>
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

      <Band aria-labelledby="about-values">
        <Container>
          <SectionTitle id="about-values">Our Values</SectionTitle>
          <SectionIntro>The principles that guide every connection we make.</SectionIntro>
          <Grid minColumnWidth={240} gap={24}>
            {VALUES.map((value) => (
              <IconCard key={value.title} icon={VALUE_ICONS[value.title]} title={value.title} text={value.description} />
            ))}
          </Grid>
        </Container>
      </Band>

      <Band $muted aria-labelledby="about-impact">
        <Container>
          <SectionTitle id="about-impact">Our Impact</SectionTitle>
          <SectionIntro>{IMPACT_TEXT}</SectionIntro>
          <StatGrid>
            {IMPACT_FIGURES.map((figure) => (
              <StatTile key={figure.label} value={figure.value} label={figure.label} />
            ))}
          </StatGrid>
        </Container>
      </Band>

      <CallToActionBand id="about-join" title="Join Our Mission" text={JOIN_TEXT}>
        <LinkButton to="/register/donor" variant="secondary" size="lg">
          Become a Donor
        </LinkButton>
        <LinkButton to="/register/recipient" variant="outline" size="lg">
          Request Donation
        </LinkButton>
      </CallToActionBand>

      <Band aria-labelledby="about-contact">
        <Container>
          <ContactBlock>
            <SectionTitle id="about-contact">Contact Us</SectionTitle>
            <p>{CONTACT_TEXT}</p>
            <TextLink to="/contact">Get in touch with our team</TextLink>
          </ContactBlock>
        </Container>
      </Band>
    </article>
  );
}
