import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import App from '../App';

/** Stands in for mfe-auth's login page: shows the role the guard asked it to preset. */
function LoginPageProbe() {
  const state = useLocation().state as { intendedRole?: string } | null;
  return <p data-testid="login-page">Logging in as {state?.intendedRole ?? 'anyone'}</p>;
}

/**
 * Renders this remote's App at `route` next to a stand-in for /login, which another remote
 * serves in the portal: where the admin guard sends a visitor becomes visible.
 */
export function renderAppWithLogin(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPageProbe />} />
      <Route path="*" element={<App />} />
    </Routes>,
    { route },
  );
}
