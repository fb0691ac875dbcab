/**
 * The steps of the registration wizard per account type (label and description for the
 * stepper). Step 1 is always the account (sign-up or sign-in), the last always the summary
 * and consent. A recipient's plan and payment are shown inside Complete (the stepper has no
 * payment step); partners, founders and investors follow the donor's five steps.
 */
import { isRegistrationUserType, type RegistrationUserType } from '@donation-network/shared-rules';

export type WizardStepKey = 'account' | 'details' | 'verify' | 'payment' | 'complete';

export interface WizardStepDefinition {
  key: WizardStepKey;
  label: string;
  description: string;
}

const ACCOUNT: WizardStepDefinition = { key: 'account', label: 'Account', description: 'Sign up or sign in' };
const COMPLETE: WizardStepDefinition = { key: 'complete', label: 'Complete', description: 'Review and consent' };
const details = (description: string): WizardStepDefinition => ({ key: 'details', label: 'Details', description });
const verify = (description: string): WizardStepDefinition => ({ key: 'verify', label: 'Verify', description });

/** The five steps of an account type that pays at registration: what its details, verify and payment steps ask for. */
function stepsWithPayment(detailsText: string, verifyText: string, paymentText: string): readonly WizardStepDefinition[] {
  return [ACCOUNT, details(detailsText), verify(verifyText), { key: 'payment', label: 'Payment', description: paymentText }, COMPLETE];
}

export const WIZARD_STEPS: Readonly<Record<RegistrationUserType, readonly WizardStepDefinition[]>> = Object.freeze({
  donor: stepsWithPayment('Name, blood group and phone', 'One-time code and identity document', 'Donor verification fee'),
  recipient: [
    ACCOUNT,
    details('Name, blood group and phone'),
    verify('One-time code and identity document'),
    { ...COMPLETE, description: 'Plan, review and consent' },
  ],
  partner: stepsWithPayment('Your organisation', 'Licence document', 'Invoice or payment method'),
  founder: stepsWithPayment('You and your startup', 'One-time code by e-mail or text', 'Directory listing'),
  investor: stepsWithPayment('Your investment profile', 'One-time code by e-mail or text', 'Directory listing'),
});

/** The steps of `userType`; an unknown type falls back to the donor steps, so a stray value still opens a usable wizard. */
export function wizardStepsFor(userType: unknown): readonly WizardStepDefinition[] {
  return isRegistrationUserType(userType) ? WIZARD_STEPS[userType] : WIZARD_STEPS.donor;
}

/** `step` kept within 1..number of steps (the wizard never goes past its last step). */
export function clampStep(step: number, userType: RegistrationUserType): number {
  const count = WIZARD_STEPS[userType].length;
  return Number.isInteger(step) ? Math.min(Math.max(step, 1), count) : 1;
}
