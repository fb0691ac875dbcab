import { Badge } from 'shared-ui';
import { listOpportunities, type ExecutiveOpportunity } from '../../api/executive';
import { ReadOnlyListTab, type ListColumn } from '../ReadOnlyListTab/ReadOnlyListTab';

export const EMPTY_OPPORTUNITIES_TEXT = 'No opportunities found matching your filters.';

const COLUMNS: ListColumn<ExecutiveOpportunity>[] = [
  { header: 'Organization', cell: (o) => o.organization },
  { header: 'Position', cell: (o) => o.position },
  { header: 'Type', cell: (o) => o.type },
  { header: 'Duration', cell: (o) => o.duration },
  { header: 'Location', cell: (o) => `${o.location} (${o.work_mode})` },
  { header: 'Industry', cell: (o) => o.industry },
  { header: 'Status', cell: (o) => <Badge variant={o.status === 'Open' ? 'success' : 'secondary'}>{o.status}</Badge> },
  { header: 'Compensation', cell: (o) => o.compensation },
];

/** Tab 'Executive Opportunities': open part-time, advisory and contract positions, read-only list. */
export function ExecutiveOpportunitiesTab() {
  return (
    <ReadOnlyListTab
      title="Executive Opportunities"
      load={listOpportunities}
      columns={COLUMNS}
      noun="opportunities"
      emptyText={EMPTY_OPPORTUNITIES_TEXT}
      errorText="Executive opportunities could not be loaded. Please try again later."
      rowTestId="opportunity-row"
    />
  );
}
