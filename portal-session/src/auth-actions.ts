/**
 * Auth calls (sign-in by role, sign-out, password reset). No toasts here: the UI layer decides what to show.
 * Sign-out and the reset e-mail throw the auth service's error as it came (its status and code kept, so the
 * screen can say "wait 60 seconds"); a sign-in by role resolves to the user or the reason it failed.
 */
import { buildAppUser } from './app-user';
import { isDemoMode } from './demo-mode';
import { fetchProfile } from './profile';
import type { Role } from './roles';
import { setSignedIn, setSignedOut } from './session-store';
import { loadSupabase } from './supabase-client';
import type { AppUser } from './types';

export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

export interface LoginWithRoleInput {
  email: string;
  password: string;
  role: Role;
}

export interface LoginWithRoleResult {
  user: AppUser | null;
  error: Error | null;
}

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return new Error(value.message);
  }
  return new Error(String(value));
}

/** True for the auth service's "invalid credentials" answer (HTTP 400, code invalid_credentials). */
export function isInvalidCredentialsError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'invalid_credentials' || message === 'Invalid login credentials';
}

/** Signs out; throws the auth service's error. On success the store is cleared at once (the SIGNED_OUT event follows). */
export async function signOut(): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signOut();
  if (error) throw error;
  setSignedOut();
}

/** True for the auth service's answer to a sign-up with an e-mail that has an account (code user_already_exists). */
function isAlreadyRegisteredError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'user_already_exists' || message === 'User already registered';
}

/**
 * The login screen's flow by role:
 * 1. password sign-in;
 * 2. in demo mode only, if that fails with invalid credentials (the first login with a role
 *    creates the account): sign up with data.user_type = role (and an empty full_name), sign
 *    in again, then updateUser({ data: { user_type: role } }). Outside demo mode nobody gets
 *    an account without the registration wizard's checks (e-mail code, consent): the invalid
 *    credentials error is returned.
 *
 * Role 'admin' never signs up: the original sign-in error is returned (an admin is made by
 * the profile's is_admin flag, never by self sign-up). When the sign-up finds the e-mail
 * registered already, the password was wrong: the invalid credentials error is returned.
 * Errors other than invalid credentials are returned as they are.
 * A failure of the final updateUser is ignored: the sign-up already stored
 * user_type in the metadata and the user is signed in.
 *
 * On success the store is set to the signed-in user at once, so a guarded
 * route reached right after login sees the user without waiting for the
 * SIGNED_IN event.
 */
export async function loginWithRole({ email, password, role }: LoginWithRoleInput): Promise<LoginWithRoleResult> {
  if (!email?.trim() || !password) {
    return { user: null, error: new Error(MISSING_CREDENTIALS_MESSAGE) };
  }
  try {
    const auth = (await loadSupabase()).auth;
    let signIn = await auth.signInWithPassword({ email, password });

    if (signIn.error) {
      if (!isInvalidCredentialsError(signIn.error) || role === 'admin' || !isDemoMode()) {
        return { user: null, error: toError(signIn.error) };
      }
      const signUp = await auth.signUp({
        email,
        password,
        options: { data: { user_type: role, full_name: '' } },
      });
      if (signUp.error) return { user: null, error: toError(isAlreadyRegisteredError(signUp.error) ? signIn.error : signUp.error) };

      signIn = await auth.signInWithPassword({ email, password });
      if (signIn.error) return { user: null, error: toError(signIn.error) };

      await auth.updateUser({ data: { user_type: role } }).catch(() => undefined);
    }

    const { session, user: authUser } = signIn.data;
    if (!session || !authUser) {
      return { user: null, error: new Error('Login failed. Please check your credentials.') };
    }
    const user = buildAppUser(authUser, await fetchProfile(authUser.id));
    setSignedIn(session, user);
    return { user, error: null };
  } catch (caught) {
    return { user: null, error: toError(caught) };
  }
}

/** Sends the password-reset e-mail; the link lands on `redirectTo` (normally {origin}/reset-password). Throws the auth service's error. */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}
