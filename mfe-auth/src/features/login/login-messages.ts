/** Texts of the login screen. Tests and e2e match them word for word: change them here only. */
import type { Role } from 'shared-auth';

export const roleLoginFailedMessage = (role: string) => `Failed to login as ${role}. Please try again.`;
export const LOGIN_FAILED_TITLE = 'Login Failed';
export const roleLoginFailedDescription = (role: string, message?: string | null) =>
  `Could not log in as ${role}: ${message || 'Unknown error'}`;

export const LOGIN_SUCCESS_TITLE = 'Login Successful';
export const loginSuccessDescription = (role: string) => `You've been logged in as ${role}`;

export const SOCIAL_LOGIN_FAILED_MESSAGE = 'Failed to login with Google. Please try again.';
export const SOCIAL_LOGIN_ERROR_TITLE = 'Login Error';
export const SOCIAL_LOGIN_ERROR_FALLBACK = 'An error occurred';
export const SOCIAL_LOGIN_THREW_DESCRIPTION = 'Could not log in with Google';

export const GOOGLE_UNAVAILABLE_TITLE = 'Google Login Unavailable';
export const GOOGLE_UNAVAILABLE_DESCRIPTION = 'Falling back to admin email/password login';
/** Outside demo mode there is no fallback to the demo admin: a disabled provider is just unavailable. */
export const GOOGLE_NOT_AVAILABLE_MESSAGE = 'Google sign-in is not available. Please sign in with your email and password.';
export const GOOGLE_NOT_AVAILABLE_DESCRIPTION = 'Google sign-in is not enabled for this portal';
export const ADMIN_FALLBACK_TITLE = 'Admin Login';
export const ADMIN_FALLBACK_DESCRIPTION = 'Using admin credentials since Google auth is not enabled';

export const RESET_SENT_TITLE = 'Reset link sent';
export const RESET_SENT_DESCRIPTION = 'Check your email for a password reset link.';
export const RESET_ERROR_TITLE = 'Reset Error';
export const RESET_ERROR_FALLBACK = 'Failed to send reset email';

export const LOGGED_OUT_TITLE = 'Logged Out';
export const LOGGED_OUT_DESCRIPTION = 'You have been logged out successfully.';
export const LOGOUT_ERROR_TITLE = 'Logout Error';
export const LOGOUT_ERROR_FALLBACK = 'Failed to log out. Please try again.';

/** Labels of the role selector and demo buttons. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = Object.freeze({
  donor: 'Donor',
  recipient: 'Recipient',
  founder: 'Founder',
  investor: 'Investor',
  partner: 'Partner',
  admin: 'Admin',
});
