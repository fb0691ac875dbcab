import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-final-form';
import { billingEmailError, type PartnerBillingArrangement } from '@donation-network/shared-rules';
import { Alert, Button, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import { setPartnerBilling } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepNavigation } from '../../wizard/StepNavigation';
import { PaymentMethodForm, type PaymentChoice } from './PaymentMethodForm';
import { detectCountry, isPaymentCountry } from './payment-options';

export const INVOICE_REQUESTED_TITLE = 'Invoice Requested';
export const PAYMENT_METHOD_SAVED_TITLE = 'Payment Method Saved';
export const BILLING_ERROR_TITLE = 'Billing Not Saved';
const BILLING_FALLBACK = 'Your billing choice could not be saved. Please try again.';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;

  legend {
    margin-bottom: 8px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;

const ARRANGEMENT_LABELS: Readonly<Record<PartnerBillingArrangement, string>> = {
  invoice: 'Send us an invoice',
  'payment-method': 'Set up a payment method',
};

/** The reference a partner's bank transfer quotes. */
export function partnerBankReference(userId: string): string {
  return `PARTNER-${userId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

interface InvoiceValues {
  billingEmail: string;
}

const validateInvoice = ({ billingEmail }: Partial<InvoiceValues>) => {
  const error = billingEmailError(billingEmail ?? '');
  return error ? { billingEmail: error } : {};
};

/**
 * Partner step 4 (Payment): the partner plan is "Contact Us", so nothing is charged now. The
 * organisation asks for an invoice or sets up a payment method (simulated in demo mode); an
 * administrator sees the choice beside the partner's verification.
 */
export function PartnerPaymentStep({ userId, email, data, next, back }: WizardStepProps) {
  const groupId = useId();
  const [arrangement, setArrangement] = useState<PartnerBillingArrangement>('invoice');
  const [failure, setFailure] = useState<string | null>(null);

  if (data.billing) {
    return (
      <Stack gap={16}>
        <Alert variant="success" title={data.billing.arrangement === 'invoice' ? 'Invoice requested' : 'Payment method set up'}>
          {`Our team will be in touch about your partner plan (reference ${data.billing.reference}).`}
        </Alert>
        <StepNavigation onBack={back}>
          <Button onClick={() => next()}>Continue</Button>
        </StepNavigation>
      </Stack>
    );
  }

  const requestInvoice = async ({ billingEmail }: InvoiceValues) => {
    setFailure(null);
    try {
      const billing = await setPartnerBilling({ arrangement: 'invoice', billingEmail: billingEmail.trim() });
      notify({ title: INVOICE_REQUESTED_TITLE, description: `We will send the invoice to ${billing.billing_email}.`, variant: 'success' });
      await next({ billing: { arrangement: 'invoice', reference: billing.reference } });
    } catch (error) {
      const message = friendlyErrorMessage(error, BILLING_FALLBACK);
      setFailure(message);
      notify({ title: BILLING_ERROR_TITLE, description: message, variant: 'destructive' });
    }
  };

  const setUpMethod = async ({ method }: PaymentChoice) => {
    const billing = await setPartnerBilling({ arrangement: 'payment-method', paymentMethod: method });
    notify({ title: PAYMENT_METHOD_SAVED_TITLE, description: 'Your payment method is set up for the partner plan.', variant: 'success' });
    await next({ billing: { arrangement: 'payment-method', reference: billing.reference } });
  };

  return (
    <Stack gap={16}>
      <div>
        <p>Partner plan: Contact Us</p>
        <Note>Nothing is charged now. Our team agrees the terms with your organisation and bills it the way you choose here.</Note>
      </div>
      <Choices aria-labelledby={`${groupId}-legend`}>
        <legend id={`${groupId}-legend`}>How will your organisation pay?</legend>
        {(Object.keys(ARRANGEMENT_LABELS) as PartnerBillingArrangement[]).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${groupId}-arrangement`}
              value={value}
              checked={arrangement === value}
              onChange={() => {
                setFailure(null);
                setArrangement(value);
              }}
            />
            {ARRANGEMENT_LABELS[value]}
          </label>
        ))}
      </Choices>
      {arrangement === 'invoice' ? (
        <Form<InvoiceValues>
          onSubmit={requestInvoice}
          validate={validateInvoice}
          initialValues={{ billingEmail: email }}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={(event: FormEvent<HTMLFormElement>) => handleSubmit(event)} noValidate aria-label="Invoice request">
              <Stack gap={16}>
                {failure && (
                  <Alert variant="destructive" title={BILLING_ERROR_TITLE}>
                    {failure}
                  </Alert>
                )}
                <TextField name="billingEmail" label="Billing e-mail" type="email" autoComplete="email" required />
                <StepNavigation onBack={back}>
                  <Button type="submit" loading={submitting}>
                    Request invoice
                  </Button>
                </StepNavigation>
              </Stack>
            </form>
          )}
        />
      ) : (
        <PaymentMethodForm
          initialCountry={isPaymentCountry(data.organisation?.country) ? data.organisation.country : detectCountry()}
          bankReference={partnerBankReference(userId)}
          submitLabel="Set up payment method"
          onPay={setUpMethod}
          onBack={back}
        />
      )}
    </Stack>
  );
}
