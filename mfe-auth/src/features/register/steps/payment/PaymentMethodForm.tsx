import { useEffect, useState, type FormEvent } from 'react';
import { Form, useForm } from 'react-final-form';
import { CHARGED_IN_USD_NOTE, formatMoney, isDemoMode, useDisplayCurrency } from '@donation-network/portal-session';
import { Alert, Button, DetailList, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { SelectField, TextField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import type { PaymentMethod } from '../../api/registration-api';
import { StepNavigation } from '../../wizard/StepNavigation';
import {
  PAYMENT_COUNTRIES,
  PAYMENT_METHOD_LABELS,
  currencySymbol,
  localPaymentAmount,
  paymentFormErrors,
  paymentMethodsFor,
  type PaymentCountry,
  type PaymentFormValues,
} from './payment-options';

export const MISSING_PAYMENT_TITLE = 'Missing Information';
export const MISSING_PAYMENT_DESCRIPTION = 'Please fill in all required fields.';
export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const PAYMENT_FAILED_DESCRIPTION = 'There was an issue processing your payment. Please try again.';

/** The account a bank transfer goes to (shown with the payer's reference). */
export const BANK_TRANSFER_ACCOUNT = {
  accountName: 'Donation Network',
  bank: 'Donation Network Trust Bank',
  accountNumber: '0123 4567 89',
  swift: 'DNTBUS33',
} as const;

const COUNTRY_OPTIONS = PAYMENT_COUNTRIES.map(({ code, name }) => ({ value: code, label: `${name} (${currencySymbol(code)})` }));

export interface PaymentChoice {
  method: PaymentMethod;
  country: PaymentCountry;
}

export interface PaymentMethodFormProps {
  initialCountry: PaymentCountry;
  /** The reference a bank transfer quotes (starts with DONOR-). */
  bankReference: string;
  /** The submit button's text, given the price as the payer sees it (in the chosen country's currency when it has one). */
  submitLabel: string | ((shownPrice: string) => string);
  /** What is charged, in US dollars: shown converted into the chosen country's currency and labelled as charged in US dollars. */
  price?: { amount: number | string };
  /** Charges the payment; only the method and the country are passed on, never the fields typed here. */
  onPay: (choice: PaymentChoice) => Promise<void>;
  onBack: () => void;
}

const PriceNote = styled.p`
  margin: -8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Resets the method to card when the chosen country does not offer the current one. */
function KeepMethodOffered({ country, method }: { country: string; method?: PaymentMethod }) {
  const form = useForm<PaymentFormValues>();
  useEffect(() => {
    if (method && !paymentMethodsFor(country).includes(method)) form.change('method', 'card');
  }, [country, method, form]);
  return null;
}

function MethodFields({ method, bankReference }: { method: PaymentMethod; bankReference: string }) {
  switch (method) {
    case 'card':
      return (
        <>
          <TextField name="cardNumber" label="Card number" autoComplete="cc-number" inputMode="numeric" maxLength={19} required />
          <TextField name="cardName" label="Name on card" autoComplete="cc-name" required />
          <Stack direction="row" gap={12}>
            <TextField name="expiryDate" label="Expiry date" placeholder="MM/YY" autoComplete="cc-exp" maxLength={5} required />
            <TextField name="cvv" label="CVV" autoComplete="cc-csc" inputMode="numeric" maxLength={4} required />
          </Stack>
        </>
      );
    case 'paypal':
      return <TextField name="paypalEmail" label="PayPal email" type="email" autoComplete="email" required />;
    case 'paytm':
    case 'mpesa':
      return <TextField name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" required />;
    case 'direct_debit':
      return (
        <>
          <TextField name="accountNumber" label="Account number" inputMode="numeric" required />
          <TextField name="bsb" label="BSB" inputMode="numeric" required />
        </>
      );
    case 'upi':
      return <TextField name="upiId" label="UPI ID" placeholder="name@bank" required />;
    case 'bank_transfer':
      return (
        <Alert variant="info" title="Pay by bank transfer">
          <DetailList>
            <dt>Account name</dt>
            <dd>{BANK_TRANSFER_ACCOUNT.accountName}</dd>
            <dt>Bank</dt>
            <dd>{BANK_TRANSFER_ACCOUNT.bank}</dd>
            <dt>Account number</dt>
            <dd>{BANK_TRANSFER_ACCOUNT.accountNumber}</dd>
            <dt>SWIFT</dt>
            <dd>{BANK_TRANSFER_ACCOUNT.swift}</dd>
            <dt>Reference</dt>
            <dd>{bankReference}</dd>
          </DetailList>
        </Alert>
      );
  }
}

/**
 * Country, payment method and the method's fields, each country offering its own methods. The
 * fields stay in this form: the draft refuses card data and the server takes only the method.
 */
export function PaymentMethodForm({ initialCountry, bankReference, submitLabel, price, onPay, onBack }: PaymentMethodFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { rates } = useDisplayCurrency();

  const pay = async ({ method, country }: PaymentFormValues) => {
    setFailure(null);
    try {
      await onPay({ method, country: country as PaymentCountry });
    } catch (error) {
      setFailure(friendlyErrorMessage(error, PAYMENT_FAILED_DESCRIPTION));
      notify({ title: PAYMENT_FAILED_TITLE, description: PAYMENT_FAILED_DESCRIPTION, variant: 'destructive' });
    }
  };

  return (
    <Form<PaymentFormValues>
      onSubmit={pay}
      validate={paymentFormErrors}
      initialValues={{ country: initialCountry, method: 'card' }}
      render={({ handleSubmit, values, hasValidationErrors, submitting }) => {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          if (hasValidationErrors)
            notify({ title: MISSING_PAYMENT_TITLE, description: MISSING_PAYMENT_DESCRIPTION, variant: 'destructive' });
          return handleSubmit(event);
        };
        const country = values.country ?? '';
        const methods = paymentMethodsFor(country);
        const charged = price ? formatMoney(price.amount) : '';
        const local = price ? localPaymentAmount(price.amount, country, rates) : null;
        return (
          <form onSubmit={submit} noValidate aria-label="Payment details">
            <KeepMethodOffered country={country} method={values.method} />
            <Stack gap={16}>
              {isDemoMode() && (
                <Alert variant="info" title="Demo mode">
                  Payments are simulated: nothing is charged and the details you type here are not sent anywhere.
                </Alert>
              )}
              {failure && (
                <Alert variant="destructive" title={PAYMENT_FAILED_TITLE}>
                  {failure}
                </Alert>
              )}
              <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Select your country" required />
              {price && (
                <PriceNote data-testid="payment-amount">
                  {local ? `${local}. ${CHARGED_IN_USD_NOTE}: ${charged}.` : `${charged}. ${CHARGED_IN_USD_NOTE}.`}
                </PriceNote>
              )}
              <SelectField
                name="method"
                label="Payment method"
                options={methods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                placeholder="Select a payment method"
                required
              />
              {values.method && <MethodFields method={values.method} bankReference={bankReference} />}
              <StepNavigation onBack={onBack}>
                <Button type="submit" loading={submitting}>
                  {typeof submitLabel === 'function' ? submitLabel(local ?? charged) : submitLabel}
                </Button>
              </StepNavigation>
            </Stack>
          </form>
        );
      }}
    />
  );
}
