import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, DataState, LinkButton, SpreadRow, Tab, TabList, TabPanel, Tabs, useAsyncData } from 'shared-ui';
import { getCurrentSubscription } from '../../api/subscription';
import { formatDate } from '../../api/format';
import { BloodServicesTab } from '../BloodServicesTab/BloodServicesTab';
import { ExecutiveOpportunitiesTab } from '../ExecutiveOpportunitiesTab/ExecutiveOpportunitiesTab';
import { ExecutiveTalentTab } from '../ExecutiveTalentTab/ExecutiveTalentTab';
import { SubscriptionRequired } from '../SubscriptionRequired/SubscriptionRequired';

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
  const subscription = useAsyncData(getCurrentSubscription, []);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TAB_VALUES.includes(requested as TabValue) ? (requested as TabValue) : 'blood-services';

  const selectTab = (value: string) => {
    setParams(value === 'blood-services' ? new URLSearchParams() : new URLSearchParams({ tab: value }));
  };

  return (
    <section aria-labelledby="resource-marketplace">
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
            <ExecutiveTalentTab />
          </TabPanel>
          <TabPanel value="executive-opportunities">
            <ExecutiveOpportunitiesTab />
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
    </section>
  );
}
