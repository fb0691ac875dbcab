import { setSupabaseClient } from '@donation-network/portal-session';
import { UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { openStoredFile } from './open-stored-file';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

const stored = (blob: Blob) =>
  setSupabaseClient(fakeSupabaseClient({ storage: { from: () => ({ download: async () => ({ data: blob, error: null }) }) } }));

let tab: Window;
const createObjectURL = jest.fn((blob: Blob) => `blob:portal/${blob.type}`);

beforeEach(() => {
  tab = { location: { href: '' }, close: jest.fn() as () => void, opener: window } as Window;
  jest.spyOn(window, 'open').mockReturnValue(tab);
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  createObjectURL.mockClear();
  jest.mocked(notify).mockClear();
});

afterAll(() => setSupabaseClient(null));

it('never opens a stored page labelled as an image in a portal tab: the tab closes and says why', async () => {
  stored(new Blob(['<html><script>alert(localStorage)</script></html>'], { type: 'image/png' }));
  await openStoredFile('directory-documents', 'u1/passport.png');
  expect(createObjectURL).not.toHaveBeenCalled();
  expect(tab.location.href).toBe('');
  expect(tab.close).toHaveBeenCalled();
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: UPLOAD_FILE_MESSAGES.cannotOpen, variant: 'destructive' }));
});

it('opens a real PDF as application/pdf whatever type the server gave it', async () => {
  stored(new Blob(['%PDF-1.4\n% deck\n'], { type: 'text/html' }));
  await openStoredFile('pitch-decks', 'u1/pitch-deck-1.pdf');
  expect(tab.opener).toBeNull();
  expect(tab.location.href).toBe('blob:portal/application/pdf');
  expect(tab.close).not.toHaveBeenCalled();
});
