/**
 * Roles and permissions.
 *
 * Any role outside the table gets only `view_dashboard`. Routes are guarded
 * by role (RequireRole), not by permission: this module only answers "does
 * this user hold this permission". Data access is decided by the database's
 * row-level security, never by these lists.
 */

/** Every user type, in the order the login screen's role selector shows them. */
export const ROLES = ['donor', 'recipient', 'founder', 'investor', 'partner', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export type Permission =
  | 'view_dashboard'
  | 'manage_users'
  | 'edit_content'
  | 'view_analytics'
  | 'create_post'
  | 'edit_post'
  | 'delete_post'
  | 'manage_profiles'
  | 'manage_all';

/** Permissions per role. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = Object.freeze({
  admin: Object.freeze([
    'view_dashboard',
    'manage_users',
    'edit_content',
    'view_analytics',
    'create_post',
    'edit_post',
    'delete_post',
    'manage_profiles',
    'manage_all',
  ] as const),
  partner: Object.freeze(['view_dashboard', 'view_analytics', 'create_post', 'edit_post'] as const),
  donor: Object.freeze(['view_dashboard', 'edit_content'] as const),
  recipient: Object.freeze(['view_dashboard'] as const),
  founder: Object.freeze(['view_dashboard', 'edit_content', 'create_post'] as const),
  investor: Object.freeze(['view_dashboard', 'view_analytics', 'manage_profiles'] as const),
});

/** The 'any other' row of the table. */
const OTHER_ROLE_PERMISSIONS: readonly Permission[] = Object.freeze(['view_dashboard'] as const);

/** True when `value` is one of the six known roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Permissions of a role; any other value gets ['view_dashboard']. Returns a fresh array. */
export function permissionsFor(role: string): Permission[] {
  return [...(isRole(role) ? ROLE_PERMISSIONS[role] : OTHER_ROLE_PERMISSIONS)];
}

/**
 * True when a signed-in user (an AppUser, or anything carrying its permissions) holds the
 * permission; false for no user. Typed by shape so this module needs nothing from `types`,
 * which builds AppUser on Role and Permission: the two modules depend one way only.
 */
export function hasPermission(user: { readonly permissions: readonly Permission[] } | null | undefined, permission: Permission): boolean {
  return user != null && user.permissions.includes(permission);
}
