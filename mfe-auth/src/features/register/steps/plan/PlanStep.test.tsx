import { renderWithProviders } from '../../../../test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@donation-network/shared-ui';
import { listPlans, subscribeToPlan, type Plan } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { PlanStep } from './PlanStep';
import { planPeriodLabel } from './plan-period';

jest.mock('../../api/registration-api');
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);
const listPlansMock = jest.mocked(listPlans);
const subscribeMock = jest.mocked(subscribeToPlan);

const PLANS: Plan[] = [
  { id: 'basic', name: 'Basic Plan', duration_days: 30, price: '15.00', currency: 'USD' },
  { id: 'premium', name: 'Premium Plan', duration_days: 90, price: 40, currency: 'USD' },
  { id: 'annual', name: 'Annual Plan', duration_days: 365, price: '120.00', currency: 'USD' },
];

beforeEach(() => {
  jest.clearAllMocks();
  listPlansMock.mockResolvedValue(PLANS);
  subscribeMock.mockResolvedValue();
});

function renderStep() {
  const props: WizardStepProps = {
    userType: 'recipient',
    userId: 'user-1',
    email: 'grace@example.org',
    data: { country: 'US' },
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
  };
  renderWithProviders(<PlanStep {...props} />);
  return { props, user: userEvent.setup() };
}

describe('planPeriodLabel', () => {
  it.each([
    [30, 'per month'],
    [90, 'per quarter'],
    [365, 'per year'],
    [180, 'per year'],
  ])('labels %i days %s', (days, label) => {
    expect(planPeriodLabel(days)).toBe(label);
  });
});

describe('PlanStep', () => {
  it('lists the plans with their price and period', async () => {
    renderStep();
    expect(screen.getByText('Loading plans...')).toBeInTheDocument();
    const basic = await screen.findByRole('radio', { name: /Basic Plan/ });
    expect(basic.closest('label')).toHaveTextContent(/Basic Plan.*15\.00.*per month/);
    expect(screen.getByRole('radio', { name: /Premium Plan/ }).closest('label')).toHaveTextContent(/40\.00.*per quarter/);
    expect(screen.getByRole('radio', { name: /Annual Plan/ }).closest('label')).toHaveTextContent(/120\.00.*per year/);
    expect(screen.queryByLabelText(/^Payment method/)).not.toBeInTheDocument();
  });

  it('offers Retry when the plans cannot be loaded', async () => {
    listPlansMock.mockRejectedValueOnce(Object.assign(new Error('Failed to fetch'), { status: 0 }));
    const { user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radio', { name: /Basic Plan/ })).toBeInTheDocument();
    expect(listPlansMock).toHaveBeenCalledTimes(2);
  });

  it('subscribes to the chosen plan and records it, without the payment details', async () => {
    const { props, user } = renderStep();
    await user.click(await screen.findByRole('radio', { name: /Premium Plan/ }));
    await user.selectOptions(screen.getByLabelText(/^Payment method/), 'paypal');
    await user.type(screen.getByLabelText(/^PayPal email/), 'grace@example.org');
    await user.click(screen.getByRole('button', { name: /^Pay .*40\.00/ }));

    await waitFor(() => expect(props.update).toHaveBeenCalled());
    expect(subscribeMock).toHaveBeenCalledWith('premium', 'paypal');
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Payment Successful',
      description: "You've successfully subscribed to the Premium Plan",
      variant: 'success',
    });
    expect(props.update).toHaveBeenCalledWith({ planId: 'premium', planName: 'Premium Plan', country: 'US' });
    expect(props.next).not.toHaveBeenCalled();
  });

  it('reports a failed subscription payment', async () => {
    subscribeMock.mockRejectedValue(Object.assign(new Error('Mock payments are available in demo mode only'), { status: 403 }));
    const { props, user } = renderStep();
    await user.click(await screen.findByRole('radio', { name: /Basic Plan/ }));
    await user.selectOptions(screen.getByLabelText(/^Payment method/), 'bank_transfer');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    expect(await screen.findByText('Mock payments are available in demo mode only')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Failed' }));
    expect(props.update).not.toHaveBeenCalled();
  });
});
