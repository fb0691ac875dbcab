import { object, string } from 'yup';

export const RESET_EMAIL_REQUIRED_MESSAGE = 'Email is required';

/** Password reset request: only the e-mail is asked for, and it is required. */
export const forgotPasswordSchema = object({
  email: string().trim().required(RESET_EMAIL_REQUIRED_MESSAGE),
});

export interface ForgotPasswordValues {
  email: string;
}
