import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseClient } from '@donation-network/portal-session';
import { DIRECTORY_SEARCH_MAX, DIRECTORY_SEARCH_TOO_LONG } from '@donation-network/shared-rules';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@donation-network/portal-data';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import type { FounderListItem } from '../../api/founder-profile';
import { FOUNDER_ROWS } from '../../testing/founder-rows';
import { FOUNDERS_SPEC, listFounders } from '../../api/list-founders';
import type { DirectoryResult } from '../../../../lib/directory-query';
import { emptyFilters } from '../../../../lib/directory-spec';
import { FoundersPage } from './FoundersPage';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('../../api/list-founders', () => ({
  ...jest.requireActual('../../api/list-founders'),
  listFounders: jest.fn(),
}));

const mockedList = jest.mocked(listFounders);

const FOUNDERS = FOUNDER_ROWS;

const EMPTY_FOUNDER_FILTERS = emptyFilters(FOUNDERS_SPEC);

type FounderPage = DirectoryResult<FounderListItem>;
const page = (founders: FounderListItem[], total = founders.length): FounderPage => ({ items: founders, total });

const renderPage = (route = '/founders') => renderWithProviders(<FoundersPage />, { route, path: '/founders' });

beforeEach(() => {
  mockedList.mockReset();
  mockedList.mockResolvedValue(page(FOUNDERS));
});

afterEach(() => {
  setSupabaseClient(null);
  jest.useRealTimers();
});

type QueryResult = { data: unknown; error: unknown; count: number | null; status: number };

/** A supabase-js client whose every query answers the next of `results` (as postgrest-js resolves them). */
function fakeSupabase(results: QueryResult[]) {
  const builder: Record<string, unknown> = {};
  for (const method of ['rpc', 'abortSignal']) {
    builder[method] = () => builder;
  }
  builder.then = (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
    Promise.resolve(results.shift()).then(resolve, reject);
  // the client itself is not awaitable: the page awaits loadSupabase() for it
  setSupabaseClient(fakeSupabaseClient({ rpc: builder.rpc }));
}

const realListFounders = jest.requireActual<typeof import('../../api/list-founders')>('../../api/list-founders').listFounders;

test('API unreachable: the error with Retry instead of endless loading; Retry loads the founders', async () => {
  const user = userEvent.setup();
  mockedList.mockImplementation(realListFounders);
  fakeSupabase([
    // what postgrest-js resolves when fetch rejects (blocked or offline)
    {
      data: null,
      error: { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch\n    at fetch (x.js:1:1)', hint: '', code: '' },
      count: null,
      status: 0,
    },
    { data: { items: FOUNDERS, total: 2, more: false }, error: null, count: null, status: 200 },
  ]);
  renderPage();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  expect(alert).not.toHaveTextContent(/TypeError|fetch \(/);
  expect(screen.queryByText('Loading founders...')).not.toBeInTheDocument();
  expect(screen.queryByText('No founders found matching your filters.')).not.toBeInTheDocument();

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByTestId('founder-card')).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledTimes(2);
});

test('a server error shows a friendly message, not the database text', async () => {
  mockedList.mockImplementation(realListFounders);
  fakeSupabase([
    {
      data: null,
      error: { message: 'current transaction is aborted, commands ignored until end of transaction block', code: 'SUP' },
      count: null,
      status: 500,
    },
  ]);
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).not.toHaveTextContent(/transaction|SUP/);
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a read that never answers turns into the time-out error after 10 s', async () => {
  jest.useFakeTimers();
  mockedList.mockReturnValue(new Promise(() => undefined));
  renderPage();
  expect(screen.getByText('Loading founders...')).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  // the query cache tells the page on a timer of its own, right after
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByRole('alert')).toHaveTextContent(TIMEOUT_MESSAGE);
  expect(screen.queryByText('Loading founders...')).not.toBeInTheDocument();
  // the abandoned request was aborted
  expect((mockedList.mock.calls[0][1] as AbortSignal).aborted).toBe(true);
});

