import { Alert, Button, Stack } from '@donation-network/shared-ui';
import styled from 'styled-components';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepNavigation } from '../../wizard/StepNavigation';

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 4px;
`;

/** What the free directory listing gives each type, and what premium adds later. */
const LISTING = {
  founder: {
    directory: 'founders directory',
    free: ['Your company profile in the founders directory', 'Investor matches on your dashboard', 'Introduction requests from investors'],
  },
  investor: {
    directory: 'investors directory',
    free: ['Your investor profile in the investors directory', 'Startup matches on your dashboard', 'Introduction requests to founders'],
  },
} as const;

export const LISTING_UPGRADE_NOTE =
  'You can upgrade later: a premium directory plan adds documents, a portfolio and analytics, and is offered from your dashboard.';

/**
 * Step 4 (Payment) of the founder and investor wizards: the directory listing is free; nothing
 * is charged here, and premium is an upgrade for later.
 */
export function ListingStep({ userType, data, next, back }: WizardStepProps) {
  const listing = LISTING[userType === 'investor' ? 'investor' : 'founder'];
  return (
    <Stack gap={16}>
      <Heading>Free listing</Heading>
      <p>Registering is free: nothing is charged. Your free listing in the {listing.directory} includes:</p>
      <Features>
        {listing.free.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Alert variant="info" title="Premium later">
        {LISTING_UPGRADE_NOTE}
      </Alert>
      {data.listing === 'free' && (
        <Alert variant="success" title="Free listing chosen">
          You can change your plan at any time.
        </Alert>
      )}
      <StepNavigation onBack={back}>
        <Button onClick={() => next({ listing: 'free' })}>Continue with the free listing</Button>
      </StepNavigation>
    </Stack>
  );
}
