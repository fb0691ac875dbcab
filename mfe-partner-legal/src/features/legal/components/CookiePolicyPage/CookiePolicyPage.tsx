import { COOKIE_POLICY, COOKIE_POLICY_LAST_UPDATED } from '../../cookie-policy-content';
import { PolicyPage } from '../PolicyPage/PolicyPage';

/** /cookies: the Cookie Policy with the table of cookies and their durations. */
export function CookiePolicyPage() {
  return (
    <PolicyPage
      document={COOKIE_POLICY}
      lastUpdated={COOKIE_POLICY_LAST_UPDATED}
      subtitle="Which cookies we use, why, and how you can control them."
    />
  );
}
