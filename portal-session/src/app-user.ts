import type { User } from '@supabase/supabase-js';
import { isRole, permissionsFor, type Role } from './roles';
import type { AppUser, ProfileRow } from './types';

/** The fields of a supabase-js `User` that the derivation reads. */
export type AuthUserLike = Pick<User, 'id' | 'email' | 'user_metadata'>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A role from auth metadata. Users can write their own user_metadata
 * (auth.updateUser), so metadata may never make someone an admin:
 * user_type 'admin' there is ignored and the next fallback applies.
 */
function metadataRole(value: unknown): Role | null {
  return isRole(value) && value !== 'admin' ? value : null;
}

/**
 * Builds the in-app user from the auth user and the profile row:
 *
 * - role = profile user_type, else metadata user_type, else 'recipient'.
 *   Values outside the six roles count as missing. Note that a failed profile
 *   read yields DEFAULT_PROFILE, whose user_type is 'recipient', and that
 *   recipient profile wins over the metadata (metadata is user-editable, so
 *   it never upgrades a role on its own). The
 *   metadata user_type is used only when the profile row itself has no (or
 *   an unknown) user_type, or when `profile` is null.
 * - name = profile full_name, else metadata full_name or name, else 'User'
 *   (the fallback profile's empty name therefore falls through to metadata).
 * - photoURL = profile avatar_url, else metadata avatar_url, else null.
 * - isAdmin = profile is_admin, or role === 'admin'. Never from metadata.
 * - permissions = permissionsFor(role).
 */
export function buildAppUser(authUser: AuthUserLike, profile: ProfileRow | null): AppUser {
  const metadata: Record<string, unknown> = authUser.user_metadata ?? {};
  const profileRole = isRole(profile?.user_type) ? (profile?.user_type as Role) : null;
  const role: Role = profileRole ?? metadataRole(metadata.user_type) ?? 'recipient';
  const name = text(profile?.full_name) ?? text(metadata.full_name) ?? text(metadata.name) ?? 'User';
  const photoURL = text(profile?.avatar_url) ?? text(metadata.avatar_url);
  return {
    id: authUser.id,
    name,
    email: authUser.email ?? '',
    photoURL,
    isAdmin: profile?.is_admin === true || role === 'admin',
    role,
    permissions: permissionsFor(role),
  };
}
