// Test helper: serves page_content reads to usePageContent (portal-session reads through its own client, so set it there).
import type { PageContent, PageSection } from '@donation-network/shared-rules';
import { act } from '@testing-library/react';
import { setSupabaseClient } from '@donation-network/portal-session';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';
import { createFakeSupabase, type FakeResult } from './fake-supabase';

/** The row the database stores for `content` (what the seed writes). */
export function storedRow(content: PageContent, sections: PageSection[] = content.sections) {
  return { title: content.title, description: content.description, sections, version: 1, updated_at: '2026-11-24T00:00:00Z' };
}

/** Makes the next page_content read answer `pageContent` (a rejection simulates a network failure). */
export function servePageContent(pageContent: FakeResult | Promise<FakeResult>) {
  const fake = createFakeSupabase({ pageContent });
  setSupabaseClient(fake.client);
  return fake;
}

/**
 * Answers every page_content read with the row stored for its page id (none for pages not in `rows`),
 * or with `error` for every read: for pages that read more than one page id. Returns the page ids read.
 */
export function servePageContentRows(
  rows: Record<string, Pick<ReturnType<typeof storedRow>, 'title' | 'description' | 'sections'>>,
  error: { message: string } | null = null,
): string[] {
  const read: string[] = [];
  const from = jest.fn(() => {
    let pageId = '';
    const query = {
      select: () => query,
      eq: (_column: string, value: string) => {
        pageId = value;
        return query;
      },
      abortSignal: () => query,
      maybeSingle: async () => {
        read.push(pageId);
        return error ? { data: null, error } : { data: rows[pageId] ?? null, error: null };
      },
    };
    return query;
  });
  setSupabaseClient(fakeSupabaseClient({ from }));
  return read;
}

/** A stored payload that must render inert: an image with an onerror handler and a javascript: link. */
export const SCRIPT_PAYLOAD = '<p>Safe text</p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">Bad link</a>';

/** Asserts the payload above rendered as text only. */
export function expectPayloadInert(container: HTMLElement) {
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
}

/**
 * Lets the page's reads settle inside act (the page re-renders with the stored content). The query
 * cache hands a result to the page on a later task, so a few tasks are let pass, not one microtask.
 */
export async function settle() {
  for (let task = 0; task < 3; task += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

/** The document's meta description. */
export function metaDescription(): string | null | undefined {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

/** Asserts the page's headings start at h1 and never skip a level on the way down. */
export function expectHeadingsInOrder(container: HTMLElement = document.body) {
  const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) => Number(heading.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
  });
}
