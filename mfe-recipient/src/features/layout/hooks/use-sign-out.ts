import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@donation-network/portal-session';
import { notify } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';

export const SIGN_OUT_FAILED_MESSAGE = 'Failed to log out. Please try again.';

/** Sign out: log out, toast 'Logged out successfully', go to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      setPending(false);
      notify({ title: 'Error', description: friendlyErrorMessage(error, SIGN_OUT_FAILED_MESSAGE), variant: 'destructive' });
      return;
    }
    setPending(false);
    notify({ title: 'Logged out successfully', variant: 'success' });
    navigate('/login', { replace: true });
  }, [navigate]);

  return { signOut: run, pending };
}
