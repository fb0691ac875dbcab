import { COOKIE_POLICY_LAST_UPDATED } from '../../cookie-policy-content';
import { COOKIES_PAGE_CONTENT } from '../../cookies-page-content';
import { PolicyPage } from '../PolicyPage/PolicyPage';

/** /cookies: the Cookie Policy with the table of cookies and their durations. */
export function CookiePolicyPage() {
  return (
    <PolicyPage
      fallback={COOKIES_PAGE_CONTENT}
      lastUpdated={COOKIE_POLICY_LAST_UPDATED}
      subtitle="Which cookies we use, why, and how you can control them."
    />
  );
}