test('shows the loading text, then one card per founder from the api', async () => {
  let resolve!: (value: FounderPage) => void;
  mockedList.mockReturnValueOnce(new Promise((r) => (resolve = r)));
  renderPage();

  expect(screen.getByText('Loading founders...')).toBeInTheDocument();
  resolve(page(FOUNDERS));

  const cards = await screen.findAllByTestId('founder-card');
  expect(cards).toHaveLength(2);
  const first = within(cards[0]);
  expect(first.getByRole('heading', { name: 'HemoLink Health' })).toBeInTheDocument();
  expect(first.getByText('Healthcare')).toBeInTheDocument();
  expect(first.getByText('Verified')).toBeInTheDocument();
  expect(first.getByRole('tooltip', { hidden: true })).toHaveTextContent('This profile has been verified by our team');
  expect(first.getByText('Boston, MA')).toBeInTheDocument();
  expect(first.getByText('Series A')).toBeInTheDocument();
  expect(first.getByText('42')).toBeInTheDocument();
  expect(first.getByText('Strategic Partnerships')).toBeInTheDocument();
  expect(first.getByText('Score 92/100')).toBeInTheDocument();
  expect(first.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', `/founders/${FOUNDERS[0].id}`);

  const second = within(cards[1]);
  expect(second.getByText('Pending')).toBeInTheDocument();
  expect(second.getByText('No company description provided.')).toBeInTheDocument();
  expect(screen.getByText('Showing 1–2 of 2 founders')).toBeInTheDocument();
  expect(mockedList).toHaveBeenCalledWith(EMPTY_FOUNDER_FILTERS, expect.any(AbortSignal));
});

test('reads the filters from a shared URL', async () => {
  renderPage('/founders?q=hemo&industry=Healthcare&location=boston&stage=Series+A&status=verified&tab=verified&page=2');
  await screen.findAllByTestId('founder-card');
  expect(mockedList).toHaveBeenLastCalledWith(
    {
      search: 'hemo',
      industry: 'Healthcare',
      location: 'boston',
      fundingStage: 'Series A',
      verificationStatus: 'verified',
      verifiedOnly: true,
      featured: false,
      page: 2,
    },
    expect.any(AbortSignal),
  );
  expect(screen.getByLabelText('Industry')).toHaveValue('Healthcare');
  expect(screen.getByLabelText('Location')).toHaveValue('boston');
  expect(screen.getByLabelText('Search founders')).toHaveValue('hemo');
  expect(screen.getByRole('tab', { name: 'Verified' })).toHaveAttribute('aria-selected', 'true');
});

test('filter changes update the URL and query the api with them', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findAllByTestId('founder-card');

  await user.selectOptions(screen.getByLabelText('Industry'), 'Healthcare');
  await waitFor(() => expect(currentUrl()).toBe('/founders?industry=Healthcare'));
  await user.selectOptions(screen.getByLabelText('Funding Stage'), 'Seed');
  await user.selectOptions(screen.getByLabelText('Verification Status'), 'pending');
  await waitFor(() => expect(currentUrl()).toBe('/founders?industry=Healthcare&stage=Seed&status=pending'));

  await user.type(screen.getByLabelText('Location'), 'London');
  await waitFor(() => expect(currentUrl()).toContain('location=London'));

  await user.type(screen.getByLabelText('Search founders'), 'care{Enter}');
  await waitFor(() => expect(currentUrl()).toContain('q=care'));

  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith(
      {
        ...EMPTY_FOUNDER_FILTERS,
        search: 'care',
        industry: 'Healthcare',
        location: 'London',
        fundingStage: 'Seed',
        verificationStatus: 'pending',
      },
      expect.any(AbortSignal),
    ),
  );

  await user.click(screen.getByRole('tab', { name: 'Verified' }));
  await waitFor(() => expect(currentUrl()).toContain('tab=verified'));
  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith(expect.objectContaining({ verifiedOnly: true }), expect.any(AbortSignal)),
  );

  await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
  await waitFor(() => expect(currentUrl()).toBe('/founders?tab=verified'));
  expect(screen.getByLabelText('Location')).toHaveValue('');
  expect(screen.getByLabelText('Search founders')).toHaveValue('');
});

