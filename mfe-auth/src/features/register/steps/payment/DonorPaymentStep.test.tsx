import { renderWithProviders } from '../../../../test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSupabase, resetDisplayCurrency } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { payDonorVerification } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { DonorPaymentStep } from './DonorPaymentStep';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('../../api/registration-api');
jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);
const payMock = jest.mocked(payDonorVerification);
const from = jest.fn();
const update = jest.fn();
const eq = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  eq.mockResolvedValue({ error: null, status: 204 });
  update.mockReturnValue({ eq });
  from.mockReturnValue({ update });
  jest.mocked(loadSupabase).mockResolvedValue(fakeSupabaseClient({ from }));
  payMock.mockResolvedValue({
    id: 'p1',
    amount: '25.00',
    currency: 'USD',
    method: 'card',
    status: 'succeeded',
    reference: 'DONOR-1A2B3C4D5E6F',
  });
});

function renderStep(overrides: Partial<WizardStepProps> = {}) {
  const props: WizardStepProps = {
    userType: 'donor',
    userId: 'a1b2c3d4-0000-0000-0000-000000000000',
    email: 'ada@example.org',
    data: { country: 'KE' },
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<DonorPaymentStep {...props} />);
  return { props, user: userEvent.setup() };
}

async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Card number/), '4111111111111111');
  await user.type(screen.getByLabelText(/^Name on card/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Expiry date/), '09/29');
  await user.type(screen.getByLabelText(/^CVV/), '987');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('DonorPaymentStep', () => {
  it("states the 25 USD fee in the draft country's currency, converted at the stored rate and labelled as charged in USD", () => {
    resetDisplayCurrency({ rates: { USD: 1, KES: 129 } });
    renderStep();
    expect(
      screen.getByText('A one-off payment of $25.00, charged in US dollars, that confirms your donor registration.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('KE');
    expect(screen.getByRole('option', { name: 'Kenya (KSh)' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount').textContent).toBe('KSh\u00a03,225.00. Charged in US dollars: $25.00.');
    expect(screen.getByRole('button', { name: 'Pay KSh\u00a03,225.00' })).toBeInTheDocument();
    act(() => resetDisplayCurrency());
  });

  it('records the country, pays with the method only and moves on', async () => {
    const { props, user } = renderStep();
    await payByCard(user);

    await waitFor(() => expect(props.next).toHaveBeenCalled());
    expect(from).toHaveBeenCalledWith('donors');
    expect(update).toHaveBeenCalledWith({ country: 'KE' });
    expect(eq).toHaveBeenCalledWith('user_id', props.userId);
    expect(payMock).toHaveBeenCalledWith('card');
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Payment Processed', variant: 'success' }));
    expect(props.next).toHaveBeenCalledWith({ paymentVerified: true, paymentReference: 'DONOR-1A2B3C4D5E6F', country: 'KE' });
    const saved = JSON.stringify([jest.mocked(props.next).mock.calls, jest.mocked(props.update).mock.calls]);
    expect(saved).not.toMatch(/4111|987|09\/29|cardNumber|cvv/);
  });

  it('reports a refused payment and stays on the step', async () => {
    payMock.mockRejectedValue(
      Object.assign(new Error('Online payments are not available yet: no payment provider is configured'), { status: 403 }),
    );
    const { props, user } = renderStep();
    await payByCard(user);

    expect(await screen.findByText('Online payments are not available yet: no payment provider is configured')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Payment Failed',
      description: 'There was an issue processing your payment. Please try again.',
      variant: 'destructive',
    });
    expect(props.next).not.toHaveBeenCalled();
  });

  it('shows a payment already made and continues without paying again', async () => {
    const { props, user } = renderStep({ data: { paymentVerified: true, paymentReference: 'DONOR-XYZ123' } });
    expect(screen.getByText(/reference DONOR-XYZ123/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.next).toHaveBeenCalledWith();
    expect(payMock).not.toHaveBeenCalled();
  });
});
