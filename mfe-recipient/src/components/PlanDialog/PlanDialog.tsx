import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { CHARGED_IN_USD_NOTE, useCurrentUser, usePriceFormatter, usePortalRead } from '@donation-network/portal-session';
import { accessLabel, listPlans, subscribe, type SubscriptionPaymentMethod } from '../../lib/subscription';
import { CompactListState, type CompactListTexts } from '../CompactListState/CompactListState';

const PlanList = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
`;

const PlanOption = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
`;

const PlanText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Price = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SUBSCRIPTION_FAILED = 'Failed to process your subscription';

const PLAN_LIST_TEXTS: CompactListTexts = {
  loading: 'Loading plans...',
  failed: 'Plans could not be loaded. Please try again.',
  empty: 'No plans are available right now.',
};

export interface PlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful subscription. */
  onSubscribed: () => void;
  /** How the subscription is paid; default the marketplace's simulated 'mock' payment. */
  paymentMethod?: SubscriptionPaymentMethod;
}

/** Plan choice (marketplace and profile); Subscribe stays disabled until a plan is chosen. */
export function PlanDialog({ open, onClose, onSubscribed, paymentMethod = 'mock' }: PlanDialogProps) {
  const { user } = useCurrentUser();
  const price = usePriceFormatter();
  const plans = usePortalRead({ queryKey: ['recipient', 'plans'], read: listPlans, enabled: open, sameForEveryone: true });
  const [planId, setPlanId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!planId) return;
    if (!user) {
      notify({
        title: 'Authentication Required',
        description: 'Please log in to subscribe for blood services',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await subscribe(planId, paymentMethod);
      notify({ title: 'Subscription Successful', description: 'You now have access to blood services', variant: 'success' });
      setPlanId(null);
      onSubscribed();
    } catch (error) {
      console.error('Subscription failed', error);
      // the database's own refusal (e.g. payments outside demo mode) is worth reading; anything raw is not
      notify({ title: 'Subscription Error', description: friendlyErrorMessage(error, SUBSCRIPTION_FAILED), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose a Subscription Plan"
      description={`Select a plan to access blood services and the marketplace. ${CHARGED_IN_USD_NOTE}.`}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={!planId || pending} loading={pending} onClick={() => void submit()}>
            Subscribe
          </Button>
        </>
      }
    >
      <CompactListState result={plans} texts={PLAN_LIST_TEXTS}>
        {(items) => (
          <PlanList aria-label="Subscription plans">
            {items.map((plan) => (
              <PlanOption key={plan.id} $selected={plan.id === planId}>
                <input type="radio" name="plan" value={plan.id} checked={plan.id === planId} onChange={() => setPlanId(plan.id)} />
                <PlanText>
                  <span>{plan.name}</span>
                  <Muted>{plan.access_label ?? accessLabel(plan.duration_days)} of access</Muted>
                </PlanText>
                <Price>{price(plan.price, { currency: plan.currency })}</Price>
              </PlanOption>
            ))}
          </PlanList>
        )}
      </CompactListState>
    </Dialog>
  );
}
