import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isDemoMode, useCurrentUser } from '@donation-network/portal-session';
import { Alert, Stack, usePageMeta } from '@donation-network/shared-ui';
import styled from 'styled-components';
import { AuthCard } from '../../../../components/AuthCard/AuthCard';
import { readLoginState } from '../../hooks/login-state';
import { useRoleLogin } from '../../hooks/use-role-login';
import { ROLE_LABELS, registerOfferText } from '../../login-messages';
import { DemoLoginButtons } from '../DemoLoginButtons/DemoLoginButtons';
import { ForgotPasswordDialog } from '../ForgotPasswordDialog/ForgotPasswordDialog';
import { LoginForm } from '../LoginForm/LoginForm';
import { SignedInCard } from '../SignedInCard/SignedInCard';
import { OrDivider } from '../../../../components/OrDivider/OrDivider';

const FooterText = styled.p`
  width: 100%;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** /login: role selector, e-mail/password form, Google sign-in, password reset; the demo-account buttons only in demo mode. */
export function LoginPage() {
  const location = useLocation();
  const { intendedRole, from } = readLoginState(location.state);
  const { user } = useCurrentUser();
  const { error, reason, registerOffer, pending, loginAs, loginAsDemo, loginWithGoogle } = useRoleLogin(from);
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  usePageMeta('Login', 'Sign in to Donation Network as a donor, recipient, partner, founder or investor.');

  if (user && pending === null) return <SignedInCard user={user} />;

  return (
    <>
      <AuthCard
        title="Login"
        description="Choose your role and sign in to your account"
        footer={
          <FooterText>
            Don&apos;t have an account? <Link to="/register">Register</Link>
          </FooterText>
        }
      >
        <Stack gap={24}>
          {error && (
            <Alert variant="destructive" title={error}>
              {reason}
              {registerOffer && (
                <>
                  {' '}
                  <Link to={`/register/${registerOffer.role}`} state={{ email: registerOffer.email }}>
                    {registerOfferText(ROLE_LABELS[registerOffer.role].toLowerCase())}
                  </Link>
                </>
              )}
            </Alert>
          )}
          <LoginForm
            initialRole={intendedRole ?? 'donor'}
            pending={pending}
            onSubmit={loginAs}
            onGoogleLogin={() => void loginWithGoogle()}
            onForgotPassword={(email) => setForgotEmail(email)}
          />
          {isDemoMode() && (
            <>
              <OrDivider>or</OrDivider>
              <DemoLoginButtons pending={pending} onDemoLogin={(role) => void loginAsDemo(role)} />
            </>
          )}
        </Stack>
      </AuthCard>
      <ForgotPasswordDialog open={forgotEmail !== null} initialEmail={forgotEmail ?? ''} onClose={() => setForgotEmail(null)} />
    </>
  );
}
