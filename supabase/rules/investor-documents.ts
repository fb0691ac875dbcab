// Investor verification documents uploaded from /investor/profile (migration
// 20261124000610_investor-documents.sql, trigger guard_investor_document_write). The bucket,
// its size limit, file types and the name rule are directory-profiles.ts' (DIRECTORY_DOCUMENTS_BUCKET,
// directoryDocumentFileError, directoryDocumentNameError). Dependency-free.
import { DIRECTORY_FILE_MESSAGES } from './directory-profiles';

export const INVESTOR_DOCUMENT_MESSAGES = {
  name: DIRECTORY_FILE_MESSAGES.documentName,
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