test('the Search button runs the search', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findAllByTestId('founder-card');
  await user.type(screen.getByLabelText('Search founders'), 'fintech');
  expect(currentUrl()).toBe('/founders');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(mockedList).toHaveBeenLastCalledWith({ ...EMPTY_FOUNDER_FILTERS, search: 'fintech' }, expect.any(AbortSignal)),
  );
  expect(currentUrl()).toBe('/founders?q=fintech');
});

test('the Featured tab asks for the featured founders', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findAllByTestId('founder-card');
  await user.click(screen.getByRole('tab', { name: 'Featured' }));
  await waitFor(() => expect(currentUrl()).toBe('/founders?tab=featured'));
  expect(mockedList).toHaveBeenLastCalledWith({ ...EMPTY_FOUNDER_FILTERS, featured: true }, expect.any(AbortSignal));
  expect(await screen.findAllByTestId('founder-card')).toHaveLength(2);
});

test('empty result: the message and a Clear filters link back to the unfiltered directory', async () => {
  const user = userEvent.setup();
  mockedList.mockResolvedValue(page([]));
  renderPage('/founders?industry=EdTech&status=pending');

  expect(await screen.findByText('No founders found matching your filters.')).toBeInTheDocument();
  mockedList.mockResolvedValue(page(FOUNDERS));
  await user.click(screen.getByRole('link', { name: 'Clear filters' }));

  await waitFor(() => expect(currentUrl()).toBe('/founders'));
  expect(await screen.findAllByTestId('founder-card')).toHaveLength(2);
  expect(mockedList).toHaveBeenLastCalledWith(EMPTY_FOUNDER_FILTERS, expect.any(AbortSignal));
});

test('pages through the results on the server', async () => {
  const user = userEvent.setup();
  mockedList.mockResolvedValue(page(FOUNDERS, 30));
  renderPage();
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentUrl()).toBe('/founders?page=2'));
  expect(mockedList).toHaveBeenLastCalledWith({ ...EMPTY_FOUNDER_FILTERS, page: 2 }, expect.any(AbortSignal));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByText('Showing 13–14 of 30 founders')).toBeInTheDocument();

  // any filter change goes back to page 1
  await user.selectOptions(screen.getByLabelText('Industry'), 'Software');
  await waitFor(() => expect(currentUrl()).toBe('/founders?industry=Software'));
});

test('a count the server stopped at 1,000 reads "1,000+" and still offers the next page', async () => {
  mockedList.mockResolvedValue({ items: FOUNDERS, total: 1000, more: true });
  renderPage();
  expect(await screen.findByText('Showing 1–2 of 1,000+ founders')).toBeInTheDocument();
  // 1,000 counted rows are 84 pages of 12, and more rows follow
  expect(screen.getByText('Page 1 of 85')).toBeInTheDocument();
});

test('a search longer than the database accepts (an edited link) says so; the inputs stop at the limit', async () => {
  mockedList.mockImplementation(realListFounders);
  renderPage(`/founders?q=${'x'.repeat(DIRECTORY_SEARCH_MAX + 1)}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(DIRECTORY_SEARCH_TOO_LONG);
  expect(screen.getByRole('searchbox', { name: 'Search founders' })).toHaveAttribute('maxLength', String(DIRECTORY_SEARCH_MAX));
  expect(screen.getByLabelText('Location')).toHaveAttribute('maxLength', String(DIRECTORY_SEARCH_MAX));
});

test('a page past the last one goes to the last page instead of an empty page with a nonsense count', async () => {
  const five = Array.from({ length: 5 }, (_, index) => ({ ...FOUNDERS[0], id: `${FOUNDERS[0].id.slice(0, -1)}${index}` }));
  mockedList.mockImplementation(async (filters) => (filters.page === 1 ? page(five) : page([], 5)));
  renderPage('/founders?industry=Healthcare&page=2');
  expect(await screen.findAllByTestId('founder-card')).toHaveLength(5);
  expect(currentUrl()).toBe('/founders?industry=Healthcare');
  expect(screen.getByText('Showing 1–5 of 5 founders')).toBeInTheDocument();
  expect(screen.queryByText('No founders found matching your filters.')).not.toBeInTheDocument();
  expect(screen.queryByText(/Showing 13/)).not.toBeInTheDocument();
});
