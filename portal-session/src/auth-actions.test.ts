import { loginWithRole, requestPasswordReset, signOut } from './auth-actions';
import { setDemoMode } from './demo-mode';
import { useSession } from './session-store';
import { setSupabaseClient } from './supabase-client';
import { makeAuthUser, makeFakeClient, makeSession, type FakeClient } from './testing/fake-supabase-client';

const invalidCredentials = Object.assign(new Error('Invalid login credentials'), {
  status: 400,
  code: 'invalid_credentials',
});

function signedIn(userMetadata: Record<string, unknown> = {}) {
  const user = makeAuthUser({ user_metadata: userMetadata });
  return { data: { user, session: makeSession(user) }, error: null };
}
const failed = (error: Error) => ({ data: { user: null, session: null }, error });

let fake: FakeClient;
beforeEach(() => {
  useSession.getState().reset();
  fake = makeFakeClient();
  setSupabaseClient(fake.client);
});
afterEach(() => setSupabaseClient(null));

describe('signOut', () => {
  it('signs out and clears the store on success', async () => {
    useSession.setState({ user: { id: 'u' } as never, session: makeSession(), loading: false });
    await expect(signOut()).resolves.toBeUndefined();
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ user: null, session: null, loading: false, lastEvent: 'SIGNED_OUT' });
  });

  it('throws the auth service error as it came (its status kept) and keeps the store', async () => {
    const user = { id: 'u' } as never;
    useSession.setState({ user, loading: false });
    const refusal = Object.assign(new Error('Too many requests'), { status: 429 });
    fake.auth.signOut.mockResolvedValueOnce({ error: refusal });
    await expect(signOut()).rejects.toBe(refusal);
    expect(useSession.getState().user).toBe(user);
  });

  it('throws what the call threw', async () => {
    fake.auth.signOut.mockRejectedValueOnce(new Error('boom'));
    await expect(signOut()).rejects.toThrow('boom');
  });
});

