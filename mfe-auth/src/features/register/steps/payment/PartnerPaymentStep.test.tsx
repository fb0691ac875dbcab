import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_MESSAGES, VERIFICATION_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { requestError } from '@donation-network/portal-data';
import { renderWithProviders } from '../../../../test-utils';
import { setPartnerBilling } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { PartnerPaymentStep, partnerBankReference } from './PartnerPaymentStep';

jest.mock('../../api/registration-api');
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const billingMock = jest.mocked(setPartnerBilling);

function renderStep(overrides: Partial<WizardStepProps> = {}) {
  const props: WizardStepProps = {
    userType: 'partner',
    userId: 'a1b2c3d4-0000-0000-0000-000000000000',
    email: 'office@harbour.example',
    data: {},
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<PartnerPaymentStep {...props} />);
  return { props, user: userEvent.setup() };
}

beforeEach(() => {
  jest.clearAllMocks();
  billingMock.mockResolvedValue({
    arrangement: 'invoice',
    billing_email: 'accounts@harbour.example',
    payment_method: null,
    reference: 'PARTNER-1A2B3C4D5E6F',
  });
});

describe('PartnerPaymentStep', () => {
  it('requests an invoice to the billing address (the account e-mail by default) and moves on', async () => {
    const { props, user } = renderStep();
    expect(screen.getByText('Partner plan: Contact Us')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Send us an invoice' })).toBeChecked();
    const address = screen.getByLabelText(/^Billing e-mail/);
    expect(address).toHaveValue('office@harbour.example');

    await user.clear(address);
    await user.type(address, 'accounts@harbour.example');
    await user.click(screen.getByRole('button', { name: 'Request invoice' }));

    await waitFor(() =>
      expect(props.next).toHaveBeenCalledWith({ billing: { arrangement: 'invoice', reference: 'PARTNER-1A2B3C4D5E6F' } }),
    );
    expect(billingMock).toHaveBeenCalledWith({ arrangement: 'invoice', billingEmail: 'accounts@harbour.example' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invoice Requested', variant: 'success' }));
  });

  it('checks the address with the database rule before sending', async () => {
    const { user } = renderStep();
    const address = screen.getByLabelText(/^Billing e-mail/);
    await user.clear(address);
    await user.type(address, 'accounts');
    await user.click(screen.getByRole('button', { name: 'Request invoice' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.billingEmail)).toBeInTheDocument();
    expect(billingMock).not.toHaveBeenCalled();
  });

  it('sets up a payment method instead; without a provider the server says so and the invoice stays open', async () => {
    billingMock.mockRejectedValueOnce(requestError({ message: VERIFICATION_MESSAGES.noProvider }, 403));
    const { props, user } = renderStep({ data: { organisation: { country: 'KE' } as never } });
    await user.click(screen.getByRole('radio', { name: 'Set up a payment method' }));
    expect(screen.getByLabelText(/^Country/)).toHaveValue('KE');

    await user.selectOptions(screen.getByLabelText(/^Payment method/), 'bank_transfer');
    expect(screen.getByText(partnerBankReference(props.userId))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payment method' }));

    expect(await screen.findByText(VERIFICATION_MESSAGES.noProvider)).toBeInTheDocument();
    expect(billingMock).toHaveBeenCalledWith({ arrangement: 'payment-method', paymentMethod: 'bank_transfer' });
    expect(props.next).not.toHaveBeenCalled();

    billingMock.mockResolvedValueOnce({
      arrangement: 'payment-method',
      billing_email: null,
      payment_method: 'bank_transfer',
      reference: 'PARTNER-XYZ',
    });
    await user.click(screen.getByRole('button', { name: 'Set up payment method' }));
    await waitFor(() => expect(props.next).toHaveBeenCalledWith({ billing: { arrangement: 'payment-method', reference: 'PARTNER-XYZ' } }));
  });

  it('once chosen, says so and continues', async () => {
    const { props, user } = renderStep({ data: { billing: { arrangement: 'invoice', reference: 'PARTNER-1A2B3C4D5E6F' } } });
    expect(screen.getByText(/reference PARTNER-1A2B3C4D5E6F/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.next).toHaveBeenCalledWith();
    expect(partnerBankReference('a1b2-c3d4')).toBe('PARTNER-A1B2C3D4');
  });
});
