// Investor verification documents uploaded from /investor/profile (migration
// 20261124000610_investor-documents.sql, trigger guard_investor_document_write). The bucket,
// its size limit and file types are directory-profiles.ts' (DIRECTORY_DOCUMENTS_BUCKET,
// directoryDocumentFileError). Dependency-free.
import { charLength, trimmedLength } from './text';

/** investor_verification_documents.name */
export const INVESTOR_DOCUMENT_NAME_MAX = 200;

export const INVESTOR_DOCUMENT_MESSAGES = {
  name: 'Document name must be 1 to 200 characters',
  duplicateName: 'A verification document with this name already exists',
  linkOrFile: 'A document is either a link or an uploaded file',
  folder: "The document must be a file in the profile owner's folder",
  notUploaded: 'Upload the document before recording it',
} as const;

/** The extension an uploaded document is stored with, by its content type. */
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Where a verification document goes: directory-documents/<user id>/verification-<timestamp>.<ext> */
export const investorDocumentPath = (userId: string, contentType: string, timestamp: number = Date.now()): string =>
  `${userId}/verification-${timestamp}.${EXTENSIONS[contentType] ?? 'bin'}`;

/** The message for a document name the database refuses, or null. */
export function investorDocumentNameError(name: string): string | null {
  return trimmedLength(name) >= 1 && charLength(name) <= INVESTOR_DOCUMENT_NAME_MAX ? null : INVESTOR_DOCUMENT_MESSAGES.name;
}
