import { usePortalRead } from '@donation-network/portal-session';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, DataState, LinkButton, Spinner, SpreadRow, Tab, TabList, TabPanel, Tabs, formatDate } from '@donation-network/shared-ui';
import { getCurrentSubscription } from '../../../../lib/subscription';
import { BloodServicesTab } from '../BloodServicesTab/BloodServicesTab';
import { SubscriptionRequired } from '../SubscriptionRequired/SubscriptionRequired';

// The executive tabs (and the PDF export behind them) load when first opened, not with the page.
const ExecutiveTalentTab = lazy(() =>
  import('../ExecutiveTalentTab/ExecutiveTalentTab').then((module) => ({ default: module.ExecutiveTalentTab })),
);
const ExecutiveOpportunitiesTab = lazy(() =>
  import('../ExecutiveOpportunitiesTab/ExecutiveOpportunitiesTab').then((module) => ({ default: module.ExecutiveOpportunitiesTab })),
);

/**
 * The page's width never grows with its content (wide tables scroll inside their own box): without
 * this the 1100 px blood-services table widened the page column on phones to 1,197 px.
 */
const Marketplace = styled.section`
  min-width: 0;
  contain: inline-size;
`;

const Header = styled(SpreadRow)`
  margin-bottom: 16px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const TAB_VALUES = ['blood-services', 'executive-talent', 'executive-opportunities', 'founders', 'investors'] as const;
type TabValue = (typeof TAB_VALUES)[number];

/** /recipient/blood-services, 'Resource Marketplace': blood services, executive talent and opportunities in tabs. */
export function BloodServicesPage() {
  const subscription = usePortalRead({ queryKey: ['recipient', 'current-subscription'], read: getCurrentSubscription });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TAB_VALUES.includes(requested as TabValue) ? (requested as TabValue) : 'blood-services';

  const selectTab = (value: string) => {
    setParams(value === 'blood-services' ? new URLSearchParams() : new URLSearchParams({ tab: value }));
  };

  return (
    <Marketplace aria-labelledby="resource-marketplace">
      <Header>
        <Heading id="resource-marketplace">Resource Marketplace</Heading>
        {subscription.data && <Badge variant="success">Subscription active until {formatDate(subscription.data.end_date)}</Badge>}
      </Header>
      <DataState
        result={subscription}
        loadingLabel="Checking your subscription"
        errorFallback="Your subscription could not be checked. Please try again."
        isEmpty={!subscription.data}
        empty={<SubscriptionRequired onSubscribed={subscription.retry} />}
      />
      {subscription.data && (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabList aria-label="Marketplace">
            <Tab value="blood-services">Blood Services</Tab>
            <Tab value="executive-talent">Executive Talent</Tab>
            <Tab value="executive-opportunities">Executive Opportunities</Tab>
            <Tab value="founders">Founders</Tab>
            <Tab value="investors">Investors</Tab>
          </TabList>
          <TabPanel value="blood-services">
            <BloodServicesTab />
          </TabPanel>
          <TabPanel value="executive-talent">
            <Suspense fallback={<Spinner label="Loading executive talent" />}>
              <ExecutiveTalentTab />
            </Suspense>
          </TabPanel>
          <TabPanel value="executive-opportunities">
            <Suspense fallback={<Spinner label="Loading executive opportunities" />}>
              <ExecutiveOpportunitiesTab />
            </Suspense>
          </TabPanel>
          <TabPanel value="founders">
            <p>Browse healthcare startup founders in the founders directory.</p>
            <LinkButton to="/founders">View Founders</LinkButton>
          </TabPanel>
          <TabPanel value="investors">
            <p>Browse healthcare investors in the investors directory.</p>
            <LinkButton to="/investors">View Investors</LinkButton>
          </TabPanel>
        </Tabs>
      )}
    </Marketplace>
  );
}
