import { object, ref, string } from 'yup';

export const PASSWORD_MIN_LENGTH = 6;
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
export const CONFIRM_REQUIRED_MESSAGE = 'Please confirm your password';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password: at least 6 characters (the auth server's own minimum); the confirmation must match. */
export const resetPasswordSchema = object({
  password: string().required(NEW_PASSWORD_REQUIRED_MESSAGE).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
  confirmPassword: string()
    .required(CONFIRM_REQUIRED_MESSAGE)
    .oneOf([ref('password')], PASSWORDS_MISMATCH_MESSAGE),
});
