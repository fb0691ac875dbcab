import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { COOKIES_PAGE_CONTENT } from './features/legal/cookies-page-content';
import { DATA_PROTECTION_PAGE_CONTENT } from './features/legal/data-protection-page-content';
import { PRIVACY_PAGE_CONTENT } from './features/legal/privacy-page-content';
import { TERMS_PAGE_CONTENT } from './features/legal/terms-page-content';
import { CORPORATE_PAGE_CONTENT } from './features/partners/corporate-page-content';
import { HEALTHCARE_PAGE_CONTENT } from './features/partners/healthcare-page-content';

const MIGRATIONS = path.resolve(__dirname, '../../supabase/migrations');
const SUFFIX = '_page-content-marketing.sql';
const REGENERATE = 'UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-marketing/src/page-content-seed.test.ts';
const HEADER = [
  "The public pages' default content: the fallback each page keeps in code (mfe-marketing/src/features/*/*-page-content.ts).",
  'A migration, so every environment gets it. Generated; do not edit. When the fallback changes,',
  'a new migration with the new content is written (applied migrations never change) by:',
  `  ${REGENERATE}`,
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
  TERMS_PAGE_CONTENT,
  PRIVACY_PAGE_CONTENT,
  COOKIES_PAGE_CONTENT,
  DATA_PROTECTION_PAGE_CONTENT,
  CORPORATE_PAGE_CONTENT,
  HEALTHCARE_PAGE_CONTENT,
];

it('every fallback satisfies the database rules', () => {
  for (const page of PAGES) expect([page.pageId, pageContentError(page)]).toEqual([page.pageId, null]);
});

it('the newest page-content-marketing migration stores exactly the pages’ fallback content', () => {
  const sql = pageContentSeedSql(PAGES, HEADER);
  const migrations = readdirSync(MIGRATIONS).sort();
  const newest = migrations.filter((name) => name.endsWith(SUFFIX)).at(-1);
  const stored = newest ? readFileSync(path.join(MIGRATIONS, newest), 'utf8') : '';
  if (stored === sql) return;
  if (process.env.UPDATE_PAGE_CONTENT_SEED === '1') {
    writeFileSync(path.join(MIGRATIONS, `${nextMigrationVersion(migrations)}${SUFFIX}`), sql);
    return;
  }
  throw new Error(
    `the newest supabase/migrations/*${SUFFIX} is out of date with the pages' fallback content. Add a migration with:\n${REGENERATE}`,
  );
});

/** A version after every existing migration: the current UTC time, or one more than the newest. */
function nextMigrationVersion(migrations: string[]): string {
  const newest = Math.max(...migrations.map((name) => Number(name.slice(0, 14))).filter(Number.isFinite));
  const now = Number(new Date().toISOString().replace(/\D/g, '').slice(0, 14));
  return String(Math.max(now, newest + 1));
}
