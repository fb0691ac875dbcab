import { usePortalRead } from '@donation-network/portal-session';
import { useState } from 'react';
import { Badge, Button, FilterSelect, notify } from '@donation-network/shared-ui';
import {
  AVAILABILITIES,
  EMPTY_TALENT_FILTERS,
  EXPERIENCE_LEVELS,
  listAllProfessionals,
  listProfessionals,
  PROFESSIONAL_STATUSES,
  TALENT_PAGE_SIZE,
  TALENT_SORTS,
  type ExecutiveProfessional,
  type TalentFilters,
  type TalentSort,
} from '../../api/executive-talent';
import { useCompensation } from '../../api/compensation';
import { useUrlFilters, type UrlFilterSpec } from '../../hooks/use-url-filters';
import { BookMeetingDialog } from '../BookMeetingDialog/BookMeetingDialog';
import { CompensationCell } from '../CompensationCell/CompensationCell';
import { DebouncedFilterText } from '../DebouncedFilterText/DebouncedFilterText';
import { ExecutiveListFrame, RowActions, filterOptions, type ListColumn } from '../ExecutiveListFrame/ExecutiveListFrame';
import { ProfessionalProfileDialog } from '../ProfessionalProfileDialog/ProfessionalProfileDialog';

export const EMPTY_TALENT_TEXT = 'No candidates found matching your filters.';

const TALENT_FILTER_SPEC: UrlFilterSpec<TalentFilters> = {
  params: {
    search: 'q',
    availability: 'availability',
    specialization: 'specialization',
    location: 'location',
    experience: 'experience',
    status: 'status',
    sort: 'sort',
  },
  choices: {
    availability: AVAILABILITIES,
    experience: EXPERIENCE_LEVELS,
    status: PROFESSIONAL_STATUSES,
    sort: TALENT_SORTS,
  },
  defaults: EMPTY_TALENT_FILTERS,
};

export const TALENT_SORT_LABELS: Record<TalentSort, string> = {
  recent: 'Recently active',
  'least-recent': 'Least recently active',
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  experience: 'Most experience',
};

const PROFESSIONAL_NOUN = { one: 'professional', other: 'professionals' };
const NOT_DISCLOSED = 'Not disclosed';

/** The words of the active filters for the PDF's subtitle. */
function describeFilters(filters: TalentFilters): string {
  const parts = [
    filters.search.trim() && `search "${filters.search.trim()}"`,
    filters.availability,
    filters.specialization.trim() && `specialization "${filters.specialization.trim()}"`,
    filters.location.trim() && `location "${filters.location.trim()}"`,
    filters.experience && `${filters.experience}+ years`,
    filters.status,
  ].filter(Boolean);
  return parts.length > 0 ? `Filters: ${parts.join(', ')}` : 'All professionals';
}

/** Tab 'Executive Talent': professionals for part-time, contract or advisory roles, filtered on the server. */
export function ExecutiveTalentTab() {
  const { filters, update, reset } = useUrlFilters(TALENT_FILTER_SPEC);
  const result = usePortalRead({ queryKey: ['recipient', 'professionals', filters], read: (signal) => listProfessionals(filters, signal) });
  const [profileOf, setProfileOf] = useState<ExecutiveProfessional | null>(null);
  const [meetingWith, setMeetingWith] = useState<ExecutiveProfessional | null>(null);
  const compensation = useCompensation();

  const columns: ListColumn<ExecutiveProfessional>[] = [
    { header: 'Professional', text: (p) => p.name, cell: (p) => <strong>{p.name}</strong> },
    { header: 'Role', text: (p) => p.role },
    { header: 'Experience', text: (p) => p.experience },
    { header: 'Availability', text: (p) => p.availability },
    { header: 'Location', text: (p) => p.location },
    { header: 'Specialization', text: (p) => p.specialization },
    {
      header: 'Status',
      text: (p) => p.status,
      cell: (p) => <Badge variant={p.status === 'Available' ? 'success' : 'warning'}>{p.status}</Badge>,
    },
    {
      header: 'Compensation',
      text: (p) => compensation.format(p, NOT_DISCLOSED),
      cell: (p) => <CompensationCell {...compensation.describe(p, NOT_DISCLOSED)} />,
    },
    {
      header: 'Action',
      cell: (p) => (
        <RowActions>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Profile of ${p.name}`}
            onClick={() => {
              setProfileOf(p);
              notify({ title: 'Candidate Profile', description: `Viewing ${p.name}'s profile` });
            }}
          >
            Profile
          </Button>
          <Button type="button" size="sm" aria-label={`Meeting with ${p.name}`} onClick={() => setMeetingWith(p)}>
            Meeting
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ExecutiveListFrame
        title="Executive Talent"
        filters={
          <>
            <DebouncedFilterText
              label="Search"
              type="search"
              placeholder="Name, role or specialization"
              value={filters.search}
              onCommit={(search) => update({ search }, { replace: true })}
            />
            <FilterSelect
              label="Availability"
              value={filters.availability}
              options={filterOptions('All availability', AVAILABILITIES)}
              onValueChange={(availability) => update({ availability })}
            />
            <DebouncedFilterText
              label="Specialization"
              placeholder="Any specialization"
              value={filters.specialization}
              onCommit={(specialization) => update({ specialization }, { replace: true })}
            />
            <DebouncedFilterText
              label="Location"
              placeholder="Any location"
              value={filters.location}
              onCommit={(location) => update({ location }, { replace: true })}
            />
            <FilterSelect
              label="Experience"
              value={filters.experience}
              options={filterOptions('Any experience', EXPERIENCE_LEVELS, (years) => `${years}+ years`)}
              onValueChange={(experience) => update({ experience })}
            />
            <FilterSelect
              label="Status"
              value={filters.status}
              options={filterOptions('All statuses', PROFESSIONAL_STATUSES)}
              onValueChange={(status) => update({ status })}
            />
          </>
        }
        sort={{ value: filters.sort, labels: TALENT_SORT_LABELS, onChange: (sort) => update({ sort }) }}
        onResetFilters={reset}
        result={result}
        columns={columns}
        noun={PROFESSIONAL_NOUN}
        emptyText={EMPTY_TALENT_TEXT}
        errorText="Executive talent could not be loaded. Please try again later."
        page={filters.page}
        pageSize={TALENT_PAGE_SIZE}
        onPageChange={(page, options) => update({ page }, options)}
        pdf={{
          fileBase: 'executive-talent',
          listAll: () => listAllProfessionals(filters),
          filtersText: describeFilters(filters),
        }}
        rowTestId="professional-row"
      />
      <ProfessionalProfileDialog
        professional={profileOf}
        onClose={() => setProfileOf(null)}
        onBookMeeting={(professional) => {
          setProfileOf(null);
          setMeetingWith(professional);
        }}
      />
      <BookMeetingDialog professional={meetingWith} onClose={() => setMeetingWith(null)} />
    </>
  );
}
