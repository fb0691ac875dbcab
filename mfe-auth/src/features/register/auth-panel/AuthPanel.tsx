import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import { loadSupabase, requestPasswordReset, useSession } from '@donation-network/portal-session';
import type { RegistrationUserType } from '@donation-network/shared-rules';
import { Alert, Button, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import {
  SOCIAL_PROVIDERS,
  isProviderNotEnabledError,
  providerNotEnabledDescription,
  providerUnavailableTitle,
  signInWithProvider,
  socialLoginFailedMessage,
  type SocialProvider,
} from '../../../lib/social-sign-in';
import {
  AUTH_SUCCESS_TITLE,
  LOGIN_ERROR_FALLBACK,
  LOGIN_ERROR_TITLE,
  REGISTER_ERROR_FALLBACK,
  REGISTER_ERROR_TITLE,
  RESET_ERROR_FALLBACK,
  RESET_ERROR_TITLE,
  RESET_SENT_DESCRIPTION,
  RESET_SENT_TITLE,
  SOCIAL_ERROR_FALLBACK,
  authSuccessDescription,
  providerNotAvailableInWizardMessage,
} from './auth-panel-messages';
import { loginSchema, registerSchema, resetSchema, type AuthPanelValues } from './auth-panel-schemas';
import { OrDivider } from '../../../components/OrDivider/OrDivider';

type AuthPanelMode = 'register' | 'login' | 'forgot-password';
type Pending = AuthPanelMode | SocialProvider | null;

const MODES: Record<AuthPanelMode, { title: string; submit: string; validate: ReturnType<typeof validateWithSchema> }> = {
  register: { title: 'Create your account', submit: 'Create Account', validate: validateWithSchema(registerSchema) },
  login: { title: 'Log in to your account', submit: 'Log In', validate: validateWithSchema(loginSchema) },
  'forgot-password': { title: 'Reset your password', submit: 'Send Reset Link', validate: validateWithSchema(resetSchema) },
};

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const SocialRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Toggle = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ToggleButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** An e-mail passed in navigation state, or ''. */
function emailFromState(state: unknown): string {
  const email = state && typeof state === 'object' ? (state as Record<string, unknown>).email : undefined;
  return typeof email === 'string' && email.length <= 254 ? email : '';
}

export interface AuthPanelProps {
  userType: RegistrationUserType;
}

/**
 * Step 1 of the wizard: Google or GitHub, or e-mail and password (register by default, log in,
 * forgot password). A successful sign-up or sign-in puts the session into the store at once,
 * so the wizard moves on to step 2 without waiting for the auth event.
 */
export function AuthPanel({ userType }: AuthPanelProps) {
  // the login screen sends a refused e-mail here to register it (navigation state { email })
  const prefilledEmail = emailFromState(useLocation().state);
  const initialValues = useMemo(() => ({ email: prefilledEmail }), [prefilledEmail]);
  const [mode, setMode] = useState<AuthPanelMode>('register');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const busy = pending !== null;

  const switchTo = (next: AuthPanelMode) => {
    setError(null);
    setNotice(null);
    setMode(next);
  };

  const fail = (message: string, title: string) => {
    setError(message);
    notify({ title, description: message, variant: 'destructive' });
  };

  const run = async (action: Exclude<Pending, null>, work: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    setPending(action);
    try {
      await work();
    } finally {
      setPending(null);
    }
  };

  const submitEmail = ({ email: rawEmail, password }: AuthPanelValues) =>
    run(mode, async () => {
      const email = rawEmail.trim();
      const auth = (await loadSupabase()).auth;
      if (mode === 'forgot-password') {
        try {
          await requestPasswordReset(email, `${window.location.origin}/reset-password`);
        } catch (resetError) {
          return fail(friendlyErrorMessage(resetError, RESET_ERROR_FALLBACK), RESET_ERROR_TITLE);
        }
        setNotice(RESET_SENT_DESCRIPTION);
        notify({ title: RESET_SENT_TITLE, description: RESET_SENT_DESCRIPTION, variant: 'success' });
        return;
      }
      const [fallback, title] =
        mode === 'register' ? [REGISTER_ERROR_FALLBACK, REGISTER_ERROR_TITLE] : [LOGIN_ERROR_FALLBACK, LOGIN_ERROR_TITLE];
      try {
        const { data, error: authError } =
          mode === 'register'
            ? await auth.signUp({ email, password, options: { data: { user_type: userType, full_name: '' } } })
            : await auth.signInWithPassword({ email, password });
        // No session without an error would mean e-mail confirmation is on (supabase/config.toml has it off).
        if (authError || !data.session) return fail(friendlyErrorMessage(authError, fallback), title);
        notify({ title: AUTH_SUCCESS_TITLE, description: authSuccessDescription(email), variant: 'success' });
        await useSession.getState().handleAuthEvent('SIGNED_IN', data.session);
      } catch (caught) {
        fail(friendlyErrorMessage(caught, fallback), title);
      }
    });

  /**
   * A provider that is not enabled is just unavailable here, demo mode or not: the wizard keeps the
   * visitor (signing in a demo account would drop them on another role's dashboard).
   */
  const signInWith = (provider: SocialProvider) =>
    run(provider, async () => {
      const { name } = SOCIAL_PROVIDERS[provider];
      let result: { error: Error | null };
      try {
        result = await signInWithProvider(provider, `${window.location.origin}/register/${userType}`);
      } catch (caught) {
        return fail(friendlyErrorMessage(caught, socialLoginFailedMessage(name)), LOGIN_ERROR_TITLE);
      }
      if (!result.error) return; // on the way to the provider
      if (isProviderNotEnabledError(result.error)) {
        setError(providerNotAvailableInWizardMessage(name));
        notify({ title: providerUnavailableTitle(name), description: providerNotEnabledDescription(name), variant: 'destructive' });
        return;
      }
      setError(socialLoginFailedMessage(name));
      notify({
        title: LOGIN_ERROR_TITLE,
        description: friendlyErrorMessage(result.error, SOCIAL_ERROR_FALLBACK),
        variant: 'destructive',
      });
    });

  const { title, submit, validate } = MODES[mode];

  return (
    <Stack gap={20}>
      <Title>{title}</Title>
      {error && <Alert variant="destructive">{error}</Alert>}
      {notice && (
        <Alert variant="success" title={RESET_SENT_TITLE}>
          {notice}
        </Alert>
      )}
      {mode !== 'forgot-password' && (
        <>
          <SocialRow>
            {(Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]).map((provider) => (
              <Button
                key={provider}
                variant="outline"
                fullWidth
                loading={pending === provider}
                disabled={busy}
                onClick={() => void signInWith(provider)}
              >
                Continue with {SOCIAL_PROVIDERS[provider].name}
              </Button>
            ))}
          </SocialRow>
          <OrDivider>Or continue with email</OrDivider>
        </>
      )}
      <Form<AuthPanelValues>
        key={mode}
        initialValues={initialValues}
        onSubmit={submitEmail}
        validate={validate}
        render={({ handleSubmit, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap={16}>
              <TextField name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" required />
              {mode !== 'forgot-password' && (
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
                  required
                />
              )}
              {mode === 'register' && (
                <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
              )}
              {mode === 'login' && (
                <Toggle>
                  <ToggleButton type="button" disabled={busy} onClick={() => switchTo('forgot-password')}>
                    Forgot password?
                  </ToggleButton>
                </Toggle>
              )}
              <Button
                type="submit"
                fullWidth
                loading={pending === mode}
                disabled={busy || (mode === 'forgot-password' && !values.email?.trim())}
              >
                {submit}
              </Button>
            </Stack>
          </form>
        )}
      />
      <Toggle>
        {mode === 'register' ? (
          <>
            Already have an account?{' '}
            <ToggleButton type="button" disabled={busy} onClick={() => switchTo('login')}>
              Log In
            </ToggleButton>
          </>
        ) : mode === 'login' ? (
          <>
            Don&apos;t have an account?{' '}
            <ToggleButton type="button" disabled={busy} onClick={() => switchTo('register')}>
              Register
            </ToggleButton>
          </>
        ) : (
          <ToggleButton type="button" disabled={busy} onClick={() => switchTo('login')}>
            Back to Login
          </ToggleButton>
        )}
      </Toggle>
    </Stack>
  );
}
