import { DEFAULT_PROFILE, fetchProfile } from './profile';
import { setSupabaseClient } from './supabase-client';
import { makeFakeClient } from './testing/fake-supabase-client';

afterEach(() => setSupabaseClient(null));

describe('DEFAULT_PROFILE', () => {
  it('is the least-privileged fallback: empty name and avatar, recipient, not admin', () => {
    expect(DEFAULT_PROFILE).toMatchObject({ full_name: '', avatar_url: '', user_type: 'recipient', is_admin: false });
  });
});

describe('fetchProfile', () => {
  it('reads profiles by id as a single row', async () => {
    const row = { id: 'u1', full_name: 'Ada', avatar_url: null, user_type: 'donor', is_admin: false };
    const fake = makeFakeClient({ data: row, error: null });
    setSupabaseClient(fake.client);

    await expect(fetchProfile('u1')).resolves.toEqual(row);
    expect(fake.from).toHaveBeenCalledWith('profiles');
    expect(fake.select).toHaveBeenCalledWith('*');
    expect(fake.eq).toHaveBeenCalledWith('id', 'u1');
    expect(fake.single).toHaveBeenCalledTimes(1);
  });

  it('returns the default profile for that id when the read fails', async () => {
    setSupabaseClient(makeFakeClient({ data: null, error: { code: 'PGRST116', message: 'no rows' } }).client);
    await expect(fetchProfile('u2')).resolves.toEqual({ ...DEFAULT_PROFILE, id: 'u2' });
  });

  it('returns the default profile when the query throws', async () => {
    const fake = makeFakeClient();
    fake.single.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    setSupabaseClient(fake.client);
    await expect(fetchProfile('u3')).resolves.toEqual({ ...DEFAULT_PROFILE, id: 'u3' });
  });

  it('sends one request for reads of the same profile at once, and a new one after it answered', async () => {
    const row = { id: 'u5', full_name: 'Ada', avatar_url: null, user_type: 'donor', is_admin: false };
    const fake = makeFakeClient({ data: row, error: null });
    setSupabaseClient(fake.client);

    const [forLogin, forSignedInEvent] = await Promise.all([fetchProfile('u5'), fetchProfile('u5')]);
    expect(forLogin).toEqual(row);
    expect(forSignedInEvent).toEqual(row);
    expect(fake.single).toHaveBeenCalledTimes(1);

    await fetchProfile('u5');
    expect(fake.single).toHaveBeenCalledTimes(2);
  });

  it('returns the default profile when no client is initialised', async () => {
    await expect(fetchProfile('u4')).resolves.toEqual({ ...DEFAULT_PROFILE, id: 'u4' });
  });
});
