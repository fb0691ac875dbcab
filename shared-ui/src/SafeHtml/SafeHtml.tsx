import { useCallback, useMemo, type ElementType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** Untrusted HTML (managed page content); sanitised before it reaches the DOM. */
  html: string;
  /** The wrapping element; default div. */
  as?: ElementType;
  className?: string;
}

const Prose = styled.div`
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  table,
  dl {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
  blockquote {
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    padding-left: ${({ theme }) => theme.space(3)};
    font-style: italic;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    /* a narrow screen scrolls the table rather than breaking words letter by letter */
    min-width: 7rem;
    overflow-wrap: normal;
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
  }
`;

/**
 * Renders managed HTML through the sanitiser's allow-list, with the site's prose styles.
 * Links to the site's own paths navigate in the app (no full page load).
 */
export function SafeHtml({ html, as, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();
  const followInAppLink = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = (event.target as Element).closest?.('a')?.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
  return <Prose as={as} className={className} onClick={followInAppLink} dangerouslySetInnerHTML={{ __html: clean }} />;
}
