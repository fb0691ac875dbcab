/** @jest-environment node */
import type { PageContent } from '@donation-network/shared-rules';
import { configureSupabase, setSupabaseClient } from '@donation-network/portal-session';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from './App';
import { ABOUT_PAGE_CONTENT } from './features/about/about-page-content';
import { ADDITIONAL_SERVICES_PAGE_CONTENT } from './features/additional-services/additional-services-page-content';
import { CONTACT_PAGE_CONTENT } from './features/contact/contact-page-content';
import { DONATION_PROCESS_PAGE_CONTENT } from './features/donation-process/donation-process-page-content';
import { FAQS_PAGE_CONTENT } from './features/faqs/faqs-page-content';
import { HOME_SECTION_IDS } from './features/home/home-content';
import { HOME_PAGE_CONTENT } from './features/home/home-page-content';
import { HOW_IT_WORKS_PAGE_CONTENT } from './features/how-it-works/how-it-works-page-content';
import { PARTNERSHIPS_PAGE_CONTENT } from './features/partnerships/partnerships-page-content';
import { PLANS_PAGE_CONTENT } from './features/plans/plans-page-content';
import { servePageContent, storedRow } from './testing/page-content-client';

/** The page's stored row with an edited title: the title shown on the page and in <head> is the stored one. */
const retitled = (content: PageContent) => ({ ...storedRow(content), title: `Stored ${content.title}` });

interface ServerCase {
  path: string;
  pageId: string;
  /** The row page_content holds for the page. */
  row: ReturnType<typeof storedRow>;
  /** A text of the page itself. */
  text: string;
  /** A text that only the stored row carries. */
  stored: string;
  title: string;
}

const page = (path: string, content: PageContent, text: string): ServerCase => ({
  path,
  pageId: content.pageId,
  row: retitled(content),
  text,
  stored: `Stored ${content.title}`,
  title: `Stored ${content.title} | Donation Network`,
});

const CASES: ServerCase[] = [
  {
    // Home keeps the bare site name as its title: its stored data shows in a section heading.
    path: '/',
    pageId: HOME_PAGE_CONTENT.pageId,
    row: storedRow(
      HOME_PAGE_CONTENT,
      HOME_PAGE_CONTENT.sections.map((section) =>
        section.id === HOME_SECTION_IDS.mission ? { ...section, title: 'Stored mission' } : section,
      ),
    ),
    text: 'Become a Donor',
    stored: 'Stored mission',
    title: 'Donation Network',
  },
  page('/about', ABOUT_PAGE_CONTENT, 'Connecting donors and recipients, one life at a time'),
  page('/how-it-works', HOW_IT_WORKS_PAGE_CONTENT, 'From willingness to give to a donation that helps'),
  page('/faqs', FAQS_PAGE_CONTENT, 'How often can I give blood?'),
  page('/partnerships', PARTNERSHIPS_PAGE_CONTENT, 'Partner with us to save more lives'),
  page('/donation-process', DONATION_PROCESS_PAGE_CONTENT, 'What to expect when you donate'),
  page('/additional-services', ADDITIONAL_SERVICES_PAGE_CONTENT, 'More ways our network can help'),
  page('/pricing', PLANS_PAGE_CONTENT, 'Healthcare Partner'),
  page('/contact', CONTACT_PAGE_CONTENT, 'What is this about?'),
];

/** The recipients' plan as public.plans stores it, read anonymously over REST (as the shell's server does). */
const STORED_PLAN = { name: 'Essential Plus', price: '17.50', currency: 'USD' };
/** The founders' and investors' plans /pricing lists below them. */
const DIRECTORY_PLAN = {
  id: 'directory-monthly',
  name: 'Directory Monthly',
  duration_days: 30,
  price: '29.00',
  currency: 'USD',
  period_label: 'per month',
};
let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

beforeEach(() => {
  fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const rows = String(input).includes('audience=eq.directory') ? [DIRECTORY_PLAN] : [STORED_PLAN];
    return { ok: true, status: 200, json: async () => rows } as Response;
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
});

afterEach(() => {
  setSupabaseClient(null);
  jest.restoreAllMocks();
});

/** page_content answers through the client; the anonymous REST reads need the project's endpoint. */
function serve(row: ServerCase['row']) {
  const fake = servePageContent({ data: row });
  configureSupabase({ supabaseUrl: 'https://project.supabase.test', supabaseAnonKey: 'publishable-key' });
  return fake;
}

it.each(CASES.map((entry) => [entry.path, entry]))('renders %s on the server with its stored content and title', async (path, entry) => {
  const fake = serve(entry.row);
  const { html, page: record } = await renderOnServer(<App />, { path });
  expect(html).toContain(entry.text);
  expect(html).toContain(entry.stored);
  expect(record.title).toBe(entry.title);
  expect(fake.eq).toHaveBeenCalledWith('page_content', 'page_id', entry.pageId);
  expect(html).not.toContain('data-testid="not-found"');
});

it('puts the stored plan name and price in the HTML and hands the read to the browser', async () => {
  serve(retitled(PLANS_PAGE_CONTENT));
  const { html, queryState } = await renderOnServer(<App />, { path: '/pricing' });
  expect(html).toContain('Essential Plus');
  expect(html).toContain('$17.50');
  expect(String(fetchMock.mock.calls[0][0])).toBe('https://project.supabase.test/rest/v1/plans?select=name,price,currency&id=eq.basic');
  expect(queryState.queries.find((query) => query.queryKey[0] === 'plans')?.state.data).toEqual(STORED_PLAN);
});

it('renders the home sections visible in the HTML, before any script could reveal them', async () => {
  serve(storedRow(HOME_PAGE_CONTENT));
  const { html } = await renderOnServer(<App />, { path: '/' });
  expect(html).toContain('data-revealed="true"');
  expect(html).not.toContain('data-revealed="false"');
});
