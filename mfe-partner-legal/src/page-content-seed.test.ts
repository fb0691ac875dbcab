// The seed stores exactly the pages' fallback content, so a page shows no change when its stored content arrives.
import fs from 'node:fs';
import path from 'node:path';
import { pageContentError, pageContentSeedSql } from '@donation-network/shared-rules';
import { COOKIES_PAGE_CONTENT } from './features/legal/cookies-page-content';
import { DATA_PROTECTION_PAGE_CONTENT } from './features/legal/data-protection-page-content';
import { PRIVACY_PAGE_CONTENT } from './features/legal/privacy-page-content';
import { TERMS_PAGE_CONTENT } from './features/legal/terms-page-content';
import { CORPORATE_PAGE_CONTENT } from './features/partners/corporate-page-content';
import { HEALTHCARE_PAGE_CONTENT } from './features/partners/healthcare-page-content';

const SEED_FILE = path.resolve(__dirname, '../../supabase/seed/32-page-content-partner-legal.sql');
const REGENERATE =
  'UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-partner-legal/src/page-content-seed.test.ts';

const HEADER = [
  'Default managed content of the mfe-partner-legal pages: terms, privacy, cookies, data-protection,',
  'corporate and healthcare. Generated from the pages’ fallback content by',
  'mfe-partner-legal/src/page-content-seed.test.ts; do not edit by hand. To regenerate:',
  REGENERATE,
].join('\n');

const PAGES = [
  TERMS_PAGE_CONTENT,
  PRIVACY_PAGE_CONTENT,
  COOKIES_PAGE_CONTENT,
  DATA_PROTECTION_PAGE_CONTENT,
  CORPORATE_PAGE_CONTENT,
  HEALTHCARE_PAGE_CONTENT,
];

it.each(PAGES.map((page) => [page.pageId, page]))('the fallback of %s is content the database accepts', (_pageId, page) => {
  expect(pageContentError(page)).toBeNull();
});

it('supabase/seed/32-page-content-partner-legal.sql stores the pages’ fallback content', () => {
  const expected = pageContentSeedSql(PAGES, HEADER);
  if (process.env.UPDATE_PAGE_CONTENT_SEED === '1') fs.writeFileSync(SEED_FILE, expected);
  const actual = fs.existsSync(SEED_FILE) ? fs.readFileSync(SEED_FILE, 'utf8') : '';
  if (actual !== expected) {
    throw new Error(`${path.basename(SEED_FILE)} is out of date with the pages' fallback content; regenerate it with:\n${REGENERATE}`);
  }
});
