import styled from 'styled-components';
import { Container, PageHeading, usePageMeta, useScrollToTop } from 'shared-ui';
import { PLANS_DESCRIPTION, PLANS_HEADING, PLANS_SUBTITLE, PLAN_CARDS } from '../../plans-content';
import { PlanCard } from '../PlanCard/PlanCard';

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

/** /pricing and /plans: the four plan cards. */
export function PlansPage() {
  usePageMeta(PLANS_HEADING, PLANS_DESCRIPTION);
  useScrollToTop();
  return (
    <Page>
      <Container>
        <Heading>
          <PageHeading title={PLANS_HEADING} subtitle={PLANS_SUBTITLE} />
        </Heading>
        <PlanGrid aria-label="Plans">
          {PLAN_CARDS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </PlanGrid>
      </Container>
    </Page>
  );
}
