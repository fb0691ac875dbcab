import { isUploadCancelled, uploadStoredFile as uploadWithProgress, type UploadOptions } from '@donation-network/portal-session';
import { requestError } from '@donation-network/portal-data';

/**
 * Uploads a file to a private directory bucket at `path` (never overwriting), with progress and
 * cancel (`options`); the bucket and the gateway refuse other types, sizes and contents (check with
 * shared-rules' pitchDeckFileError / directoryDocumentFileError and fileSignatureError first). Open
 * stored files with lib/open-stored-file. A cancelled upload rejects with portal-session's
 * UploadCancelledError as it is.
 */
export async function uploadStoredFile(bucket: string, path: string, file: File, options: UploadOptions = {}): Promise<void> {
  try {
    await uploadWithProgress(bucket, path, file, options);
  } catch (error) {
    throw isUploadCancelled(error) ? error : requestError(error);
  }
}
