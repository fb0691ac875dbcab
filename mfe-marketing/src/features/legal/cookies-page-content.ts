import { COOKIE_POLICY } from './cookie-policy-content';
import { legalPageContent } from './legal-page-content';

/** Fallback of page_content 'cookies' (/cookies). */
export const COOKIES_PAGE_CONTENT = legalPageContent(
  COOKIE_POLICY,
  'Which cookies the donation network website sets, what each one is for, how long it lasts, and how you can block or delete them.',
);
