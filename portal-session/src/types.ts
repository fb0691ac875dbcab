import type { Permission, Role } from './roles';

/** The signed-in user as the application sees it (auth user + profile row, see buildAppUser). */
export interface AppUser {
  id: string;
  name: string;
  email: string;
  /** Avatar URL, or null when neither the profile nor the auth metadata has one. */
  photoURL: string | null;
  isAdmin: boolean;
  role: Role;
  permissions: Permission[];
}

/** A row of the `profiles` table. */
export interface ProfileRow {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  user_type: string | null;
  is_admin: boolean | null;
  updated_at?: string | null;
}

/** Runtime configuration served to the shell (never baked into a build). */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Demo mode: one-click demo logins and the social-login fallback to the demo admin (default false). */
  demoMode: boolean;
  /** Remote name -> entry URL (mf-manifest.json or remoteEntry.js). */
  remotes: Record<string, string>;
}
