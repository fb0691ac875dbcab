import { array, object, string } from 'yup';
// The limits and messages of the database's trigger (guard_page_content_write), mirrored in
// shared-rules, so the editor and the database say the same thing.
import {
  PAGE_CONTENT_MESSAGES,
  PAGE_DESCRIPTION_MAX,
  PAGE_SECTIONS_MAX,
  PAGE_TITLE_MAX,
  SECTION_CONTENT_MAX,
  SECTION_SCRIPT_PATTERN,
  SECTION_TITLE_MAX,
  charLength,
  trimmedLength,
} from '@donation-network/shared-rules';

const maxLength = (max: number, message: string) =>
  string()
    .default('')
    .test('max-characters', message, (value) => charLength(value ?? '') <= max);

/** The editor's values (PageDraft); the first failing rule per field is shown. */
export const pageContentSchema = object({
  title: string()
    .default('')
    .test('required', PAGE_CONTENT_MESSAGES.titleRequired, (value) => trimmedLength(value ?? '') >= 1)
    .test('max-characters', PAGE_CONTENT_MESSAGES.titleMax, (value) => charLength(value ?? '') <= PAGE_TITLE_MAX),
  description: maxLength(PAGE_DESCRIPTION_MAX, PAGE_CONTENT_MESSAGES.descriptionMax),
  sections: array(
    object({
      title: maxLength(SECTION_TITLE_MAX, PAGE_CONTENT_MESSAGES.sectionTitleMax),
      content: maxLength(SECTION_CONTENT_MAX, PAGE_CONTENT_MESSAGES.sectionContentMax).test(
        'no-script',
        PAGE_CONTENT_MESSAGES.sectionScript,
        (value) => !SECTION_SCRIPT_PATTERN.test(value ?? ''),
      ),
    }),
  )
    .default([])
    .max(PAGE_SECTIONS_MAX, PAGE_CONTENT_MESSAGES.sectionsMax),
});
