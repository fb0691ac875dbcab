import type { ReactNode } from 'react';
import { Button, Stack } from '@donation-network/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepNavigation } from '../../wizard/StepNavigation';
import { EmailCodeCheck, codeProofPatch } from './EmailCodeCheck';

interface EmailVerifyStepProps extends WizardStepProps {
  /** What else the account type proves on this step, below the code check. */
  children?: ReactNode;
  /** Whether that is done too: Continue waits for it and for the code. */
  restVerified?: boolean;
}

/** Step 3 (Verify) of the founder and investor wizards: a one-time code by e-mail or text message. */
export function EmailVerifyStep({ email, data, update, next, back, children, restVerified = true }: EmailVerifyStepProps) {
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
      {children}
      <StepNavigation onBack={back}>
        <Button onClick={() => next()} disabled={!(codeVerified && restVerified)}>
          Continue
        </Button>
      </StepNavigation>
    </Stack>
  );
}
