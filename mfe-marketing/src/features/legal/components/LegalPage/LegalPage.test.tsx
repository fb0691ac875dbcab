import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_CONTENT_LOAD_ERROR, setSupabaseClient } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { PRIVACY_PAGE_CONTENT } from '../../privacy-page-content';
import { TERMS_PAGE_CONTENT } from '../../terms-page-content';
import {
  expectHeadingsInOrder,
  expectPayloadInert,
  metaDescription,
  SCRIPT_PAYLOAD,
  servePageContentRows,
  settle,
  storedRow,
} from '../../../../testing/page-content-client';
import { LegalPage, type LegalPageProps } from './LegalPage';

const SEEDED = { terms: storedRow(TERMS_PAGE_CONTENT), privacy: storedRow(PRIVACY_PAGE_CONTENT) };

async function renderPage(props: LegalPageProps = {}, route = '/legal') {
  const utils = renderWithProviders(<LegalPage {...props} />, { route });
  await settle();
  return utils;
}

describe('LegalPage', () => {
  let read: string[];

  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    read = servePageContentRows(SEEDED);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setSupabaseClient(null);
  });

  it('renders both tabs, each from its own page, with Terms & Conditions selected by default', async () => {
    await renderPage();
    expect(read.sort()).toEqual(['privacy', 'terms']);
    const tablist = screen.getByRole('tablist', { name: 'Legal documents' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Terms & Conditions', 'Privacy Policy']);
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Terms & Conditions' });
    expect(within(panel).getByRole('heading', { level: 3, name: /acceptance of terms/i })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: /no medical services/i })).toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it('sets the selected document’s title and meta description', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(document.title).toBe('Terms & Conditions | Donation Network');
    expect(metaDescription()).toBe(TERMS_PAGE_CONTENT.description);
    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(document.title).toBe('Privacy Policy | Donation Network');
    expect(metaDescription()).toBe(PRIVACY_PAGE_CONTENT.description);
  });

  it('shows the last-updated date and the legal-support contact link', async () => {
    await renderPage();
    expect(screen.getByText('Last updated: October 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact?service=legal-support');
  });

  it('states the 15-business-day complaint review and the processing fee', async () => {
    await renderPage();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/respond within 15 business days/i)).toBeInTheDocument();
    expect(within(panel).getByText(/minor processing fee/i)).toBeInTheDocument();
  });

  it('switches to the Privacy Policy with a click', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    for (const heading of [
      /data we collect/i,
      /how we use your data/i,
      /sharing with healthcare partners/i,
      /data retention/i,
      /your rights/i,
    ]) {
      expect(within(panel).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(within(panel).getByText(/within 15 business days/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /acceptance of terms/i })).not.toBeInTheDocument();
    expectHeadingsInOrder();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderPage();
    const terms = screen.getByRole('tab', { name: 'Terms & Conditions' });
    const privacy = screen.getByRole('tab', { name: 'Privacy Policy' });
    await user.click(terms);
    await user.keyboard('{ArrowRight}');
    expect(privacy).toHaveFocus();
    expect(privacy).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Terms & Conditions' })).toBeInTheDocument();
  });

  it('opens the Privacy Policy first when asked to, with its title and description', async () => {
    await renderPage({ initialTab: 'privacy' }, '/privacy');
    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Donation Network');
    expect(metaDescription()).toBe(PRIVACY_PAGE_CONTENT.description);
  });

  it('shows each tab’s stored sections: an added one appears, a deleted one disappears, edits show', async () => {
    const user = userEvent.setup();
    const terms = TERMS_PAGE_CONTENT.sections
      .filter((section) => section.id !== 'payments')
      .map((section) => (section.id === 'acceptance' ? { ...section, title: '1. Agreeing to These Terms' } : section));
    terms.push({ id: 'governing-law', title: '10. Governing Law', content: '<p>The law of your country applies.</p>', order: 50 });
    servePageContentRows({
      terms: { ...storedRow(TERMS_PAGE_CONTENT, terms), title: 'Terms of Service' },
      privacy: storedRow(PRIVACY_PAGE_CONTENT, [{ id: 'summary', title: 'Privacy in Brief', content: '<p>We keep little.</p>', order: 0 }]),
    });
    await renderPage();
    const termsPanel = screen.getByRole('tabpanel', { name: 'Terms of Service' });
    const headings = within(termsPanel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings[0]).toBe('1. Agreeing to These Terms');
    expect(headings[headings.length - 1]).toBe('10. Governing Law');
    expect(headings).not.toContain('6. Payments and Subscriptions');
    expect(within(termsPanel).getByText('The law of your country applies.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    const privacyPanel = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    expect(
      within(privacyPanel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Privacy in Brief']);
  });

  it('shows the code text of both documents and logs when the reads fail', async () => {
    const user = userEvent.setup();
    servePageContentRows({}, { message: 'boom' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(log).toHaveBeenCalledWith(PAGE_CONTENT_LOAD_ERROR, expect.objectContaining({ name: 'RequestError', message: 'boom' }));
    expect(screen.getByRole('heading', { level: 3, name: /acceptance of terms/i })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    expect(screen.getByRole('heading', { level: 3, name: /data we collect/i })).toBeInTheDocument();
  });

  it('renders a stored script payload inert', async () => {
    servePageContentRows({
      ...SEEDED,
      terms: storedRow(TERMS_PAGE_CONTENT, [{ id: 'acceptance', title: 'Acceptance', content: SCRIPT_PAYLOAD, order: 0 }]),
    });
    const { container } = await renderPage();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(container);
  });
});
