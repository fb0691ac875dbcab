/** The site's name, last in every document title. */
export const SITE_NAME = 'Donation Network';

/** The document title of a page: `Cookie Policy | Donation Network`. */
export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}
