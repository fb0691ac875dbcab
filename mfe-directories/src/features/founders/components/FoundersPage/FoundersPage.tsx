import { DirectoryScreen, type DirectoryConfig } from '../../../../components/Directory/DirectoryScreen';
import type { FounderListItem } from '../../api/founder-profile';
import { FOUNDERS_SPEC, listFounders, type FounderSelectKey } from '../../api/list-founders';
import { FounderCard } from '../FounderCard/FounderCard';

const FOUNDERS_DIRECTORY: DirectoryConfig<FounderSelectKey, FounderListItem> = {
  kind: 'founder',
  spec: FOUNDERS_SPEC,
  list: (filters, signal) => listFounders(filters, signal),
  renderCard: (founder) => <FounderCard key={founder.id} founder={founder} />,
  subtitle: 'Discover healthcare startups and connect with the founders building them',
  searchPlaceholder: 'Search by company name or industry...',
};

/** /founders: the Founders Directory. */
export function FoundersPage() {
  return <DirectoryScreen config={FOUNDERS_DIRECTORY} />;
}
