import { Button, Stack } from '@donation-network/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepActions } from '../donor/step-actions';
import { EmailCodeCheck } from './EmailCodeCheck';

/** Step 3 (Verify) of the founder and investor wizards: the e-mail one-time code. */
export function EmailVerifyStep({ email, data, update, next, back }: WizardStepProps) {
  const emailVerified = data.emailVerified === true;
  return (
    <Stack gap={16}>
      <EmailCodeCheck email={email} verified={emailVerified} onVerified={() => update({ emailVerified: true })} />
      <StepActions>
        <Button variant="outline" onClick={back}>
          Back
        </Button>
        <Button onClick={() => next()} disabled={!emailVerified}>
          Continue
        </Button>
      </StepActions>
    </Stack>
  );
}
