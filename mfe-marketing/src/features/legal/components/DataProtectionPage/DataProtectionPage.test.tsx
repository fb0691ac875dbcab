import { screen } from '@testing-library/react';
import { PAGE_CONTENT_LOAD_ERROR, setSupabaseClient } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { DATA_PROTECTION_PAGE_CONTENT } from '../../data-protection-page-content';
import {
  expectHeadingsInOrder,
  expectPayloadInert,
  metaDescription,
  SCRIPT_PAYLOAD,
  servePageContentRows,
  settle,
  storedRow,
} from '../../../../testing/page-content-client';
import { DataProtectionPage } from './DataProtectionPage';

async function renderPage() {
  const utils = renderWithProviders(<DataProtectionPage />, { route: '/data-protection' });
  await settle();
  return utils;
}

describe('DataProtectionPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContentRows({ 'data-protection': storedRow(DATA_PROTECTION_PAGE_CONTENT) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setSupabaseClient(null);
  });

  it('is the Data Protection Policy, last updated April 1, 2025, with its document title and meta description', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Protection Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 1, 2025')).toBeInTheDocument();
    expect(document.title).toBe('Data Protection Policy | Donation Network');
    expect(metaDescription()).toBe(DATA_PROTECTION_PAGE_CONTENT.description);
    expect(metaDescription()).toMatch(/protects the personal information/i);
  });

  it('says the product provides no medical services and names the user’s rights, with headings in order', async () => {
    await renderPage();
    expect(screen.getByText(/we provide no medical services/i)).toBeInTheDocument();
    for (const heading of ['1. Our Principles', '3. How We Keep Data Secure', '6. Your Rights', '7. Requests and Complaints']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expectHeadingsInOrder();
  });

  it('states the 15-business-day complaint review and the processing fee, and links to legal support', async () => {
    await renderPage();
    expect(screen.getByText(/we review every request and complaint within 15 business days/i)).toBeInTheDocument();
    expect(screen.getByText(/a minor processing fee may apply/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?service=legal-support');
  });

  it('renders the stored sections in their order in place of the code text', async () => {
    servePageContentRows({
      'data-protection': storedRow(DATA_PROTECTION_PAGE_CONTENT, [
        { id: 'rights', title: 'Your Rights First', content: '<p>Ask us anything.</p>', order: 0 },
        { id: 'principles', title: 'Then Our Principles', content: '<ul><li>Be fair.</li></ul>', order: 1 },
      ]),
    });
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your Rights First',
      'Then Our Principles',
      'Questions about these policies?',
    ]);
    expect(screen.getByText('Be fair.')).toBeInTheDocument();
    expect(screen.queryByText(/we provide no medical services/i)).not.toBeInTheDocument();
  });

  it('shows the code text and logs when the read fails', async () => {
    servePageContentRows({}, { message: 'boom' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(log).toHaveBeenCalledWith(PAGE_CONTENT_LOAD_ERROR, expect.objectContaining({ name: 'RequestError', message: 'boom' }));
    expect(screen.getByRole('heading', { level: 2, name: '1. Our Principles' })).toBeInTheDocument();
    expect(metaDescription()).toBe(DATA_PROTECTION_PAGE_CONTENT.description);
  });

  it('renders a stored script payload inert', async () => {
    servePageContentRows({
      'data-protection': storedRow(DATA_PROTECTION_PAGE_CONTENT, [{ id: 'rights', title: 'Rights', content: SCRIPT_PAYLOAD, order: 0 }]),
    });
    const { container } = await renderPage();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expectPayloadInert(container);
  });
});
