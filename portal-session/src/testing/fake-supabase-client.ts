/** A plain-object stand-in for the supabase-js client, for this package's tests. */
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { fakeSupabaseClient } from './fake-client';

type AuthCallback = (event: AuthChangeEvent, session: Session | null) => void;

export interface ProfileResult {
  data: unknown;
  error: unknown;
}

export function makeAuthUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.org',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2024-01-01T00:00:00Z',
    ...overrides,
  } as User;
}

export function makeSession(user: User = makeAuthUser()): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_at: 2_000_000_000,
    expires_in: 3600,
    token_type: 'bearer',
    user,
  };
}

export function makeFakeClient(profile: ProfileResult = { data: null, error: { code: 'PGRST116' } }) {
  const callbacks: AuthCallback[] = [];
  const unsubscribe = jest.fn();
  const single = jest.fn(async () => profile);
  const eq = jest.fn(() => ({ single }));
  const select = jest.fn(() => ({ eq }));
  const from = jest.fn(() => ({ select }));
  const auth = {
    signInWithPassword: jest.fn(),
    signUp: jest.fn(),
    updateUser: jest.fn(async () => ({ data: { user: null }, error: null })),
    signOut: jest.fn(async (): Promise<{ error: Error | null }> => ({ error: null })),
    resetPasswordForEmail: jest.fn(async () => ({ data: {}, error: null })),
    onAuthStateChange: jest.fn((callback: AuthCallback) => {
      callbacks.push(callback);
      return { data: { subscription: { id: 'sub', callback, unsubscribe } } };
    }),
  };
  return {
    client: fakeSupabaseClient({ auth, from }),
    auth,
    from,
    select,
    eq,
    single,
    unsubscribe,
    /** Fires an auth event the way supabase-js does, to every subscriber. */
    emit(event: AuthChangeEvent, session: Session | null) {
      callbacks.forEach((callback) => callback(event, session));
    },
  };
}

export type FakeClient = ReturnType<typeof makeFakeClient>;
