// The migration stores exactly the pages' fallback content, so a page shows no change when its stored content arrives.
import fs from 'node:fs';
import path from 'node:path';
import { pageContentError, pageContentSeedSql } from '@donation-network/shared-rules';
import { COOKIES_PAGE_CONTENT } from './features/legal/cookies-page-content';
import { DATA_PROTECTION_PAGE_CONTENT } from './features/legal/data-protection-page-content';
import { PRIVACY_PAGE_CONTENT } from './features/legal/privacy-page-content';
import { TERMS_PAGE_CONTENT } from './features/legal/terms-page-content';
import { CORPORATE_PAGE_CONTENT } from './features/partners/corporate-page-content';
import { HEALTHCARE_PAGE_CONTENT } from './features/partners/healthcare-page-content';

const MIGRATIONS = path.resolve(__dirname, '../../supabase/migrations');
const SUFFIX = '_page-content-partner-legal.sql';
const REGENERATE =
  'UPDATE_PAGE_CONTENT_SEED=1 npx jest --selectProjects ui --runTestsByPath mfe-partner-legal/src/page-content-seed.test.ts';

const HEADER = [
  'Default managed content of the mfe-partner-legal pages: terms, privacy, cookies, data-protection,',
  'corporate and healthcare, as a migration so every environment gets it. Generated from the pages’',
  'fallback content by mfe-partner-legal/src/page-content-seed.test.ts; do not edit by hand. When the',
  'fallback changes, a new migration is written (applied migrations never change) by:',
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

it('the newest page-content-partner-legal migration stores the pages’ fallback content', () => {
  const expected = pageContentSeedSql(PAGES, HEADER);
  const migrations = fs.readdirSync(MIGRATIONS).sort();
  const newest = migrations.filter((name) => name.endsWith(SUFFIX)).at(-1);
  const actual = newest ? fs.readFileSync(path.join(MIGRATIONS, newest), 'utf8') : '';
  if (actual === expected) return;
  if (process.env.UPDATE_PAGE_CONTENT_SEED === '1') {
    fs.writeFileSync(path.join(MIGRATIONS, `${nextMigrationVersion(migrations)}${SUFFIX}`), expected);
    return;
  }
  throw new Error(
    `the newest supabase/migrations/*${SUFFIX} is out of date with the pages' fallback content; add a migration with:\n${REGENERATE}`,
  );
});

/** A version after every existing migration: the current UTC time, or one more than the newest. */
function nextMigrationVersion(migrations: string[]): string {
  const newest = Math.max(...migrations.map((name) => Number(name.slice(0, 14))).filter(Number.isFinite));
  const now = Number(new Date().toISOString().replace(/\D/g, '').slice(0, 14));
  return String(Math.max(now, newest + 1));
}
