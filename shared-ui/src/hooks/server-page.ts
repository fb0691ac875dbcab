import { createContext, useContext } from 'react';

/**
 * What a page tells the shell's server while it renders there: its title and description (for the
 * head, which the server writes once the page has rendered) and its HTTP status. Absent in the
 * browser, where pages set the document's title themselves.
 */
export interface ServerPageRecord {
  readonly title: string | null;
  readonly description: string | null;
  readonly status: number;
  setMeta(title: string, description: string): void;
  setStatus(status: number): void;
}

export const ServerPageContext = createContext<ServerPageRecord | null>(null);

export function createServerPageRecord(): ServerPageRecord {
  let title: string | null = null;
  let description: string | null = null;
  let status = 200;
  return {
    get title() {
      return title;
    },
    get description() {
      return description;
    },
    get status() {
      return status;
    },
    setMeta(nextTitle, nextDescription) {
      title = nextTitle;
      description = nextDescription;
    },
    setStatus(next) {
      status = next;
    },
  };
}

/** The record of the page being rendered on the server; null in the browser. */
export function useServerPageRecord(): ServerPageRecord | null {
  return useContext(ServerPageContext);
}
