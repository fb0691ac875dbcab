import { useCallback, useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useCurrentUser, type AppUser, usePortalRead } from '@donation-network/portal-session';
import type { RegistrationUserType } from '@donation-network/shared-rules';
import { Button, Card, CardContent, Container, DataState, PageHeading, Stack, Stepper, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { deleteDraft, saveDraft } from '../api/registration-api';
import { AuthPanel } from '../auth-panel/AuthPanel';
import { getUserTypeOption } from '../user-types';
import { STEP_COMPONENTS } from './step-components';
import { FIRST_SIGNED_IN_STEP, isUnstartedDraft, resumeWizard, type WizardPosition } from './wizard-session';
import { WIZARD_STEPS } from './wizard-steps';
import type { WizardData, WizardStepProps } from './wizard-types';

export const WIZARD_LOADING_LABEL = 'Loading your registration...';
export const WIZARD_LOAD_ERROR_TITLE = "Couldn't load your registration";
export const PROGRESS_NOT_SAVED_TITLE = 'Progress Not Saved';
export const PROGRESS_NOT_SAVED_FALLBACK = 'Your progress could not be saved. Please check your connection.';

const Wrapper = styled(Container)`
  max-width: 880px;
  padding-top: 32px;
  padding-bottom: 48px;

  ${({ theme }) => theme.media.mobile} {
    padding-top: 16px;
    padding-bottom: 24px;
  }
`;

const BackRow = styled.div`
  display: flex;
`;

const StepHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  /* clear of the shell's sticky header when scrolled to */
  scroll-margin-top: 96px;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 4px;
  }
`;

const StepDescription = styled.p`
  margin: 4px 0 20px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The step the wizard last showed (null: none yet), kept across the frames of one wizard. */
type ShownStep = MutableRefObject<number | null>;

/**
 * When the wizard moves to another step, the new step's heading is scrolled to the top and focused, so a
 * phone shows the step from its start and a screen reader announces it. The first step shown (page load) is
 * left alone, as is a frame that only shows loading.
 */
function useStepArrival(current: number, shownStepRef: ShownStep, active: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!active) return;
    const previous = shownStepRef.current;
    shownStepRef.current = current;
    if (previous === null || previous === current || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView?.({ block: 'start' });
  }, [active, current, shownStepRef]);
  return heading;
}

interface WizardFrameProps {
  userType: RegistrationUserType;
  current: number;
  onBack: () => void;
  shownStepRef: ShownStep;
  /** false while the frame only shows loading: the step is not really shown yet */
  showsStep?: boolean;
  children: ReactNode;
}

/** Back to the chooser, the type's heading, the stepper and the current step in a card under its own heading. */
function WizardFrame({ userType, current, onBack, shownStepRef, showsStep = true, children }: WizardFrameProps) {
  const option = getUserTypeOption(userType);
  const step = WIZARD_STEPS[userType][current - 1];
  const heading = useStepArrival(current, shownStepRef, showsStep);
  return (
    <Wrapper>
      <Stack gap={24}>
        <BackRow>
          <Button variant="ghost" size="sm" onClick={onBack}>
            Back
          </Button>
        </BackRow>
        <PageHeading title={`${option.label} Registration`} subtitle={option.description} />
        <Stepper steps={[...WIZARD_STEPS[userType]]} current={current} label="Registration progress" />
        <Card>
          <CardContent>
            <StepHeading ref={heading} tabIndex={-1}>
              {step.label}
            </StepHeading>
            <StepDescription>{step.description}</StepDescription>
            {children}
          </CardContent>
        </Card>
      </Stack>
    </Wrapper>
  );
}

export interface RegistrationWizardProps {
  userType: RegistrationUserType;
  /** Leaves the wizard for the type chooser. */
  onBack: () => void;
}

/**
 * The registration wizard of one account type. Signed out it shows step 1 (AuthPanel);
 * signed in it resumes the server-side draft (or saves the type and starts at step 2)
 * and from then on saves every change, so a reload or another device continues there.
 */
