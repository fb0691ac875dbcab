import type { PageContent } from '@donation-network/shared-rules';
import { escapeHtml, listHtml, paragraphsHtml } from '@donation-network/shared-ui';
import type { LegalDocumentContent, LegalSection, LegalTable } from './legal-content';

/** The untitled section that opens a legal document: its introduction. */
export const LEGAL_INTRO_SECTION_ID = 'intro';

function tableHtml({ caption, columns, rows }: LegalTable): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${escapeHtml(first)}</th>${rest.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function sectionHtml(section: LegalSection): string {
  return [
    paragraphsHtml(section.paragraphs),
    listHtml(section.bullets ?? []),
    section.table ? tableHtml(section.table) : '',
    paragraphsHtml(section.closing ?? []),
  ].join('');
}

/** A legal document as its page's fallback content: the introduction, then one section per numbered section. */
export function legalPageContent(document: LegalDocumentContent, description: string): PageContent {
  const sections = [
    { id: LEGAL_INTRO_SECTION_ID, title: '', content: paragraphsHtml([document.intro]) },
    ...document.sections.map((section) => ({ id: section.id, title: section.heading, content: sectionHtml(section) })),
  ];
  return {
    pageId: document.id,
    title: document.title,
    description,
    sections: sections.map((section, order) => ({ ...section, order })),
  };
}
