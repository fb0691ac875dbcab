import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  CHARGED_IN_USD_NOTE,
  dashboardPath,
  isDemoMode,
  useCurrentUser,
  usePortalQuery,
  usePriceFormatter,
  type AppUser,
  usePortalRead,
} from '@donation-network/portal-session';
import {
  DIRECTORY_PLANS_ANCHOR,
  DIRECTORY_PREMIUM_FEATURES,
  DIRECTORY_PREMIUM_MESSAGES,
  isDirectoryPremiumRole,
} from '@donation-network/shared-rules';
import { Button, DataState, Dialog, formatDate, LinkButton, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import {
  DIRECTORY_PLANS_QUERY_KEY,
  fetchDirectoryMembership,
  fetchDirectoryPlans,
  subscribeToDirectoryPlan,
  type DirectoryMembership,
  type DirectoryPlan,
} from '../../api/directory-plans';
import { PlanCard } from '../PlanCard/PlanCard';

const Section = styled.section`
  padding: 56px 0 0;
  scroll-margin-top: 80px;
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Lead = styled.p`
  max-width: 62ch;
  margin: 12px auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 320px));
  justify-content: center;
  gap: 24px;
  margin: 32px 0 0;
  padding: 0;
  list-style: none;
  text-align: left;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SUBSCRIPTION_FAILED = 'Failed to process your subscription';

/** The plan a member is about to pay for, confirmed in a dialog before anything is charged. */
function ConfirmDialog({ plan, price, user, onClose }: { plan: DirectoryPlan; price: string; user: AppUser; onClose: () => void }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await subscribeToDirectoryPlan(plan.id);
      notify({ title: 'Subscription Successful', description: DIRECTORY_PREMIUM_MESSAGES.subscribed, variant: 'success' });
      onClose();
      navigate(dashboardPath(user));
    } catch (error) {
      // the database's own refusal (no payment provider outside demo mode) is worth reading; anything raw is not
      notify({ title: 'Subscription Error', description: friendlyErrorMessage(error, SUBSCRIPTION_FAILED), variant: 'destructive' });
      setPending(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Subscribe to ${plan.name}`}
      description={`${price} ${plan.period_label}. ${CHARGED_IN_USD_NOTE}.`}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" loading={pending} disabled={pending} onClick={() => void confirm()}>
            Confirm and Pay
          </Button>
        </>
      }
    >
      <p>
        {isDemoMode()
          ? 'Demo mode: the payment is simulated and nothing is charged.'
          : 'Your card is charged once our payment provider confirms the payment.'}{' '}
        Premium ends with its period; nothing renews by itself.
      </p>
    </Dialog>
  );
}

/** What a plan card offers the visitor: log in, subscribe, or nothing to do (their current plan, another account type). */
function PlanAction({
  plan,
  user,
  sessionLoading,
  membership,
  onChoose,
}: {
  plan: DirectoryPlan;
  user: AppUser | null;
  sessionLoading: boolean;
  membership: DirectoryMembership | undefined;
  onChoose: (plan: DirectoryPlan) => void;
}) {
  if (!sessionLoading && !user) {
    return (
      <LinkButton to="/login" variant="outline" fullWidth>
        Log in to Subscribe
      </LinkButton>
    );
  }
  if (membership?.premium && membership.planId === plan.id) {
    return (
      <Button type="button" variant="outline" fullWidth disabled>
        Current Plan
      </Button>
    );
  }
  const canSubscribe = user !== null && isDirectoryPremiumRole(user.role) && membership !== undefined;
  return (
    <Button type="button" fullWidth disabled={!canSubscribe} onClick={() => onChoose(plan)} aria-label={`Subscribe to ${plan.name}`}>
      {membership?.premium ? 'Switch to This Plan' : 'Subscribe'}
    </Button>
  );
}

/**
 * The founders' and investors' section of /pricing (anchor #directory-plans, where the dashboards' Upgrade Plan
 * leads): the directory premium plans as stored, read with the page on the server, and the subscribe flow for a
 * signed-in founder or investor.
 */
export function DirectoryPlans() {
  const { user, loading: sessionLoading } = useCurrentUser();
  const price = usePriceFormatter();
  const plansRead = usePortalQuery({
    queryKey: DIRECTORY_PLANS_QUERY_KEY,
    queryFn: ({ signal }) => fetchDirectoryPlans(signal),
    sameForEveryone: true,
  });
  const plans = plansRead.data ?? [];
  const member = user !== null && isDirectoryPremiumRole(user.role);
  const membership = usePortalRead({
    queryKey: ['marketing', 'directory-membership', user?.id],
    read: (signal) => fetchDirectoryMembership(user?.id ?? '', signal),
    enabled: member,
  });
  const [chosen, setChosen] = useState<DirectoryPlan | null>(null);

  // a link to #directory-plans lands here once the plans are shown (after the page's own scroll to the top)
  const shown = plans.length > 0;
  useEffect(() => {
    if (!shown || window.location.hash !== `#${DIRECTORY_PLANS_ANCHOR}`) return undefined;
    const frame = requestAnimationFrame(() => document.getElementById(DIRECTORY_PLANS_ANCHOR)?.scrollIntoView?.());
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  // the dashboards' Upgrade Plan leads here: a failed read says so and offers another try instead of vanishing
  if (plansRead.isError) {
    return (
      <Section id={DIRECTORY_PLANS_ANCHOR} aria-labelledby={`${DIRECTORY_PLANS_ANCHOR}-title`}>
        <Title id={`${DIRECTORY_PLANS_ANCHOR}-title`}>Founder &amp; Investor Premium</Title>
        <DataState
          status="error"
          error={plansRead.error}
          onRetry={() => void plansRead.refetch()}
          loadingLabel="Loading directory plans"
          errorTitle="Couldn't load the directory plans"
          compact
        />
      </Section>
    );
  }
  if (plans.length === 0) return null;
  const membershipData = member ? membership.data : undefined;
  return (
    <Section id={DIRECTORY_PLANS_ANCHOR} aria-labelledby={`${DIRECTORY_PLANS_ANCHOR}-title`}>
      <Title id={`${DIRECTORY_PLANS_ANCHOR}-title`}>Founder &amp; Investor Premium</Title>
      <Lead>
        List your startup or fund for free. Premium opens the documents behind every listing and, for investors, the analytics of your
        profile.
      </Lead>
      <Cards aria-label="Directory plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={{
                id: plan.id,
                title: plan.name,
                description:
                  plan.duration_days === 30
                    ? 'Month by month, for founders and investors.'
                    : 'A year of premium, for founders and investors.',
                price: price(plan.price, { currency: plan.currency, trimWhole: true }),
                pricePeriod: plan.period_label,
                features: DIRECTORY_PREMIUM_FEATURES.map((name) => ({ name, included: true })),
              }}
              action={
                <PlanAction plan={plan} user={user} sessionLoading={sessionLoading} membership={membershipData} onChoose={setChosen} />
              }
            />
          </li>
        ))}
      </Cards>
      {membershipData?.premium && membershipData.endsAt && <Note>Your premium runs until {formatDate(membershipData.endsAt)}.</Note>}
      {user && !member && <Note>{DIRECTORY_PREMIUM_MESSAGES.foundersAndInvestorsOnly}.</Note>}
      {chosen && user && (
        <ConfirmDialog
          plan={chosen}
          price={price(chosen.price, { currency: chosen.currency, trimWhole: true })}
          user={user}
          onClose={() => setChosen(null)}
        />
      )}
    </Section>
  );
}
