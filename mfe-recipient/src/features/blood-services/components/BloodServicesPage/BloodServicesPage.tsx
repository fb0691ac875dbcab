import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, LinkButton } from 'shared-ui';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/**
 * /recipient/blood-services, 'Resource Marketplace'.
 *
 * TODO(next issue): the subscription data model. Until it lands every
 * recipient counts as unsubscribed, so only the 'Subscription Required' card
 * is shown, and Subscribe Now links to /pricing instead of opening the plan
 * dialog (spec section 2). With a subscription the page will show 'Subscription
 * active until {date}' and the five marketplace tabs.
 */
export function BloodServicesPage() {
  return (
    <section aria-labelledby="resource-marketplace">
      <Heading id="resource-marketplace">Resource Marketplace</Heading>
      <Card as="section" aria-labelledby="subscription-required">
        <CardHeader>
          <CardTitle as="h3" id="subscription-required">
            Subscription Required
          </CardTitle>
          <CardDescription>
            Subscribe to a plan to access blood services, executive talent and opportunities, and the founders and
            investors directories.
          </CardDescription>
        </CardHeader>
        <CardContent />
        <CardFooter>
          <LinkButton to="/pricing">Subscribe Now</LinkButton>
        </CardFooter>
      </Card>
    </section>
  );
}
