/** Texts of the registration auth panel: sign-in, registration and OAuth outcomes. The product fixes them word for word, and tests match them so. */
export const AUTH_SUCCESS_TITLE = 'Authentication Successful';
export const authSuccessDescription = (email: string) => `Signed in as ${email}`;

export const REGISTER_ERROR_TITLE = 'Registration Error';
export const REGISTER_ERROR_FALLBACK = 'Registration failed';
export const LOGIN_ERROR_TITLE = 'Login Error';
export const LOGIN_ERROR_FALLBACK = 'Login failed. Please check your credentials.';
export const RESET_ERROR_TITLE = 'Reset Error';
export const RESET_ERROR_FALLBACK = 'Failed to send reset email';
export const RESET_SENT_TITLE = 'Reset link sent';
export const RESET_SENT_DESCRIPTION = 'Check your email for a password reset link.';
export const SOCIAL_ERROR_FALLBACK = 'An error occurred';
export const providerNotAvailableInWizardMessage = (provider: string) =>
  `${provider} sign-in is not available. Please continue with your email and password.`;

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your password';
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
