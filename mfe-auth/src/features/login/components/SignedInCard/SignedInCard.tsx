import { useState } from 'react';
import { dashboardPath, signOut, type AppUser } from '@donation-network/portal-session';
import { Badge, Button, LinkButton, Stack, notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { AuthCard } from '../../../../components/AuthCard/AuthCard';
import { LOGGED_OUT_DESCRIPTION, LOGGED_OUT_TITLE, LOGOUT_ERROR_FALLBACK, LOGOUT_ERROR_TITLE, ROLE_LABELS } from '../../login-messages';

const Who = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown on /login to someone who is already signed in. */
export function SignedInCard({ user }: { user: AppUser }) {
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      notify({ title: LOGGED_OUT_TITLE, description: LOGGED_OUT_DESCRIPTION, variant: 'success' });
    } catch (error) {
      console.error('Sign out failed', error);
      notify({ title: LOGOUT_ERROR_TITLE, description: friendlyErrorMessage(error, LOGOUT_ERROR_FALLBACK), variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <AuthCard title="You're already signed in" description="Continue to your dashboard or sign out to use another account.">
      <Stack gap={20}>
        <Stack gap={8}>
          <Who>
            Signed in as <strong>{user.name}</strong> <Email>({user.email})</Email>
          </Who>
          <div>
            <Badge variant="secondary">{user.isAdmin ? 'Admin' : ROLE_LABELS[user.role]}</Badge>
          </div>
        </Stack>
        <Stack gap={8}>
          <LinkButton to={dashboardPath(user)} fullWidth>
            Go to dashboard
          </LinkButton>
          <Button variant="outline" fullWidth loading={signingOut} onClick={onSignOut}>
            Sign Out
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
