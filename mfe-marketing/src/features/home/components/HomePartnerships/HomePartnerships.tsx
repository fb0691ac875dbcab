import styled from 'styled-components';
import type { PageSection } from '@donation-network/shared-rules';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Grid, LinkButton } from '@donation-network/shared-ui';
import { CheckList } from '../../../../components/ContentBand/ContentBand';
import { ICON_PATHS, LineIcon } from '../../../../components/LineIcon/LineIcon';
import { PARTNERSHIP_PROGRAMMES, type PartnershipType } from '../../../../lib/partnership-programmes';
import { HomeSection } from '../HomeSection/HomeSection';

const ICONS: Record<PartnershipType, keyof typeof ICON_PATHS> = { healthcare: 'building', corporate: 'briefcase', services: 'dna' };

const ProgrammeCard = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Body = styled(CardContent)`
  flex: 1;

  ul {
    margin-top: 16px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Buttons = styled(CardFooter)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * The home page's partnerships section: the healthcare, corporate and services programmes, each with its
 * benefits, a button to its anchor on /partnerships and a Contact button that pre-fills the
 * contact form's service.
 */
export function HomePartnerships({ section }: { section: PageSection }) {
  return (
    <HomeSection id="home-partnerships" title={section.title} introHtml={section.content} muted>
      <Grid minColumnWidth={280} gap={24}>
        {PARTNERSHIP_PROGRAMMES.map((programme) => {
          const titleId = `home-programme-${programme.type}`;
          return (
            <ProgrammeCard key={programme.type} as="section" aria-labelledby={titleId}>
              <CardHeader>
                <LineIcon>{ICON_PATHS[ICONS[programme.type]]}</LineIcon>
                <CardTitle id={titleId}>{programme.title}</CardTitle>
              </CardHeader>
              <Body>
                <CardDescription>{programme.summary}</CardDescription>
                <CheckList aria-label={`${programme.title} benefits`}>
                  {programme.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </CheckList>
              </Body>
              <Buttons>
                <LinkButton to={programme.anchor} aria-describedby={titleId}>
                  Learn More
                </LinkButton>
                <LinkButton to={programme.contactLink} variant="outline" aria-describedby={titleId}>
                  Contact
                </LinkButton>
              </Buttons>
            </ProgrammeCard>
          );
        })}
      </Grid>
    </HomeSection>
  );
}
