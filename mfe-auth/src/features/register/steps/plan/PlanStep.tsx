import { useState } from 'react';
import { formatMoney, usePortalRead } from '@donation-network/portal-session';
import { DataState, Stack, notify } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { listPlans, subscribeToPlan, type Plan } from '../../api/registration-api';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { StepNavigation } from '../../wizard/StepNavigation';
import { PaymentMethodForm, type PaymentChoice } from '../payment/PaymentMethodForm';
import { bankTransferReference, detectCountry, isPaymentCountry } from '../payment/payment-options';
import { planPeriodLabel } from './plan-period';

export const PAYMENT_SUCCESSFUL_TITLE = 'Payment Successful';

const Plans = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PlanOption = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  > input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const PlanName = styled.span`
  flex: 1;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const PlanPrice = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Period = styled.span`
  margin-left: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** The recipient's plan choice and its payment, inside step 4 (the wizard then shows the summary). */
export function PlanStep({ userId, data, update, back }: WizardStepProps) {
  const plans = usePortalRead({ queryKey: ['auth', 'plans'], read: listPlans, sameForEveryone: true });
  const [planId, setPlanId] = useState<string | undefined>(data.planId);
  const chosen = plans.data?.find((plan) => plan.id === planId);

  const subscribe =
    (plan: Plan) =>
    async ({ method, country }: PaymentChoice) => {
      await subscribeToPlan(plan.id, method);
      notify({ title: PAYMENT_SUCCESSFUL_TITLE, description: `You've successfully subscribed to the ${plan.name}`, variant: 'success' });
      await update({ planId: plan.id, planName: plan.name, country });
    };

  return (
    <DataState
      result={plans}
      loadingLabel="Loading plans..."
      isEmpty={plans.data?.length === 0}
      emptyText="No plans are available right now."
    >
      {() => (
        <Stack gap={20}>
          <Plans>
            <Legend>Choose a plan</Legend>
            {plans.data?.map((plan) => (
              <PlanOption key={plan.id} $selected={plan.id === planId}>
                <input type="radio" name="plan" value={plan.id} checked={plan.id === planId} onChange={() => setPlanId(plan.id)} />
                <PlanName>{plan.name}</PlanName>
                <PlanPrice>
                  {formatMoney(plan.price, plan.currency)}
                  <Period>{planPeriodLabel(plan.duration_days)}</Period>
                </PlanPrice>
              </PlanOption>
            ))}
          </Plans>
          {chosen ? (
            <PaymentMethodForm
              initialCountry={isPaymentCountry(data.country) ? data.country : detectCountry()}
              bankReference={bankTransferReference(userId)}
              submitLabel={(shownPrice) => `Pay ${shownPrice}`}
              price={{ amount: chosen.price }}
              onPay={subscribe(chosen)}
              onBack={back}
            />
          ) : (
            <StepNavigation onBack={back} />
          )}
        </Stack>
      )}
    </DataState>
  );
}
