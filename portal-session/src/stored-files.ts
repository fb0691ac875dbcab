// Files in the portal's private Storage buckets: uploads that report their progress and can be
// cancelled, and downloads that become Blobs only with a type their own bytes prove.
import { provenBlob, UPLOAD_FILE_MESSAGES } from '@donation-network/shared-rules';
import { loadSupabase, supabaseEndpoint } from './supabase-client';

export interface UploadOptions {
  /** called with the share sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void;
  /** aborting it cancels the upload; what was sent is removed again */
  signal?: AbortSignal;
}

/** An upload the person cancelled (name AbortError, like fetch's). */
export class UploadCancelledError extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'AbortError';
  }
}

export const isUploadCancelled = (error: unknown): boolean => error instanceof UploadCancelledError;

/** A refusal with the HTTP status and the server's message (friendlyErrorMessage decides what to show). */
function answerError(xhr: XMLHttpRequest): Error {
  let message = '';
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; msg?: unknown; error?: unknown };
    message = String(body.message ?? body.msg ?? body.error ?? '');
  } catch {
    message = '';
  }
  return Object.assign(new Error(message), { status: xhr.status });
}

/**
 * Uploads `file` to `bucket` at `objectPath` (never overwriting) through the Storage REST endpoint
 * supabase-js uses, with the session's access token, as raw bytes (lite 0.10 refuses supabase-js's
 * multipart form for a Blob). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export async function uploadStoredFile(
  bucket: string,
  objectPath: string,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<void> {
  const { supabaseUrl, supabaseAnonKey } = supabaseEndpoint();
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  if (signal?.aborted) throw new UploadCancelledError();
  const path = objectPath.split('/').map(encodeURIComponent).join('/');
  try {
    await new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      xhr.open('POST', `${supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}/${path}`);
      xhr.setRequestHeader('apikey', supabaseAnonKey);
      xhr.setRequestHeader('Authorization', `Bearer ${data.session?.access_token ?? supabaseAnonKey}`);
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      xhr.setRequestHeader('x-upsert', 'false');
      xhr.setRequestHeader('cache-control', 'max-age=3600');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve();
        } else reject(answerError(xhr));
      };
      xhr.onerror = () => reject(Object.assign(new Error('Failed to fetch'), { status: 0 }));
      xhr.onabort = () => reject(new UploadCancelledError());
      xhr.onloadend = () => signal?.removeEventListener('abort', abort);
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(file);
    });
  } catch (error) {
    // the bytes may have arrived before the abort did: nothing the person cancelled stays stored
    if (isUploadCancelled(error)) await supabase.storage.from(bucket).remove([objectPath]);
    throw error;
  }
}

/**
 * A stored file as a Blob typed by its own first bytes (PDF, PNG or JPEG), never by the server's
 * Content-Type; anything else is refused, so no stored page or SVG can run in the portal's origin.
 */
export async function downloadStoredFile(bucket: string, objectPath: string): Promise<Blob> {
  const { data, error } = await (await loadSupabase()).storage.from(bucket).download(objectPath);
  if (error || !data) throw error ?? new Error('The document could not be read');
  const proven = await provenBlob(data);
  if (!proven) throw new Error(UPLOAD_FILE_MESSAGES.cannotOpen);
  return proven;
}
