// The identity document upload end to end in the browser: the real registration API and portal-session
// upload, with XMLHttpRequest and supabase-js replaced by fakes.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, setSupabaseClient } from '@donation-network/portal-session';
import { UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { notify } from '@donation-network/shared-ui';
import { renderWithProviders } from '../../../../test-utils';
import { IdentityDocumentUpload } from './IdentityDocumentUpload';
import { fakeSupabaseClient } from '@donation-network/portal-session/testing';

jest.mock('@donation-network/shared-ui', () => ({ ...jest.requireActual('@donation-network/shared-ui'), notify: jest.fn() }));

class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish() {
    this.status = 200;
    this.responseText = '{}';
    this.onload?.();
  }
}

const FIVE_MB = 5 * 1000 * 1000;
const removed: string[][] = [];
const inserted: unknown[] = [];

beforeEach(() => {
  FakeXhr.sent = [];
  removed.length = 0;
  inserted.length = 0;
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  setSupabaseClient(
    fakeSupabaseClient({
      auth: { getSession: async () => ({ data: { session: { access_token: 'token' } } }) },
      storage: { from: () => ({ remove: async (paths: string[]) => (removed.push(paths), { data: [], error: null }) }) },
      from: () => ({
        insert: (row: unknown) => {
          inserted.push(row);
          return {
            select: () => ({
              single: async () => ({
                data: { id: 'd1', kind: 'identity', object_path: 'x', file_name: 'passport.pdf', status: 'pending' },
                error: null,
              }),
            }),
          };
        },
      }),
    }),
  );
  configureSupabase({ supabaseUrl: 'https://api.example.org', supabaseAnonKey: 'sb_publishable_x' });
  jest.mocked(notify).mockClear();
});

afterAll(() => setSupabaseClient(null));

function passport(contents: string = '%PDF-1.7\n') {
  const file = new File([contents], 'passport.pdf', { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: FIVE_MB });
  return file;
}

function renderUpload() {
  const onUploaded = jest.fn(async () => undefined);
  renderWithProviders(<IdentityDocumentUpload userId="user-1" uploaded={false} onUploaded={onUploaded} />);
  return { onUploaded, user: userEvent.setup() };
}

test('a 5 MB document shows its progress in percent and is recorded when it arrives', async () => {
  const { onUploaded, user } = renderUpload();
  await user.upload(screen.getByLabelText(/^Identification document/), passport());
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.sent[0];
  expect(xhr.url).toMatch(/^https:\/\/api\.example\.org\/storage\/v1\/object\/verification-documents\/user-1\/identity-\d+\.pdf$/);

  const bar = screen.getByRole('progressbar', { name: 'Uploading passport.pdf' });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  act(() => xhr.progress(FIVE_MB * 0.37, FIVE_MB));
  expect(bar).toHaveAttribute('aria-valuenow', '37');
  expect(screen.getByText('37%')).toBeInTheDocument();

  await act(async () => xhr.finish());
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('passport.pdf'));
  expect(inserted).toHaveLength(1);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('Cancel aborts the upload, removes whatever arrived and records nothing', async () => {
  const { onUploaded, user } = renderUpload();
  await user.upload(screen.getByLabelText(/^Identification document/), passport());
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => FakeXhr.sent[0].progress(FIVE_MB / 5, FIVE_MB));

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(FakeXhr.sent[0].aborted).toBe(true);
  expect(removed).toEqual([[expect.stringMatching(/^user-1\/identity-\d+\.pdf$/)]]);
  expect(inserted).toEqual([]);
  expect(onUploaded).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload document' })).toBeEnabled();
});

test('a text file renamed passport.pdf never travels', async () => {
  const { user } = renderUpload();
  await user.upload(screen.getByLabelText(/^Identification document/), passport('just some text'));
  expect(await screen.findByText(UPLOAD_FILE_MESSAGES.notReal)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(FakeXhr.sent).toEqual([]);
});
