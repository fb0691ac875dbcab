import { DATA_PROTECTION_LAST_UPDATED, DATA_PROTECTION_POLICY } from '../../data-protection-content';
import { PolicyPage } from '../PolicyPage/PolicyPage';

/** /data-protection: the Data Protection Policy. */
export function DataProtectionPage() {
  return (
    <PolicyPage
      document={DATA_PROTECTION_POLICY}
      lastUpdated={DATA_PROTECTION_LAST_UPDATED}
      subtitle="How we protect the personal information of everyone in our donation network."
    />
  );
}
