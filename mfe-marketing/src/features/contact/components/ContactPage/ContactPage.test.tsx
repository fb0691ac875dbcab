import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { loadSupabase, setSupabaseClient, useCurrentUser, type AppUser } from '@donation-network/portal-session';
import { notify, ToastHost, dismissToast } from '@donation-network/shared-ui';
import { currentUrl, renderWithProviders } from '@donation-network/shared-ui/testing';
import { createFakeSupabase, type FakeSupabaseOptions } from '../../../../testing/fake-supabase';
import { expectPayloadInert, SCRIPT_PAYLOAD, storedRow } from '../../../../testing/page-content-client';
import { CONTACT_PAGE_CONTENT } from '../../contact-page-content';
import { ContactPage } from './ContactPage';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
  useCurrentUser: jest.fn(),
}));
jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const loadSupabaseMock = jest.mocked(loadSupabase);
const useCurrentUserMock = jest.mocked(useCurrentUser);

const admin: AppUser = {
  id: 'admin-1',
  name: 'Admin',
  email: 'admin@example.com',
  photoURL: null,
  isAdmin: true,
  role: 'admin',
  permissions: [],
};

const MANAGED_ROW = {
  title: 'Get in Touch',
  description: 'Questions, partnerships or support: send us a message.',
  sections: [
    { id: 'hours', title: 'Hours', content: '<p>Mon to Fri</p>', order: 0 },
    {
      id: 'intro',
      title: 'Intro',
      content:
        '<p>Send us a <strong>message</strong> below.</p><script>window.hacked = true</script><p>Urgent? Call <em>emergency services</em>.</p>',
      order: 1,
    },
  ],
};

const FALLBACK_WITHOUT_SERVICE = 'Have a question or need help? Fill out the form below and our team will get back to you shortly.';
const fallbackWithService = (service: string) =>
  `Thank you for your interest in ${service}. Fill out the form below and our team will get back to you with more information.`;

function renderPage(route = '/contact', options: FakeSupabaseOptions = {}) {
  const fake = createFakeSupabase(options);
  loadSupabaseMock.mockResolvedValue(fake.client);
  setSupabaseClient(fake.client);
  const utils = renderWithProviders(<ContactPage />, { route });
  return { ...utils, fake };
}

const intro = () => screen.getByTestId('contact-intro');
const subject = () => screen.getByLabelText(/^Subject/);

let scrollTo: jest.SpyInstance;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useCurrentUserMock.mockReturnValue({ user: null, loading: false });
  loadSupabaseMock.mockReset();
});

afterEach(() => {
  scrollTo.mockRestore();
  consoleError.mockRestore();
});

