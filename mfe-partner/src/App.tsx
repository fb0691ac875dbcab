import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@donation-network/shared-auth';
import { NotFoundPage } from '@donation-network/shared-ui';
import { PartnerDashboard } from './features/partner-dashboard/components/PartnerDashboard/PartnerDashboard';

/**
 * Routes of the partner remote: the dashboard a signed-in hospital or corporate partner works in,
 * rendered inside the shell's router (absolute paths) for the routes portal-manifest lists for
 * `partner` (App.routes.test.tsx checks each one). The public partner programme pages are the
 * marketing remote's.
 */
export default function App() {
  return (
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
  );
}
