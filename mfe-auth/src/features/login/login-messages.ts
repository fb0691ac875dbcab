/** Texts of the login screen. Tests and e2e match them word for word: change them here only. */
import type { Role } from '@donation-network/portal-session';
import { withIndefiniteArticle } from '../../lib/indefinite-article';
import {
  providerNotAvailableMessage,
  providerNotEnabledDescription,
  providerUnavailableTitle,
  socialLoginFailedMessage,
} from '../../lib/social-sign-in';

export const roleLoginFailedMessage = (role: string) => `Failed to login as ${role}. Please try again.`;
export const LOGIN_FAILED_TITLE = 'Login Failed';
export const roleLoginFailedDescription = (role: string, message?: string | null) =>
  `Could not log in as ${role}: ${message || 'Unknown error'}`;

/** The honest reason of a refused password sign-in (the service does not say which of the two is wrong). */
export const INVALID_CREDENTIALS_REASON = 'Invalid e-mail or password';
export const registerOfferText = (roleLabel: string) => `New here? Register as ${withIndefiniteArticle(roleLabel)} with this e-mail`;

export const LOGIN_SUCCESS_TITLE = 'Login Successful';
export const loginSuccessDescription = (role: string) => `You've been logged in as ${role}`;

export const SOCIAL_LOGIN_FAILED_MESSAGE = socialLoginFailedMessage('Google');
export const SOCIAL_LOGIN_ERROR_TITLE = 'Login Error';
export const SOCIAL_LOGIN_ERROR_FALLBACK = 'An error occurred';
export const SOCIAL_LOGIN_THREW_DESCRIPTION = 'Could not log in with Google';

export const GOOGLE_UNAVAILABLE_TITLE = providerUnavailableTitle('Google');
export const GOOGLE_NOT_AVAILABLE_MESSAGE = providerNotAvailableMessage('Google');
export const GOOGLE_NOT_AVAILABLE_DESCRIPTION = providerNotEnabledDescription('Google');

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
