import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { AboutPage } from './features/about/components/AboutPage/AboutPage';
import { HomePage } from './features/home/components/HomePage/HomePage';

/**
 * Routes of the marketing remote, rendered inside the shell's router (absolute paths).
 * how-it-works, faqs, partnerships, donation-process, additional-services, pricing,
 * plans, contact and admin/content follow in a later issue; until then they fall
 * through to the not-found page.
 */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
