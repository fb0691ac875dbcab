import { DATA_PROTECTION_POLICY } from './data-protection-content';
import { legalPageContent } from './legal-page-content';

/** Fallback of page_content 'data-protection' (/data-protection). */
export const DATA_PROTECTION_PAGE_CONTENT = legalPageContent(
  DATA_PROTECTION_POLICY,
  'How the donation network protects the personal information of donors, recipients and partners: our principles, legal bases, security safeguards, your rights, and how to make a request or complaint.',
);
