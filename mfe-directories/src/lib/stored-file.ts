import { loadSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';

function statusOfStorageError(error: unknown): number | undefined {
  const value = error && typeof error === 'object' && 'statusCode' in error ? Number(error.statusCode) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Uploads a file to a private directory bucket at `path` (never overwriting); the bucket
 * refuses other types and sizes (check with shared-rules' pitchDeckFileError /
 * directoryDocumentFileError first). Open stored files with lib/open-stored-file.
 */
export async function uploadStoredFile(bucket: string, path: string, file: File): Promise<void> {
  // sent as raw bytes: @supabase/lite 0.10 rejects supabase-js's multipart form for a Blob
  // ('Missing file in multipart upload'); hosted Storage accepts both
  const { error } = await (
    await loadSupabase()
  ).storage
    .from(bucket)
    .upload(path, await file.arrayBuffer(), { contentType: file.type, upsert: false });
  if (error) throw requestError(error, statusOfStorageError(error));
}
