import type { WizardStepProps } from '../../wizard/wizard-types';
import { EmailVerifyStep } from './EmailVerifyStep';
import { IdentityDocumentUpload } from './IdentityDocumentUpload';

/** Step 3 of the donor and recipient wizards: the founders' and investors' one-time code, and an identity document. */
export function VerifyStep(props: WizardStepProps) {
  const { userId, data, update } = props;
  const idVerified = data.idVerified === true;
  return (
    <EmailVerifyStep {...props} restVerified={idVerified}>
      <IdentityDocumentUpload
        userId={userId}
        uploaded={idVerified}
        uploadedName={data.identityDocumentName}
        onUploaded={(identityDocumentName) => update({ idVerified: true, identityDocumentName })}
      />
    </EmailVerifyStep>
  );
}
