import { createTestClient, signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

interface Profile {
  id: string;
  full_name: string;
  avatar_url: string | null;
  user_type: string;
  is_admin: boolean;
  updated_at: string;
}

const ADMIN_ONLY = 'Only an administrator can change admin rights';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function readProfile({ client, user }: SignedUpUser): Promise<Profile> {
  const { data, error } = await client.from('profiles').select('*').eq('id', user.id).single();
  if (error) throw new Error(error.message);
  return data as Profile;
}

describe('profiles row-level security', () => {
  it('lets a user read their own profile only', async () => {
    const alice = await signUpUser(backend, { user_type: 'donor' });
    const bob = await signUpUser(backend, { user_type: 'partner' });

    const { data, error } = await alice.client.from('profiles').select('id');

    expect(error).toBeNull();
    expect(data).toEqual([{ id: alice.user.id }]);
    const other = await alice.client.from('profiles').select('*').eq('id', bob.user.id);
    expect(other.data).toEqual([]);
  });

  it('shows nothing to anonymous visitors', async () => {
    const { data, error } = await createTestClient(backend).from('profiles').select('*');

    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('lets a user update their own name and type', async () => {
    const user = await signUpUser(backend, { user_type: 'donor', full_name: 'Old Name' });
    const before = await readProfile(user);

    const { error } = await user.client.from('profiles').update({ full_name: 'New Name', user_type: 'founder' }).eq('id', user.user.id);

    expect(error).toBeNull();
    const after = await readProfile(user);
    expect(after).toMatchObject({ full_name: 'New Name', user_type: 'founder' });
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
  });

  it('does not let a user change another profile', async () => {
    const alice = await signUpUser(backend, { full_name: 'Alice' });
    const bob = await signUpUser(backend, { full_name: 'Bob' });

    const { data } = await alice.client.from('profiles').update({ full_name: 'Hacked' }).eq('id', bob.user.id).select();

    expect(data).toEqual([]);
    expect((await readProfile(bob)).full_name).toBe('Bob');
  });

  it('does not let clients create or delete profiles', async () => {
    const user = await signUpUser(backend);

    const insert = await user.client.from('profiles').insert({ id: user.user.id, full_name: 'Twin' });
    await user.client.from('profiles').delete().eq('id', user.user.id);

    expect(insert.error).not.toBeNull();
    expect(await readProfile(user)).toMatchObject({ id: user.user.id });
  });

  it('rejects a name longer than 120 characters', async () => {
    const user = await signUpUser(backend);

    const { error } = await user.client
      .from('profiles')
      .update({ full_name: 'x'.repeat(121) })
      .eq('id', user.user.id);

    expect(error).not.toBeNull();
  });
});

describe('admin rights cannot be self-assigned', () => {
  it('rejects setting is_admin on the own profile', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });

    const { error } = await user.client.from('profiles').update({ is_admin: true }).eq('id', user.user.id);

    expect(error?.message).toBe(ADMIN_ONLY);
    expect((await readProfile(user)).is_admin).toBe(false);
  });

  it("rejects changing the own user_type to 'admin'", async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });

    const { error } = await user.client.from('profiles').update({ user_type: 'admin' }).eq('id', user.user.id);

    expect(error?.message).toBe(ADMIN_ONLY);
    expect((await readProfile(user)).user_type).toBe('donor');
  });

  it('strips admin markers from auth metadata updates', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });

    await user.client.auth.updateUser({ data: { user_type: 'admin', isAdmin: true } });

    const { data } = await user.client.auth.getUser();
    expect(data.user?.user_metadata).not.toHaveProperty('isAdmin');
    expect(data.user?.user_metadata.user_type).not.toBe('admin');
    expect(await readProfile(user)).toMatchObject({ user_type: 'donor', is_admin: false });
  });

  it('mirrors a non-admin metadata user_type into the profile', async () => {
    const user = await signUpUser(backend, { user_type: 'donor' });

    const { error } = await user.client.auth.updateUser({ data: { user_type: 'investor' } });

    expect(error).toBeNull();
    expect((await readProfile(user)).user_type).toBe('investor');
  });
});

describe('set_user_admin', () => {
  it('is refused to a non-admin', async () => {
    const user = await signUpUser(backend);

    const { error } = await user.client.rpc('set_user_admin', { target: user.user.id, make_admin: true });

    expect(error?.message).toBe(ADMIN_ONLY);
    expect((await readProfile(user)).is_admin).toBe(false);
  });

  it('lets the admin grant and revoke admin rights', async () => {
    const admin = await signInDemo(backend, 'admin');
    const user = await signUpUser(backend, { user_type: 'partner' });

    const granted = await admin.client.rpc('set_user_admin', { target: user.user.id, make_admin: true });

    expect(granted.error).toBeNull();
    expect(granted.data).toMatchObject({ id: user.user.id, is_admin: true, user_type: 'partner' });
    expect((await user.client.auth.getUser()).data.user?.user_metadata.isAdmin).toBe(true);
    // an admin reads every profile
    const all = await user.client.from('profiles').select('id').eq('id', admin.user.id);
    expect(all.data).toEqual([{ id: admin.user.id }]);

    const revoked = await admin.client.rpc('set_user_admin', { target: user.user.id, make_admin: false });

    expect(revoked.error).toBeNull();
    expect(await readProfile(user)).toMatchObject({ is_admin: false, user_type: 'partner' });
    expect((await user.client.auth.getUser()).data.user?.user_metadata).not.toHaveProperty('isAdmin');
  });

  it('does not let the admin revoke their own rights', async () => {
    const admin = await signInDemo(backend, 'admin');

    const { error } = await admin.client.rpc('set_user_admin', { target: admin.user.id, make_admin: false });

    expect(error?.message).toBe('Administrators cannot revoke their own admin rights');
    expect((await readProfile(admin)).is_admin).toBe(true);
  });
});
