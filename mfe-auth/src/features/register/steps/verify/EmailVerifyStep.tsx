import { Button, Stack } from '@donation-network/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepActions } from '../../wizard/step-actions';
import { EmailCodeCheck, codeProofPatch } from './EmailCodeCheck';

/** Step 3 (Verify) of the founder and investor wizards: a one-time code by e-mail or text message. */
export function EmailVerifyStep({ email, data, update, next, back }: WizardStepProps) {
  const codeVerified = data.emailVerified === true || Boolean(data.verifiedPhone);
  return (
    <Stack gap={16}>
      <EmailCodeCheck
        email={email}
        phoneNumber={data.phoneNumber}
        verified={codeVerified}
        verifiedPhone={data.verifiedPhone}
        onVerified={(proof) => update(codeProofPatch(proof))}
      />
      <StepActions>
        <Button variant="outline" onClick={back}>
          Back
        </Button>
        <Button onClick={() => next()} disabled={!codeVerified}>
          Continue
        </Button>
      </StepActions>
    </Stack>
  );
}
