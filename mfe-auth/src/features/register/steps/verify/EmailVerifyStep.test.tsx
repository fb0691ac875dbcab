import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test-utils';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { EmailVerifyStep } from './EmailVerifyStep';

jest.mock('../../api/registration-api');

function renderStep(overrides: Partial<WizardStepProps> = {}) {
  const props: WizardStepProps = {
    userType: 'investor',
    userId: 'user-1',
    email: 'ivy@example.org',
    data: {},
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<EmailVerifyStep {...props} />);
  return { props, user: userEvent.setup() };
}

describe('EmailVerifyStep', () => {
  it('asks for the mailed code and continues only once the e-mail is verified', async () => {
    renderStep();
    expect(screen.getByText('We will send a one-time code to ivy@example.org.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('a verified e-mail continues', async () => {
    const { props, user } = renderStep({ data: { emailVerified: true } });
    expect(screen.getByText('E-mail verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.next).toHaveBeenCalled();
  });
});
