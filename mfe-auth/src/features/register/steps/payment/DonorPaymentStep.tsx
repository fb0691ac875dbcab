import { formatMoney } from '@donation-network/portal-session';
import { DONOR_VERIFICATION_FEE } from '@donation-network/shared-rules';
import { Alert, Button, Stack, notify } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { payDonorVerification } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { saveDonorCountry } from '../donor/donor-record';
import { StepNavigation } from '../../wizard/StepNavigation';
import { PaymentMethodForm, type PaymentChoice } from './PaymentMethodForm';
import { bankTransferReference, detectCountry, isPaymentCountry } from './payment-options';

export const PAYMENT_PROCESSED_TITLE = 'Payment Processed';

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Step 4 of the donor wizard: the one-off 25 USD verification payment. */
export function DonorPaymentStep({ userId, data, next, back }: WizardStepProps) {
  const fee = formatMoney(DONOR_VERIFICATION_FEE.amount, DONOR_VERIFICATION_FEE.currency);

  const pay = async ({ method, country }: PaymentChoice) => {
    await saveDonorCountry(userId, country);
    const payment = await payDonorVerification(method);
    notify({ title: PAYMENT_PROCESSED_TITLE, description: `Your ${fee} verification payment was received.`, variant: 'success' });
    await next({ paymentVerified: true, paymentReference: payment.reference, country });
  };

  if (data.paymentVerified) {
    return (
      <Stack gap={16}>
        <Alert variant="success" title="Payment verified">
          {data.paymentReference
            ? `Your verification payment was received (reference ${data.paymentReference}).`
            : 'Your verification payment was received.'}
        </Alert>
        <StepNavigation onBack={back}>
          <Button onClick={() => next()}>Continue</Button>
        </StepNavigation>
      </Stack>
    );
  }

  return (
    <Stack gap={16}>
      <div>
        <Amount>Verification fee</Amount>
        <Note>A one-off payment of {fee}, charged in US dollars, that confirms your donor registration.</Note>
      </div>
      <PaymentMethodForm
        initialCountry={isPaymentCountry(data.country) ? data.country : detectCountry()}
        bankReference={bankTransferReference(userId)}
        submitLabel={(shownPrice) => `Pay ${shownPrice}`}
        price={DONOR_VERIFICATION_FEE}
        onPay={pay}
        onBack={back}
      />
    </Stack>
  );
}
