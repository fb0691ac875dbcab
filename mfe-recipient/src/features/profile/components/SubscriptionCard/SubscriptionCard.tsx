import { useState } from 'react';
import styled from 'styled-components';
import { isDemoMode, usePortalRead } from '@donation-network/portal-session';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  DataState,
  DetailList,
  Dialog,
  notify,
  formatDate,
} from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import type { PaymentPreference } from '@donation-network/shared-rules';
import { PlanDialog, SUBSCRIPTION_FAILED } from '../../../../components/PlanDialog/PlanDialog';
import { cancelSubscription, getLatestSubscription, reactivateSubscription, type SubscriptionWithPlan } from '../../../../lib/subscription';
import { paymentMethodLabel } from '../../utils/labels';

const Note = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Active now: status active and the end still ahead (the database computes it the same way). */
export function isActive(subscription: SubscriptionWithPlan, now: Date = new Date()): boolean {
  return subscription.status === 'active' && new Date(subscription.end_date).getTime() > now.getTime();
}

const planName = (subscription: SubscriptionWithPlan) => subscription.plans?.name ?? subscription.plan_id;

export interface SubscriptionCardProps {
  userId: string;
  /** The saved preferred payment method: a new subscription is paid with it (a reactivated one with its own). */
  paymentMethod: PaymentPreference;
}

/** The subscription details: plan, end date and payment method; cancel, reactivate or choose a plan. */
export function SubscriptionCard({ userId, paymentMethod }: SubscriptionCardProps) {
  const latest = usePortalRead({
    queryKey: ['recipient', 'latest-subscription', userId],
    read: (signal) => getLatestSubscription(userId, signal),
  });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [choosePlan, setChoosePlan] = useState(false);
  const [pending, setPending] = useState<'cancel' | 'reactivate' | null>(null);

  const cancel = async () => {
    setPending('cancel');
    try {
      await cancelSubscription();
      notify({
        title: 'Subscription cancelled',
        description: 'Your subscription has ended. You can reactivate it at any time.',
        variant: 'success',
      });
      setConfirmCancel(false);
      latest.retry();
    } catch (error) {
      notify({
        title: 'Cancellation failed',
        description: friendlyErrorMessage(error, 'Your subscription could not be cancelled. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const reactivate = async () => {
    setPending('reactivate');
    try {
      await reactivateSubscription();
      notify({ title: 'Subscription Successful', description: 'You now have access to blood services', variant: 'success' });
      latest.retry();
    } catch (error) {
      // outside demo mode the database explains that no payment provider is configured
      notify({ title: 'Subscription Error', description: friendlyErrorMessage(error, SUBSCRIPTION_FAILED), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  const subscription = latest.data ?? null;
  const active = subscription !== null && isActive(subscription);

  return (
    <Card as="section" aria-labelledby="subscription-title">
      <CardHeader>
        <CardTitle as="h3" id="subscription-title">
          Subscription Details
        </CardTitle>
        <CardDescription>Your plan gives access to blood services and the marketplace.</CardDescription>
      </CardHeader>
      <CardContent>
        <DataState
          result={latest}
          loadingLabel="Loading your subscription..."
          errorFallback="Your subscription could not be loaded. Please try again."
          isEmpty={subscription === null}
          emptyText="You have no subscription yet. Choose a plan to access blood services."
          compact
        >
          {() =>
            subscription && (
              <DetailList>
                <dt>Plan</dt>
                <dd>{planName(subscription)}</dd>
                <dt>Status</dt>
                <dd>
                  {active ? (
                    <Badge variant="success">Active</Badge>
                  ) : (
                    <Badge variant="secondary">{subscription.status === 'cancelled' ? 'Cancelled' : 'Expired'}</Badge>
                  )}
                </dd>
                <dt>{active ? 'Active until' : subscription.status === 'cancelled' ? 'Cancelled on' : 'Ended on'}</dt>
                <dd>{formatDate(active ? subscription.end_date : (subscription.cancelled_at ?? subscription.end_date))}</dd>
                <dt>Payment method</dt>
                <dd>{paymentMethodLabel(subscription.payment_method)}</dd>
              </DetailList>
            )
          }
        </DataState>
        {latest.status === 'success' && subscription && !active && (
          <Note>Reactivating pays with {paymentMethodLabel(subscription.payment_method)}, the method you used last.</Note>
        )}
        {isDemoMode() && <Note>Demo mode: payments are simulated and always succeed.</Note>}
      </CardContent>
      {latest.status === 'success' && (
        <CardFooter>
          {active && subscription ? (
            <Button type="button" variant="outline" onClick={() => setConfirmCancel(true)}>
              Cancel Subscription
            </Button>
          ) : (
            <>
              {subscription && (
                <Button type="button" loading={pending === 'reactivate'} onClick={() => void reactivate()}>
                  Reactivate {planName(subscription)}
                </Button>
              )}
              <Button type="button" variant={subscription ? 'outline' : 'primary'} onClick={() => setChoosePlan(true)}>
                Choose a Plan
              </Button>
            </>
          )}
        </CardFooter>
      )}

      <Dialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel your subscription?"
        description="Your access to blood services and the marketplace ends immediately. You can subscribe again at any time."
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setConfirmCancel(false)}>
              Keep Subscription
            </Button>
            <Button type="button" variant="destructive" loading={pending === 'cancel'} onClick={() => void cancel()}>
              Cancel Subscription
            </Button>
          </>
        }
      />
      <PlanDialog
        open={choosePlan}
        paymentMethod={paymentMethod}
        onClose={() => setChoosePlan(false)}
        onSubscribed={() => {
          setChoosePlan(false);
          latest.retry();
        }}
      />
    </Card>
  );
}
