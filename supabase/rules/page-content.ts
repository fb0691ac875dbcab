// Managed page content (public.page_content): the pages, the shape and limits of a page's
// metadata and sections, enforced by the database (check constraints and the trigger
// guard_page_content_write, migrations 20261122002002_content-contact.sql and
// 20261124000100_page-content-versions.sql) and mirrored here for the editor's yup schema
// and the pages' fallback content. Dependency-free: keep it in step with the migrations.
import { charLength, trimmedLength } from './text';

/** The static pages whose text admins manage; one page_content row each. */
export const PAGE_IDS = [
  'home',
  'about',
  'how-it-works',
  'faqs',
  'partnerships',
  'donation-process',
  'additional-services',
  'contact',
  'pricing',
  'privacy',
  'terms',
  'cookies',
  'data-protection',
  'corporate',
  'healthcare',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

/** Where each page is published on the site. */
export const PAGE_PATHS: Readonly<Record<PageId, string>> = {
  home: '/',
  about: '/about',
  'how-it-works': '/how-it-works',
  faqs: '/faqs',
  partnerships: '/partnerships',
  'donation-process': '/donation-process',
  'additional-services': '/additional-services',
  contact: '/contact',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  'data-protection': '/data-protection',
  corporate: '/partners/corporate',
  healthcare: '/partners/healthcare',
};

export interface PageSection {
  /** Stable within the page: what a page's layout looks a section up by. */
  id: string;
  title: string;
  /** HTML; sanitised whenever it is rendered. */
  content: string;
  /** Sort key; the database stores sections sorted by it. */
  order: number;
}

export interface PageContent {
  pageId: PageId;
  title: string;
  description: string;
  sections: PageSection[];
}

export const PAGE_TITLE_MAX = 200;
export const PAGE_DESCRIPTION_MAX = 1000;
export const PAGE_SECTIONS_MAX = 100;
export const SECTION_TITLE_MAX = 200;
export const SECTION_CONTENT_MAX = 100_000;
export const SECTION_ORDER_MAX = 999_999;
export const SECTION_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** The database's backstop against script in stored HTML (the renderer sanitises anyway). */
export const SECTION_SCRIPT_PATTERN = /<\s*script|javascript\s*:/i;

/** The database's messages (guard_page_content_write), in the order it checks. */
export const PAGE_CONTENT_MESSAGES = {
  titleRequired: 'Page title is required',
  titleMax: 'Page title must be at most 200 characters',
  descriptionMax: 'Page description must be at most 1000 characters',
  sectionsMax: 'A page can have at most 100 sections',
  sectionId: 'Section ids are 1 to 64 lower-case letters, digits, - or _',
  sectionIdTwice: 'Section id "{id}" is used twice',
  sectionTitleMax: 'Section titles must be at most 200 characters',
  sectionContentMax: 'Section content must be at most 100000 characters',
  sectionScript: 'Section content must not contain scripts',
  sectionOrder: 'Section order must be a whole number from 0 to 999999',
} as const;

/** SQLSTATE of the trigger's optimistic-locking refusal: the save started from an older version. */
export const PAGE_CONTENT_CONFLICT_CODE = '40001';

/** The trigger's conflict message; {version} is the page's version now. */
export const PAGE_CONTENT_CONFLICT_MESSAGE =
  'This page was saved by someone else while you were editing (it is now at version {version}). Your changes are still in the editor: load the latest version, apply them again and save.';

const CONFLICT_PATTERN = new RegExp(
  PAGE_CONTENT_CONFLICT_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{version\\}', '(\\d+)'),
);

/** The version a conflict message names, or null when `message` is not the conflict message. */
export function pageContentConflictVersion(message: string): number | null {
  const match = CONFLICT_PATTERN.exec(message);
  return match ? Number(match[1]) : null;
}

export function isPageId(value: unknown): value is PageId {
  return typeof value === 'string' && (PAGE_IDS as readonly string[]).includes(value);
}

/** The first rule the content breaks, in the order the database checks them, or null. */
export function pageContentError(content: Pick<PageContent, 'title' | 'description' | 'sections'>): string | null {
  if (trimmedLength(content.title) < 1) return PAGE_CONTENT_MESSAGES.titleRequired;
  if (charLength(content.title) > PAGE_TITLE_MAX) return PAGE_CONTENT_MESSAGES.titleMax;
  if (charLength(content.description) > PAGE_DESCRIPTION_MAX) return PAGE_CONTENT_MESSAGES.descriptionMax;
  if (content.sections.length > PAGE_SECTIONS_MAX) return PAGE_CONTENT_MESSAGES.sectionsMax;
  const seen = new Set<string>();
  for (const section of content.sections) {
    const error = sectionError(section);
    if (error) return error;
    if (seen.has(section.id)) return PAGE_CONTENT_MESSAGES.sectionIdTwice.replace('{id}', section.id);
    seen.add(section.id);
  }
  return null;
}

/** The first rule one section breaks (its id's uniqueness is the page's rule), or null. */
export function sectionError(section: PageSection): string | null {
  if (!SECTION_ID_PATTERN.test(section.id)) return PAGE_CONTENT_MESSAGES.sectionId;
  if (charLength(section.title) > SECTION_TITLE_MAX) return PAGE_CONTENT_MESSAGES.sectionTitleMax;
  if (charLength(section.content) > SECTION_CONTENT_MAX) return PAGE_CONTENT_MESSAGES.sectionContentMax;
  if (SECTION_SCRIPT_PATTERN.test(section.content)) return PAGE_CONTENT_MESSAGES.sectionScript;
  if (!Number.isInteger(section.order) || section.order < 0 || section.order > SECTION_ORDER_MAX) return PAGE_CONTENT_MESSAGES.sectionOrder;
  return null;
}

/** A section id made from a title ('Our Story!' -> 'our-story'), unique among `taken`. */
export function sectionIdFromTitle(title: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'section';
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

function sqlLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The seed SQL that stores `pages` as the default content: each row is set to the code's
 * text while no admin has edited it (updated_by is null), so admin edits are never
 * overwritten and improved defaults reach untouched pages on the next start. A row that
 * already holds the text is left alone (the database's trigger skips unchanged rows).
 */
export function pageContentSeedSql(pages: readonly PageContent[], header: string): string {
  const statements = pages.map((page) =>
    [
      `update public.page_content set`,
      `  title = ${sqlLiteral(page.title)},`,
      `  description = ${sqlLiteral(page.description)},`,
      `  sections = ${sqlLiteral(JSON.stringify(page.sections, null, 2))}::jsonb`,
      `where page_id = ${sqlLiteral(page.pageId)} and updated_by is null;`,
    ].join('\n'),
  );
  return `${header
    .split('\n')
    .map((line) => `-- ${line}`.trimEnd())
    .join('\n')}\n\n${statements.join('\n\n')}\n`;
}
