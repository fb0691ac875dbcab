import { setSupabaseClient } from '@donation-network/portal-session';
import { PAGE_CONTENT_CONFLICT_MESSAGE } from '@donation-network/shared-rules';
import { argsOf, createFakeContentClient, type FakeResult } from '../testing/fake-content-client';
import { NOT_SAVED_MESSAGE, conflictVersion, savePageContent } from './save-page-content';

const conflict = PAGE_CONTENT_CONFLICT_MESSAGE.replace('{version}', '7');
const content = { title: 'About', description: '', sections: [{ id: 'intro', title: 'Intro', content: '<p>Hi</p>', order: 0 }] };

function serve(result: FakeResult) {
  const fake = createFakeContentClient(() => result);
  setSupabaseClient(fake.client);
  return fake;
}

afterEach(() => setSupabaseClient(null));

describe('savePageContent', () => {
  it('updates the page with the base version and returns the stored row', async () => {
    const fake = serve({ data: [{ ...content, version: 4, updated_at: '2026-11-24T09:00:00Z' }] });
    await expect(savePageContent('about', content, 3)).resolves.toEqual({ ...content, version: 4, updatedAt: '2026-11-24T09:00:00Z' });
    const [query] = fake.queries;
    expect(query.table).toBe('page_content');
    expect(argsOf(query, 'update')).toEqual([{ ...content, version: 3 }]);
    expect(argsOf(query, 'eq')).toEqual(['page_id', 'about']);
    expect(argsOf(query, 'select')).toEqual(['title, description, sections, version, updated_at']);
  });

  it('fails when the database returns no row (row-level security refused the update)', async () => {
    serve({ data: [] });
    await expect(savePageContent('about', content, 3)).rejects.toThrow(NOT_SAVED_MESSAGE);
  });

  it("throws the database's error with its status and code", async () => {
    serve({ error: { message: conflict, code: 'SUP' }, status: 500 });
    await expect(savePageContent('about', content, 3)).rejects.toMatchObject({ message: conflict, status: 500, code: 'SUP' });
  });
});

describe('conflictVersion', () => {
  it('reads the version from the conflict message, whatever the status and code', () => {
    expect(conflictVersion({ message: conflict, code: 'SUP', status: 500 })).toBe(7);
    expect(conflictVersion({ message: conflict, code: '40001', status: 409 })).toBe(7);
  });

  it('knows a conflict by its SQLSTATE when the message differs', () => {
    expect(conflictVersion({ message: 'could not serialize access', code: '40001' })).toBe(0);
  });

  it('is null for other errors', () => {
    expect(conflictVersion({ message: 'Page title is required', code: '22023' })).toBeNull();
    expect(conflictVersion(new Error('Failed to fetch'))).toBeNull();
    expect(conflictVersion(null)).toBeNull();
  });
});
