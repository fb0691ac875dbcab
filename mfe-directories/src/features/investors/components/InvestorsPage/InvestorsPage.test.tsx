import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import type { InvestorListItem } from '../../api/investor-profile';
import { INVESTOR_ROWS } from '../../testing/investor-rows';
import { INVESTORS_SPEC, listInvestors } from '../../api/list-investors';
import type { DirectoryResult } from '../../../../lib/directory-query';
import { emptyFilters } from '../../../../lib/directory-spec';
import { InvestorsPage } from './InvestorsPage';

jest.mock('../../api/list-investors', () => ({
  ...jest.requireActual('../../api/list-investors'),
  listInvestors: jest.fn(),
}));

const mockedList = jest.mocked(listInvestors);

const INVESTORS = INVESTOR_ROWS;

const EMPTY_INVESTOR_FILTERS = emptyFilters(INVESTORS_SPEC);

type InvestorPage = DirectoryResult<InvestorListItem>;
const page = (investors: InvestorListItem[], total = investors.length): InvestorPage => ({ items: investors, total });
const renderPage = (route = '/investors') => renderWithProviders(<InvestorsPage />, { route, path: '/investors' });

beforeEach(() => {
  mockedList.mockReset();
  mockedList.mockResolvedValue(page(INVESTORS));
});

test('shows the loading text, then one card per investor from the api', async () => {
  let resolve!: (value: InvestorPage) => void;
  mockedList.mockReturnValueOnce(new Promise((r) => (resolve = r)));
  renderPage();

  expect(screen.getByRole('heading', { level: 1, name: 'Investors Directory' })).toBeInTheDocument();
  expect(screen.getByText('Loading investors...')).toBeInTheDocument();
  resolve(page(INVESTORS));

  const cards = await screen.findAllByTestId('investor-card');
  expect(cards).toHaveLength(2);
  const first = within(cards[0]);
  expect(first.getByRole('heading', { name: 'Meridian Health Ventures' })).toBeInTheDocument();
  expect(first.getByText('VC')).toBeInTheDocument();
  expect(first.getByText('Verified')).toBeInTheDocument();
  expect(first.getByRole('tooltip', { hidden: true })).toHaveTextContent('This profile has been verified by our team');
  expect(first.getByText('San Francisco, CA')).toBeInTheDocument();
  expect(first.getByText('Healthcare')).toBeInTheDocument();
  expect(first.getByText('SaaS')).toBeInTheDocument();
  expect(first.getByText('Seed, Series A')).toBeInTheDocument();
  expect(first.getByText('$500K - $2M')).toBeInTheDocument();
  expect(first.getByText('$250.0M')).toBeInTheDocument();
  expect(first.getByText('Score 95/100')).toBeInTheDocument();
  expect(first.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', `/investors/${INVESTORS[0].id}`);

  const second = within(cards[1]);
  // no firm: the listing's own name, not a label every individual investor would share
  expect(second.getByRole('heading', { name: 'Sarah Whitfield' })).toBeInTheDocument();
  expect(second.getByText('Unverified')).toBeInTheDocument();
  expect(second.getByText('Check size not specified')).toBeInTheDocument();
  expect(second.getByText('Not disclosed')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–2 of 2 investors')).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith(EMPTY_INVESTOR_FILTERS, expect.any(AbortSignal));
});

test('reads the filters from a shared URL', async () => {
  renderPage('/investors?q=health&type=VC&location=san&focus=Healthcare&status=verified&tab=verified&page=2');
  await screen.findAllByTestId('investor-card');
  expect(mockedList).toHaveBeenLastCalledWith(
    {
      search: 'health',
      investorType: 'VC',
      location: 'san',
      investmentFocus: 'Healthcare',
      verificationStatus: 'verified',
      verifiedOnly: true,
      featured: false,
      page: 2,
    },
    expect.any(AbortSignal),
  );
  expect(screen.getByLabelText('Investor Type')).toHaveValue('VC');
  expect(screen.getByLabelText('Investment Focus')).toHaveValue('Healthcare');
  expect(screen.getByLabelText('Location')).toHaveValue('san');
  expect(screen.getByLabelText('Search investors')).toHaveValue('health');
  expect(screen.getByRole('tab', { name: 'Verified' })).toHaveAttribute('aria-selected', 'true');
});

test('the filter options are the product lists', async () => {
  renderPage();
  await screen.findAllByTestId('investor-card');
  const options = (label: string) =>
    within(screen.getByLabelText(label))
      .getAllByRole('option')
      .map((option) => option.textContent);
  expect(options('Investor Type').slice(1)).toEqual(['Angel', 'VC', 'PE', 'Family Office', 'Corporate']);
  expect(options('Investment Focus').slice(1)).toEqual([
    'Software',
    'FinTech',
    'Healthcare',
    'E-commerce',
    'CleanTech',
    'EdTech',
    'Consumer',
    'DeepTech',
    'SaaS',
    'Mobile',
  ]);
  expect(options('Verification Status')).toEqual(['All', 'Verified', 'Pending', 'Unverified']);
});

test('filter changes update the URL and query the api with them', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findAllByTestId('investor-card');

  await user.selectOptions(screen.getByLabelText('Investor Type'), 'Family Office');
  await waitFor(() => expect(currentUrl()).toBe('/investors?type=Family+Office'));
  await user.selectOptions(screen.getByLabelText('Investment Focus'), 'DeepTech');
  await user.selectOptions(screen.getByLabelText('Verification Status'), 'pending');
  await waitFor(() => expect(currentUrl()).toBe('/investors?type=Family+Office&focus=DeepTech&status=pending'));

  await user.type(screen.getByLabelText('Location'), 'Berlin');
  await waitFor(() => expect(currentUrl()).toContain('location=Berlin'));

  await user.type(screen.getByLabelText('Search investors'), 'capital{Enter}');
  await waitFor(() => expect(currentUrl()).toContain('q=capital'));

  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith(
      {
        ...EMPTY_INVESTOR_FILTERS,
        search: 'capital',
        investorType: 'Family Office',
        location: 'Berlin',
        investmentFocus: 'DeepTech',
        verificationStatus: 'pending',
      },
      expect.any(AbortSignal),
    ),
  );

  await user.click(screen.getByRole('tab', { name: 'Verified' }));
  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ verifiedOnly: true }), expect.any(AbortSignal)),
  );

  await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
  await waitFor(() => expect(currentUrl()).toBe('/investors?tab=verified'));
  expect(screen.getByLabelText('Location')).toHaveValue('');
  expect(screen.getByLabelText('Search investors')).toHaveValue('');
});

