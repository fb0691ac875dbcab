// What the founder and investor profiles share (founder-profile.ts and investor-profile.ts hold
// each one's own fields): the location rule, the helpers both forms read typed text with, and
// the private Storage buckets of the pitch deck and the profile documents
// (20261124000600_directory-storage.sql). Dependency-free.
import { charLength, trimUnicode, trimmedLength } from './text';
import { isHttpUrl, urlMessage } from './url';

/** founder_profiles.location and investor_profiles.location: 1 to this many characters. */
export const LOCATION_MAX = 200;
export const LOCATION_MESSAGE = 'Location must be 1 to 200 characters';

// ---------------------------------------------------------------------------
// Typed text. A form holds each field as the text in its input, and final-form leaves a field
// the person emptied undefined, so every check below takes `string | undefined`.

/** Each field's message, for the fields a form refuses. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Text of min..max characters. The minimum counts the trimmed text, so white space alone is
 * empty; the maximum counts the text as typed, so nothing longer than the limit is ever trimmed
 * into it.
 */
export function typedLengthOk(value: string | undefined, min: number, max: number): boolean {
  const text = value ?? '';
  return trimmedLength(text) >= min && charLength(text) <= max;
}

/** An optional link as typed: empty, or an http(s) link once trimmed; the message names the field as the database does. */
export function typedLinkError(label: string, value: string | undefined): string | null {
  const text = trimUnicode(value ?? '');
  return text === '' || isHttpUrl(text) ? null : urlMessage(label);
}

/** Optional text as stored: trimmed, or null when nothing is left. */
export const storedText = (value: string | undefined): string | null => trimUnicode(value ?? '') || null;

/** A stored value (or a draft's) back in a text input: text as it is, a number as its digits, anything else empty. */
export const asInput = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The first message of each field whose rule refuses its value. */
export function fieldErrors<Field extends string, Values extends Partial<Record<Field, unknown>>>(
  rules: { [K in Field]: (value: Values[K]) => string | null },
  values: Values,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = rules[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

// ---------------------------------------------------------------------------
// Storage: private buckets, written by the owner (folder <user id>/) and admins, read by signed-in users.

export const PITCH_DECK_BUCKET = 'pitch-decks';
export const DIRECTORY_DOCUMENTS_BUCKET = 'directory-documents';

/** public.directory_file_max_bytes(): both buckets' file_size_limit (10 MiB). */
export const DIRECTORY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PITCH_DECK_MAX_BYTES = DIRECTORY_FILE_MAX_BYTES;
export const DIRECTORY_DOCUMENT_MAX_BYTES = DIRECTORY_FILE_MAX_BYTES;
export const PITCH_DECK_TYPES = ['application/pdf'] as const;
export const DIRECTORY_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file inputs' accept attributes. */
export const PITCH_DECK_ACCEPT = '.pdf,application/pdf';
export const DIRECTORY_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** founder_documents.name and investor_verification_documents.name: 1 to this many characters. */
export const DIRECTORY_DOCUMENT_NAME_MAX = 200;

export const DIRECTORY_FILE_MESSAGES = {
  pitchDeckType: 'Please upload your pitch deck as a PDF file',
  pitchDeckSize: 'The pitch deck must be at most 10 MB',
  documentType: 'Please upload a PDF, JPEG or PNG file',
  documentSize: 'The document must be at most 10 MB',
  documentName: 'Document name must be 1 to 200 characters',
  empty: 'The file is empty',
  noPitchDeck: 'No pitch deck available or requires subscription to view.',
} as const;

type FileFacts = { type: string; size: number };

/** The message for a pitch deck the bucket would refuse, or null. */
export function pitchDeckFileError(file: FileFacts): string | null {
  if (!(PITCH_DECK_TYPES as readonly string[]).includes(file.type)) return DIRECTORY_FILE_MESSAGES.pitchDeckType;
  if (file.size < 1) return DIRECTORY_FILE_MESSAGES.empty;
  if (file.size > PITCH_DECK_MAX_BYTES) return DIRECTORY_FILE_MESSAGES.pitchDeckSize;
  return null;
}

/** The message for a profile document the bucket would refuse, or null. */
export function directoryDocumentFileError(file: FileFacts): string | null {
  if (!(DIRECTORY_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DIRECTORY_FILE_MESSAGES.documentType;
  if (file.size < 1) return DIRECTORY_FILE_MESSAGES.empty;
  if (file.size > DIRECTORY_DOCUMENT_MAX_BYTES) return DIRECTORY_FILE_MESSAGES.documentSize;
  return null;
}

/** The message for a document name the database refuses (founder and investor documents), or null. */
export function directoryDocumentNameError(name: string): string | null {
  return trimmedLength(name) >= 1 && charLength(name) <= DIRECTORY_DOCUMENT_NAME_MAX ? null : DIRECTORY_FILE_MESSAGES.documentName;
}

/** A file name reduced to safe characters for an object name (letters, digits, dot, dash, underscore). */
export function safeObjectName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-100);
  return cleaned || 'file';
}

/** Where a founder's pitch deck goes: pitch-decks/<user id>/pitch-deck-<timestamp>.pdf */
export const pitchDeckPath = (userId: string, timestamp: number = Date.now()) => `${userId}/pitch-deck-${timestamp}.pdf`;

/** Where a profile document goes: directory-documents/<user id>/<timestamp>-<file name> */
export const directoryDocumentPath = (userId: string, fileName: string, timestamp: number = Date.now()) =>
  `${userId}/${timestamp}-${safeObjectName(fileName)}`;
