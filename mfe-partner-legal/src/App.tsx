import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from '@donation-network/shared-auth';
import { NotFoundPage, Spinner } from '@donation-network/shared-ui';
import { CookiePolicyPage } from './features/legal/components/CookiePolicyPage/CookiePolicyPage';
import { DataProtectionPage } from './features/legal/components/DataProtectionPage/DataProtectionPage';
import { LegalPage } from './features/legal/components/LegalPage/LegalPage';
import { CorporatePartnersPage } from './features/partners/components/CorporatePartnersPage/CorporatePartnersPage';
import { HealthcarePartnersPage } from './features/partners/components/HealthcarePartnersPage/HealthcarePartnersPage';

// the partner dashboard (forms, listings) loads with its route: the public pages stay light
const PartnerDashboard = lazy(() =>
  import('./features/partner-dashboard/components/PartnerDashboard/PartnerDashboard').then((m) => ({ default: m.PartnerDashboard })),
);

/**
 * Routes of the partner and legal remote, rendered inside the shell's router (absolute paths)
 * for the routes portal-manifest lists for `partnerLegal` (App.routes.test.tsx checks each one).
 * The public pages render their managed content (page_content) and set their document title and meta description from it.
 */
export default function App() {
  return (
    <Routes>
      {/* One page, three entry points; the key remounts it so the preselected tab follows the URL. */}
      <Route path="/legal" element={<LegalPage key="legal" initialTab="terms" />} />
      <Route path="/terms" element={<LegalPage key="terms" initialTab="terms" />} />
      <Route path="/privacy" element={<LegalPage key="privacy" initialTab="privacy" />} />
      <Route path="/cookies" element={<CookiePolicyPage />} />
      <Route path="/data-protection" element={<DataProtectionPage />} />
      <Route path="/partners/corporate" element={<CorporatePartnersPage />} />
      <Route path="/partners/healthcare" element={<HealthcarePartnersPage />} />
      <Route
        path="/partner/dashboard"
        element={
          <RequireRole roles={['partner']}>
            <Suspense fallback={<Spinner label="Loading page" size="lg" />}>
              <PartnerDashboard />
            </Suspense>
          </RequireRole>
        }
      />
      <Route path="/partner" element={<Navigate to="/partner/dashboard" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
