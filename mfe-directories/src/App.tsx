import { Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { NotFoundPage, Spinner } from 'shared-ui';
import { FounderDashboard } from './features/dashboards/components/FounderDashboard/FounderDashboard';
import { FounderProfileFormPage } from './features/founder-profile-form/components/FounderProfileFormPage/FounderProfileFormPage';
import { InvestorDashboard } from './features/dashboards/components/InvestorDashboard/InvestorDashboard';
import { FounderProfilePage } from './features/founders/components/FounderProfilePage/FounderProfilePage';
import { FoundersPage } from './features/founders/components/FoundersPage/FoundersPage';
import { InvestorProfilePage } from './features/investors/components/InvestorProfilePage/InvestorProfilePage';
import { InvestorProfileFormPage } from './features/investor-profile-form/components/InvestorProfileFormPage/InvestorProfileFormPage';
import { InvestorsPage } from './features/investors/components/InvestorsPage/InvestorsPage';

const checking = <Spinner label="Checking your session" />;

/**
 * Routes of the directories remote, rendered inside the shell's router for the routes
 * portal-manifest lists for `directories` (App.routes.test.tsx checks each one is served here).
 */
export default function App() {
  return (
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
  );
}
