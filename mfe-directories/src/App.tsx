import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '@donation-network/portal-session';
import { NotFoundPage, Spinner } from '@donation-network/shared-ui';
import { FoundersPage } from './features/founders/components/FoundersPage/FoundersPage';
import { InvestorsPage } from './features/investors/components/InvestorsPage/InvestorsPage';

// The two directory lists are the usual way in and load with the remote; profiles, dashboards and
// the profile forms (schemas, uploads) are fetched when visited, which keeps the first visit small.
const FounderProfilePage = lazy(() =>
  import('./features/founders/components/FounderProfilePage/FounderProfilePage').then((m) => ({ default: m.FounderProfilePage })),
);
const InvestorProfilePage = lazy(() =>
  import('./features/investors/components/InvestorProfilePage/InvestorProfilePage').then((m) => ({ default: m.InvestorProfilePage })),
);
const FounderDashboard = lazy(() =>
  import('./features/dashboards/components/FounderDashboard/FounderDashboard').then((m) => ({ default: m.FounderDashboard })),
);
const InvestorDashboard = lazy(() =>
  import('./features/dashboards/components/InvestorDashboard/InvestorDashboard').then((m) => ({ default: m.InvestorDashboard })),
);
const FounderProfileFormPage = lazy(() =>
  import('./features/founder-profile-form/components/FounderProfileFormPage/FounderProfileFormPage').then((m) => ({
    default: m.FounderProfileFormPage,
  })),
);
const InvestorProfileFormPage = lazy(() =>
  import('./features/investor-profile-form/components/InvestorProfileFormPage/InvestorProfileFormPage').then((m) => ({
    default: m.InvestorProfileFormPage,
  })),
);

const checking = <Spinner label="Checking your session" />;

/**
 * Routes of the directories remote, rendered inside the shell's router for the routes
 * portal-manifest lists for `directories` (App.routes.test.tsx checks each one is served here).
 */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading page" size="lg" />}>
      <Routes>
        <Route path="/founders" element={<FoundersPage />} />
        <Route path="/founders/:id" element={<FounderProfilePage />} />
        <Route path="/investors" element={<InvestorsPage />} />
        <Route path="/investors/:id" element={<InvestorProfilePage />} />
        <Route
          path="/founder/dashboard"
          element={
            <RequireRole roles={['founder']} fallback={checking}>
              <FounderDashboard />
            </RequireRole>
          }
        />
        <Route
          path="/investor/dashboard"
          element={
            <RequireRole roles={['investor']} fallback={checking}>
              <InvestorDashboard />
            </RequireRole>
          }
        />
        <Route
          path="/founder/profile"
          element={
            <RequireRole roles={['founder']} fallback={checking}>
              <FounderProfileFormPage />
            </RequireRole>
          }
        />
        <Route
          path="/investor/profile"
          element={
            <RequireRole roles={['investor']} fallback={checking}>
              <InvestorProfileFormPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
