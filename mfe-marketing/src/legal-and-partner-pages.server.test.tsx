/** @jest-environment node */
import type { PageContent } from '@donation-network/shared-rules';
import { setSupabaseClient } from '@donation-network/portal-session';
import { renderOnServer } from '@donation-network/shared-ui/testing';
import App from './App';
import { COOKIES_PAGE_CONTENT } from './features/legal/cookies-page-content';
import { DATA_PROTECTION_PAGE_CONTENT } from './features/legal/data-protection-page-content';
import { PRIVACY_PAGE_CONTENT } from './features/legal/privacy-page-content';
import { TERMS_PAGE_CONTENT } from './features/legal/terms-page-content';
import { CORPORATE_PAGE_CONTENT } from './features/partners/corporate-page-content';
import { HEALTHCARE_PAGE_CONTENT } from './features/partners/healthcare-page-content';
import { servePageContentRows, storedRow } from './testing/page-content-client';

const PAGES = [
  TERMS_PAGE_CONTENT,
  PRIVACY_PAGE_CONTENT,
  COOKIES_PAGE_CONTENT,
  DATA_PROTECTION_PAGE_CONTENT,
  CORPORATE_PAGE_CONTENT,
  HEALTHCARE_PAGE_CONTENT,
];

/** The title page_content stores for a page (an edit an admin made): the page shows it, not its code text. */
const storedTitle = (content: PageContent) => `Stored ${content.title}`;

/** Text as the HTML carries it ('Terms & Conditions' is 'Terms &amp; Conditions' there). */
const asHtml = (text: string) => text.replace(/&/g, '&amp;');

/** Every page's stored row, retitled. */
const STORED_ROWS = Object.fromEntries(PAGES.map((content) => [content.pageId, { ...storedRow(content), title: storedTitle(content) }]));

afterEach(() => setSupabaseClient(null));

it.each([
  // path, a text of the page itself, the pages it reads, the page whose stored title is the document title
  [
    '/legal',
    'How our donation network works, and how we look after your information.',
    [TERMS_PAGE_CONTENT, PRIVACY_PAGE_CONTENT],
    TERMS_PAGE_CONTENT,
  ],
  [
    '/terms',
    'How our donation network works, and how we look after your information.',
    [TERMS_PAGE_CONTENT, PRIVACY_PAGE_CONTENT],
    TERMS_PAGE_CONTENT,
  ],
  [
    '/privacy',
    'How our donation network works, and how we look after your information.',
    [TERMS_PAGE_CONTENT, PRIVACY_PAGE_CONTENT],
    PRIVACY_PAGE_CONTENT,
  ],
  ['/cookies', 'Which cookies we use, why, and how you can control them.', [COOKIES_PAGE_CONTENT], COOKIES_PAGE_CONTENT],
  [
    '/data-protection',
    'How we protect the personal information of everyone in our donation network.',
    [DATA_PROTECTION_PAGE_CONTENT],
    DATA_PROTECTION_PAGE_CONTENT,
  ],
  ['/partners/corporate', 'Become a Partner', [CORPORATE_PAGE_CONTENT], CORPORATE_PAGE_CONTENT],
  ['/partners/healthcare', 'Apply to Partner', [HEALTHCARE_PAGE_CONTENT], HEALTHCARE_PAGE_CONTENT],
])('renders %s on the server with its stored content and title', async (path, text, pages, titled) => {
  const read = servePageContentRows(STORED_ROWS);
  const { html, page } = await renderOnServer(<App />, { path });
  expect(html).toContain(text);
  for (const content of pages) expect(html).toContain(asHtml(storedTitle(content)));
  expect([...read].sort()).toEqual(pages.map((content) => content.pageId).sort());
  expect(page.title).toBe(`${storedTitle(titled)} | Donation Network`);
  expect(page.description).toBe(titled.description);
});
