import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageContentError, pageContentSeedSql } from '@donation-network/shared-rules';
import { ABOUT_PAGE_CONTENT } from './features/about/about-page-content';
import { ADDITIONAL_SERVICES_PAGE_CONTENT } from './features/additional-services/additional-services-page-content';
import { CONTACT_PAGE_CONTENT } from './features/contact/contact-page-content';
import { DONATION_PROCESS_PAGE_CONTENT } from './features/donation-process/donation-process-page-content';
import { FAQS_PAGE_CONTENT } from './features/faqs/faqs-page-content';
import { HOME_PAGE_CONTENT } from './features/home/home-page-content';
import { HOW_IT_WORKS_PAGE_CONTENT } from './features/how-it-works/how-it-works-page-content';
import { PARTNERSHIPS_PAGE_CONTENT } from './features/partnerships/partnerships-page-content';
import { PLANS_PAGE_CONTENT } from './features/plans/plans-page-content';

const SEED_FILE = path.resolve(__dirname, '../../supabase/seed/31-page-content-marketing.sql');
const HEADER = [
  "The marketing pages' default content: the fallback each page keeps in code (mfe-marketing/src/features/*/*-page-content.ts).",
  'Generated; do not edit. Regenerate with:',
  '  UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-marketing/src/page-content-seed.test.ts',
].join('\n');
const PAGES = [
  FAQS_PAGE_CONTENT,
  ADDITIONAL_SERVICES_PAGE_CONTENT,
  CONTACT_PAGE_CONTENT,
  HOW_IT_WORKS_PAGE_CONTENT,
  DONATION_PROCESS_PAGE_CONTENT,
  ABOUT_PAGE_CONTENT,
  PARTNERSHIPS_PAGE_CONTENT,
  PLANS_PAGE_CONTENT,
  HOME_PAGE_CONTENT,
];

it('every fallback satisfies the database rules', () => {
  for (const page of PAGES) expect([page.pageId, pageContentError(page)]).toEqual([page.pageId, null]);
});

it('supabase/seed/31-page-content-marketing.sql stores exactly the pages’ fallback content', () => {
  const sql = pageContentSeedSql(PAGES, HEADER);
  if (process.env.UPDATE_PAGE_CONTENT_SEED === '1') writeFileSync(SEED_FILE, sql);
  let stored = '';
  try {
    stored = readFileSync(SEED_FILE, 'utf8');
  } catch {
    // reported below
  }
  if (stored !== sql) {
    throw new Error(
      `${path.relative(process.cwd(), SEED_FILE)} is out of date with the pages' fallback content. Regenerate it with:\n` +
        'UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-marketing/src/page-content-seed.test.ts',
    );
  }
});