test('the Search button runs the search; Featured asks for the featured investors with it', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findAllByTestId('investor-card');
  await user.type(screen.getByLabelText('Search investors'), 'angel');
  expect(currentUrl()).toBe('/investors');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(mockedList).toHaveBeenLastCalledWith({ ...EMPTY_INVESTOR_FILTERS, search: 'angel' }, expect.any(AbortSignal)));
  expect(currentUrl()).toBe('/investors?q=angel');

  await user.click(screen.getByRole('tab', { name: 'Featured' }));
  await waitFor(() => expect(currentUrl()).toBe('/investors?q=angel&tab=featured'));
  expect(mockedList).toHaveBeenLastCalledWith({ ...EMPTY_INVESTOR_FILTERS, search: 'angel', featured: true }, expect.any(AbortSignal));
});

test('empty result: the message and a Clear filters link back to the unfiltered directory', async () => {
  const user = userEvent.setup();
  mockedList.mockResolvedValue(page([]));
  renderPage('/investors?type=PE&focus=Mobile');

  expect(await screen.findByText('No investors found matching your filters.')).toBeInTheDocument();
  mockedList.mockResolvedValue(page(INVESTORS));
  await user.click(screen.getByRole('link', { name: 'Clear filters' }));
  await waitFor(() => expect(currentUrl()).toBe('/investors'));
  expect(await screen.findAllByTestId('investor-card')).toHaveLength(2);
  expect(mockedList).toHaveBeenLastCalledWith(EMPTY_INVESTOR_FILTERS, expect.any(AbortSignal));
});

test('pages through the results on the server', async () => {
  const user = userEvent.setup();
  mockedList.mockResolvedValue(page(INVESTORS, 25));
  renderPage();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentUrl()).toBe('/investors?page=2'));
  expect(mockedList).toHaveBeenLastCalledWith({ ...EMPTY_INVESTOR_FILTERS, page: 2 }, expect.any(AbortSignal));
  expect(await screen.findByText('Showing 13–14 of 25 investors')).toBeInTheDocument();
});

test('a failed read: the error with Retry, not the empty text; Retry loads the investors', async () => {
  const user = userEvent.setup();
  mockedList.mockRejectedValueOnce(new Error('error: current transaction is aborted'));
  renderPage();

  const alert = await screen.findByRole('alert');
  expect(alert).not.toHaveTextContent(/transaction/);
  expect(screen.queryByText('No investors found matching your filters.')).not.toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(mockedList).toHaveBeenCalledTimes(2);
});

test('a page past the last one goes to the last page', async () => {
  mockedList.mockImplementation(async (filters) => (filters.page === 3 ? page(INVESTORS, 26) : page([], 26)));
  renderPage('/investors?page=9');
  expect(await screen.findAllByTestId('investor-card')).toHaveLength(2);
  expect(currentUrl()).toBe('/investors?page=3');
  expect(screen.getByText('Showing 25–26 of 26 investors')).toBeInTheDocument();
  expect(screen.queryByText('No investors found matching your filters.')).not.toBeInTheDocument();
});
