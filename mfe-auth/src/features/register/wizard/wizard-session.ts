/** Where a signed-in user's wizard starts, from the draft on the server. */
import type { RegistrationUserType } from '@donation-network/shared-rules';
import { loadDraft, saveDraft } from '../api/registration-api';
import { clampStep } from './wizard-steps';
import type { WizardData } from './wizard-types';

export interface WizardPosition {
  step: number;
  data: WizardData;
}

/** The first step of a signed-in user: the account exists already. */
export const FIRST_SIGNED_IN_STEP = 2;

/** A draft the person has not started: still on the first signed-in step with nothing entered. */
export function isUnstartedDraft(draft: { step: number; data: object }): boolean {
  return draft.step <= FIRST_SIGNED_IN_STEP && Object.keys(draft.data).length === 0;
}

/**
 * Resumes the user's draft when it is of `userType` (never into step 1: the account
 * exists). Otherwise saves the type and starts at step 2: a signed-in user has already
 * done what step 1 asks (an account), so the wizard skips it.
 */
export async function resumeWizard(userId: string, userType: RegistrationUserType, signal?: AbortSignal): Promise<WizardPosition> {
  const draft = await loadDraft(signal);
  if (draft?.user_type === userType) {
    return { step: Math.max(FIRST_SIGNED_IN_STEP, clampStep(draft.step, userType)), data: draft.data as WizardData };
  }
  const start: WizardPosition = { step: FIRST_SIGNED_IN_STEP, data: {} };
  await saveDraft(userId, { user_type: userType, step: start.step, data: {} });
  return start;
}
