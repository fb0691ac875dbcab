import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoading } from '@donation-network/shared-ui';
import { LoginPage } from './features/login/components/LoginPage/LoginPage';

// Pages load with their route (login stays in the first chunk: it is the most visited)
const ResetPasswordPage = lazy(() =>
  import('./features/password-reset/components/ResetPasswordPage/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const RegisterPage = lazy(() =>
  import('./features/register/components/RegisterPage/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const RegisterTypePage = lazy(() =>
  import('./features/register/components/RegisterTypePage/RegisterTypePage').then((m) => ({ default: m.RegisterTypePage })),
);

/**
 * The account remote. The shell renders it inside its own router for the routes
 * portal-manifest lists for `auth` (App.routes.test.tsx checks each one is served here),
 * so the paths here are absolute.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/register/:type" element={<RegisterTypePage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
