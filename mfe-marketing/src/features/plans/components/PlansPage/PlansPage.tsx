import styled from 'styled-components';
import { findSection, sectionsOtherThan, usePortalQuery, usePriceFormatter } from '@donation-network/portal-session';
import { Container, PageHeading, SafeHtml } from '@donation-network/shared-ui';
import { SectionBands } from '../../../../components/SectionBands/SectionBands';
import { ESSENTIAL_PLAN_QUERY_KEY, fetchEssentialPlan } from '../../api/essential-plan';
import { ESSENTIAL_PLAN_FALLBACK, planCards, PLANS_INTRO_SECTION_ID } from '../../plans-content';
import { PLANS_PAGE_CONTENT } from '../../plans-page-content';
import { DirectoryPlans } from '../DirectoryPlans/DirectoryPlans';
import { PlanCard } from '../PlanCard/PlanCard';
import { useMarketingPage } from '../../../../hooks/use-marketing-page';

const Page = styled.section`
  padding: 48px 0 80px;

  ${({ theme }) => theme.media.mobile} {
    padding: 24px 0 48px;
  }
`;

const Heading = styled.div`
  text-align: center;

  header {
    justify-content: center;
  }

  p {
    margin-left: auto;
    margin-right: auto;
  }
`;

/** The managed intro in PageHeading's subtitle look. */
const Intro = styled(SafeHtml)`
  max-width: 70ch;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/* 4 columns on wide screens, 2 on tablets, 1 on phones; room above each card for the popular badge. */
const PlanGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 24px;
  align-items: stretch;
  margin: 0;
  padding: 16px 0 0;
  list-style: none;

  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    row-gap: 40px;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** /pricing and /plans: the managed heading and intro, the four plan cards, the founders' and investors' directory plans, then any sections an admin added. */
export function PlansPage() {
  const content = useMarketingPage(PLANS_PAGE_CONTENT);
  const intro = findSection(content, PLANS_INTRO_SECTION_ID);
  const price = usePriceFormatter();
  // Read during the server render, so the stored name and price are in the HTML the visitor first sees;
  // a failed read shows the page's own price rather than failing the page.
  const essential =
    usePortalQuery({
      queryKey: ESSENTIAL_PLAN_QUERY_KEY,
      queryFn: ({ signal }) => fetchEssentialPlan(signal).catch(() => null),
      sameForEveryone: true,
    }).data ?? ESSENTIAL_PLAN_FALLBACK;
  const cards = planCards({ title: essential.name, price: price(essential.price, { currency: essential.currency, trimWhole: true }) });
  return (
    <>
      <Page>
        <Container>
          <Heading>
            <PageHeading title={content.title}>{intro && <Intro html={intro.content} />}</PageHeading>
          </Heading>
          <PlanGrid aria-label="Plans">
            {cards.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </PlanGrid>
          <DirectoryPlans />
        </Container>
      </Page>
      <SectionBands sections={sectionsOtherThan(content, [PLANS_INTRO_SECTION_ID])} mutedFirst />
    </>
  );
}
