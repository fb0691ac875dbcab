import { applyInvestorFilters, EMPTY_INVESTOR_FILTERS, type InvestorQueryBuilder } from './list-investors';
import { formatAum, investorName } from './investor-profile';

type Call = [method: string, ...args: unknown[]];

/** Records every builder call in order; each call returns the builder itself. */
class FakeQuery implements InvestorQueryBuilder {
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
  contains(column: string, value: string[]) {
    return this.record('contains', [column, value]);
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
  expect(applyInvestorFilters(new FakeQuery(), EMPTY_INVESTOR_FILTERS).calls).toEqual(SORT_AND_FIRST_PAGE);
});

test('every filter becomes one server-side call before the sort and range', () => {
  const query = applyInvestorFilters(new FakeQuery(), {
    search: ' Capital ',
    investorType: 'Family Office',
    location: 'london',
    investmentFocus: 'Healthcare',
    verificationStatus: 'pending',
    verifiedOnly: false,
    featured: false,
    page: 2,
  });
  expect(query.calls).toEqual([
    ['or', 'firm_name.ilike.%Capital%,investor_type.ilike.%Capital%'],
    ['ilike', 'location', '%london%'],
    ['eq', 'investor_type', 'Family Office'],
    ['contains', 'investment_focus', ['Healthcare']],
    ['eq', 'verification_status', 'pending'],
    ['order', 'credibility_score', { ascending: false }],
    ['order', 'id', { ascending: true }],
    ['range', 12, 23],
  ]);
});

test('the Verified tab adds verification_status = verified; blank text is ignored', () => {
  const query = applyInvestorFilters(new FakeQuery(), {
    ...EMPTY_INVESTOR_FILTERS,
    search: '  ',
    location: ' ',
    verifiedOnly: true,
  });
  expect(query.calls).toEqual([['eq', 'verification_status', 'verified'], ...SORT_AND_FIRST_PAGE]);
});

test('user text is matched literally and cannot break out of or()', () => {
  const query = applyInvestorFilters(new FakeQuery(), {
    ...EMPTY_INVESTOR_FILTERS,
    search: 'a,id.eq.1)',
    location: '50%_',
  });
  expect(query.calls.slice(0, 2)).toEqual([
    ['or', 'firm_name.ilike.%a_id.eq.1_%,investor_type.ilike.%a_id.eq.1_%'],
    ['ilike', 'location', '%50\\%\\_%'],
  ]);
});

test('AUM in millions with one decimal; missing AUM is Not disclosed', () => {
  expect(formatAum(250_000_000)).toBe('$250.0M');
  expect(formatAum(1_250_000)).toBe('$1.3M');
  expect(formatAum('75000000')).toBe('$75.0M');
  expect(formatAum(0)).toBe('$0.0M');
  expect(formatAum(null)).toBe('Not disclosed');
});

test('an empty firm name shows as Individual Investor', () => {
  expect(investorName({ firm_name: '' })).toBe('Individual Investor');
  expect(investorName({ firm_name: 'Demo Capital' })).toBe('Demo Capital');
});
