import { useEffect } from 'react';
import { useServerPageRecord } from './server-page';

/** The site name the shell's page title and header use. */
export const SITE_NAME = 'Donation Network';

/** `How It Works | Donation Network`; the site name alone for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SITE_NAME}` : SITE_NAME;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets the document title (`<page> | Donation Network`) and the meta description while the
 * calling page is mounted, and puts the previous values back when it unmounts. On the server the
 * values go to the page's head instead.
 */
export function usePageMeta(page: string | undefined, description: string): void {
  const serverPage = useServerPageRecord();
  serverPage?.setMeta(pageTitle(page), description);
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = pageTitle(page);
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [page, description]);
}
