import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@donation-network/shared-rules';
import { Badge, Button, FilterSelect, notify } from '@donation-network/shared-ui';
import {
  COMPENSATION_TYPES,
  DURATIONS,
  EMPTY_OPPORTUNITY_FILTERS,
  INDUSTRIES,
  applicationBadgeVariant,
  opportunityLocation,
  listAllOpportunities,
  listMyApplications,
  listOpportunities,
  OPPORTUNITIES_PAGE_SIZE,
  OPPORTUNITY_SORTS,
  POSITION_TYPES,
  WORK_MODES,
  type ExecutiveOpportunity,
  type OpportunityFilters,
  type OpportunitySort,
} from '../../api/executive-opportunities';
import { useCompensation } from '../../api/compensation';
import { useUrlFilters, type UrlFilterSpec } from '../../hooks/use-url-filters';
import { ApplyDialog } from '../ApplyDialog/ApplyDialog';
import { CompensationCell } from '../CompensationCell/CompensationCell';
import { DebouncedFilterText } from '../DebouncedFilterText/DebouncedFilterText';
import { ExecutiveListFrame, RowActions, filterOptions, type ListColumn } from '../ExecutiveListFrame/ExecutiveListFrame';
import { OpportunityDetailDialog } from '../OpportunityDetailDialog/OpportunityDetailDialog';

export const EMPTY_OPPORTUNITIES_TEXT = 'No opportunities found matching your filters.';

const OPPORTUNITY_FILTER_SPEC: UrlFilterSpec<OpportunityFilters> = {
  params: {
    search: 'q',
    workMode: 'mode',
    duration: 'duration',
    industry: 'industry',
    positionType: 'type',
    compensation: 'compensation',
    sort: 'sort',
  },
  choices: {
    workMode: WORK_MODES,
    duration: DURATIONS,
    industry: INDUSTRIES,
    positionType: POSITION_TYPES,
    compensation: COMPENSATION_TYPES,
    sort: OPPORTUNITY_SORTS,
  },
  defaults: EMPTY_OPPORTUNITY_FILTERS,
};

export const OPPORTUNITY_SORT_LABELS: Record<OpportunitySort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'organization-asc': 'Organization (A-Z)',
  'organization-desc': 'Organization (Z-A)',
};

const COMPENSATION_LABELS: Record<string, string> = { hourly: 'Hourly', equity: 'Equity', negotiable: 'Negotiable' };

const OPPORTUNITY_NOUN = { one: 'opportunity', other: 'opportunities' };
const NEGOTIABLE = 'Negotiable';

/** The words of the active filters for the PDF's subtitle. */
function describeFilters(filters: OpportunityFilters): string {
  const parts = [
    filters.search.trim() && `search "${filters.search.trim()}"`,
    filters.workMode,
    filters.duration,
    filters.industry,
    filters.positionType,
    filters.compensation && `${COMPENSATION_LABELS[filters.compensation]} compensation`,
  ].filter(Boolean);
  return parts.length > 0 ? `Filters: ${parts.join(', ')}` : 'All opportunities';
}

interface ApplyActionProps {
  opportunity: ExecutiveOpportunity;
  application: ApplicationStatus | undefined;
  onApply: (opportunity: ExecutiveOpportunity) => void;
}

/** Apply, or the status of the user's application once there is one. */
function ApplyAction({ opportunity, application, onApply }: ApplyActionProps) {
  if (application) return <Badge variant={applicationBadgeVariant(application)}>{APPLICATION_STATUS_LABELS[application]}</Badge>;
  return (
    <Button
      type="button"
      size="sm"
      disabled={opportunity.status !== 'Open'}
      aria-label={`Apply for ${opportunity.position} at ${opportunity.organization}`}
      onClick={() => onApply(opportunity)}
    >
      Apply
    </Button>
  );
}

