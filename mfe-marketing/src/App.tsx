import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoading } from '@donation-network/shared-ui';
import { AboutPage } from './features/about/components/AboutPage/AboutPage';
import { HomePage } from './features/home/components/HomePage/HomePage';

// The content pages are loaded when visited, so a first visit (home) does not pay for their copy
// (the remote's initial chunks are held to its bundle budget in portal-manifest). Contact (a form with
// its yup schema) and the plans (currency formatting, whose first use loads locale data) are lazy too.
const ContactPage = lazy(() => import('./features/contact/components/ContactPage/ContactPage').then((m) => ({ default: m.ContactPage })));
const PlansPage = lazy(() => import('./features/plans/components/PlansPage/PlansPage').then((m) => ({ default: m.PlansPage })));
const HowItWorksPage = lazy(() =>
  import('./features/how-it-works/components/HowItWorksPage/HowItWorksPage').then((m) => ({ default: m.HowItWorksPage })),
);
const FaqsPage = lazy(() => import('./features/faqs/components/FaqsPage/FaqsPage').then((m) => ({ default: m.FaqsPage })));
const DonationProcessPage = lazy(() =>
  import('./features/donation-process/components/DonationProcessPage/DonationProcessPage').then((m) => ({
    default: m.DonationProcessPage,
  })),
);
const PartnershipsPage = lazy(() =>
  import('./features/partnerships/components/PartnershipsPage/PartnershipsPage').then((m) => ({ default: m.PartnershipsPage })),
);
const AdditionalServicesPage = lazy(() =>
  import('./features/additional-services/components/AdditionalServicesPage/AdditionalServicesPage').then((m) => ({
    default: m.AdditionalServicesPage,
  })),
);
const LegalPage = lazy(() => import('./features/legal/components/LegalPage/LegalPage').then((m) => ({ default: m.LegalPage })));
const CookiePolicyPage = lazy(() =>
  import('./features/legal/components/CookiePolicyPage/CookiePolicyPage').then((m) => ({ default: m.CookiePolicyPage })),
);
const DataProtectionPage = lazy(() =>
  import('./features/legal/components/DataProtectionPage/DataProtectionPage').then((m) => ({ default: m.DataProtectionPage })),
);
const CorporatePartnersPage = lazy(() =>
  import('./features/partners/components/CorporatePartnersPage/CorporatePartnersPage').then((m) => ({ default: m.CorporatePartnersPage })),
);
const HealthcarePartnersPage = lazy(() =>
  import('./features/partners/components/HealthcarePartnersPage/HealthcarePartnersPage').then((m) => ({
    default: m.HealthcarePartnersPage,
  })),
);

/**
 * Routes of the public pages remote: the marketing pages, the legal pages and the partner programmes, rendered inside the shell's router (absolute paths) for the
 * routes portal-manifest lists for `marketing` (App.routes.test.tsx checks each one is served here).
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/pricing" element={<PlansPage />} />
        <Route path="/plans" element={<PlansPage />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/faqs" element={<FaqsPage />} />
        <Route path="/donation-process" element={<DonationProcessPage />} />
        <Route path="/partnerships" element={<PartnershipsPage />} />
        <Route path="/additional-services" element={<AdditionalServicesPage />} />
        {/* One page, three entry points; the key remounts it so the preselected tab follows the URL. */}
        <Route path="/legal" element={<LegalPage key="legal" initialTab="terms" />} />
        <Route path="/terms" element={<LegalPage key="terms" initialTab="terms" />} />
        <Route path="/privacy" element={<LegalPage key="privacy" initialTab="privacy" />} />
        <Route path="/cookies" element={<CookiePolicyPage />} />
        <Route path="/data-protection" element={<DataProtectionPage />} />
        <Route path="/partners/corporate" element={<CorporatePartnersPage />} />
        <Route path="/partners/healthcare" element={<HealthcarePartnersPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
