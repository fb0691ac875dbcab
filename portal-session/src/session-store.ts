/**
 * The session store (the signed-in user, or none, and whether it is known yet): one zustand store shared by
 * the shell and every remote through Module Federation.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { create } from 'zustand';
import { buildAppUser } from './app-user';
import { fetchProfile } from './profile';
import { getSupabase } from './supabase-client';
import type { AppUser } from './types';

export interface SessionState {
  user: AppUser | null;
  session: Session | null;
  /** True until the first auth event is handled, and while a new user's profile loads. */
  loading: boolean;
  lastEvent: AuthChangeEvent | null;
  /**
   * Applies an auth event. With a session (SIGNED_IN, TOKEN_REFRESHED,
   * USER_UPDATED, INITIAL_SESSION, PASSWORD_RECOVERY) the profile is loaded
   * and the user built; SIGNED_OUT or no session clears the user. Either way
   * loading ends. Results of an older event never overwrite a newer one.
   */
  handleAuthEvent: (event: AuthChangeEvent, session: Session | null) => Promise<void>;
  /** Re-reads the profile of the current session (e.g. after registration updated it). */
  refreshUser: () => Promise<AppUser | null>;
  /** Back to the initial state (no user, loading true). */
  reset: () => void;
}

const initialState = {
  user: null,
  session: null,
  loading: true,
  lastEvent: null,
} satisfies Pick<SessionState, 'user' | 'session' | 'loading' | 'lastEvent'>;

/** Bumped on every state change that must win over profile loads in flight. */
let generation = 0;

export const useSession = create<SessionState>()((set, get) => ({
  ...initialState,

  handleAuthEvent: async (event, session) => {
    const mine = ++generation;
    if (event === 'SIGNED_OUT' || !session) {
      set({ user: null, session: null, loading: false, lastEvent: event });
      return;
    }
    // Same user (token refresh, metadata update): keep showing them while the
    // profile reloads. A different or first user: loading until it is built.
    const sameUser = get().user?.id === session.user.id;
    set({ session, lastEvent: event, ...(sameUser ? {} : { user: null, loading: true }) });
    const profile = await fetchProfile(session.user.id);
    if (mine !== generation) return;
    set({ user: buildAppUser(session.user, profile), loading: false });
  },

  refreshUser: async () => {
    const { session } = get();
    if (!session) return null;
    const mine = ++generation;
    const profile = await fetchProfile(session.user.id);
    if (mine !== generation) return get().user;
    const user = buildAppUser(session.user, profile);
    set({ user, loading: false });
    return user;
  },

  reset: () => {
    generation++;
    set({ ...initialState });
  },
}));

/** Internal: sets a signed-in state directly (after loginWithRole). */
export function setSignedIn(session: Session, user: AppUser): void {
  generation++;
  useSession.setState({ session, user, loading: false, lastEvent: 'SIGNED_IN' });
}

/** Internal: sets the signed-out state directly (after signOut). */
export function setSignedOut(): void {
  generation++;
  useSession.setState({ session: null, user: null, loading: false, lastEvent: 'SIGNED_OUT' });
}

let activeUnsubscribe: (() => void) | null = null;

/**
 * Subscribes the store to `client.auth.onAuthStateChange` (default: the
 * shared client) and returns an unsubscribe function. Idempotent: while a
 * subscription is active, further calls return the same unsubscribe function
 * without subscribing again. The callback only schedules the work: supabase-js
 * holds a lock while it runs callbacks, and awaiting another supabase call
 * inside one can deadlock, so the profile read runs in a setTimeout(0).
 */
export function startSessionSync(client?: SupabaseClient): () => void {
  if (activeUnsubscribe) return activeUnsubscribe;
  const auth = (client ?? getSupabase()).auth;
  const { data } = auth.onAuthStateChange((event, session) => {
    setTimeout(() => {
      void useSession.getState().handleAuthEvent(event, session);
    }, 0);
  });
  const unsubscribe = () => {
    if (activeUnsubscribe !== unsubscribe) return;
    activeUnsubscribe = null;
    data.subscription.unsubscribe();
  };
  activeUnsubscribe = unsubscribe;
  return unsubscribe;
}
