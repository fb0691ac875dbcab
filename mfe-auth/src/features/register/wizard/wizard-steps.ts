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

export const WIZARD_STEPS: Readonly<Record<RegistrationUserType, readonly WizardStepDefinition[]>> = Object.freeze({
  donor: [
    ACCOUNT,
    { key: 'details', label: 'Details', description: 'Name, blood group and phone' },
    { key: 'verify', label: 'Verify', description: 'One-time code and identity document' },
    { key: 'payment', label: 'Payment', description: 'Donor verification fee' },
    COMPLETE,
  ],
  recipient: [
    ACCOUNT,
    { key: 'details', label: 'Details', description: 'Name, blood group and phone' },
    { key: 'verify', label: 'Verify', description: 'One-time code and identity document' },
    { ...COMPLETE, description: 'Plan, review and consent' },
  ],
  partner: [
    ACCOUNT,
    { key: 'details', label: 'Details', description: 'Your organisation' },
    { key: 'verify', label: 'Verify', description: 'Licence document' },
    { key: 'payment', label: 'Payment', description: 'Invoice or payment method' },
    COMPLETE,
  ],
  founder: [
    ACCOUNT,
    { key: 'details', label: 'Details', description: 'You and your startup' },
    { key: 'verify', label: 'Verify', description: 'One-time code by e-mail or text' },
    { key: 'payment', label: 'Payment', description: 'Directory listing' },
    COMPLETE,
  ],
  investor: [
    ACCOUNT,
    { key: 'details', label: 'Details', description: 'Your investment profile' },
    { key: 'verify', label: 'Verify', description: 'One-time code by e-mail or text' },
    { key: 'payment', label: 'Payment', description: 'Directory listing' },
    COMPLETE,
  ],
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
