import { directoryPageArgs } from '../../../lib/directory-query';
import { emptyFilters } from '../../../lib/directory-spec';
import { INVESTORS_SPEC } from './list-investors';
import { formatAum, investorName } from './investor-profile';

const EMPTY = emptyFilters(INVESTORS_SPEC);

const FIRST_PAGE = { search: '', location: '', investor_type: '', investment_focus: '', verification_status: '', page: 1, page_size: 12 };

test('the investor type and investment focus filters are arguments of investor_directory_page named after their columns', () => {
  expect(directoryPageArgs(INVESTORS_SPEC, EMPTY)).toEqual(FIRST_PAGE);
  const chosen = { ...EMPTY, investorType: 'Family Office', investmentFocus: 'Healthcare' };
  expect(directoryPageArgs(INVESTORS_SPEC, chosen)).toEqual({
    ...FIRST_PAGE,
    investor_type: 'Family Office',
    investment_focus: 'Healthcare',
  });
});

test('AUM in millions with one decimal; missing AUM is Not disclosed', () => {
  expect(formatAum(250_000_000)).toBe('$250.0M');
  expect(formatAum(1_250_000)).toBe('$1.3M');
  expect(formatAum('75000000')).toBe('$75.0M');
  expect(formatAum(0)).toBe('$0.0M');
  expect(formatAum(null)).toBe('Not disclosed');
});

test("a listing is shown under the database's name for it; 'Individual Investor' only when there is none", () => {
  expect(investorName({ firm_name: 'Demo Capital', display_name: 'Demo Capital' })).toBe('Demo Capital');
  expect(investorName({ firm_name: '', display_name: '' })).toBe('Individual Investor');
  expect(investorName({ firm_name: 'Demo Capital' })).toBe('Demo Capital');
});

test('two investors without a firm never share one card title', () => {
  // a curated individual investor and an investor who saved the form with a blank firm name
  const curated = { firm_name: '', display_name: 'Sarah Whitfield' };
  const saved = { firm_name: '  ', display_name: 'Demo Investor' };
  expect([investorName(curated), investorName(saved)]).toEqual(['Sarah Whitfield', 'Demo Investor']);
});
