import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@donation-network/portal-session';
import { NotFoundPage, PageLoading } from '@donation-network/shared-ui';

// The dashboard (forms, listings, charts) loads with its route, so the remote's entry stays small for
// the download a partner's sign-in starts.
const PartnerDashboard = lazy(() =>
  import('./features/partner-dashboard/components/PartnerDashboard/PartnerDashboard').then((m) => ({ default: m.PartnerDashboard })),
);

/**
 * Routes of the partner remote: the dashboard a signed-in hospital or corporate partner works in,
 * rendered inside the shell's router (absolute paths) for the routes portal-manifest lists for
 * `partner` (App.routes.test.tsx checks each one). The public partner programme pages are the
 * marketing remote's.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          path="/partner/dashboard"
          element={
            <RequireRole roles={['partner']}>
              <PartnerDashboard />
            </RequireRole>
          }
        />
        <Route path="/partner" element={<Navigate to="/partner/dashboard" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
