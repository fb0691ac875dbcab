import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { ContactMessagesPage } from './features/admin/components/ContactMessagesPage/ContactMessagesPage';
import { DirectoryModerationPage } from './features/admin/components/DirectoryModerationPage/DirectoryModerationPage';
import { PartnerVerificationPage } from './features/admin/components/PartnerVerificationPage/PartnerVerificationPage';
import { ProfileChangesPage } from './features/admin/components/ProfileChangesPage/ProfileChangesPage';
import { UsersPage } from './features/admin/components/UsersPage/UsersPage';
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
      <Route path="/admin/profile-changes" element={<ProfileChangesPage />} />
      <Route path="/admin/partners" element={<PartnerVerificationPage />} />
      <Route path="/admin/messages" element={<ContactMessagesPage />} />
      <Route path="/admin/users" element={<UsersPage />} />
      <Route path="/admin/directories" element={<DirectoryModerationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
