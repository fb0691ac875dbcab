import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, Container, LinkButton, SafeHtml } from '@donation-network/shared-ui';
import { Band, CallToActionBand } from '../../../../components/ContentBand/ContentBand';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { MedicalNoteBand } from '../../../../components/MedicalNote/MedicalNote';
import { PageHero } from '../../../../components/PageHero/PageHero';
import { HERO_SECTION_ID, heroText } from '../../../../lib/page-sections';
import { PROVIDER_TEXT } from '../../additional-services-content';
import { ADDITIONAL_SERVICES_PAGE_CONTENT } from '../../additional-services-page-content';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

/** Icons of the built-in services; a service an admin adds gets DEFAULT_ICON. */
const ICONS: Partial<Record<string, keyof typeof ICON_PATHS>> = {
  'dna-storage': 'dna',
  'fertility-services': 'sprout',
  cryonics: 'snowflake',
  'transplant-coordination': 'route',
  'global-health-network': 'globe',
};
const DEFAULT_ICON: keyof typeof ICON_PATHS = 'globe';

const ServiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: 24px;
`;

const ServiceCard = styled(Card)`
  scroll-margin-top: 80px;

  &:focus {
    outline: none;
  }

  h3 {
    margin: 16px 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p {
    margin: 0 0 8px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CardHeading = styled(CardHeader)`
  flex-direction: row;
  align-items: center;
  gap: 12px;
`;

/** /additional-services: the managed service cards (built in: DNA storage, fertility services, cryonics, transplant coordination and the global health network). */
export function AdditionalServicesPage() {
  const content = useMarketingPage(ADDITIONAL_SERVICES_PAGE_CONTENT);

  return (
    <article>
      <PageHero id="additional-services-title" eyebrow={content.title} {...heroText(content)} />

      <Band>
        <Container>
          <ServiceGrid>
            {content.sections
              .filter((section) => section.id !== HERO_SECTION_ID)
              .map((service) => (
                <ServiceCard as="section" key={service.id} id={service.id} tabIndex={-1} aria-labelledby={`service-${service.id}`}>
                  <CardHeading>
                    <LineIcon>{ICON_PATHS[ICONS[service.id] ?? DEFAULT_ICON]}</LineIcon>
                    <CardTitle as="h2" id={`service-${service.id}`}>
                      {service.title}
                    </CardTitle>
                  </CardHeading>
                  <CardContent>
                    <SafeHtml html={service.content} />
                  </CardContent>
                </ServiceCard>
              ))}
          </ServiceGrid>
        </Container>
      </Band>

      <MedicalNoteBand />

      <CallToActionBand
        id="services-contact"
        title="Interested in a Service?"
        text={<>Tell us what you are looking for and we will introduce you to a verified provider. {PROVIDER_TEXT}</>}
      >
        <LinkButton to="/contact?service=Additional%20Services" variant="secondary" size="lg">
          Contact Us
        </LinkButton>
        <LinkButton to="/partnerships#services" variant="outline" size="lg">
          Become a Provider Partner
        </LinkButton>
      </CallToActionBand>
    </article>
  );
}
