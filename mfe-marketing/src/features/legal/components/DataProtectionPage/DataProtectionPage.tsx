import { DATA_PROTECTION_LAST_UPDATED } from '../../data-protection-content';
import { DATA_PROTECTION_PAGE_CONTENT } from '../../data-protection-page-content';
import { PolicyPage } from '../PolicyPage/PolicyPage';

/** /data-protection: the Data Protection Policy. */
export function DataProtectionPage() {
  return (
    <PolicyPage
      fallback={DATA_PROTECTION_PAGE_CONTENT}
      lastUpdated={DATA_PROTECTION_LAST_UPDATED}
      subtitle="How we protect the personal information of everyone in our donation network."
    />
  );
}
