import { DIRECTORY_DOCUMENTS_BUCKET, DIRECTORY_FILE_MESSAGES, UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { RequestError } from '@donation-network/portal-data';
import { profileDocumentsApi, type OwnDocument } from './own-documents';
import { uploadStoredFile } from './stored-file';
import { fakeClient } from './testing/fake-supabase';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  loadSupabase: jest.fn(),
}));
jest.mock('./stored-file', () => ({ uploadStoredFile: jest.fn(async () => undefined) }));

beforeEach(() => jest.mocked(uploadStoredFile).mockClear());

const USER = '00000000-0000-4000-8000-000000000005';
const PROFILE = 'f0a1c2d3-0001-4a5b-8c6d-000000000001';
const documents = profileDocumentsApi<OwnDocument>({
  table: 'founder_documents',
  list: (supabase, profileId) =>
    supabase
      .from('founder_documents')
      .select('id, name, url, object_path')
      .eq('founder_profile_id', profileId)
      .order('name', { ascending: true }),
  insert: (supabase, profileId, document) =>
    supabase
      .from('founder_documents')
      .insert({ ...document, founder_profile_id: profileId })
      .select('id, name, url, object_path'),
  objectPath: ({ userId, file }) => `${userId}/1-${file.name}`,
});
const pdf = () => new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
const stored: OwnDocument = { id: 'd1', name: 'Deck', url: null, object_path: `${USER}/1-deck.pdf` };

test('list reads the profile’s documents by name', async () => {
  const calls = fakeClient({ data: [stored], error: null });
  await expect(documents.list(PROFILE, new AbortController().signal)).resolves.toEqual([stored]);
  expect(calls.slice(0, 4)).toEqual([
    ['from', 'founder_documents'],
    ['select', 'id, name, url, object_path'],
    ['eq', 'founder_profile_id', PROFILE],
    ['order', 'name', { ascending: true }],
  ]);
});

test('add uploads the file to the owner’s folder, then records it with the trimmed name', async () => {
  const calls = fakeClient({ data: stored, error: null });
  const file = pdf();
  const progress = { onProgress: jest.fn() };
  await expect(documents.add({ userId: USER, profileId: PROFILE, name: ' Deck ', file }, progress)).resolves.toEqual(stored);
  expect(uploadStoredFile).toHaveBeenCalledWith(DIRECTORY_DOCUMENTS_BUCKET, `${USER}/1-deck.pdf`, file, progress);
  expect(calls).toEqual([
    ['from', 'founder_documents'],
    ['insert', { founder_profile_id: PROFILE, name: 'Deck', object_path: `${USER}/1-deck.pdf` }],
    ['select', 'id, name, url, object_path'],
    ['single'],
  ]);
});

test.each([
  ['an empty name', '  ', pdf(), DIRECTORY_FILE_MESSAGES.documentName],
  [
    'a file of another type',
    'Deck',
    new File(['x'], 'deck.exe', { type: 'application/x-msdownload' }),
    DIRECTORY_FILE_MESSAGES.documentType,
  ],
  ['an empty file', 'Deck', new File([], 'deck.pdf', { type: 'application/pdf' }), DIRECTORY_FILE_MESSAGES.empty],
  ['a text file named as a PDF', 'Deck', new File(['0123456789'], 'fake.pdf', { type: 'application/pdf' }), UPLOAD_FILE_MESSAGES.notReal],
  [
    'a page named as a PNG',
    'Scan',
    new File(['<html><script>1</script>'], 'scan.png', { type: 'image/png' }),
    UPLOAD_FILE_MESSAGES.notReal,
  ],
])('add refuses %s before anything is uploaded', async (_case, name, file, message) => {
  const calls = fakeClient({ data: null, error: null });
  await expect(documents.add({ userId: USER, profileId: PROFILE, name, file })).rejects.toThrow(message);
  expect(calls).toEqual([]);
  expect(uploadStoredFile).not.toHaveBeenCalled();
});

test('a record the database refuses removes the uploaded file again and shows the database’s reason', async () => {
  const calls = fakeClient({ data: null, error: { message: 'You already have a document with this name', code: '23505' }, status: 409 });
  const failure = documents.add({ userId: USER, profileId: PROFILE, name: 'Deck', file: pdf() });
  await expect(failure).rejects.toBeInstanceOf(RequestError);
  expect(calls.at(-2)).toEqual(['storage.from', DIRECTORY_DOCUMENTS_BUCKET]);
  expect(calls.at(-1)).toEqual(['remove', [`${USER}/1-deck.pdf`]]);
});

test('remove deletes the record, then its uploaded file', async () => {
  const calls = fakeClient({ data: null, error: null });
  await documents.remove(stored);
  expect(calls).toEqual([
    ['from', 'founder_documents'],
    ['delete'],
    ['eq', 'id', 'd1'],
    ['storage.from', DIRECTORY_DOCUMENTS_BUCKET],
    ['remove', [stored.object_path]],
  ]);
});

test('a link has no file to remove, and a refused delete keeps the file', async () => {
  const linkCalls = fakeClient({ data: null, error: null });
  await documents.remove({ ...stored, url: 'https://example.com/deck.pdf', object_path: null });
  expect(linkCalls.map(([method]) => method)).toEqual(['from', 'delete', 'eq']);

  const refusedCalls = fakeClient({
    data: null,
    error: { message: 'permission denied for table founder_documents', code: '42501' },
    status: 403,
  });
  await expect(documents.remove(stored)).rejects.toBeInstanceOf(RequestError);
  expect(refusedCalls.map(([method]) => method)).toEqual(['from', 'delete', 'eq']);
});
