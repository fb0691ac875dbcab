/** The component of each wizard step of a signed-in user (signed out, step 1 is the frame's AuthPanel). */
import type { ComponentType } from 'react';
import type { RegistrationUserType } from '@donation-network/shared-rules';
import { AccountStep } from '../steps/account/AccountStep';
import { CompleteStep } from '../steps/complete/CompleteStep';
import { DetailsStep } from '../steps/donor/DetailsStep';
import { FounderDetailsStep } from '../steps/founder/FounderDetailsStep';
import { InvestorDetailsStep } from '../steps/investor/InvestorDetailsStep';
import { ListingStep } from '../steps/listing/ListingStep';
import { LicenceStep } from '../steps/partner/LicenceStep';
import { OrganisationStep } from '../steps/partner/OrganisationStep';
import { DonorPaymentStep } from '../steps/payment/DonorPaymentStep';
import { PartnerPaymentStep } from '../steps/payment/PartnerPaymentStep';
import { PlanStep } from '../steps/plan/PlanStep';
import { EmailVerifyStep } from '../steps/verify/EmailVerifyStep';
import { VerifyStep } from '../steps/verify/VerifyStep';
import type { WizardStepKey } from './wizard-steps';
import type { WizardStepProps } from './wizard-types';

/** A recipient chooses and pays for a plan inside the last step, before the summary. */
function RecipientCompleteStep(props: WizardStepProps) {
  return props.data.planId ? <CompleteStep {...props} /> : <PlanStep {...props} />;
}

export const STEP_COMPONENTS: Readonly<Record<RegistrationUserType, Partial<Record<WizardStepKey, ComponentType<WizardStepProps>>>>> = {
  donor: { account: AccountStep, details: DetailsStep, verify: VerifyStep, payment: DonorPaymentStep, complete: CompleteStep },
  recipient: { account: AccountStep, details: DetailsStep, verify: VerifyStep, complete: RecipientCompleteStep },
  partner: { account: AccountStep, details: OrganisationStep, verify: LicenceStep, payment: PartnerPaymentStep, complete: CompleteStep },
  founder: { account: AccountStep, details: FounderDetailsStep, verify: EmailVerifyStep, payment: ListingStep, complete: CompleteStep },
  investor: { account: AccountStep, details: InvestorDetailsStep, verify: EmailVerifyStep, payment: ListingStep, complete: CompleteStep },
};