/** Tab 'Executive Opportunities': part-time, advisory and contract positions, filtered on the server; details and Apply. */
export function ExecutiveOpportunitiesTab() {
  const { filters, update, reset } = useUrlFilters(OPPORTUNITY_FILTER_SPEC);
  const result = usePortalRead({ queryKey: ['recipient', 'opportunities', filters], read: (signal) => listOpportunities(filters, signal) });
  const applications = usePortalRead({ queryKey: ['recipient', 'my-applications'], read: listMyApplications });
  // applications made since the user's applications were read
  const [appliedNow, setAppliedNow] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<ExecutiveOpportunity | null>(null);
  const [applyingTo, setApplyingTo] = useState<ExecutiveOpportunity | null>(null);
  const compensation = useCompensation();

  /** The status of the user's application to it (as the organisation moved it on), if any. */
  const applicationOf = (id: string): ApplicationStatus | undefined =>
    applications.data?.get(id) ?? (appliedNow.has(id) ? 'submitted' : undefined);

  const columns: ListColumn<ExecutiveOpportunity>[] = [
    { header: 'Organization', text: (o) => o.organization, cell: (o) => <strong>{o.organization}</strong> },
    { header: 'Position', text: (o) => o.position },
    { header: 'Type', text: (o) => o.type },
    { header: 'Duration', text: (o) => o.duration },
    { header: 'Location', text: opportunityLocation },
    { header: 'Industry', text: (o) => o.industry },
    {
      header: 'Status',
      text: (o) => o.status,
      cell: (o) => <Badge variant={o.status === 'Open' ? 'success' : 'secondary'}>{o.status}</Badge>,
    },
    {
      header: 'Compensation',
      text: (o) => compensation.format(o, NEGOTIABLE),
      cell: (o) => <CompensationCell {...compensation.describe(o, NEGOTIABLE)} />,
    },
    {
      header: 'Action',
      cell: (o) => (
        <RowActions>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Details of ${o.position} at ${o.organization}`}
            onClick={() => {
              setViewing(o);
              notify({ title: 'Opportunity Details', description: `Viewing ${o.position} at ${o.organization}` });
            }}
          >
            Details
          </Button>
          <ApplyAction opportunity={o} application={applicationOf(o.id)} onApply={setApplyingTo} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ExecutiveListFrame
        title="Executive Opportunities"
        filters={
          <>
            <DebouncedFilterText
              label="Search"
              type="search"
              placeholder="Organization, position or industry"
              value={filters.search}
              onCommit={(search) => update({ search }, { replace: true })}
            />
            <FilterSelect
              label="Work Mode"
              value={filters.workMode}
              options={filterOptions('All work modes', WORK_MODES)}
              onValueChange={(workMode) => update({ workMode })}
            />
            <FilterSelect
              label="Duration"
              value={filters.duration}
              options={filterOptions('Any duration', DURATIONS)}
              onValueChange={(duration) => update({ duration })}
            />
            <FilterSelect
              label="Industry"
              value={filters.industry}
              options={filterOptions('All industries', INDUSTRIES)}
              onValueChange={(industry) => update({ industry })}
            />
            <FilterSelect
              label="Position Type"
              value={filters.positionType}
              options={filterOptions('All position types', POSITION_TYPES)}
              onValueChange={(positionType) => update({ positionType })}
            />
            <FilterSelect
              label="Compensation"
              value={filters.compensation}
              options={filterOptions('Any compensation', COMPENSATION_TYPES, (type) => COMPENSATION_LABELS[type])}
              onValueChange={(compensation) => update({ compensation })}
            />
          </>
        }
        sort={{ value: filters.sort, labels: OPPORTUNITY_SORT_LABELS, onChange: (sort) => update({ sort }) }}
        onResetFilters={reset}
        result={result}
        columns={columns}
        noun={OPPORTUNITY_NOUN}
        emptyText={EMPTY_OPPORTUNITIES_TEXT}
        errorText="Executive opportunities could not be loaded. Please try again later."
        page={filters.page}
        pageSize={OPPORTUNITIES_PAGE_SIZE}
        onPageChange={(page, options) => update({ page }, options)}
        pdf={{
          fileBase: 'executive-opportunities',
          listAll: () => listAllOpportunities(filters),
          filtersText: describeFilters(filters),
        }}
        rowTestId="opportunity-row"
      />
      <OpportunityDetailDialog
        opportunity={viewing}
        application={viewing ? applicationOf(viewing.id) : undefined}
        onClose={() => setViewing(null)}
        onApply={(opportunity) => {
          setViewing(null);
          setApplyingTo(opportunity);
        }}
      />
      <ApplyDialog
        opportunity={applyingTo}
        onClose={() => setApplyingTo(null)}
        onApplied={(opportunity) => setAppliedNow((current) => new Set(current).add(opportunity.id))}
      />
    </>
  );
}
