import { applyOpportunityFilters, EMPTY_OPPORTUNITY_FILTERS } from './executive-opportunities';
import { applyTalentFilters, EMPTY_TALENT_FILTERS } from './executive-talent';
import type { ListQueryBuilder } from './list-query';

type Recorder = ListQueryBuilder<Recorder>;

/** A query builder that records the PostgREST calls made on it. */
function recorder() {
  const calls: [string, ...unknown[]][] = [];
  const builder: Recorder = {
    or: (filters) => (calls.push(['or', filters]), builder),
    eq: (column, value) => (calls.push(['eq', column, value]), builder),
    ilike: (column, pattern) => (calls.push(['ilike', column, pattern]), builder),
    gte: (column, value) => (calls.push(['gte', column, value]), builder),
    order: (column, options) => (calls.push(['order', column, options.ascending]), builder),
  };
  return { builder, calls };
}

test('talent: no filters, most recently active first with id as tie-breaker', () => {
  const { builder, calls } = recorder();
  applyTalentFilters(builder, EMPTY_TALENT_FILTERS);
  expect(calls).toEqual([
    ['order', 'last_active', false],
    ['order', 'id', true],
  ]);
});

test('talent: every filter; user text matches literally and cannot change the filter syntax', () => {
  const { builder, calls } = recorder();
  applyTalentFilters(builder, {
    ...EMPTY_TALENT_FILTERS,
    search: ' 100%,ops) ',
    availability: 'Advisory',
    specialization: 'blood_bank',
    location: 'Boston',
    experience: '15',
    status: 'Available',
    sort: 'name-desc',
  });
  expect(calls).toEqual([
    ['or', 'name.ilike.%100\\%_ops_%,role.ilike.%100\\%_ops_%,specialization.ilike.%100\\%_ops_%'],
    ['eq', 'availability', 'Advisory'],
    ['ilike', 'specialization', '%blood\\_bank%'],
    ['ilike', 'location', '%Boston%'],
    ['gte', 'experience_years', 15],
    ['eq', 'status', 'Available'],
    ['order', 'name', false],
    ['order', 'id', true],
  ]);
});

test('talent sorts: least recently active, name A-Z, most experience', () => {
  const sortOf = (sort: (typeof EMPTY_TALENT_FILTERS)['sort']) => {
    const { builder, calls } = recorder();
    applyTalentFilters(builder, { ...EMPTY_TALENT_FILTERS, sort });
    return calls[0];
  };
  expect(sortOf('least-recent')).toEqual(['order', 'last_active', true]);
  expect(sortOf('name-asc')).toEqual(['order', 'name', true]);
  expect(sortOf('experience')).toEqual(['order', 'experience_years', false]);
});

test('opportunities: every filter and the sorts', () => {
  const { builder, calls } = recorder();
  applyOpportunityFilters(builder, {
    ...EMPTY_OPPORTUNITY_FILTERS,
    search: 'health',
    workMode: 'Remote',
    duration: 'Once a week',
    industry: 'Finance',
    positionType: 'Contract',
    compensation: 'equity',
    sort: 'oldest',
  });
  expect(calls).toEqual([
    ['or', 'organization.ilike.%health%,position.ilike.%health%,industry.ilike.%health%'],
    ['eq', 'work_mode', 'Remote'],
    ['eq', 'duration', 'Once a week'],
    ['eq', 'industry', 'Finance'],
    ['eq', 'type', 'Contract'],
    ['eq', 'compensation_type', 'equity'],
    ['order', 'posted_date', true],
    ['order', 'id', true],
  ]);
  const sorted = recorder();
  applyOpportunityFilters(sorted.builder, { ...EMPTY_OPPORTUNITY_FILTERS, sort: 'organization-asc' });
  expect(sorted.calls[0]).toEqual(['order', 'organization', true]);
});
