import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { CookiePolicyPage } from './CookiePolicyPage';

describe('CookiePolicyPage', () => {
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is the Cookie Policy, last updated April 1, 2025, and sets the document title', async () => {
    renderWithProviders(<CookiePolicyPage />, { route: '/cookies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 1, 2025')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cookie Policy | Donation Network'));
  });

  it('lists every cookie with the duration the product gives it', () => {
    renderWithProviders(<CookiePolicyPage />);
    const table = screen.getByRole('table', { name: /cookies set by the services/i });
    const rows = within(table).getAllByRole('row').slice(1);
    const durations = rows.map((row) => {
      const name = within(row).getByRole('rowheader').textContent;
      const cells = within(row).getAllByRole('cell');
      return [name, cells[cells.length - 1].textContent];
    });
    expect(durations).toEqual([
      ['session_id', 'Session (deleted when you close your browser)'],
      ['auth_token', '30 days'],
      ['_ga', '2 years'],
      ['_gid', '24 hours'],
      ['preferences', '1 year'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cookie', 'Type', 'Purpose', 'Duration']);
  });

  it('states the 15-business-day complaint review and the processing fee, and links to legal support', () => {
    renderWithProviders(<CookiePolicyPage />);
    expect(screen.getByText(/we review every complaint within 15 business days/i)).toBeInTheDocument();
    expect(screen.getByText(/a minor processing fee may apply/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?service=legal-support');
  });

  it('keeps headings in order: the h1, then h2 sections', () => {
    renderWithProviders(<CookiePolicyPage />);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Cookies We Use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. Managing Cookies' })).toBeInTheDocument();
  });
});
