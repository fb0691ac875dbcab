import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoading } from '@donation-network/shared-ui';

// Each page loads with its route, so the remote's entry stays small for the shell's prefetch
const DonorDashboardPage = lazy(() =>
  import('./features/dashboard/components/DonorDashboardPage/DonorDashboardPage').then((m) => ({ default: m.DonorDashboardPage })),
);
const DonorProfilePage = lazy(() =>
  import('./features/profile/components/DonorProfilePage/DonorProfilePage').then((m) => ({ default: m.DonorProfilePage })),
);

/**
 * The donor remote: the pages a signed-in donor uses. The shell renders it inside its own router
 * for the routes portal-manifest lists for `donor` (App.routes.test.tsx checks each one is served
 * here), so the paths here are absolute.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/donor/dashboard" element={<DonorDashboardPage />} />
        <Route path="/donor/profile" element={<DonorProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
