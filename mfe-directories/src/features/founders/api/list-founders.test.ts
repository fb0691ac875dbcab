import { applyFounderFilters, EMPTY_FOUNDER_FILTERS, type FounderQueryBuilder } from './list-founders';

type Call = [method: string, ...args: unknown[]];

/** Records every builder call in order; each call returns the builder itself. */
class FakeQuery implements FounderQueryBuilder {
  calls: Call[] = [];
  private record(method: string, args: unknown[]): FakeQuery {
    this.calls.push([method, ...args]);
    return this;
  }
  ilike(column: string, pattern: string) {
    return this.record('ilike', [column, pattern]);
  }
  or(filters: string) {
    return this.record('or', [filters]);
  }
  eq(column: string, value: string) {
    return this.record('eq', [column, value]);
  }
  order(column: string, options: { ascending: boolean }) {
    return this.record('order', [column, options]);
  }
  range(from: number, to: number) {
    return this.record('range', [from, to]);
  }
}

const SORT_AND_FIRST_PAGE: Call[] = [
  ['order', 'credibility_score', { ascending: false }],
  ['order', 'id', { ascending: true }],
  ['range', 0, 11],
];

test('no filters: only the sort (score, highest first) and the first page of 12', () => {
  const query = applyFounderFilters(new FakeQuery(), EMPTY_FOUNDER_FILTERS);
  expect(query.calls).toEqual(SORT_AND_FIRST_PAGE);
});

test('every filter becomes one server-side call before the sort and range', () => {
  const query = applyFounderFilters(new FakeQuery(), {
    search: '  Hemo ',
    industry: 'Healthcare',
    location: 'boston',
    fundingStage: 'Series A',
    verificationStatus: 'pending',
    verifiedOnly: false,
    featured: false,
    page: 3,
  });
  expect(query.calls).toEqual([
    ['or', 'company_name.ilike.%Hemo%,industry.ilike.%Hemo%'],
    ['ilike', 'location', '%boston%'],
    ['eq', 'industry', 'Healthcare'],
    ['eq', 'funding_stage', 'Series A'],
    ['eq', 'verification_status', 'pending'],
    ['order', 'credibility_score', { ascending: false }],
    ['order', 'id', { ascending: true }],
    ['range', 24, 35],
  ]);
});

test('the Verified tab adds verification_status = verified', () => {
  const query = applyFounderFilters(new FakeQuery(), { ...EMPTY_FOUNDER_FILTERS, verifiedOnly: true });
  expect(query.calls).toEqual([['eq', 'verification_status', 'verified'], ...SORT_AND_FIRST_PAGE]);
});

test('blank text filters are ignored', () => {
  const query = applyFounderFilters(new FakeQuery(), { ...EMPTY_FOUNDER_FILTERS, search: '   ', location: ' ' });
  expect(query.calls).toEqual(SORT_AND_FIRST_PAGE);
});

test('user text is matched literally: LIKE wildcards and backslashes are escaped', () => {
  const query = applyFounderFilters(new FakeQuery(), { ...EMPTY_FOUNDER_FILTERS, location: '10%' });
  expect(query.calls[0]).toEqual(['ilike', 'location', '%10\\%%']);
});

test('commas, parentheses and quotes cannot break out of the or() filter', () => {
  const query = applyFounderFilters(new FakeQuery(), {
    ...EMPTY_FOUNDER_FILTERS,
    search: 'x,id.eq.1)',
  });
  expect(query.calls[0]).toEqual(['or', 'company_name.ilike.%x_id.eq.1_%,industry.ilike.%x_id.eq.1_%']);
});
