import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@donation-network/portal-session';
import { Spinner, Tab, TabList, TabPanel, Tabs, usePageMeta } from '@donation-network/shared-ui';
import { FamilyMembersTab } from '../FamilyMembersTab/FamilyMembersTab';
import { PaymentSettingsTab } from '../PaymentSettingsTab/PaymentSettingsTab';
import { PersonalDetailsTab } from '../PersonalDetailsTab/PersonalDetailsTab';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const TAB_VALUES = ['personal', 'family', 'payment'] as const;
type TabValue = (typeof TAB_VALUES)[number];

/** /recipient/profile, 'My Profile': personal details, family members and payment settings in tabs (the tab is in the URL). */
export function ProfilePage() {
  usePageMeta('My Profile', 'Your personal details, family members, payment settings and subscription.');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TAB_VALUES.includes(requested as TabValue) ? (requested as TabValue) : 'personal';

  const selectTab = (value: string) => {
    setParams(value === 'personal' ? new URLSearchParams() : new URLSearchParams({ tab: value }), { replace: true });
  };

  return (
    <section aria-labelledby="my-profile">
      <Heading id="my-profile">My Profile</Heading>
      {/* the layout only renders for a signed-in recipient; this covers the moment the session resolves */}
      {!user ? (
        <Spinner label="Loading your profile" />
      ) : (
        <Tabs value={tab} onValueChange={selectTab}>
          <TabList aria-label="Profile sections">
            <Tab value="personal">Personal Details</Tab>
            <Tab value="family">Family Members</Tab>
            <Tab value="payment">Payment Settings</Tab>
          </TabList>
          <TabPanel value="personal">
            <PersonalDetailsTab userId={user.id} email={user.email} />
          </TabPanel>
          <TabPanel value="family">
            <FamilyMembersTab userId={user.id} />
          </TabPanel>
          <TabPanel value="payment">
            <PaymentSettingsTab userId={user.id} />
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
