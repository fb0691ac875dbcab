// The file types every upload may have (identity documents, partner licences, pitch decks,
// directory documents): an object name's extension, the declared type and the file's first bytes
// must name the same entry. Enforced by the gateway (scripts/gateway/storage-guard.mjs) and, for
// the name, by migration 20261126001000_upload-allow-list.sql; the browser checks the same before a
// file travels and builds a download's Blob only with the type its bytes prove. Dependency-free.

export interface UploadFileKind {
  mime: 'application/pdf' | 'image/png' | 'image/jpeg';
  /** lower case, without the dot; the first is the one new objects are named with */
  extensions: readonly string[];
  /** the magic bytes at offset 0 */
  signature: readonly number[];
  label: string;
}

export const UPLOAD_FILE_KINDS: readonly UploadFileKind[] = [
  { mime: 'application/pdf', extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d], label: 'PDF' },
  { mime: 'image/png', extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], label: 'PNG image' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff], label: 'JPEG image' },
];

/** How many leading bytes decide a file's kind. */
export const UPLOAD_SIGNATURE_BYTES = Math.max(...UPLOAD_FILE_KINDS.map((kind) => kind.signature.length));

export const UPLOAD_FILE_MESSAGES = {
  notReal: 'This file is not a real PDF, PNG or JPEG image.',
  unreadable: 'This file could not be read. Please pick it again.',
  name: 'The file name must end in .pdf, .png, .jpg or .jpeg.',
  cannotOpen: 'This document is not a PDF, PNG or JPEG file, so it cannot be opened here.',
} as const;

const kindOfMime = (mime: string): UploadFileKind | null =>
  UPLOAD_FILE_KINDS.find((kind) => kind.mime === mime.split(';', 1)[0].trim().toLowerCase()) ?? null;

/** The allow-listed kind a name's extension stands for, or null. */
export function uploadKindOfName(name: string): UploadFileKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0 || name.lastIndexOf('/') > dot) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return UPLOAD_FILE_KINDS.find((kind) => kind.extensions.includes(extension)) ?? null;
}

/** The allow-listed kind the leading bytes prove, or null. */
export function uploadKindOfBytes(bytes: Uint8Array): UploadFileKind | null {
  return UPLOAD_FILE_KINDS.find((kind) => kind.signature.every((byte, index) => bytes[index] === byte)) ?? null;
}

/** The message for a name, declared type and first bytes that do not name one allow-listed kind, or null. */
export function uploadMismatchError(name: string, declaredType: string, bytes: Uint8Array): string | null {
  const byName = uploadKindOfName(name);
  if (!byName) return UPLOAD_FILE_MESSAGES.name;
  const byBytes = uploadKindOfBytes(bytes);
  if (!byBytes || byBytes !== kindOfMime(declaredType) || byBytes !== byName) return UPLOAD_FILE_MESSAGES.notReal;
  return null;
}

/** The first bytes of a file or blob (FileReader where Blob#arrayBuffer is missing). */
export function readLeadingBytes(blob: Blob, count: number = UPLOAD_SIGNATURE_BYTES): Promise<Uint8Array> {
  const head = blob.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The message for a picked file whose contents are not what its type says (a text file named
 * fake.png, a page saved as passport.pdf), or null. Type and size are the bucket rules' checks.
 */
export async function fileSignatureError(file: Blob & { type: string }): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = await readLeadingBytes(file);
  } catch {
    return UPLOAD_FILE_MESSAGES.unreadable;
  }
  const proven = uploadKindOfBytes(bytes);
  return proven && proven === kindOfMime(file.type) ? null : UPLOAD_FILE_MESSAGES.notReal;
}

/** The extension an upload of this (checked) type is stored with. */
export function uploadExtensionFor(mime: string): string {
  return kindOfMime(mime)?.extensions[0] ?? 'bin';
}

/** A picked file's name with the extension of its (checked) type, e.g. "scan" as image/png -> "scan.png". */
export function uploadFileName(fileName: string, mime: string): string {
  const stem = uploadKindOfName(fileName) ? fileName.slice(0, fileName.lastIndexOf('.')) : fileName;
  return `${stem}.${uploadExtensionFor(mime)}`;
}

/**
 * A downloaded file as a Blob whose type its own bytes prove (never the server's Content-Type,
 * which lite derives from the name), or null when the bytes are none of the allow-listed kinds.
 */
export async function provenBlob(data: Blob): Promise<Blob | null> {
  const kind = uploadKindOfBytes(await readLeadingBytes(data));
  return kind ? new Blob([data], { type: kind.mime }) : null;
}
