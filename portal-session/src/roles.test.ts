import { hasPermission, isRole, permissionsFor, ROLE_PERMISSIONS, ROLES, type Permission } from './roles';
import type { AppUser } from './types';

describe('ROLES', () => {
  it('lists the six roles in the login selector order', () => {
    expect(ROLES).toEqual(['donor', 'recipient', 'founder', 'investor', 'partner', 'admin']);
  });
});

describe('ROLE_PERMISSIONS', () => {
  it.each<[string, Permission[]]>([
    [
      'admin',
      [
        'view_dashboard',
        'manage_users',
        'edit_content',
        'view_analytics',
        'create_post',
        'edit_post',
        'delete_post',
        'manage_profiles',
        'manage_all',
      ],
    ],
    ['partner', ['view_dashboard', 'view_analytics', 'create_post', 'edit_post']],
    ['donor', ['view_dashboard', 'edit_content']],
    ['recipient', ['view_dashboard']],
    ['founder', ['view_dashboard', 'edit_content', 'create_post']],
    ['investor', ['view_dashboard', 'view_analytics', 'manage_profiles']],
  ])('%s has exactly its permissions', (role, expected) => {
    expect(permissionsFor(role)).toEqual(expected);
    expect(ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS]).toEqual(expected);
  });

  it('covers exactly the six roles', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });

  it.each(['', 'hospital', 'Admin', 'toString', '__proto__'])('gives any other role (%p) only view_dashboard', (role) => {
    expect(permissionsFor(role)).toEqual(['view_dashboard']);
  });

  it('returns a fresh array the caller may change without touching the table', () => {
    const list = permissionsFor('donor');
    list.push('manage_all');
    expect(permissionsFor('donor')).toEqual(['view_dashboard', 'edit_content']);
    expect(Object.isFrozen(ROLE_PERMISSIONS.donor)).toBe(true);
  });
});

describe('isRole', () => {
  it('accepts the six roles only', () => {
    ROLES.forEach((role) => expect(isRole(role)).toBe(true));
    expect(isRole('hospital')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});

describe('hasPermission', () => {
  const donor: AppUser = {
    id: 'u',
    name: 'D',
    email: 'd@example.org',
    photoURL: null,
    isAdmin: false,
    role: 'donor',
    permissions: permissionsFor('donor'),
  };

  it('is true for a permission the user holds', () => {
    expect(hasPermission(donor, 'edit_content')).toBe(true);
    expect(hasPermission(donor, 'view_dashboard')).toBe(true);
  });

  it('is false for a permission the user lacks', () => {
    expect(hasPermission(donor, 'manage_users')).toBe(false);
    expect(hasPermission(donor, 'view_analytics')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasPermission(null, 'view_dashboard')).toBe(false);
  });
});
