import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { loadSupabase, useSession, usePortalRead } from '@donation-network/portal-session';
import { Button, DetailList, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { CheckboxField } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import { withIndefiniteArticle } from '../../../../lib/indefinite-article';
import { completeRegistration, recordConsents } from '../../api/registration-api';
import { getUserTypeOption } from '../../user-types';
import { StepNavigation } from '../../wizard/StepNavigation';
import type { WizardStepProps } from '../../wizard/wizard-types';
import { formatDonorId, loadDonorId } from './donor-id';

export const REGISTRATION_SUCCESS_TITLE = 'Registration Successful';
export const registrationSuccessDescription = (label: string) => `You've been registered as ${withIndefiniteArticle(label)}`;
export const REGISTRATION_ERROR_TITLE = 'Registration Error';
export const REGISTRATION_ERROR_FALLBACK = 'There was an error completing your registration';

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Opens a policy page in a new tab, so the wizard keeps its place. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

interface ConsentValues {
  dataProtection?: boolean;
}

/**
 * The last step of every type: a summary of what was entered, the policy links and the
 * data-protection consent that gates 'Complete Registration'. Completing saves the draft
 * once more (complete_registration stores what it holds: blood group, phone, founder and
 * investor profiles), records the consents, completes, refreshes the session so the new
 * role applies, and sends the user to the type's landing page.
 */
export function CompleteStep(props: WizardStepProps) {
  const { userType, userId, email, data, update, back } = props;
  const option = getUserTypeOption(userType);
  const navigate = useNavigate();
  const donorId = usePortalRead({
    queryKey: ['auth', 'donor-id', userId],
    read: (signal) => loadDonorId(userId, signal),
    enabled: userType === 'donor',
  });
  const name = data.name || data.organisation?.name || '';

  const complete = async () => {
    try {
      // the server completes from the saved draft: save it again in case the last save failed
      await update({});
      await recordConsents(['terms', 'data-protection']);
      await completeRegistration(userType, name);
      await (await loadSupabase()).auth.refreshSession();
      // Re-read the profile now, so the landing page's role guard already sees the new type.
      await useSession.getState().refreshUser();
    } catch (error) {
      notify({
        title: REGISTRATION_ERROR_TITLE,
        description: friendlyErrorMessage(error, REGISTRATION_ERROR_FALLBACK),
        variant: 'destructive',
      });
      return;
    }
    notify({ title: REGISTRATION_SUCCESS_TITLE, description: registrationSuccessDescription(option.label), variant: 'success' });
    navigate(option.redirectPath, { replace: true });
  };

  return (
    <Form<ConsentValues>
      onSubmit={complete}
      render={({ handleSubmit, values, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Complete registration">
          <Stack gap={20}>
            <Heading>Review your registration</Heading>
            <DetailList>
              <dt>Account type</dt>
              <dd>{option.label}</dd>
              <dt>Name</dt>
              <dd>{name || '—'}</dd>
              <dt>Email</dt>
              <dd>{email}</dd>
              {userType === 'donor' && (
                <>
                  <dt>Donor ID</dt>
                  <dd data-testid="donor-id">
                    {donorId.status === 'success' && donorId.data
                      ? formatDonorId(donorId.data)
                      : donorId.status === 'loading'
                        ? 'Loading…'
                        : '—'}
                  </dd>
                </>
              )}
              {data.planName && (
                <>
                  <dt>Plan</dt>
                  <dd>{data.planName}</dd>
                </>
              )}
            </DetailList>
            <Note>
              By completing your registration you agree to our <PolicyLink to="/terms">Terms and Conditions</PolicyLink> and{' '}
              <PolicyLink to="/privacy">Privacy Policy</PolicyLink>.
            </Note>
            <CheckboxField
              name="dataProtection"
              label={
                <>
                  I consent to the processing of my personal data as described in the{' '}
                  <PolicyLink to="/data-protection">Data Protection Policy</PolicyLink>
                </>
              }
            />
            <StepNavigation onBack={back} backDisabled={submitting}>
              <Button type="submit" loading={submitting} disabled={!values.dataProtection || submitting}>
                Complete Registration
              </Button>
            </StepNavigation>
          </Stack>
        </form>
      )}
    />
  );
}
