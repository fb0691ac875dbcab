import { act, renderHook, waitFor } from '@testing-library/react';
import type { PageContent } from '@donation-network/shared-rules';
import {
  PAGE_CONTENT_LOAD_ERROR,
  fetchPageContent,
  findSection,
  mergePageContent,
  parseStoredPageContent,
  sectionsOtherThan,
  usePageContent,
} from './page-content';
import { configureSupabase, isSupabaseLoaded, setSupabaseClient } from './supabase-client';
import { fakeSupabaseClient } from './testing/fake-client';
import { fetchAnswering } from './testing/fake-fetch';

const FALLBACK: PageContent = {
  pageId: 'faqs',
  title: 'FAQs',
  description: 'Answers.',
  sections: [
    { id: 'what-is', title: 'What is it?', content: '<p>Code text</p>', order: 0 },
    { id: 'cost', title: 'What does it cost?', content: '<p>Nothing</p>', order: 1 },
  ],
};

function fakeClient(result: () => Promise<{ data: unknown; error: unknown }>) {
  const maybeSingle = jest.fn(result);
  const query = { eq: jest.fn(), abortSignal: jest.fn(), maybeSingle };
  query.eq.mockReturnValue(query);
  query.abortSignal.mockReturnValue(query);
  const select = jest.fn(() => query);
  const from = jest.fn(() => ({ select }));
  setSupabaseClient(fakeSupabaseClient({ from }));
  return { from, select, eq: query.eq, maybeSingle };
}

afterEach(() => setSupabaseClient(null));

describe('fetchPageContent before the client exists (a signed-out visitor)', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('reads the public row through the REST API without creating the client', async () => {
    configureSupabase({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon' });
    const row = { title: 'Stored FAQs', description: '', sections: [], version: 4, updated_at: null };
    const fetchMock = fetchAnswering({ ok: true, json: async () => [row] });
    global.fetch = fetchMock;

    await expect(fetchPageContent('faqs')).resolves.toMatchObject({ title: 'Stored FAQs', version: 4 });
    expect(fetchMock.mock.calls[0][0]).toBe(
      'https://db.example.org/rest/v1/page_content?select=title,description,sections,version,updated_at&page_id=eq.faqs',
    );
    expect(isSupabaseLoaded()).toBe(false);
  });

  it('is null without a row and throws when the read fails', async () => {
    configureSupabase({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon' });
    global.fetch = fetchAnswering({ ok: true, json: async () => [] });
    await expect(fetchPageContent('faqs')).resolves.toBeNull();
    global.fetch = fetchAnswering({ ok: false, status: 500 });
    await expect(fetchPageContent('faqs')).rejects.toThrow('Reading page_content failed: HTTP 500');
  });
});

describe('parseStoredPageContent', () => {
  it('keeps well-formed sections sorted by order and skips malformed ones', () => {
    const parsed = parseStoredPageContent({
      title: 'T',
      description: 'D',
      version: 3,
      updated_at: '2026-11-24T00:00:00Z',
      sections: [{ id: 'b', title: 'B', content: '', order: 2 }, { id: 'x' }, null, { id: 'a', title: 'A', content: '<p>a</p>', order: 1 }],
    });
    expect(parsed.sections.map((section) => section.id)).toEqual(['a', 'b']);
    expect(parsed).toMatchObject({ title: 'T', description: 'D', version: 3, updatedAt: '2026-11-24T00:00:00Z' });
  });
});

describe('mergePageContent', () => {
  it('uses stored values where set and the code text where empty', () => {
    const stored = { title: 'Questions', description: '', sections: [], version: 2, updatedAt: null };
    expect(mergePageContent(FALLBACK, stored)).toEqual({ ...FALLBACK, title: 'Questions' });
    const sections = [{ id: 'new', title: 'New', content: '<p>n</p>', order: 0 }];
    expect(mergePageContent(FALLBACK, { ...stored, sections }).sections).toEqual(sections);
    expect(mergePageContent(FALLBACK, null)).toBe(FALLBACK);
  });

  it('finds sections by id and lists the ones a layout does not place', () => {
    expect(findSection(FALLBACK, 'cost')?.title).toBe('What does it cost?');
    expect(findSection(FALLBACK, 'missing')).toBeUndefined();
    expect(sectionsOtherThan(FALLBACK, ['what-is']).map((section) => section.id)).toEqual(['cost']);
  });
});

describe('usePageContent', () => {
  it('renders the fallback at once, then the stored content of that page', async () => {
    const fake = fakeClient(async () => ({
      data: {
        title: 'Stored FAQs',
        description: 'Stored.',
        version: 2,
        sections: [{ id: 'what-is', title: 'Stored q', content: '<p>s</p>', order: 0 }],
      },
      error: null,
    }));
    const { result } = renderHook(() => usePageContent(FALLBACK));
    expect(result.current).toEqual({ content: FALLBACK, settled: false });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.content.title).toBe('Stored FAQs');
    expect(result.current.content.sections).toEqual([{ id: 'what-is', title: 'Stored q', content: '<p>s</p>', order: 0 }]);
    expect(fake.from).toHaveBeenCalledWith('page_content');
    expect(fake.eq).toHaveBeenCalledWith('page_id', 'faqs');
  });

  it("logs 'Failed to load page content' and keeps the fallback when the read fails", async () => {
    const error = { message: 'boom', code: '500' };
    fakeClient(async () => ({ data: null, error }));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => usePageContent(FALLBACK));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.content).toBe(FALLBACK);
    expect(log).toHaveBeenCalledWith(
      PAGE_CONTENT_LOAD_ERROR,
      expect.objectContaining({ name: 'RequestError', message: 'boom', code: '500' }),
    );
    log.mockRestore();
  });

  it('keeps the fallback when the network fails, and ignores an answer that arrives after unmount', async () => {
    let answer: (value: { data: unknown; error: unknown }) => void = () => {};
    fakeClient(() => new Promise((resolve) => (answer = resolve)));
    const { result, unmount } = renderHook(() => usePageContent(FALLBACK));
    unmount();
    await act(async () => answer({ data: { title: 'Late', description: '', sections: [] }, error: null }));
    expect(result.current.content).toBe(FALLBACK);
  });
});
