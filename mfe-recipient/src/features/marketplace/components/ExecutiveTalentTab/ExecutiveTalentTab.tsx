import { Badge } from 'shared-ui';
import { listProfessionals, type ExecutiveProfessional } from '../../api/executive';
import { ReadOnlyListTab, type ListColumn } from '../ReadOnlyListTab/ReadOnlyListTab';

export const EMPTY_TALENT_TEXT = 'No candidates found matching your filters.';

const COLUMNS: ListColumn<ExecutiveProfessional>[] = [
  { header: 'Professional', cell: (p) => p.name },
  { header: 'Role', cell: (p) => p.role },
  { header: 'Experience', cell: (p) => p.experience },
  { header: 'Availability', cell: (p) => p.availability },
  { header: 'Location', cell: (p) => p.location },
  { header: 'Specialization', cell: (p) => p.specialization },
  { header: 'Status', cell: (p) => <Badge variant={p.status === 'Available' ? 'success' : 'warning'}>{p.status}</Badge> },
  { header: 'Compensation', cell: (p) => p.compensation },
];

/** Tab 'Executive Talent': professionals open to part-time, contract or advisory roles, read-only list. */
export function ExecutiveTalentTab() {
  return (
    <ReadOnlyListTab
      title="Executive Talent"
      load={listProfessionals}
      columns={COLUMNS}
      noun="professionals"
      emptyText={EMPTY_TALENT_TEXT}
      errorText="Executive talent could not be loaded. Please try again later."
      rowTestId="professional-row"
    />
  );
}
