import { stepProgress } from '@donation-network/shared-ui';
import { WIZARD_STEPS, clampStep, wizardStepsFor } from './wizard-steps';

const labels = (type: unknown) => wizardStepsFor(type).map((step) => step.label);

describe('wizard steps', () => {
  it('has the steps of each account type', () => {
    expect(labels('donor')).toEqual(['Account', 'Details', 'Verify', 'Payment', 'Complete']);
    expect(labels('recipient')).toEqual(['Account', 'Details', 'Verify', 'Complete']);
    expect(labels('partner')).toEqual(['Account', 'Details', 'Verify', 'Payment', 'Complete']);
    expect(labels('founder')).toEqual(['Account', 'Details', 'Verify', 'Payment', 'Complete']);
    expect(labels('investor')).toEqual(['Account', 'Details', 'Verify', 'Payment', 'Complete']);
  });

  it('starts with the account and ends with the summary, every step described', () => {
    for (const steps of Object.values(WIZARD_STEPS)) {
      expect(steps[0].key).toBe('account');
      expect(steps[steps.length - 1].key).toBe('complete');
      for (const step of steps) expect(step.description).toBeTruthy();
    }
  });

  it('falls back to the donor steps for an unknown type', () => {
    expect(wizardStepsFor('admin')).toBe(WIZARD_STEPS.donor);
    expect(wizardStepsFor(undefined)).toBe(WIZARD_STEPS.donor);
  });

  it('keeps a step within the type and shows progress (current - 1) / (count - 1)', () => {
    expect(clampStep(7, 'founder')).toBe(5);
    expect(clampStep(0, 'donor')).toBe(1);
    expect(clampStep(2.5, 'donor')).toBe(1);
    expect(stepProgress(2, WIZARD_STEPS.donor.length)).toBe(25);
    expect(stepProgress(3, WIZARD_STEPS.recipient.length)).toBeCloseTo(66.67, 1);
    expect(stepProgress(5, WIZARD_STEPS.founder.length)).toBe(100);
  });
});
