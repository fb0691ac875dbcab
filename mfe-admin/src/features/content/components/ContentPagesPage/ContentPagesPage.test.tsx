import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseClient } from '@donation-network/portal-session';
import { PAGE_IDS } from '@donation-network/shared-rules';
import { NETWORK_ERROR_MESSAGE } from '@donation-network/portal-data';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { argsOf, createFakeContentClient } from '../../testing/fake-content-client';
import { ContentPagesPage } from './ContentPagesPage';

const rows = [
  { page_id: 'about', title: 'About Us', version: 4, updated_at: new Date(Date.now() - 3 * 3600_000).toISOString(), updated_by: 'admin-1' },
  { page_id: 'corporate', title: 'Corporate Partnerships', version: 1, updated_at: '2026-11-01T10:00:00Z', updated_by: null },
];

function serve({ failPages = false } = {}) {
  const fake = createFakeContentClient((query) => {
    if (query.table === 'profiles') return { data: [{ id: 'admin-1', full_name: 'Ada Admin' }] };
    return failPages ? { error: { message: 'TypeError: Failed to fetch' }, status: 0 } : { data: rows };
  });
  setSupabaseClient(fake.client);
  return fake;
}

afterEach(() => setSupabaseClient(null));

describe('ContentPagesPage', () => {
  it('lists the 15 managed pages with their public link, version, last save and an Edit link', async () => {
    const fake = serve();
    renderWithProviders(<ContentPagesPage />, { route: '/admin/content' });

    const table = await screen.findByRole('table', { name: 'Managed pages' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(PAGE_IDS.length);

    const about = bodyRows[PAGE_IDS.indexOf('about')];
    expect(within(about).getByText('About Us')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: '/about' })).toHaveAttribute('href', '/about');
    expect(within(about).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(about).getByText('about 3 hours ago')).toBeInTheDocument();
    expect(within(about).getByText('by Ada Admin')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'Edit About Us' })).toHaveAttribute('href', '/admin/content/about');
    expect(within(about).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/admin/content/about');

    const corporate = bodyRows[PAGE_IDS.indexOf('corporate')];
    expect(within(corporate).getByRole('link', { name: '/partners/corporate' })).toHaveAttribute('href', '/partners/corporate');
    expect(within(corporate).queryByText(/^by /)).not.toBeInTheDocument();

    // a page without a stored row is still listed and editable
    const faqs = bodyRows[PAGE_IDS.indexOf('faqs')];
    expect(within(faqs).getByText('Not stored yet')).toBeInTheDocument();
    expect(within(faqs).getByRole('link', { name: 'Edit faqs' })).toHaveAttribute('href', '/admin/content/faqs');

    const profiles = fake.queries.find((query) => query.table === 'profiles')!;
    expect(argsOf(profiles, 'in')).toEqual(['id', ['admin-1']]);
  });

  it('shows a friendly error with Retry when the pages cannot be read', async () => {
    serve({ failPages: true });
    const user = userEvent.setup();
    renderWithProviders(<ContentPagesPage />, { route: '/admin/content' });

    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    serve();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Managed pages' })).toBeInTheDocument();
  });
});
