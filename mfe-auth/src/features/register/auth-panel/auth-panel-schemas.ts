import { object, ref, string } from 'yup';
import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PASSWORD_MIN_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from './auth-panel-messages';

export const PASSWORD_MIN_LENGTH = 6;

export interface AuthPanelValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const email = string().trim().required(EMAIL_REQUIRED_MESSAGE);

/** Register: e-mail, password (at least 6) and a matching confirmation. */
export const registerSchema = object({
  email,
  password: string().required(PASSWORD_REQUIRED_MESSAGE).min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE),
  confirmPassword: string()
    .required(CONFIRM_PASSWORD_REQUIRED_MESSAGE)
    .oneOf([ref('password')], PASSWORDS_DO_NOT_MATCH_MESSAGE),
});

/** Log in: e-mail and password. */
export const loginSchema = object({ email, password: string().required(PASSWORD_REQUIRED_MESSAGE) });

/** Forgot password: the e-mail only. */
export const resetSchema = object({ email });