describe('ContactPage', () => {
  it('shows the heading, the form and scrolls to the top on load', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Donation Network');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE)).toBeInTheDocument();
  });

  it("reads page 'contact' and shows the intro section as sanitised HTML", async () => {
    const { fake } = renderPage('/contact', { pageContent: { data: MANAGED_ROW, error: null } });
    expect(await within(intro()).findByText('message')).toBeInTheDocument();
    expect(within(intro()).getByText('message').tagName).toBe('STRONG');
    expect(within(intro()).getByText('emergency services').tagName).toBe('EM');
    expect(intro().querySelector('script')).toBeNull();
    expect(intro()).not.toHaveTextContent('window.hacked');
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
    expect(screen.queryByText('Mon to Fri')).not.toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_WITHOUT_SERVICE)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();

    expect(fake.from).toHaveBeenCalledWith('page_content');
    expect(fake.select).toHaveBeenCalledWith('page_content', 'title, description, sections, version, updated_at');
    expect(fake.eq).toHaveBeenCalledWith('page_content', 'page_id', 'contact');
    expect(fake.maybeSingle).toHaveBeenCalledTimes(1);
  });

  it('falls back when the read fails', async () => {
    renderPage('/contact', { pageContent: { data: null, error: { message: 'permission denied' } } });
    expect(await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE)).toBeInTheDocument();
    // the same fallback shows while the read is under way
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to load page content',
        expect.objectContaining({ name: 'RequestError', message: 'permission denied' }),
      ),
    );
  });

  it('falls back when the request rejects or the client is not initialised', async () => {
    const { unmount } = renderPage('/contact', { pageContent: Promise.reject(new Error('Failed to fetch')) });
    expect(await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE)).toBeInTheDocument();
    unmount();

    setSupabaseClient(null);
    renderWithProviders(<ContactPage />, { route: '/contact?service=Donation' });
    expect(await within(intro()).findByText(fallbackWithService('Donation'))).toBeInTheDocument();
  });

  it('falls back when there is no row or no intro section', async () => {
    renderPage('/contact', { pageContent: { data: { ...MANAGED_ROW, sections: [MANAGED_ROW.sections[0]] }, error: null } });
    // the fallback intro also shows while the row loads: wait for the row's title first
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(within(intro()).getByText(FALLBACK_WITHOUT_SERVICE)).toBeInTheDocument();
  });

  it('thanks the visitor for the service in the fallback intro', async () => {
    renderPage('/contact?service=Healthcare%20Partner');
    expect(await within(intro()).findByText(fallbackWithService('Healthcare Partner'))).toBeInTheDocument();
  });

  it('thanks the visitor for the service while the stored intro is still the code text (the seed)', async () => {
    renderPage('/contact?service=Healthcare%20Partner', { pageContent: { data: storedRow(CONTACT_PAGE_CONTENT), error: null } });
    expect(await within(intro()).findByText(fallbackWithService('Healthcare Partner'))).toBeInTheDocument();
    expect(within(intro()).getByText(/^For urgent medical needs/)).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_WITHOUT_SERVICE)).not.toBeInTheDocument();
  });

  it('renders a stored script payload inert', async () => {
    const payloadRow = storedRow(CONTACT_PAGE_CONTENT, [{ ...CONTACT_PAGE_CONTENT.sections[0], content: SCRIPT_PAYLOAD }]);
    renderPage('/contact', { pageContent: { data: payloadRow, error: null } });
    expect(await within(intro()).findByText('Safe text')).toBeInTheDocument();
    expect(within(intro()).getByText('Bad link')).not.toHaveAttribute('href');
    expectPayloadInert(intro());
  });

  it('uses the managed intro even with a service', async () => {
    renderPage('/contact?service=Healthcare%20Partner', { pageContent: { data: MANAGED_ROW, error: null } });
    expect(await within(intro()).findByText('message')).toBeInTheDocument();
    expect(intro()).toHaveTextContent('Send us a message below.');
    expect(screen.queryByText(fallbackWithService('Healthcare Partner'))).not.toBeInTheDocument();
  });

  it.each([
    ['legal-support', 'Legal Support Request: Legal Support', 'Legal Support'],
    ['Partnership', 'Partnership Inquiry: Partnership', 'Partnership'],
    ['donation', 'Donation Information Request: Donation', 'Donation'],
    ['Organ Donation', 'Donation Information Request: Organ Donation', 'Organ Donation'],
    ['technical', 'Technical Support Request: Technical Support', 'Technical Support'],
    ['Corporate Partner', 'Information Request: Corporate Partner', 'Corporate Partner'],
  ])('pre-fills the subject and shows the badge for service=%s (a known slug by its readable name)', async (service, expected, name) => {
    renderPage(`/contact?service=${encodeURIComponent(service)}`);
    expect(subject()).toHaveValue(expected);
    expect(screen.getByText(`${name} Inquiry`)).toBeInTheDocument();
    await within(intro()).findByText(fallbackWithService(name));
  });

  it('shows no badge and an empty subject without a service', async () => {
    renderPage();
    expect(subject()).toHaveValue('');
    expect(screen.queryByText(/Inquiry$/)).not.toBeInTheDocument();
    await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE);
  });

  it('hides Edit Content from visitors and non-admin users', async () => {
    useCurrentUserMock.mockReturnValue({ user: { ...admin, isAdmin: false, role: 'donor' }, loading: false });
    renderPage();
    await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE);
    expect(screen.queryByRole('button', { name: 'Edit Content' })).not.toBeInTheDocument();
  });

  it('lets an isAdmin user open the Edit Content dialog pointing to /admin/content', async () => {
    useCurrentUserMock.mockReturnValue({ user: admin, loading: false });
    renderPage();
    await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Content' });
    const link = within(dialog).getByRole('link', { name: 'Go to Content Management' });
    expect(link).toHaveAttribute('href', '/admin/content');
    await user.click(link);
    expect(currentUrl()).toBe('/admin/content');
  });

  it('goes to / with Back when there is no history', async () => {
    renderPage();
    await within(intro()).findByText(FALLBACK_WITHOUT_SERVICE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(currentUrl()).toBe('/');
  });

  it('goes back one step with Back when the visitor came from another page', async () => {
    const fake = createFakeSupabase();
    loadSupabaseMock.mockResolvedValue(fake.client);
    setSupabaseClient(fake.client);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/about" element={<Link to="/contact?service=Technical">Contact</Link>} />
      </Routes>,
      { route: '/about' },
    );
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(currentUrl()).toBe('/contact?service=Technical');
    await within(intro()).findByText(fallbackWithService('Technical Support'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentUrl()).toBe('/about');
  });

  it('a send that fails with raw database text shows the friendly text in the toast, never the SQL', async () => {
    const actual = jest.requireActual<typeof import('@donation-network/shared-ui')>('@donation-network/shared-ui');
    jest.mocked(notify).mockImplementation(actual.notify);
    const fake = createFakeSupabase({
      insert: {
        error: { message: 'error: current transaction is aborted, commands ignored until end of transaction block', code: 'SUP' },
        status: 500,
      },
    });
    loadSupabaseMock.mockResolvedValue(fake.client);
    setSupabaseClient(fake.client);
    renderWithProviders(
      <>
        <ContactPage />
        <ToastHost />
      </>,
      { route: '/contact' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(subject(), 'Question about donating');
    await user.type(screen.getByLabelText(/^Message/), 'How do I register as a blood donor?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send your message. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/current transaction/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/transaction is aborted|SUP/);
    expect(fake.insert).toHaveBeenCalledTimes(1);
    dismissToast();
  });
});
