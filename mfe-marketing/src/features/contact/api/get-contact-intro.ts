import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';
import { htmlToParagraphs } from '../html-to-text';

export const CONTACT_PAGE_ID = 'contact';
export const CONTACT_INTRO_SECTION_ID = 'intro';

interface PageSection {
  id?: unknown;
  title?: unknown;
  content?: unknown;
  order?: unknown;
}

export interface ContactIntro {
  /** Managed page title (metadata), when set. */
  title: string | null;
  /** The intro section as plain-text paragraphs; null when the section is missing or empty. */
  paragraphs: string[] | null;
}

/**
 * Reads the contact page's managed content (page id 'contact', section 'intro').
 * Throws when the read fails; the page then shows its fallback text.
 */
export async function getContactIntro(signal?: AbortSignal): Promise<ContactIntro> {
  const query = getSupabase().from('page_content').select('title, description, sections').eq('page_id', CONTACT_PAGE_ID);
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw requestError(error, status);
  if (!data) return { title: null, paragraphs: null };

  const row = data as { title?: unknown; sections?: unknown };
  const sections = Array.isArray(row.sections) ? (row.sections as PageSection[]) : [];
  const intro = sections.find((section) => section && section.id === CONTACT_INTRO_SECTION_ID);
  const paragraphs = typeof intro?.content === 'string' ? htmlToParagraphs(intro.content) : [];
  const title = typeof row.title === 'string' && row.title.trim() ? row.title.trim() : null;
  return { title, paragraphs: paragraphs.length > 0 ? paragraphs : null };
}
