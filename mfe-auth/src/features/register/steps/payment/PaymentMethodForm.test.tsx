import { renderWithProviders } from '../../../../test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDisplayCurrency, setDemoMode } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { PaymentMethodForm, type PaymentMethodFormProps } from './PaymentMethodForm';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const notifyMock = jest.mocked(notify);

beforeEach(() => jest.clearAllMocks());
afterEach(() => setDemoMode(false));

function renderForm(overrides: Partial<PaymentMethodFormProps> = {}) {
  const props: PaymentMethodFormProps = {
    initialCountry: 'AU',
    bankReference: 'DONOR-ABCD1234',
    submitLabel: 'Pay',
    onPay: jest.fn().mockResolvedValue(undefined),
    onBack: jest.fn(),
    ...overrides,
  };
  renderWithProviders(<PaymentMethodForm {...props} />);
  return { props, user: userEvent.setup() };
}

const pay = () => screen.getByRole('button', { name: 'Pay' });
const methodSelect = () => screen.getByLabelText(/^Payment method/);
const optionLabels = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.text);

describe('PaymentMethodForm', () => {
  it("offers the country's methods and switches them with the country", async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('AU');
    expect(screen.getByRole('option', { name: 'Australia (A$)' })).toBeInTheDocument();
    expect(optionLabels(methodSelect()).slice(1)).toEqual(['Credit/Debit Card', 'PayPal', 'Direct Debit', 'Bank Transfer']);

    await user.selectOptions(methodSelect(), 'direct_debit');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'IN');
    expect(optionLabels(methodSelect()).slice(1)).toEqual(['Credit/Debit Card', 'Paytm', 'UPI', 'Bank Transfer']);
    // direct debit is not offered in India: back to card
    await waitFor(() => expect(methodSelect()).toHaveValue('card'));
  });

  it.each([
    ['AU', 'A$38.25', 'Australia (A$)'],
    ['IN', '₹2,087.50', 'India (₹)'],
    ['KE', 'KSh\u00a03,225.00', 'Kenya (KSh)'],
    ['NG', '₦38,750.00', 'Nigeria (₦)'],
    ['ZA', 'R\u00a0460.00', 'South Africa (R)'],
  ])(
    "shows a %s payer the USD price in the country's currency at the stored rate, labelled as charged in US dollars",
    async (country, local, option) => {
      resetDisplayCurrency({ rates: { USD: 1, AUD: 1.53, INR: 83.5, KES: 129, NGN: 1550, ZAR: 18.4 } });
      const { user } = renderForm({ price: { amount: 25 }, submitLabel: (shown) => `Pay ${shown}`, initialCountry: 'US' });
      expect(screen.getByRole('option', { name: option })).toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText(/^Country/), country);

      expect(screen.getByTestId('payment-amount').textContent).toBe(`${local}. Charged in US dollars: $25.00.`);
      expect(screen.getByRole('button', { name: `Pay ${local}` })).toBeInTheDocument();
      act(() => resetDisplayCurrency());
    },
  );

  it('shows US dollars where the country has no currency of its own here, or its rate is unknown', async () => {
    resetDisplayCurrency({ rates: { USD: 1, AUD: 1.53 } });
    const { user } = renderForm({ price: { amount: 25 }, submitLabel: (shown) => `Pay ${shown}`, initialCountry: 'GB' });
    expect(screen.getByTestId('payment-amount').textContent).toBe('$25.00. Charged in US dollars.');
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'IN');
    expect(screen.getByTestId('payment-amount').textContent).toBe('$25.00. Charged in US dollars.');
    act(() => resetDisplayCurrency());
  });

  it('requires the card fields and limits their length', async () => {
    const { props, user } = renderForm();
    expect(screen.getByLabelText(/^Card number/)).toHaveAttribute('maxlength', '19');
    expect(screen.getByLabelText(/^Expiry date/)).toHaveAttribute('maxlength', '5');
    expect(screen.getByLabelText(/^CVV/)).toHaveAttribute('maxlength', '4');

    await user.type(screen.getByLabelText(/^Card number/), '4242 4242 4242 4242');
    await user.click(pay());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    });
    expect(screen.getByText('Name on card is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('CVV is required')).toBeInTheDocument();
    expect(props.onPay).not.toHaveBeenCalled();
  });

  it('passes on only the method and the country, never the card details', async () => {
    const { props, user } = renderForm({ initialCountry: 'US' });
    await user.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Name on card/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Expiry date/), '12/30');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.click(pay());
    await waitFor(() => expect(props.onPay).toHaveBeenCalledWith({ method: 'card', country: 'US' }));
    expect(JSON.stringify(jest.mocked(props.onPay).mock.calls)).not.toMatch(/4242|123|Ada/);
  });

  it.each([
    ['AU', 'paypal', 'PayPal email', 'PayPal email is required'],
    ['IN', 'paytm', 'Phone number', 'Phone number is required'],
    ['KE', 'mpesa', 'Phone number', 'Phone number is required'],
    ['IN', 'upi', 'UPI ID', 'UPI ID is required'],
    ['AU', 'direct_debit', 'BSB', 'BSB is required'],
  ] as const)('in %s %s needs its %s', async (country, method, label, message) => {
    const { props, user } = renderForm({ initialCountry: country });
    await user.selectOptions(methodSelect(), method);
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    await user.click(pay());
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Missing Information' }));
    expect(props.onPay).not.toHaveBeenCalled();
  });

  it('shows the bank account and a DONOR- reference for a bank transfer, which needs nothing typed', async () => {
    const { props, user } = renderForm();
    await user.selectOptions(methodSelect(), 'bank_transfer');
    expect(screen.getByText('DONOR-ABCD1234')).toBeInTheDocument();
    await user.click(pay());
    await waitFor(() => expect(props.onPay).toHaveBeenCalledWith({ method: 'bank_transfer', country: 'AU' }));
  });

  it('reports a failed payment with the reason inline', async () => {
    const onPay = jest
      .fn()
      .mockRejectedValue(
        Object.assign(new Error('Online payments are not available yet: no payment provider is configured'), { status: 403 }),
      );
    const { user } = renderForm({ onPay });
    await user.selectOptions(methodSelect(), 'bank_transfer');
    await user.click(pay());
    expect(await screen.findByText('Online payments are not available yet: no payment provider is configured')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Payment Failed',
      description: 'There was an issue processing your payment. Please try again.',
      variant: 'destructive',
    });
  });

  it('says payments are simulated in demo mode only', () => {
    renderForm();
    expect(screen.queryByText(/Payments are simulated/)).not.toBeInTheDocument();
  });

  it('shows the demo note in demo mode', () => {
    setDemoMode(true);
    renderForm();
    expect(screen.getByText(/Payments are simulated/)).toBeInTheDocument();
  });
});
