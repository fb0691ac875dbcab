import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { AboutPage } from './features/about/components/AboutPage/AboutPage';
import { AdditionalServicesPage } from './features/additional-services/components/AdditionalServicesPage/AdditionalServicesPage';
import { ContactPage } from './features/contact/components/ContactPage/ContactPage';
import { DonationProcessPage } from './features/donation-process/components/DonationProcessPage/DonationProcessPage';
import { FaqsPage } from './features/faqs/components/FaqsPage/FaqsPage';
import { HomePage } from './features/home/components/HomePage/HomePage';
import { HowItWorksPage } from './features/how-it-works/components/HowItWorksPage/HowItWorksPage';
import { PartnershipsPage } from './features/partnerships/components/PartnershipsPage/PartnershipsPage';
import { PlansPage } from './features/plans/components/PlansPage/PlansPage';

/**
 * Routes of the marketing remote, rendered inside the shell's router (absolute paths) for the
 * routes portal-manifest lists for `marketing` (App.routes.test.tsx checks each one is served here).
 * admin/content follows in a later issue, and joins the manifest with its page.
 */
export default function App() {
  return (
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
