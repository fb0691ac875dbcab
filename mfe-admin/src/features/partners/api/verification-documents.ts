import { downloadStoredFile, loadSupabase } from '@donation-network/portal-session';
import { pageRange, RANGE_NOT_SATISFIABLE, type Tables, readQuery, requestError } from '@donation-network/portal-data';
import { VERIFICATION_DOCUMENTS_BUCKET, type DocumentReviewStatus } from '@donation-network/shared-rules';

export interface VerificationDocument {
  id: string;
  userId: string;
  kind: 'identity' | 'licence';
  objectPath: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: DocumentReviewStatus;
  uploadedAt: string;
}

export interface IdentityDocument extends VerificationDocument {
  /** The owner's name and account type, from their profile ('' when unknown). */
  ownerName: string;
  ownerType: string;
}

export type DocumentFilter = DocumentReviewStatus | 'all';

export const IDENTITY_DOCUMENTS_PAGE_SIZE = 20;

export interface IdentityDocumentPage {
  items: IdentityDocument[];
  total: number;
}

type DocumentRow = Pick<
  Tables<'verification_documents'>,
  'id' | 'user_id' | 'kind' | 'object_path' | 'file_name' | 'content_type' | 'size_bytes' | 'status' | 'created_at'
>;

export const DOCUMENT_COLUMNS = 'id, user_id, kind, object_path, file_name, content_type, size_bytes, status, created_at';

export function toDocument(row: DocumentRow): VerificationDocument {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    objectPath: row.object_path,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    status: row.status,
    uploadedAt: row.created_at,
  };
}

/** The licence documents of these partner accounts, newest first. */
export async function fetchLicenceDocuments(userIds: readonly string[], signal?: AbortSignal): Promise<VerificationDocument[]> {
  if (userIds.length === 0) return [];
  const query = (await loadSupabase())
    .from('verification_documents')
    .select(DOCUMENT_COLUMNS)
    .eq('kind', 'licence')
    .in('user_id', [...userIds])
    .order('created_at', { ascending: false });
  const data = await readQuery(query, signal);
  return (data ?? []).map(toDocument);
}

/** One page of the identity documents of donors and recipients with the given review status, oldest first. */
export async function fetchIdentityDocuments(filter: DocumentFilter, page: number, signal?: AbortSignal): Promise<IdentityDocumentPage> {
  const [from, to] = pageRange(page, IDENTITY_DOCUMENTS_PAGE_SIZE);
  const supabase = await loadSupabase();
  let query = supabase.from('verification_documents').select(DOCUMENT_COLUMNS, { count: 'exact' }).eq('kind', 'identity');
  if (filter !== 'all') query = query.eq('status', filter);
  query = query.order('created_at', { ascending: true }).order('id').range(from, to);
  const documents = await (signal ? query.abortSignal(signal) : query);
  // a page past the end (documents were reviewed meanwhile): nothing on it
  if (documents.error?.code === RANGE_NOT_SATISFIABLE) return { items: [], total: 0 };
  if (documents.error) throw requestError(documents.error, documents.status);
  const rows = documents.data ?? [];
  const total = documents.count ?? rows.length;
  if (rows.length === 0) return { items: [], total };

  const ownersQuery = supabase
    .from('profiles')
    .select('id, full_name, user_type')
    .in('id', [...new Set(rows.map((row) => row.user_id))]);
  const owners = await readQuery(ownersQuery, signal);
  const byId = new Map((owners ?? []).map((owner) => [owner.id, owner]));
  const items = rows.map((row) => ({
    ...toDocument(row),
    ownerName: byId.get(row.user_id)?.full_name.trim() ?? '',
    ownerType: byId.get(row.user_id)?.user_type ?? '',
  }));
  return { items, total };
}

/** An administrator's decision on a document (approving an identity document marks the donor identity-verified). */
export async function reviewDocument(documentId: string, status: DocumentReviewStatus): Promise<void> {
  const { error, status: httpStatus } = await (
    await loadSupabase()
  ).rpc('review_verification_document', { document_id: documentId, status });
  if (error) throw requestError(error, httpStatus);
}

/**
 * Reads a document from the private bucket (admins may read every object) and shows it in
 * `tab`, a tab the click opened beforehand so no pop-up blocker stands in the way. The bytes
 * travel as a same-origin blob: lite 0.10's createSignedUrl answers without the `signedURL`
 * supabase-js reads, and a blob link cannot be passed on the way a signed URL could. The blob's
 * type is the one the bytes prove (PDF, PNG, JPEG): a stored page or SVG is refused, never run.
 */
export async function showDocumentInTab(objectPath: string, tab: Window): Promise<void> {
  const url = URL.createObjectURL(await downloadStoredFile(VERIFICATION_DOCUMENTS_BUCKET, objectPath));
  tab.location.href = url;
  // the tab has loaded the blob long before this; the URL is not needed afterwards
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
