import { isRole, type Role } from '@donation-network/portal-session';

/** What other screens may pass to /login through navigation state. */
export interface LoginLocationState {
  /** Presets the role selector (RequireRole sets it). */
  intendedRole?: Role;
  /** Path to return to after a successful login. */
  from?: string;
}

/** Reads navigation state defensively: unknown roles and non-path `from` values are dropped. */
export function readLoginState(state: unknown): LoginLocationState {
  if (!state || typeof state !== 'object') return {};
  const { intendedRole, from } = state as Record<string, unknown>;
  return {
    intendedRole: isRole(intendedRole) ? intendedRole : undefined,
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : undefined,
  };
}
