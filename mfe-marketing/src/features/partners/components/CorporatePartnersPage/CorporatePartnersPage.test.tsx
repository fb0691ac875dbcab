import { screen, within } from '@testing-library/react';
import { PAGE_CONTENT_LOAD_ERROR, setSupabaseClient } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { CORPORATE_PAGE_CONTENT } from '../../corporate-page-content';
import {
  expectHeadingsInOrder,
  expectPayloadInert,
  metaDescription,
  SCRIPT_PAYLOAD,
  servePageContentRows,
  settle,
  storedRow,
} from '../../../../testing/page-content-client';
import { CorporatePartnersPage } from './CorporatePartnersPage';

async function renderPage() {
  const utils = renderWithProviders(<CorporatePartnersPage />, { route: '/partners/corporate' });
  await settle();
  return utils;
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('CorporatePartnersPage', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContentRows({ corporate: storedRow(CORPORATE_PAGE_CONTENT) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setSupabaseClient(null);
  });

  it('is the corporate partnerships page, with its document title and meta description', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Partnerships' })).toBeInTheDocument();
    expect(screen.getByText(/among your employees, customers and community/i)).toBeInTheDocument();
    expect(document.title).toBe('Corporate Partnerships | Donation Network');
    expect(metaDescription()).toBe(CORPORATE_PAGE_CONTENT.description);
    expect(metaDescription()).toMatch(/workplace blood drives/i);
  });

  it('shows the benefit cards under headings in order', async () => {
    await renderPage();
    const benefits = screen.getByRole('list', { name: 'Benefits for corporate partners' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Employee Engagement', 'Corporate Social Responsibility', 'Brand Visibility', 'Measurable Impact']);
    expect(h2s()).toEqual(['Why Partner With Us', 'Partnership Opportunities', 'Our Corporate Partners', 'Ready to make a difference?']);
    expectHeadingsInOrder();
  });

  it('lists six partnership opportunities', async () => {
    await renderPage();
    const opportunities = screen.getByRole('list', { name: 'Partnership opportunities' });
    expect(within(opportunities).getAllByRole('listitem')).toHaveLength(6);
    expect(within(opportunities).getByRole('heading', { name: 'Workplace Blood Drives' })).toBeInTheDocument();
  });

  it('shows placeholder partner logos', async () => {
    await renderPage();
    const logos = screen.getByRole('list', { name: 'Partner logos' });
    expect(within(logos).getAllByText('Partner logo')).toHaveLength(6);
  });

  it('links to the contact form with the corporate programme preselected', async () => {
    await renderPage();
    for (const name of ['Become a Partner', 'Contact Our Partnerships Team']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/contact?service=Corporate%20Partner');
    }
  });

  it('fills the bands from the stored sections, keeps the designed parts, and adds other sections as prose bands', async () => {
    servePageContentRows({
      corporate: {
        title: 'Partner With Us',
        description: 'Company programmes.',
        sections: [
          { id: 'faq', title: 'Common Questions', content: '<p>Can we start small? <em>Yes.</em></p>', order: 0 },
          { id: 'intro', title: '', content: '<p>Companies that care.</p>', order: 1 },
          { id: 'opportunities', title: 'Ways to Help', content: '<p>Pick one.</p>', order: 2 },
          { id: 'closing', title: 'Talk to us', content: '<p>We reply quickly.</p>', order: 3 },
        ],
      },
    });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner With Us' })).toBeInTheDocument();
    expect(screen.getByText('Companies that care.')).toBeInTheDocument();
    expect(screen.queryByText(/among your employees, customers and community/i)).not.toBeInTheDocument();
    expect(screen.getByText('Pick one.')).toBeInTheDocument();
    // Bands whose section is missing keep the code's heading; an added section follows the designed bands.
    expect(h2s()).toEqual(['Why Partner With Us', 'Ways to Help', 'Our Corporate Partners', 'Common Questions', 'Talk to us']);
    expect(within(screen.getByRole('region', { name: 'Common Questions' })).getByText('Yes.').tagName).toBe('EM');
    expect(within(screen.getByRole('list', { name: 'Partnership opportunities' })).getAllByRole('listitem')).toHaveLength(6);
    expect(document.title).toBe('Partner With Us | Donation Network');
    expect(metaDescription()).toBe('Company programmes.');
    expectHeadingsInOrder();
  });

  it('shows the code text and logs when the read fails', async () => {
    servePageContentRows({}, { message: 'boom' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(log).toHaveBeenCalledWith(PAGE_CONTENT_LOAD_ERROR, expect.objectContaining({ name: 'RequestError', message: 'boom' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Partnerships' })).toBeInTheDocument();
    expect(screen.getByText(/every programme is planned with you/i)).toBeInTheDocument();
    expect(metaDescription()).toBe(CORPORATE_PAGE_CONTENT.description);
  });

  it('renders a stored script payload inert, in a band and in an added section', async () => {
    servePageContentRows({
      corporate: storedRow(CORPORATE_PAGE_CONTENT, [
        { id: 'opportunities', title: 'Ways to Help', content: SCRIPT_PAYLOAD, order: 0 },
        { id: 'extra', title: 'Extra', content: SCRIPT_PAYLOAD, order: 1 },
      ]),
    });
    const { container } = await renderPage();
    expect(screen.getAllByText('Safe text')).toHaveLength(2);
    expectPayloadInert(container);
  });
});
