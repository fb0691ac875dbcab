import { buildAppUser } from './app-user';
import { DEFAULT_PROFILE } from './profile';
import { makeAuthUser } from './testing/fake-supabase-client';
import type { ProfileRow } from './types';

const profile = (overrides: Partial<ProfileRow> = {}): ProfileRow => ({
  id: 'user-1',
  full_name: 'Profile Name',
  avatar_url: 'https://cdn.example.org/profile.png',
  user_type: 'donor',
  is_admin: false,
  ...overrides,
});

const metadata = {
  user_type: 'founder',
  full_name: 'Meta Full Name',
  name: 'Meta Name',
  avatar_url: 'https://cdn.example.org/meta.png',
};

describe('buildAppUser', () => {
  it('takes id and email from the auth user', () => {
    const user = buildAppUser(makeAuthUser({ id: 'abc', email: 'x@example.org' }), profile());
    expect(user.id).toBe('abc');
    expect(user.email).toBe('x@example.org');
  });

  it('uses an empty email when the auth user has none', () => {
    expect(buildAppUser(makeAuthUser({ email: undefined }), profile()).email).toBe('');
  });

  it('lets the profile win over the metadata', () => {
    const user = buildAppUser(makeAuthUser({ user_metadata: metadata }), profile());
    expect(user).toEqual({
      id: 'user-1',
      email: 'ada@example.org',
      name: 'Profile Name',
      photoURL: 'https://cdn.example.org/profile.png',
      role: 'donor',
      isAdmin: false,
      permissions: ['view_dashboard', 'edit_content'],
    });
  });

  it('falls back to the metadata when the profile fields are empty', () => {
    const user = buildAppUser(makeAuthUser({ user_metadata: metadata }), profile({ full_name: null, avatar_url: '', user_type: null }));
    expect(user.role).toBe('founder');
    expect(user.name).toBe('Meta Full Name');
    expect(user.photoURL).toBe('https://cdn.example.org/meta.png');
    expect(user.permissions).toEqual(['view_dashboard', 'edit_content', 'create_post']);
  });

  it('falls back to the metadata without a profile', () => {
    const user = buildAppUser(makeAuthUser({ user_metadata: metadata }), null);
    expect(user.role).toBe('founder');
    expect(user.name).toBe('Meta Full Name');
  });

  it('uses metadata name when metadata full_name is missing', () => {
    const user = buildAppUser(makeAuthUser({ user_metadata: { name: 'Meta Name' } }), null);
    expect(user.name).toBe('Meta Name');
  });

  it("defaults to role 'recipient', name 'User' and no photo", () => {
    const user = buildAppUser(makeAuthUser({ user_metadata: {} }), null);
    expect(user.role).toBe('recipient');
    expect(user.name).toBe('User');
    expect(user.photoURL).toBeNull();
    expect(user.isAdmin).toBe(false);
    expect(user.permissions).toEqual(['view_dashboard']);
  });

  it('treats a user_type outside the six roles as missing', () => {
    expect(buildAppUser(makeAuthUser({ user_metadata: metadata }), profile({ user_type: 'hospital' })).role).toBe('founder');
    expect(buildAppUser(makeAuthUser({ user_metadata: { user_type: 'hospital' } }), null).role).toBe('recipient');
  });

  it('with the fallback profile (failed read) the role is recipient, the least-privileged role; name and photo come from metadata', () => {
    const user = buildAppUser(makeAuthUser({ user_metadata: metadata }), { ...DEFAULT_PROFILE, id: 'user-1' });
    expect(user.role).toBe('recipient');
    expect(user.isAdmin).toBe(false);
    expect(user.name).toBe('Meta Full Name');
    expect(user.photoURL).toBe('https://cdn.example.org/meta.png');
  });

  it('is admin when the profile flag says so, keeping the role permissions', () => {
    const user = buildAppUser(makeAuthUser(), profile({ user_type: 'partner', is_admin: true }));
    expect(user.isAdmin).toBe(true);
    expect(user.role).toBe('partner');
    expect(user.permissions).toEqual(['view_dashboard', 'view_analytics', 'create_post', 'edit_post']);
  });

  it('is admin when the profile role is admin', () => {
    const user = buildAppUser(makeAuthUser(), profile({ user_type: 'admin', is_admin: false }));
    expect(user.isAdmin).toBe(true);
    expect(user.role).toBe('admin');
    expect(user.permissions).toContain('manage_all');
  });

  it('never takes admin from the user metadata', () => {
    const user = buildAppUser(
      makeAuthUser({ user_metadata: { isAdmin: true, is_admin: true, user_type: 'admin' } }),
      profile({ user_type: null, is_admin: null }),
    );
    expect(user.isAdmin).toBe(false);
    expect(user.role).toBe('recipient');
    expect(user.permissions).toEqual(['view_dashboard']);
  });
});
