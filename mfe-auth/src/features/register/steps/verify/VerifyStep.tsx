import { Button, Stack } from '@donation-network/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepActions } from '../donor/step-actions';
import { EmailCodeCheck } from './EmailCodeCheck';
import { IdentityDocumentUpload } from './IdentityDocumentUpload';

/** Step 3 of the donor and recipient wizards: the e-mail one-time code and an identity document. */
export function VerifyStep({ userId, email, data, update, next, back }: WizardStepProps) {
  const emailVerified = data.emailVerified === true;
  const idVerified = data.idVerified === true;
  return (
    <Stack gap={16}>
      <EmailCodeCheck
        email={email}
        phoneNumber={data.phoneNumber}
        verified={emailVerified}
        onVerified={() => update({ emailVerified: true })}
      />
      <IdentityDocumentUpload
        userId={userId}
        uploaded={idVerified}
        uploadedName={data.identityDocumentName}
        onUploaded={(identityDocumentName) => update({ idVerified: true, identityDocumentName })}
      />
      <StepActions>
        <Button variant="outline" onClick={back}>
          Back
        </Button>
        <Button onClick={() => next()} disabled={!(emailVerified && idVerified)}>
          Continue
        </Button>
      </StepActions>
    </Stack>
  );
}
