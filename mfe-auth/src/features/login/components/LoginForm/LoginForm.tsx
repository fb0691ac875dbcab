import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { ROLES, type Role } from '@donation-network/portal-session';
import { Button, Stack } from '@donation-network/shared-ui';
import { SelectField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import styled from 'styled-components';
import type { LoginAction } from '../../hooks/use-role-login';
import { ROLE_LABELS } from '../../login-messages';
import { loginSchema, type LoginFormValues } from './login-schema';

const validate = validateWithSchema(loginSchema);

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const PasswordRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const ForgotLink = styled(Button)`
  align-self: flex-end;
  padding-left: 4px;
  padding-right: 4px;
`;

export interface LoginFormProps {
  initialRole: Role;
  /** The login currently running (disables the buttons, spins the matching one). */
  pending: LoginAction | null;
  onSubmit: (values: LoginFormValues) => Promise<unknown>;
  onGoogleLogin: () => void;
  onForgotPassword: (email: string) => void;
}

/** Role selector, e-mail and password; the Google button appears for the admin role. */
export function LoginForm({ initialRole, pending, onSubmit, onGoogleLogin, onForgotPassword }: LoginFormProps) {
  const initialValues = useMemo<Partial<LoginFormValues>>(() => ({ role: initialRole }), [initialRole]);
  const busy = pending !== null;

  return (
    <Form<LoginFormValues>
      onSubmit={async (values) => {
        await onSubmit({ ...values, email: values.email.trim() });
      }}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Login">
          <Stack gap={16}>
            <SelectField name="role" label="I am logging in as" options={ROLE_OPTIONS} placeholder="Select a role" required />
            <TextField name="email" label="Email" type="email" placeholder="you@example.com" autoComplete="email" required />
            <PasswordRow>
              <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
              <ForgotLink variant="ghost" size="sm" onClick={() => onForgotPassword(values.email ?? '')}>
                Forgot password?
              </ForgotLink>
            </PasswordRow>
            <Button type="submit" fullWidth loading={pending === 'form'} disabled={busy}>
              Sign In
            </Button>
            {values.role === 'admin' && (
              <Button variant="outline" fullWidth loading={pending === 'google'} disabled={busy} onClick={onGoogleLogin}>
                <GoogleMark />
                Sign in with Google
              </Button>
            )}
          </Stack>
        </form>
      )}
    />
  );
}

function GoogleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.1a6.6 6.6 0 0 1 0-4.2V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}
