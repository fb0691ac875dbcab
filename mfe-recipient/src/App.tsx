import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@donation-network/portal-session';
import { NotFoundPage, Spinner } from '@donation-network/shared-ui';
import { RecipientLayout } from './features/layout/components/RecipientLayout/RecipientLayout';

// Each page loads with its route; RecipientLayout shows a spinner in its content area meanwhile
const AppointmentsPage = lazy(() =>
  import('./features/appointments/components/AppointmentsPage/AppointmentsPage').then((m) => ({ default: m.AppointmentsPage })),
);
const RecipientDashboard = lazy(() =>
  import('./features/dashboard/components/RecipientDashboard/RecipientDashboard').then((m) => ({ default: m.RecipientDashboard })),
);
const BloodServicesPage = lazy(() =>
  import('./features/marketplace/components/BloodServicesPage/BloodServicesPage').then((m) => ({ default: m.BloodServicesPage })),
);
const NotificationsPage = lazy(() =>
  import('./features/notifications/components/NotificationsPage/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
const ProfilePage = lazy(() => import('./features/profile/components/ProfilePage/ProfilePage').then((m) => ({ default: m.ProfilePage })));

/**
 * Routes of the recipient remote, rendered inside the shell's router for the routes
 * portal-manifest lists for `recipient` (App.routes.test.tsx checks each one is served here).
 * Every page sits in the recipient layout, for role recipient only.
 */
export default function App() {
  return (
    <Routes>
      <Route
        path="/recipient"
        element={
          <RequireRole roles={['recipient']} fallback={<Spinner label="Checking your session" />}>
            <RecipientLayout />
          </RequireRole>
        }
      >
        <Route index element={<Navigate to="/recipient/dashboard" replace />} />
        <Route path="/recipient/dashboard" element={<RecipientDashboard />} />
        <Route path="/recipient/blood-services" element={<BloodServicesPage />} />
        <Route path="/recipient/profile" element={<ProfilePage />} />
        <Route path="/recipient/appointments" element={<AppointmentsPage />} />
        <Route path="/recipient/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
