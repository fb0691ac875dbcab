import { DirectoryScreen, type DirectoryConfig } from '../../../../components/Directory/DirectoryScreen';
import type { InvestorListItem } from '../../api/investor-profile';
import { INVESTORS_SPEC, listInvestors, type InvestorSelectKey } from '../../api/list-investors';
import { InvestorCard } from '../InvestorCard/InvestorCard';

/** /investors: the Investors Directory. */
export function InvestorsPage() {
  return <DirectoryScreen config={INVESTORS_DIRECTORY} />;
}

const INVESTORS_DIRECTORY: DirectoryConfig<InvestorSelectKey, InvestorListItem> = {
  kind: 'investor',
  spec: INVESTORS_SPEC,
  list: (filters, signal) => listInvestors(filters, signal),
  renderCard: (investor) => <InvestorCard key={investor.id} investor={investor} />,
  subtitle: 'Find investors backing healthcare and technology startups',
  searchPlaceholder: 'Search by firm name or investor type...',
};
