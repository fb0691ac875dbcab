import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { DirectoryListing, type DirectoryListingProps } from './DirectoryListing';

type Thing = { id: number; name: string };
type ThingTab = 'all' | 'verified' | 'featured';

const TABS: { value: ThingTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'verified', label: 'Verified' },
  { value: 'featured', label: 'Featured' },
];

const renderListing = (overrides: Partial<DirectoryListingProps<Thing, ThingTab>> = {}) => {
  const update = jest.fn();
  const props: DirectoryListingProps<Thing, ThingTab> = {
    title: 'Things Directory',
    subtitle: 'All the things',
    searchLabel: 'Search things',
    searchPlaceholder: 'Search by name...',
    filters: <aside aria-label="Filters" />,
    tabs: TABS,
    tabListLabel: 'Thing lists',
    state: { search: 'old', tab: 'all', page: 2 },
    update,
    status: 'success',
    onRetry: jest.fn(),
    items: [
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Beta' },
    ],
    total: 5,
    pageSize: 2,
    renderItem: (thing) => <p key={thing.id}>{thing.name}</p>,
    loadingText: 'Loading things...',
    emptyText: 'No things found.',
    clearTo: '/things',
    noun: ['thing', 'things'],
    ...overrides,
  };
  renderWithProviders(<DirectoryListing {...props} />, { route: '/things', path: '/things' });
  return update;
};

describe('DirectoryListing', () => {
  it('renders the heading, items, showing text and pager, and reports page changes', async () => {
    const update = renderListing();
    expect(screen.getByRole('heading', { name: 'Things Directory' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Thing lists' })).toBeInTheDocument();
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(screen.getByText('Showing 3–4 of 5 things')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(update).toHaveBeenCalledWith({ page: 3 });
  });

  it('submits the trimmed search text', async () => {
    const update = renderListing();
    const box = screen.getByRole('searchbox', { name: 'Search things' });
    expect(box).toHaveValue('old');
    await userEvent.clear(box);
    await userEvent.type(box, '  beta ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(update).toHaveBeenCalledWith({ search: 'beta' });
  });

  it('shows the loading state', () => {
    renderListing({ status: 'loading', items: [], total: 0 });
    expect(screen.getByText('Loading things...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows a failed load as an alert with Retry, never the raw error text', async () => {
    const onRetry = jest.fn();
    renderListing({ status: 'error', error: new Error('error: current transaction is aborted'), onRetry, items: [], total: 0 });
    expect(screen.getByRole('alert')).not.toHaveTextContent(/transaction/);
    expect(screen.queryByText('No things found.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the empty state with a clear link', () => {
    renderListing({ items: [], total: 0 });
    expect(screen.getByText('No things found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/things');
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
