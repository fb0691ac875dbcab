import { PRIVACY } from './legal-content';
import { legalPageContent } from './legal-page-content';

/** Fallback of page_content 'privacy' (/privacy and the second tab of /legal). */
export const PRIVACY_PAGE_CONTENT = legalPageContent(
  PRIVACY,
  'What personal information the donation network collects, how we use it and share it with healthcare partners, how long we keep it, and the rights you have over it.',
);
