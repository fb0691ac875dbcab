import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isDemoMode, isInvalidCredentialsError, loginWithRole, postLoginPath, type Role } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { demoAccountFor } from '../../../lib/demo-accounts';
import { announceDemoFallback, isProviderNotEnabledError, signInWithProvider } from '../../../lib/social-sign-in';
import {
  GOOGLE_NOT_AVAILABLE_DESCRIPTION,
  GOOGLE_NOT_AVAILABLE_MESSAGE,
  GOOGLE_UNAVAILABLE_TITLE,
  INVALID_CREDENTIALS_REASON,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TITLE,
  SOCIAL_LOGIN_ERROR_FALLBACK,
  SOCIAL_LOGIN_ERROR_TITLE,
  SOCIAL_LOGIN_FAILED_MESSAGE,
  SOCIAL_LOGIN_THREW_DESCRIPTION,
  loginSuccessDescription,
  roleLoginFailedDescription,
  roleLoginFailedMessage,
} from '../login-messages';

export interface Credentials {
  email: string;
  password: string;
  role: Role;
}

/** Which login is running: the form, Google, or the demo button of a role. */
export type LoginAction = 'form' | 'google' | `demo-${Role}`;

/** After refused credentials outside demo mode: the role's registration wizard, with the e-mail typed. */
export interface RegisterOffer {
  role: Exclude<Role, 'admin'>;
  email: string;
}

/**
 * The login screen's actions with the texts of login-messages.ts: a red
 * alert text (`error`, with the `reason` when it is known) plus toasts; on
 * success a toast and a redirect to `from` or the role's landing path.
 * Refused credentials outside demo mode also offer the role's registration
 * (`registerOffer`): the login never creates an account there.
 */
export function useRoleLogin(from?: string) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [registerOffer, setRegisterOffer] = useState<RegisterOffer | null>(null);
  const [pending, setPending] = useState<LoginAction | null>(null);

  const runLogin = useCallback(
    async ({ email, password, role }: Credentials): Promise<boolean> => {
      const { user, error: loginError } = await loginWithRole({ email, password, role });
      if (loginError || !user) {
        const refused = isInvalidCredentialsError(loginError);
        setError(roleLoginFailedMessage(role));
        setReason(refused ? INVALID_CREDENTIALS_REASON : null);
        if (refused && role !== 'admin' && !isDemoMode()) setRegisterOffer({ role, email: email.trim() });
        notify({
          title: LOGIN_FAILED_TITLE,
          description: roleLoginFailedDescription(
            role,
            refused ? INVALID_CREDENTIALS_REASON : loginError ? friendlyErrorMessage(loginError, 'Unknown error') : null,
          ),
          variant: 'destructive',
        });
        return false;
      }
      // The account decides where to land: signing in to an existing donor
      // account with another role selected still lands on the donor pages.
      const landedAs: string = user.isAdmin ? 'admin' : user.role;
      notify({ title: LOGIN_SUCCESS_TITLE, description: loginSuccessDescription(landedAs), variant: 'success' });
      navigate(from ?? postLoginPath(landedAs), { replace: true });
      return true;
    },
    [from, navigate],
  );

  const track = useCallback(async <T>(action: LoginAction, work: () => Promise<T>): Promise<T> => {
    setError(null);
    setReason(null);
    setRegisterOffer(null);
    setPending(action);
    try {
      return await work();
    } finally {
      setPending(null);
    }
  }, []);

  /** Password login with the chosen role (the form). */
  const loginAs = useCallback((credentials: Credentials) => track('form', () => runLogin(credentials)), [track, runLogin]);

  /** One-click login with the demo account of `role`. */
  const loginAsDemo = useCallback((role: Role) => track(`demo-${role}`, () => runLogin(demoAccountFor(role))), [track, runLogin]);

  /**
   * Google for admins. When the provider is not enabled: in demo mode it falls back to the
   * admin demo credentials (so a demo without an OAuth app still shows the admin area), after
   * two toasts shown one after the other; otherwise it says Google is not available.
   */
  const loginWithGoogle = useCallback(
    () =>
      track('google', async () => {
        let result: { error: Error | null };
        try {
          result = await signInWithProvider('google', `${window.location.origin}/dashboard`);
        } catch {
          setError(SOCIAL_LOGIN_FAILED_MESSAGE);
          notify({ title: LOGIN_FAILED_TITLE, description: SOCIAL_LOGIN_THREW_DESCRIPTION, variant: 'destructive' });
          return false;
        }
        // No error: the browser is on its way to the provider.
        if (!result.error) return true;
        if (isProviderNotEnabledError(result.error) && !isDemoMode()) {
          setError(GOOGLE_NOT_AVAILABLE_MESSAGE);
          notify({ title: GOOGLE_UNAVAILABLE_TITLE, description: GOOGLE_NOT_AVAILABLE_DESCRIPTION, variant: 'destructive' });
          return false;
        }
        if (isProviderNotEnabledError(result.error)) {
          await announceDemoFallback('google');
          return runLogin(demoAccountFor('admin'));
        }
        setError(SOCIAL_LOGIN_FAILED_MESSAGE);
        notify({
          title: SOCIAL_LOGIN_ERROR_TITLE,
          description: friendlyErrorMessage(result.error, SOCIAL_LOGIN_ERROR_FALLBACK),
          variant: 'destructive',
        });
        return false;
      }),
    [track, runLogin],
  );

  const clearError = useCallback(() => {
    setError(null);
    setReason(null);
    setRegisterOffer(null);
  }, []);

  return { error, reason, registerOffer, clearError, pending, loginAs, loginAsDemo, loginWithGoogle };
}
