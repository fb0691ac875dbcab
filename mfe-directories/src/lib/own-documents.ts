// The contract between the own-profile forms (/founder/profile, /investor/profile) and the
// documents card they share: each kind of profile stores its documents in its own table.

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
  add: (upload: DocumentUpload) => Promise<D>;
  /** removes the record, then its uploaded file */
  remove: (document: D) => Promise<void>;
}
