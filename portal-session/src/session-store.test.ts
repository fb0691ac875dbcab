import type { AuthChangeEvent } from '@supabase/supabase-js';
import { startSessionSync, useSession } from './session-store';
import { setSupabaseClient } from './supabase-client';
import { makeAuthUser, makeFakeClient, makeSession } from './testing/fake-supabase-client';

const donorRow = { id: 'user-1', full_name: 'Ada Donor', avatar_url: null, user_type: 'donor', is_admin: false };

beforeEach(() => useSession.getState().reset());
afterEach(() => setSupabaseClient(null));

describe('useSession initial state', () => {
  it('has no user and is loading until the first auth event', () => {
    const { user, session, loading, lastEvent } = useSession.getState();
    expect({ user, session, loading, lastEvent }).toEqual({ user: null, session: null, loading: true, lastEvent: null });
  });
});

describe('handleAuthEvent', () => {
  it.each<AuthChangeEvent>(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'INITIAL_SESSION', 'PASSWORD_RECOVERY'])(
    '%s with a session loads the profile and builds the user',
    async (event) => {
      const fake = makeFakeClient({ data: donorRow, error: null });
      setSupabaseClient(fake.client);
      const session = makeSession();

      await useSession.getState().handleAuthEvent(event, session);

      const state = useSession.getState();
      expect(fake.eq).toHaveBeenCalledWith('id', 'user-1');
      expect(state.loading).toBe(false);
      expect(state.session).toBe(session);
      expect(state.lastEvent).toBe(event);
      expect(state.user).toMatchObject({ id: 'user-1', name: 'Ada Donor', role: 'donor', isAdmin: false });
      expect(state.user?.permissions).toEqual(['view_dashboard', 'edit_content']);
    },
  );

  it('uses the fallback profile (recipient) when the read fails', async () => {
    setSupabaseClient(makeFakeClient({ data: null, error: { message: 'boom' } }).client);
    await useSession.getState().handleAuthEvent('SIGNED_IN', makeSession(makeAuthUser({ user_metadata: { full_name: 'Meta' } })));
    expect(useSession.getState().user).toMatchObject({ role: 'recipient', name: 'Meta', isAdmin: false });
  });

  it('is loading while a new user profile loads', async () => {
    const fake = makeFakeClient({ data: donorRow, error: null });
    setSupabaseClient(fake.client);
    await useSession.getState().handleAuthEvent('SIGNED_OUT', null);
    expect(useSession.getState().loading).toBe(false);

    const pending = useSession.getState().handleAuthEvent('SIGNED_IN', makeSession());
    expect(useSession.getState().loading).toBe(true);
    await pending;
    expect(useSession.getState().loading).toBe(false);
  });

  it('keeps the same user visible during a token refresh', async () => {
    setSupabaseClient(makeFakeClient({ data: donorRow, error: null }).client);
    await useSession.getState().handleAuthEvent('SIGNED_IN', makeSession());
    const before = useSession.getState().user;

    const pending = useSession.getState().handleAuthEvent('TOKEN_REFRESHED', makeSession());
    expect(useSession.getState().user).toBe(before);
    expect(useSession.getState().loading).toBe(false);
    await pending;
    expect(useSession.getState().user).toEqual(before);
  });

  it('SIGNED_OUT clears the user and ends loading', async () => {
    setSupabaseClient(makeFakeClient({ data: donorRow, error: null }).client);
    await useSession.getState().handleAuthEvent('SIGNED_IN', makeSession());

    await useSession.getState().handleAuthEvent('SIGNED_OUT', null);
    expect(useSession.getState()).toMatchObject({ user: null, session: null, loading: false, lastEvent: 'SIGNED_OUT' });
  });

  it('INITIAL_SESSION without a session clears the user and ends loading', async () => {
    const fake = makeFakeClient();
    setSupabaseClient(fake.client);
    await useSession.getState().handleAuthEvent('INITIAL_SESSION', null);
    expect(useSession.getState()).toMatchObject({ user: null, session: null, loading: false, lastEvent: 'INITIAL_SESSION' });
    expect(fake.from).not.toHaveBeenCalled();
  });

  it('does not let a slow profile read overwrite a later sign-out', async () => {
    const fake = makeFakeClient({ data: donorRow, error: null });
    let release: () => void = () => undefined;
    fake.single.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({ data: donorRow, error: null }))));
    setSupabaseClient(fake.client);

    const signingIn = useSession.getState().handleAuthEvent('SIGNED_IN', makeSession());
    await useSession.getState().handleAuthEvent('SIGNED_OUT', null);
    release();
    await signingIn;
    expect(useSession.getState()).toMatchObject({ user: null, loading: false, lastEvent: 'SIGNED_OUT' });
  });
});

describe('refreshUser', () => {
  it('re-reads the profile of the current session', async () => {
    const fake = makeFakeClient({ data: donorRow, error: null });
    setSupabaseClient(fake.client);
    await useSession.getState().handleAuthEvent('SIGNED_IN', makeSession());

    fake.single.mockResolvedValueOnce({ data: { ...donorRow, full_name: 'Ada Updated', user_type: 'founder' }, error: null });
    const user = await useSession.getState().refreshUser();

    expect(user).toMatchObject({ name: 'Ada Updated', role: 'founder' });
    expect(useSession.getState().user).toBe(user);
    expect(fake.single).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a session', async () => {
    const fake = makeFakeClient();
    setSupabaseClient(fake.client);
    await expect(useSession.getState().refreshUser()).resolves.toBeNull();
    expect(fake.from).not.toHaveBeenCalled();
  });
});

describe('reset', () => {
  it('returns to the initial state', async () => {
    setSupabaseClient(makeFakeClient({ data: donorRow, error: null }).client);
    await useSession.getState().handleAuthEvent('SIGNED_IN', makeSession());
    useSession.getState().reset();
    expect(useSession.getState()).toMatchObject({ user: null, session: null, loading: true, lastEvent: null });
  });
});

describe('startSessionSync', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    jest.useRealTimers();
  });

  it('subscribes once however often it is called', () => {
    const fake = makeFakeClient();
    stop = startSessionSync(fake.client);
    const again = startSessionSync(fake.client);
    expect(again).toBe(stop);
    expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('uses the shared client by default', () => {
    const fake = makeFakeClient();
    setSupabaseClient(fake.client);
    stop = startSessionSync();
    expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('throws the initialisation error without a client', () => {
    expect(() => startSessionSync()).toThrow('Supabase client is not initialised');
  });

  it('unsubscribes, and can subscribe again afterwards', () => {
    const fake = makeFakeClient();
    const first = startSessionSync(fake.client);
    first();
    first();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    stop = startSessionSync(fake.client);
    expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(2);
  });

  it('defers event handling out of the supabase callback, then updates the store', async () => {
    jest.useFakeTimers();
    const fake = makeFakeClient({ data: donorRow, error: null });
    setSupabaseClient(fake.client);
    stop = startSessionSync(fake.client);

    fake.emit('SIGNED_IN', makeSession());
    expect(fake.from).not.toHaveBeenCalled();
    expect(useSession.getState().lastEvent).toBeNull();

    await jest.runAllTimersAsync();
    expect(useSession.getState()).toMatchObject({ loading: false, lastEvent: 'SIGNED_IN' });
    expect(useSession.getState().user).toMatchObject({ role: 'donor' });

    fake.emit('SIGNED_OUT', null);
    await jest.runAllTimersAsync();
    expect(useSession.getState()).toMatchObject({ user: null, loading: false, lastEvent: 'SIGNED_OUT' });
  });
});
