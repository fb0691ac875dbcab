import { ROLES, type Role } from '@donation-network/portal-session';
import { object, string } from 'yup';

export interface LoginFormValues {
  role: Role;
  email: string;
  password: string;
}

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const ROLE_REQUIRED_MESSAGE = 'Please select a role';

/** Login screen validation: e-mail and password required; a role must be chosen (it decides where the user lands). */
export const loginSchema = object({
  role: string()
    .oneOf([...ROLES], ROLE_REQUIRED_MESSAGE)
    .required(ROLE_REQUIRED_MESSAGE),
  email: string().trim().required(EMAIL_REQUIRED_MESSAGE),
  password: string().required(PASSWORD_REQUIRED_MESSAGE),
});
