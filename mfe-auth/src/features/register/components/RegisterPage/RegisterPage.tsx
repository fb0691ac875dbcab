import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import { Container, DataState, usePageMeta } from '@donation-network/shared-ui';
import { useHydrated } from '../../../../lib/use-hydrated';
import { loadDraft } from '../../api/registration-api';
import type { UserType } from '../../user-types';
import { RegistrationWizard, WIZARD_LOADING_LABEL, WIZARD_LOAD_ERROR_TITLE } from '../../wizard/RegistrationWizard';
import { isUnstartedDraft } from '../../wizard/wizard-session';
import { RegisterTypeChooser } from '../RegisterTypeChooser/RegisterTypeChooser';
import { REGISTER_PAGE_DESCRIPTION, REGISTER_PAGE_TITLE, asksForChooser } from './register-page-meta';

/**
 * /register: the type chooser; a choice opens that type's wizard in place (same URL) and
 * its Back returns here. A signed-in user with a started draft goes straight to the draft's
 * wizard; a draft never started (a wizard opened only to look) leaves the chooser in place.
 */
export function RegisterPage() {
  usePageMeta(REGISTER_PAGE_TITLE, REGISTER_PAGE_DESCRIPTION);
  const location = useLocation();
  const { user, loading: sessionLoading } = useCurrentUser();
  // The server renders for a signed-out visitor, and hydration starts from that: both show the chooser
  // (in the HTML) rather than wait on a session; a signed-in visitor's draft takes over once it is read.
  const hydrated = useHydrated();
  const loading = sessionLoading && hydrated;
  // null: not chosen yet (a draft decides); { type: null }: the chooser was asked for.
  const [choice, setChoice] = useState<{ type: UserType | null } | null>(() => (asksForChooser(location.state) ? { type: null } : null));
  const draft = usePortalRead({
    queryKey: ['auth', 'draft', user?.id],
    read: (signal) => loadDraft(signal),
    enabled: choice === null && !!user,
  });

  if (choice === null && (loading || (user && draft.status !== 'success'))) {
    return (
      <Container>
        <DataState
          {...(loading ? { status: 'loading' as const } : { result: draft })}
          loadingLabel={WIZARD_LOADING_LABEL}
          errorTitle={WIZARD_LOAD_ERROR_TITLE}
        />
      </Container>
    );
  }
  const resumable = draft.data && !isUnstartedDraft(draft.data) ? draft.data.user_type : null;
  const userType = choice ? choice.type : resumable;
  if (userType) return <RegistrationWizard userType={userType} onBack={() => setChoice({ type: null })} />;
  return <RegisterTypeChooser onChoose={(type) => setChoice({ type })} />;
}
