import {
  DEMO_ROLES,
  createTestClient,
  demoEmail,
  signInDemo,
  signUpUser,
  startTestBackend,
  uniqueEmail,
  type TestBackend,
} from './support/test-backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function ownProfile(user: Awaited<ReturnType<typeof signUpUser>>) {
  const { data, error } = await user.client.from('profiles').select('*').eq('id', user.user.id).single();
  if (error) throw new Error(error.message);
  return data as { full_name: string; user_type: string; is_admin: boolean };
}

describe('sign-up', () => {
  it('creates the profile from the metadata user_type and full_name', async () => {
    const donor = await signUpUser(backend, { user_type: 'donor', full_name: 'Dana Donor' });

    expect(await ownProfile(donor)).toMatchObject({ user_type: 'donor', full_name: 'Dana Donor', is_admin: false });
  });

  it('defaults to a recipient with an empty name', async () => {
    const user = await signUpUser(backend);

    expect(await ownProfile(user)).toMatchObject({ user_type: 'recipient', full_name: '', is_admin: false });
  });

  it('turns a requested admin into a recipient and drops the admin markers', async () => {
    const user = await signUpUser(backend, { user_type: 'admin', isAdmin: true, full_name: 'Mallory' });

    expect(await ownProfile(user)).toMatchObject({ user_type: 'recipient', is_admin: false });
    const { data } = await user.client.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Mallory' });
    expect(data.user?.user_metadata).not.toHaveProperty('isAdmin');
    expect(data.user?.user_metadata.user_type).not.toBe('admin');
  });

  it('rejects a password shorter than 6 characters', async () => {
    const { data, error } = await createTestClient(backend).auth.signUp({ email: uniqueEmail(), password: '12345' });

    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
  });
});

describe('sign-in', () => {
  it('answers a wrong password with 400 invalid_credentials', async () => {
    const { data, error } = await createTestClient(backend).auth.signInWithPassword({
      email: demoEmail('donor'),
      password: 'not-the-password',
    });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it.each(DEMO_ROLES)('signs the %s demo account in with its profile', async (role) => {
    const demo = await signInDemo(backend, role);

    expect(await ownProfile(demo)).toMatchObject({ user_type: role, is_admin: role === 'admin' });
    expect(demo.user.user_metadata.user_type).toBe(role);
  });

  it('marks the admin demo account as admin in its auth metadata', async () => {
    const admin = await signInDemo(backend, 'admin');

    expect(admin.user.user_metadata).toMatchObject({ user_type: 'admin', isAdmin: true });
  });
});

describe('password reset and social sign-in', () => {
  it('accepts a reset request that redirects to /reset-password', async () => {
    const { error } = await createTestClient(backend).auth.resetPasswordForEmail(demoEmail('recipient'), {
      redirectTo: 'http://localhost:3000/reset-password',
    });

    expect(error).toBeNull();
  });

  it.each(['google', 'github'])('refuses %s sign-in because the provider is not enabled', async (provider) => {
    const response = await fetch(`${backend.url}/auth/v1/authorize?provider=${provider}`, {
      headers: { apikey: backend.anonKey },
      redirect: 'manual',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: 'Unsupported provider: provider is not enabled' });
  });
});
