import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoading } from '@donation-network/shared-ui';
import { RequireAdmin } from './components/RequireAdmin/RequireAdmin';

// Pages load with their route, behind the guard: only an admin ever downloads a console page
const AdminDashboardPage = lazy(() =>
  import('./features/dashboard/components/AdminDashboardPage/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
);
const ProfileChangesPage = lazy(() =>
  import('./features/profile-changes/components/ProfileChangesPage/ProfileChangesPage').then((m) => ({ default: m.ProfileChangesPage })),
);
const PartnerVerificationPage = lazy(() =>
  import('./features/partners/components/PartnerVerificationPage/PartnerVerificationPage').then((m) => ({
    default: m.PartnerVerificationPage,
  })),
);
const ContactMessagesPage = lazy(() =>
  import('./features/messages/components/ContactMessagesPage/ContactMessagesPage').then((m) => ({ default: m.ContactMessagesPage })),
);
const UsersPage = lazy(() => import('./features/users/components/UsersPage/UsersPage').then((m) => ({ default: m.UsersPage })));
const DirectoryModerationPage = lazy(() =>
  import('./features/directories/components/DirectoryModerationPage/DirectoryModerationPage').then((m) => ({
    default: m.DirectoryModerationPage,
  })),
);
const ContentPagesPage = lazy(() =>
  import('./features/content/components/ContentPagesPage/ContentPagesPage').then((m) => ({ default: m.ContentPagesPage })),
);
const PageEditorPage = lazy(() =>
  import('./features/content/components/PageEditorPage/PageEditorPage').then((m) => ({ default: m.PageEditorPage })),
);

/**
 * The admin console remote. The shell renders it inside its own router for the routes
 * portal-manifest lists for `admin` (App.routes.test.tsx checks each one is served here), so the
 * paths here are absolute. One guard, RequireAdmin, stands in front of every page.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<RequireAdmin />}>
          <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="/admin/profile-changes" element={<ProfileChangesPage />} />
          <Route path="/admin/partners" element={<PartnerVerificationPage />} />
          <Route path="/admin/messages" element={<ContactMessagesPage />} />
          <Route path="/admin/users" element={<UsersPage />} />
          <Route path="/admin/directories" element={<DirectoryModerationPage />} />
          <Route path="/admin/content" element={<ContentPagesPage />} />
          <Route path="/admin/content/:pageId" element={<PageEditorPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
