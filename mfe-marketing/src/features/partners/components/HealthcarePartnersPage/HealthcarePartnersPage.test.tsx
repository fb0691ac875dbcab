import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, saveBlob } from '@donation-network/shared-ui';
import { PAGE_CONTENT_LOAD_ERROR, setSupabaseClient } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { buildGuidePdf } from '../../guide/guide-pdf';
import { HEALTHCARE_PAGE_CONTENT } from '../../healthcare-page-content';
import {
  expectHeadingsInOrder,
  expectPayloadInert,
  metaDescription,
  SCRIPT_PAYLOAD,
  servePageContentRows,
  settle,
  storedRow,
} from '../../../../testing/page-content-client';
import { HealthcarePartnersPage } from './HealthcarePartnersPage';

jest.mock('../../guide/guide-pdf', () => ({ buildGuidePdf: jest.fn() }));
jest.mock('@donation-network/shared-ui', () => ({
  ...jest.requireActual('@donation-network/shared-ui'),
  notify: jest.fn(),
  saveBlob: jest.fn(),
}));

async function renderPage() {
  const utils = renderWithProviders(<HealthcarePartnersPage />, { route: '/partners/healthcare' });
  await settle();
  return utils;
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('HealthcarePartnersPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    servePageContentRows({ healthcare: storedRow(HEALTHCARE_PAGE_CONTENT) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setSupabaseClient(null);
  });

  it('is the healthcare partnerships page, says no medical services are provided, and sets its title and meta description', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Healthcare Partnerships' })).toBeInTheDocument();
    expect(screen.getByText(/we provide the connection, not medical services/i)).toBeInTheDocument();
    expect(document.title).toBe('Healthcare Partnerships | Donation Network');
    expect(metaDescription()).toBe(HEALTHCARE_PAGE_CONTENT.description);
    expect(metaDescription()).toMatch(/hospitals, blood banks/i);
  });

  it('shows six benefits, with headings in order', async () => {
    await renderPage();
    const benefits = screen.getByRole('list', { name: 'Benefits for healthcare partners' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
    expect(h2s()).toEqual([
      'Benefits for Healthcare Partners',
      'Partnership Process',
      'Who Can Partner',
      'Partner Spotlight',
      'Become a Healthcare Partner',
    ]);
    expectHeadingsInOrder();
  });

  it('shows the six-step partnership process in order', async () => {
    await renderPage();
    const steps = screen.getByRole('list', { name: 'Partnership process' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Application', 'Verification', 'Integration Assessment', 'Agreement', 'Onboarding', 'Launch']);
  });

  it('shows four partner types and a spotlight quote', async () => {
    await renderPage();
    const types = screen.getByRole('list', { name: 'Partner types' });
    expect(
      within(types)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hospitals', 'Blood Banks', 'Transplant Centers', 'Clinics and Laboratories']);
    const spotlight = screen.getByRole('region', { name: 'Partner Spotlight' });
    expect(within(spotlight).getByRole('figure')).toHaveTextContent('Donor services coordinator, partner blood bank');
  });

  it('links applications to the contact form', async () => {
    await renderPage();
    for (const name of ['Apply to Partner', 'Start Your Application']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/contact?service=Healthcare%20Partner');
    }
  });

  it("Download Partnership Guide saves the page's content as a PDF", async () => {
    const user = userEvent.setup();
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    jest.mocked(buildGuidePdf).mockResolvedValue(blob);
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Download Partnership Guide' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'healthcare-partnership-guide.pdf'));
    const guide = jest.mocked(buildGuidePdf).mock.calls[0][0];
    expect(guide.title).toBe('Healthcare Partnerships: Partnership Guide');
    expect(guide.intro[0]).toMatch(/we provide the connection, not medical services/);
    expect(guide.sections.map((section) => section.heading)).toEqual([
      'Benefits for Healthcare Partners',
      'Partnership Process',
      'Who Can Partner',
      'Partner Spotlight',
      'Become a Healthcare Partner',
    ]);
    expect(guide.sections[0].items).toHaveLength(6);
    expect(guide.sections[1]).toMatchObject({
      numbered: true,
      paragraphs: ['Six steps take you from your first enquiry to going live on the network.'],
    });
    expect(guide.sections[1].items?.map((step) => step.title)).toEqual([
      'Application',
      'Verification',
      'Integration Assessment',
      'Agreement',
      'Onboarding',
      'Launch',
    ]);
    expect(guide.footer).toBe('Apply: http://localhost/contact?service=Healthcare%20Partner');
  });

  it('a guide that cannot be built says so in a toast', async () => {
    const user = userEvent.setup();
    jest.mocked(buildGuidePdf).mockRejectedValue(new Error('Loading chunk 123 failed'));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Download Partnership Guide' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download failed', variant: 'destructive' })));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('fills the bands from the stored sections, keeps steps and quote, and adds other sections as prose bands', async () => {
    servePageContentRows({
      healthcare: {
        title: 'For Hospitals and Blood Banks',
        description: 'Join the network.',
        sections: [
          { id: 'intro', title: '', content: '<p>Reach donors sooner.</p>', order: 0 },
          { id: 'process', title: 'How Joining Works', content: '<p>Six short steps.</p>', order: 1 },
          { id: 'spotlight', title: '', content: '', order: 2 },
          { id: 'regions', title: 'Where We Operate', content: '<ul><li>North</li><li>South</li></ul>', order: 3 },
        ],
      },
    });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'For Hospitals and Blood Banks' })).toBeInTheDocument();
    expect(screen.getByText('Reach donors sooner.')).toBeInTheDocument();
    expect(screen.getByText('Six short steps.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Partnership process' })).getAllByRole('listitem')).toHaveLength(6);
    // An untitled stored band keeps the code's heading; the added section comes after the designed bands.
    expect(h2s()).toEqual([
      'Benefits for Healthcare Partners',
      'How Joining Works',
      'Who Can Partner',
      'Partner Spotlight',
      'Where We Operate',
      'Become a Healthcare Partner',
    ]);
    expect(within(screen.getByRole('region', { name: 'Where We Operate' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('figure')).toHaveTextContent('Donor services coordinator, partner blood bank');
    expect(document.title).toBe('For Hospitals and Blood Banks | Donation Network');
    expect(metaDescription()).toBe('Join the network.');
    expectHeadingsInOrder();
  });

  it('shows the code text and logs when the read fails', async () => {
    servePageContentRows({}, { message: 'boom' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage();
    expect(log).toHaveBeenCalledWith(PAGE_CONTENT_LOAD_ERROR, expect.objectContaining({ name: 'RequestError', message: 'boom' }));
    expect(screen.getByText(/we provide the connection, not medical services/i)).toBeInTheDocument();
    expect(screen.getByText(/six steps take you from your first enquiry/i)).toBeInTheDocument();
    expect(document.title).toBe('Healthcare Partnerships | Donation Network');
  });

  it('renders a stored script payload inert', async () => {
    servePageContentRows({
      healthcare: storedRow(HEALTHCARE_PAGE_CONTENT, [{ id: 'intro', title: '', content: SCRIPT_PAYLOAD, order: 0 }]),
    });
    const { container } = await renderPage();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(screen.getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(container);
  });
});
