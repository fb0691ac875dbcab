import { screen, within } from '@testing-library/react';
import { PAGE_CONTENT_LOAD_ERROR, setSupabaseClient } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { COOKIES_PAGE_CONTENT } from '../../cookies-page-content';
import {
  expectHeadingsInOrder,
  expectPayloadInert,
  metaDescription,
  SCRIPT_PAYLOAD,
  servePageContentRows,
  settle,
  storedRow,
} from '../../../../testing/page-content-client';
import { CookiePolicyPage } from './CookiePolicyPage';

async function renderPage() {
  const utils = renderWithProviders(<CookiePolicyPage />, { route: '/cookies' });
  await settle();
  return utils;
}

describe('CookiePolicyPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContentRows({ cookies: storedRow(COOKIES_PAGE_CONTENT) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setSupabaseClient(null);
  });

  it('is the Cookie Policy, last updated April 1, 2025, with its document title and meta description', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 1, 2025')).toBeInTheDocument();
    expect(document.title).toBe('Cookie Policy | Donation Network');
    expect(metaDescription()).toBe(COOKIES_PAGE_CONTENT.description);
    expect(metaDescription()).toMatch(/which cookies/i);
  });

  it('lists every cookie with the duration the product gives it', async () => {
    await renderPage();
    const table = screen.getByRole('table', { name: /cookies set by the services/i });
    const rows = within(table).getAllByRole('row').slice(1);
    const durations = rows.map((row) => {
      const cells = Array.from(row.children);
      // The cookie's name heads its row (shared-ui's sanitiser currently drops th's scope attribute).
      expect(cells[0].tagName).toBe('TH');
      return [cells[0].textContent, cells[cells.length - 1].textContent];
    });
    expect(durations).toEqual([
      ['session_id', 'Session (deleted when you close your browser)'],
      ['auth_token', '30 days'],
      ['_ga', '2 years'],
      ['_gid', '24 hours'],
      ['preferences', '1 year'],
    ]);
    expect(
      within(within(table).getAllByRole('rowgroup')[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cookie', 'Type', 'Purpose', 'Duration']);
  });

  it('states the 15-business-day complaint review and the processing fee, and links to legal support', async () => {
    await renderPage();
    expect(screen.getByText(/we review every complaint within 15 business days/i)).toBeInTheDocument();
    expect(screen.getByText(/a minor processing fee may apply/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?service=legal-support');
  });

  it('keeps headings in order: the h1, then h2 sections', async () => {
    await renderPage();
    expectHeadingsInOrder();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2. Cookies We Use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. Managing Cookies' })).toBeInTheDocument();
  });

  it('renders the stored title, description and sections in place of the code text', async () => {
    servePageContentRows({
      cookies: {
        title: 'Cookie Notice',
        description: 'Our cookies, briefly.',
        sections: [{ id: 'summary', title: 'In Short', content: '<p>We use <strong>few</strong> cookies.</p>', order: 0 }],
      },
    });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'In Short' })).toBeInTheDocument();
    expect(screen.getByText('few').tagName).toBe('STRONG');
    expect(screen.queryByRole('heading', { name: '2. Cookies We Use' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.title).toBe('Cookie Notice | Donation Network');
    expect(metaDescription()).toBe('Our cookies, briefly.');
  });

  it('shows an added section and drops a deleted one', async () => {
    const sections = COOKIES_PAGE_CONTENT.sections.filter((section) => section.id !== 'storage');
    sections.push({ id: 'do-not-track', title: '7. Do Not Track', content: '<p>We honour Do Not Track signals.</p>', order: 99 });
    servePageContentRows({ cookies: storedRow(COOKIES_PAGE_CONTENT, sections) });
    await renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toContain('7. Do Not Track');
    expect(headings).not.toContain('3. Similar Technologies');
    expect(screen.getByText('We honour Do Not Track signals.')).toBeInTheDocument();
  });

  it('shows the code text and logs when the read fails', async () => {
    servePageContentRows({}, { message: 'boom' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(log).toHaveBeenCalledWith(PAGE_CONTENT_LOAD_ERROR, expect.objectContaining({ name: 'RequestError', message: 'boom' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /cookies set by the services/i })).toBeInTheDocument();
    expect(document.title).toBe('Cookie Policy | Donation Network');
  });

  it('renders a stored script payload inert', async () => {
    servePageContentRows({
      cookies: storedRow(COOKIES_PAGE_CONTENT, [{ id: 'what', title: '1. What Are Cookies', content: SCRIPT_PAYLOAD, order: 0 }]),
    });
    const { container } = await renderPage();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(container);
  });
});
