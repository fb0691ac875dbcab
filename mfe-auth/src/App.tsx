import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { AdminDashboardPage } from './features/dashboards/components/AdminDashboardPage/AdminDashboardPage';
import { DonorDashboardPage } from './features/dashboards/components/DonorDashboardPage/DonorDashboardPage';
import { LoginPage } from './features/login/components/LoginPage/LoginPage';
import { ResetPasswordPage } from './features/password-reset/components/ResetPasswordPage/ResetPasswordPage';
import { RegisterPage } from './features/register/components/RegisterPage/RegisterPage';
import { RegisterTypePage } from './features/register/components/RegisterTypePage/RegisterTypePage';

/**
 * The account remote. The shell renders it inside its own router for the routes
 * portal-manifest lists for `auth` (App.routes.test.tsx checks each one is served here),
 * so the paths here are absolute.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/register/:type" element={<RegisterTypePage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/donor/dashboard" element={<DonorDashboardPage />} />
      <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
