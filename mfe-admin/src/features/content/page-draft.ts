import { sectionIdFromTitle, type PageContent, type PageSection } from '@donation-network/shared-rules';

/** A section as the editor holds it; `id` is empty until a new section is saved. */
export interface DraftSection {
  id: string;
  title: string;
  content: string;
}

/** The editor's form values (final-form leaves a cleared field undefined). */
export interface PageDraft {
  title: string;
  description: string;
  sections: DraftSection[];
}

/** What a save writes (page_content's editable columns). */
export type PageContentFields = Pick<PageContent, 'title' | 'description' | 'sections'>;

export function toDraft(content: PageContentFields): PageDraft {
  return {
    title: content.title,
    description: content.description,
    sections: [...content.sections]
      .sort((a, b) => a.order - b.order)
      .map((section) => ({ id: section.id, title: section.title, content: section.content })),
  };
}

/** An empty section; it gets its id from its title when saved. */
export function newDraftSection(): DraftSection {
  return { id: '', title: '', content: '' };
}

/**
 * The saved form of a draft: titles trimmed, orders renumbered 0, 1, 2... in the list's
 * order, new sections given an id from their title, unique within the page.
 */
export function toPageContent(draft: PageDraft): PageContentFields {
  const taken = new Set(draft.sections.map((section) => section.id).filter(Boolean));
  const sections: PageSection[] = draft.sections.map((section, order) => {
    let id = section.id;
    if (!id) {
      id = sectionIdFromTitle(section.title ?? '', taken);
      taken.add(id);
    }
    return { id, title: (section.title ?? '').trim(), content: section.content ?? '', order };
  });
  return { title: (draft.title ?? '').trim(), description: (draft.description ?? '').trim(), sections };
}

/** Whether two contents would be stored the same (orders compared as positions). */
export function sameContent(a: PageContentFields, b: PageContentFields): boolean {
  return JSON.stringify(toPageContent(toDraft(a))) === JSON.stringify(toPageContent(toDraft(b)));
}

/** Whether the draft saves to something other than `base`. */
export function draftChanged(draft: PageDraft, base: PageContentFields): boolean {
  return !sameContent(toPageContent(draft), base);
}
