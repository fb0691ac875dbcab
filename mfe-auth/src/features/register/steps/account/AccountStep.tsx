import { useState } from 'react';
import { signOut } from '@donation-network/portal-session';
import { Alert, Button, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepNavigation } from '../../wizard/StepNavigation';

export const SWITCH_ACCOUNT_ERROR_TITLE = 'Logout Error';
export const SWITCH_ACCOUNT_ERROR_FALLBACK = 'Failed to log out. Please try again.';

/**
 * Step 1 once signed in (reached with Back from step 2): the account the registration belongs to.
 * Continue goes on with it; another account means signing out, which brings back the sign-up form.
 */
export function AccountStep({ email, next, back }: WizardStepProps) {
  const [switching, setSwitching] = useState(false);

  const switchAccount = async () => {
    setSwitching(true);
    try {
      await signOut();
    } catch (error) {
      setSwitching(false);
      notify({
        title: SWITCH_ACCOUNT_ERROR_TITLE,
        description: friendlyErrorMessage(error, SWITCH_ACCOUNT_ERROR_FALLBACK),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap={16}>
      <Alert variant="info" title="Signed in">
        You are registering with {email}.
      </Alert>
      <div>
        <Button variant="outline" size="sm" loading={switching} onClick={() => void switchAccount()}>
          Use another account
        </Button>
      </div>
      <StepNavigation onBack={back}>
        <Button onClick={() => next()} disabled={switching}>
          Continue
        </Button>
      </StepNavigation>
    </Stack>
  );
}