export function RegistrationWizard({ userType, onBack }: RegistrationWizardProps) {
  const { user, loading } = useCurrentUser();
  const shownStepRef = useRef<number | null>(null);
  const userId = user?.id ?? '';
  const start = usePortalRead({
    queryKey: ['auth', 'resume-wizard', userId, userType],
    read: (signal) => resumeWizard(userId, userType, signal),
    enabled: !loading && !!user,
  });

  if (user && !loading && start.status === 'success' && start.data) {
    return (
      <WizardSession
        key={`${user.id}:${userType}`}
        userType={userType}
        user={user}
        start={start.data}
        onBack={onBack}
        shownStepRef={shownStepRef}
      />
    );
  }
  return (
    <WizardFrame
      userType={userType}
      current={user ? FIRST_SIGNED_IN_STEP : 1}
      onBack={onBack}
      shownStepRef={shownStepRef}
      showsStep={!loading && !user}
    >
      {loading ? (
        <DataState status="loading" loadingLabel={WIZARD_LOADING_LABEL} />
      ) : !user ? (
        <AuthPanel userType={userType} />
      ) : (
        <DataState result={start} loadingLabel={WIZARD_LOADING_LABEL} errorTitle={WIZARD_LOAD_ERROR_TITLE} />
      )}
    </WizardFrame>
  );
}

interface WizardSessionProps {
  userType: RegistrationUserType;
  user: AppUser;
  start: WizardPosition;
  onBack: () => void;
  shownStepRef: ShownStep;
}

/** The steps after the account, for a signed-in user; every move is saved as the draft. */
function WizardSession({ userType, user, start, onBack, shownStepRef }: WizardSessionProps) {
  const steps = WIZARD_STEPS[userType];
  const [position, setPosition] = useState(start);
  // The latest position for update/next called one after another before a re-render.
  const latest = useRef(start);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const moveTo = useCallback(
    (next: WizardPosition): Promise<void> => {
      latest.current = next;
      setPosition(next);
      // One save after another, so the server ends with the last position. A failed save
      // does not stop the user: the step goes on and only resuming would start earlier.
      saving.current = saving.current
        .then(() => saveDraft(user.id, { user_type: userType, step: next.step, data: next.data }))
        .catch((error: unknown) => {
          notify({
            title: PROGRESS_NOT_SAVED_TITLE,
            description: friendlyErrorMessage(error, PROGRESS_NOT_SAVED_FALLBACK),
            variant: 'destructive',
          });
        });
      return saving.current;
    },
    [user.id, userType],
  );

  const update = useCallback(
    (patch: Partial<WizardData>) => moveTo({ ...latest.current, data: { ...latest.current.data, ...patch } }),
    [moveTo],
  );
  const next = useCallback(
    (patch: Partial<WizardData> = {}) =>
      moveTo({ step: Math.min(latest.current.step + 1, steps.length), data: { ...latest.current.data, ...patch } }),
    [moveTo, steps.length],
  );
  // Leaving for the chooser discards a draft the person has not started, so /register offers
  // the chooser again instead of reopening a wizard opened only to look (a failed delete
  // only means /register shows the chooser anyway: it skips unstarted drafts).
  const leave = useCallback(async () => {
    if (isUnstartedDraft(latest.current)) {
      await saving.current;
      await deleteDraft(user.id).catch(() => undefined);
    }
    onBack();
  }, [onBack, user.id]);
  // Back from step 1 leaves for the chooser; from any other step it goes one step back.
  const back = useCallback(() => {
    if (latest.current.step <= 1) void leave();
    else void moveTo({ ...latest.current, step: latest.current.step - 1 });
  }, [moveTo, leave]);

  const Step = STEP_COMPONENTS[userType][steps[position.step - 1].key];
  const stepProps: WizardStepProps = { userType, userId: user.id, email: user.email, data: position.data, update, next, back };

  return (
    <WizardFrame userType={userType} current={position.step} onBack={() => void leave()} shownStepRef={shownStepRef}>
      {Step && <Step {...stepProps} />}
    </WizardFrame>
  );
}
