import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Container,
  Grid,
  LinkButton,
  usePageMeta,
  useScrollToTop,
} from 'shared-ui';
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

const Hero = styled.section`
  padding: 80px 0 64px;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primary}1a 0%, ${({ theme }) => theme.colors.background} 100%);
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    padding: 48px 0 40px;
  }
`;

const HeroInner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  max-width: 760px;
  margin: 0 auto;
`;

const HeroTitle = styled.h1`
  margin: 0;
  font-size: 2.75rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.mobile} {
    font-size: 2rem;
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Band = styled.section<{ $muted?: boolean }>`
  padding: 64px 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};

  ${({ theme }) => theme.media.mobile} {
    padding: 40px 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const SectionIntro = styled.p`
  margin: 0 0 32px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p {
    margin: 0;
  }
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 48px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 40px;
  }
`;

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

const IconCircle = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary}1a;
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 20px;
    height: 20px;
  }
`;

const CallToAction = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
    max-width: 60ch;
    opacity: 0.92;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 32px 16px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-self: stretch;
  }
`;

const ContactBlock = styled.div`
  text-align: center;

  p {
    margin: 0 auto 16px;
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const CHECK = <path d="m5 12 5 5L20 7" />;

const VALUE_ICONS: Record<string, ReactNode> = {
  Compassion: (
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
  ),
  Integrity: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />,
  Innovation: (
    <>
      <path d="M9 18h6M10 22h4" />
      <path d="M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2Z" />
    </>
  ),
  Accessibility: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </>
  ),
};

/** /about: mission, story, services, values, impact and calls to action. */
export function AboutPage() {
  usePageMeta(ABOUT_TITLE, ABOUT_DESCRIPTION);
  useScrollToTop();

  return (
    <article>
      <Hero aria-labelledby="about-title">
        <Container>
          <HeroInner>
            <Badge variant="outline">{ABOUT_HERO.eyebrow}</Badge>
            <HeroTitle id="about-title">{ABOUT_HERO.title}</HeroTitle>
            <Lead>{ABOUT_HERO.subtitle}</Lead>
          </HeroInner>
        </Container>
      </Hero>

      <Band>
        <Container>
          <TwoColumns>
            <section aria-labelledby="about-mission">
              <SectionTitle id="about-mission">Our Mission</SectionTitle>
              <Prose>
                {MISSION_TEXT.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Prose>
            </section>
            <section aria-labelledby="about-story">
              <SectionTitle id="about-story">Our Story</SectionTitle>
              <Prose>
                {STORY_TEXT.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Prose>
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
                <IconCircle>
                  <Icon>{CHECK}</Icon>
                </IconCircle>
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
              <Card key={value.title}>
                <CardHeader>
                  <IconCircle>
                    <Icon>{VALUE_ICONS[value.title]}</Icon>
                  </IconCircle>
                  <CardTitle>{value.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{value.description}</CardDescription>
                </CardContent>
              </Card>
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

      <Band aria-labelledby="about-join">
        <Container>
          <CallToAction>
            <SectionTitle id="about-join">Join Our Mission</SectionTitle>
            <p>{JOIN_TEXT}</p>
            <Actions>
              <LinkButton to="/register/donor" variant="secondary" size="lg">
                Become a Donor
              </LinkButton>
              <LinkButton to="/register/recipient" variant="outline" size="lg">
                Request Donation
              </LinkButton>
            </Actions>
          </CallToAction>
        </Container>
      </Band>

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
