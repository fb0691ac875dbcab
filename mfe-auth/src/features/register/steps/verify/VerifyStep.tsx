import { Button, Stack } from '@donation-network/shared-ui';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepActions } from '../../wizard/step-actions';
import { EmailCodeCheck, codeProofPatch } from './EmailCodeCheck';
import { IdentityDocumentUpload } from './IdentityDocumentUpload';

/** Step 3 of the donor and recipient wizards: a one-time code (e-mail or text message) and an identity document. */
export function VerifyStep({ userId, email, data, update, next, back }: WizardStepProps) {
  const codeVerified = data.emailVerified === true || Boolean(data.verifiedPhone);
  const idVerified = data.idVerified === true;
  return (
    <Stack gap={16}>
      <EmailCodeCheck
        email={email}
        phoneNumber={data.phoneNumber}
        verified={codeVerified}
        verifiedPhone={data.verifiedPhone}
        onVerified={(proof) => update(codeProofPatch(proof))}
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
        <Button onClick={() => next()} disabled={!(codeVerified && idVerified)}>
          Continue
        </Button>
      </StepActions>
    </Stack>
  );
}
