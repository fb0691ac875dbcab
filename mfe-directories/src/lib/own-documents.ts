// The contract between the own-profile forms (/founder/profile, /investor/profile) and the
// documents card they share, and the one implementation of it: each kind of profile keeps its
// documents in its own table, with the files in the private directory-documents bucket.
import { loadSupabase, type PortalSupabaseClient, type UploadOptions } from '@donation-network/portal-session';
import {
  DIRECTORY_DOCUMENTS_BUCKET,
  directoryDocumentFileError,
  directoryDocumentNameError,
  fileSignatureError,
  trimUnicode,
} from '@donation-network/shared-rules';
import { readSingle, requestError, type AbortableQuery } from '@donation-network/portal-data';
import { profileRowsLoader, type RowsQuery } from './profile-rows';
import { uploadStoredFile } from './stored-file';

/** A document on a directory profile: an uploaded file in the private bucket, or an older link. */
export interface OwnDocument {
  id: string;
  name: string;
  url: string | null;
  object_path: string | null;
}

export interface DocumentUpload {
  userId: string;
  profileId: string;
  /** already trimmed */
  name: string;
  file: File;
}

/** How one kind of profile lists, adds and removes its documents. */
export interface OwnDocumentsApi<D extends OwnDocument> {
  list: (profileId: string, signal: AbortSignal) => Promise<D[]>;
  /** `options`: progress and cancel of the file's upload */
  add: (upload: DocumentUpload, options?: UploadOptions) => Promise<D>;
  /** removes the record, then its uploaded file */
  remove: (document: D) => Promise<void>;
}

/** Where one kind of profile keeps its documents. */
export interface ProfileDocumentsTable<D extends OwnDocument> {
  table: 'founder_documents' | 'investor_verification_documents';
  /** the read of one profile's documents by name, built on the typed client so their rows are the schema's */
  list: (supabase: PortalSupabaseClient, profileId: string) => AbortableQuery<D[]>;
  /** the record of an uploaded document on the profile, read back with the columns `list` reads (typed as `list`) */
  insert: (supabase: PortalSupabaseClient, profileId: string, document: { name: string; object_path: string }) => RowsQuery<D>;
  /** the upload's object path in the bucket (a shared-rules path, under the owner's folder) */
  objectPath: (upload: DocumentUpload) => string;
}

/**
 * The documents of one kind of profile, by name. Adding checks the name and file first (type,
 * size, and that its bytes are what its type says) so a refused file never travels, uploads it, then records it; a record the database
 * refuses (a duplicate name, another user's profile) removes the uploaded object again, so
 * nothing is left behind. Removing deletes the record first, so a refused delete keeps the file.
 */
export function profileDocumentsApi<D extends OwnDocument>({
  table,
  list,
  insert,
  objectPath,
}: ProfileDocumentsTable<D>): OwnDocumentsApi<D> {
  return {
    list: profileRowsLoader(list),
    async add(upload, options) {
      const problem =
        directoryDocumentNameError(upload.name) ?? directoryDocumentFileError(upload.file) ?? (await fileSignatureError(upload.file));
      if (problem) throw requestError(problem);
      const path = objectPath(upload);
      await uploadStoredFile(DIRECTORY_DOCUMENTS_BUCKET, path, upload.file, options);
      const supabase = await loadSupabase();
      try {
        return await readSingle(insert(supabase, upload.profileId, { name: trimUnicode(upload.name), object_path: path }));
      } catch (error) {
        await supabase.storage.from(DIRECTORY_DOCUMENTS_BUCKET).remove([path]);
        throw error;
      }
    },
    async remove(document) {
      const supabase = await loadSupabase();
      const { error, status } = await supabase.from(table).delete().eq('id', document.id);
      if (error) throw requestError(error, status);
      if (document.object_path) await supabase.storage.from(DIRECTORY_DOCUMENTS_BUCKET).remove([document.object_path]);
    },
  };
}