describe('loginWithRole', () => {
  // the sign-up fallback is demo mode's; outside it see 'outside demo mode' below
  beforeEach(() => setDemoMode(true));
  afterEach(() => setDemoMode(false));

  it('outside demo mode never creates an account: an unknown e-mail or a wrong password is invalid credentials', async () => {
    setDemoMode(false);
    fake.auth.signInWithPassword.mockResolvedValueOnce(failed(invalidCredentials));
    const result = await loginWithRole({ email: 'new@example.org', password: 'secret1', role: 'donor' });
    expect(result).toEqual({ user: null, error: invalidCredentials });
    expect(fake.auth.signUp).not.toHaveBeenCalled();
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it('in demo mode, a wrong password for an existing account is invalid credentials, not "User already registered"', async () => {
    const taken = Object.assign(new Error('User already registered'), { status: 422, code: 'user_already_exists' });
    fake.auth.signInWithPassword.mockResolvedValueOnce(failed(invalidCredentials));
    fake.auth.signUp.mockResolvedValueOnce(failed(taken));
    const result = await loginWithRole({ email: 'donor@example.org', password: 'wrong-one', role: 'donor' });
    expect(result).toEqual({ user: null, error: invalidCredentials });
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it('signs in, builds the user from the profile and fills the store', async () => {
    fake.auth.signInWithPassword.mockResolvedValueOnce(signedIn());
    fake.single.mockResolvedValueOnce({
      data: { id: 'user-1', full_name: 'Ada', avatar_url: null, user_type: 'donor', is_admin: false },
      error: null,
    });

    const result = await loginWithRole({ email: 'ada@example.org', password: 'secret1', role: 'donor' });

    expect(result.error).toBeNull();
    expect(result.user).toMatchObject({ id: 'user-1', name: 'Ada', role: 'donor' });
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.org', password: 'secret1' });
    expect(fake.auth.signUp).not.toHaveBeenCalled();
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ user: result.user, loading: false, lastEvent: 'SIGNED_IN' });
  });

  it('in demo mode, on invalid credentials signs up with the role, signs in again, then sets user_type', async () => {
    fake.auth.signInWithPassword
      .mockResolvedValueOnce(failed(invalidCredentials))
      .mockResolvedValueOnce(signedIn({ user_type: 'founder', full_name: '' }));
    fake.auth.signUp.mockResolvedValueOnce(signedIn({ user_type: 'founder' }));

    const result = await loginWithRole({ email: 'new@example.org', password: 'secret1', role: 'founder' });

    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.org',
      password: 'secret1',
      options: { data: { user_type: 'founder', full_name: '' } },
    });
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(2);
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ data: { user_type: 'founder' } });
    const order = [
      fake.auth.signInWithPassword.mock.invocationCallOrder[0],
      fake.auth.signUp.mock.invocationCallOrder[0],
      fake.auth.signInWithPassword.mock.invocationCallOrder[1],
      fake.auth.updateUser.mock.invocationCallOrder[0],
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // No profile row (fake read fails): the fallback profile (DEFAULT_PROFILE) makes them a recipient.
    expect(result).toMatchObject({ error: null, user: { role: 'recipient' } });
  });

  it("never signs up for role 'admin' and returns the original error", async () => {
    fake.auth.signInWithPassword.mockResolvedValueOnce(failed(invalidCredentials));
    const result = await loginWithRole({ email: 'admin@example.org', password: 'wrong', role: 'admin' });
    expect(result).toEqual({ user: null, error: invalidCredentials });
    expect(fake.auth.signUp).not.toHaveBeenCalled();
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it('does not sign up for errors other than invalid credentials', async () => {
    const notConfirmed = Object.assign(new Error('Email not confirmed'), { status: 400, code: 'email_not_confirmed' });
    fake.auth.signInWithPassword.mockResolvedValueOnce(failed(notConfirmed));
    const result = await loginWithRole({ email: 'a@example.org', password: 'secret1', role: 'donor' });
    expect(result).toEqual({ user: null, error: notConfirmed });
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it('returns the sign-up error (e.g. weak password)', async () => {
    const weak = Object.assign(new Error('Password should be at least 6 characters.'), {
      status: 422,
      code: 'weak_password',
    });
    fake.auth.signInWithPassword.mockResolvedValueOnce(failed(invalidCredentials));
    fake.auth.signUp.mockResolvedValueOnce(failed(weak));
    const result = await loginWithRole({ email: 'a@example.org', password: '123', role: 'donor' });
    expect(result).toEqual({ user: null, error: weak });
    expect(fake.auth.signInWithPassword).toHaveBeenCalledTimes(1);
    expect(useSession.getState().user).toBeNull();
  });

  it('returns the error of the second sign-in', async () => {
    fake.auth.signInWithPassword.mockResolvedValueOnce(failed(invalidCredentials)).mockResolvedValueOnce(failed(invalidCredentials));
    fake.auth.signUp.mockResolvedValueOnce(signedIn());
    const result = await loginWithRole({ email: 'taken@example.org', password: 'wrong', role: 'partner' });
    expect(result).toEqual({ user: null, error: invalidCredentials });
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
  });

  it.each([
    { email: '', password: 'secret1' },
    { email: 'a@example.org', password: '' },
    { email: '   ', password: 'secret1' },
  ])('rejects missing credentials without calling the server (%p)', async (input) => {
    const result = await loginWithRole({ ...input, role: 'donor' });
    expect(result.user).toBeNull();
    expect(result.error?.message).toBe('You must provide either an email or phone number and a password');
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('returns a thrown error as a result', async () => {
    fake.auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await loginWithRole({ email: 'a@example.org', password: 'secret1', role: 'donor' });
    expect(result.user).toBeNull();
    expect(result.error?.message).toBe('Failed to fetch');
  });
});

describe('requestPasswordReset', () => {
  it('asks supabase to send the reset e-mail with the redirect', async () => {
    await expect(requestPasswordReset('a@example.org', 'https://portal.example.org/reset-password')).resolves.toBeUndefined();
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('a@example.org', {
      redirectTo: 'https://portal.example.org/reset-password',
    });
  });

  it('throws the error', async () => {
    const error = new Error('For security purposes, you can only request this after 60 seconds.');
    fake.auth.resetPasswordForEmail.mockResolvedValueOnce({ data: null, error } as never);
    await expect(requestPasswordReset('a@example.org', 'https://x/reset-password')).rejects.toBe(error);
  });
});
