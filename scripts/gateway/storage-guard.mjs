// Storage stage. lite stores whatever it is sent and serves an object with a Content-Type
// derived from its name, so `passport.html` declared as image/png came back as text/html and ran
// in the portal's origin. Uploads must agree on three counts with one allow-list (the name's
// extension, the declared type, the first bytes); downloads are served with nosniff, a type
// from that allow-list and a Content-Disposition. The same list is supabase/rules/upload-files.ts'.
import { readLimitedBody } from './body-limit.mjs';
import { GatewayError } from './replies.mjs';

export const UPLOAD_ALLOW_LIST = [
  { mime: 'application/pdf', extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { mime: 'image/png', extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
];

export const STORAGE_MESSAGES = {
  notReal: 'This file is not a real PDF, PNG or JPEG image.',
  name: 'The file name must end in .pdf, .png, .jpg or .jpeg.',
  path: 'The file name is not valid.',
};

const OBJECT = '/storage/v1/object/';
// path segments after /object/ that are operations, not bucket names
const OPERATIONS = new Set(['list', 'move', 'copy', 'sign', 'upload', 'info', 'public', 'authenticated']);

/** @param {string} name */
function kindOfName(name) {
  const dot = name.lastIndexOf('.');
  if (dot < 0 || name.lastIndexOf('/') > dot) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return UPLOAD_ALLOW_LIST.find((kind) => kind.extensions.includes(extension)) ?? null;
}

/** @param {string | undefined} type */
function kindOfMime(type) {
  const mime = String(type ?? '')
    .split(';', 1)[0]
    .trim()
    .toLowerCase();
  return UPLOAD_ALLOW_LIST.find((kind) => kind.mime === mime) ?? null;
}

/** @param {Uint8Array} bytes */
function kindOfBytes(bytes) {
  return UPLOAD_ALLOW_LIST.find((kind) => kind.signature.every((byte, index) => bytes[index] === byte)) ?? null;
}

const refuseName = () => new GatewayError(400, STORAGE_MESSAGES.name, { code: 'invalid_file_name', errorCode: 'invalid_file_name' });
const refuseContent = () => new GatewayError(415, STORAGE_MESSAGES.notReal, { code: 'invalid_mime_type', errorCode: 'invalid_mime_type' });

/** The decoded object name (what lite will store), or a 400 for text lite could not decode either. */
function decodeName(/** @type {string} */ encoded) {
  let name;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    throw new GatewayError(400, STORAGE_MESSAGES.path, { code: 'invalid_key', errorCode: 'invalid_key' });
  }
  // eslint-disable-next-line no-control-regex
  if (!name || /[\u0000-\u001f\u007f\\]/.test(name))
    throw new GatewayError(400, STORAGE_MESSAGES.path, { code: 'invalid_key', errorCode: 'invalid_key' });
  return name;
}

/**
 * What a storage request does to a stored object's name or bytes: `upload` (the body is a file
 * for that name), `name` (an upload URL is made for that name), `rename` (move/copy: JSON body),
 * `download`, or null for everything else (lists, buckets, deletes, signing downloads).
 * @param {string} method
 * @param {string} pathname
 * @returns {{ action: 'upload' | 'name' | 'rename' | 'download', name: string | null } | null}
 */
export function storageAction(method, pathname) {
  if (!pathname.startsWith(OBJECT)) return null;
  const rest = pathname.slice(OBJECT.length);
  const segments = rest.split('/');
  if ((rest === 'move' || rest === 'copy') && method === 'POST') return { action: 'rename', name: null };
  if (segments[0] === 'upload' && segments[1] === 'sign' && segments.length > 3) {
    const name = decodeName(segments.slice(3).join('/'));
    if (method === 'PUT') return { action: 'upload', name };
    if (method === 'POST') return { action: 'name', name };
    return null;
  }
  if ((method === 'GET' || method === 'HEAD') && segments.length > 2 && ['public', 'sign', 'authenticated'].includes(segments[0]))
    return { action: 'download', name: decodeName(segments.slice(2).join('/')) };
  if (segments.length < 2 || OPERATIONS.has(segments[0])) return null;
  const name = decodeName(segments.slice(1).join('/'));
  if (method === 'POST' || method === 'PUT') return { action: 'upload', name };
  if (method === 'GET' || method === 'HEAD') return { action: 'download', name };
  return null;
}

/**
 * The files of an upload body with their declared types: the raw body with the request's
 * Content-Type, or each file part of a multipart form (supabase-js sends a Blob as one).
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @returns {Promise<{ type: string, bytes: Uint8Array }[]>}
 */
async function uploadedFiles(contentType, body) {
  if (!/^multipart\/form-data/i.test(String(contentType ?? ''))) return [{ type: String(contentType ?? ''), bytes: body }];
  let form;
  try {
    form = await new Response(body, { headers: { 'content-type': String(contentType) } }).formData();
  } catch {
    throw refuseContent();
  }
  /** @type {{ type: string, bytes: Uint8Array }[]} */
  const files = [];
  for (const value of form.values()) {
    if (typeof value !== 'string') files.push({ type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  if (files.length === 0) throw refuseContent();
  return files;
}

/**
 * Throws a GatewayError unless the upload's name, declared type and first bytes all name the
 * same allow-listed kind.
 * @param {{ name: string, contentType: string | undefined, body: Buffer }} upload
 */
export async function checkUpload({ name, contentType, body }) {
  const byName = kindOfName(name);
  if (!byName) throw refuseName();
  for (const file of await uploadedFiles(contentType, body)) {
    const byBytes = kindOfBytes(file.bytes);
    if (!byBytes || byBytes !== kindOfMime(file.type) || byBytes !== byName) throw refuseContent();
  }
}

/**
 * Throws unless the name is allow-listed (an upload URL made for it, a move or copy target,
 * which must also keep the source's kind).
 * @param {string} name
 * @param {string} [from]
 */
export function checkName(name, from) {
  const kind = kindOfName(name);
  if (!kind || (from !== undefined && kindOfName(from) !== kind)) throw refuseName();
}

/** @param {Buffer} body  the JSON of POST /object/move or /object/copy */
export function checkRename(body) {
  let parsed;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed.destinationKey !== 'string' || typeof parsed.sourceKey !== 'string') throw refuseName();
  checkName(parsed.destinationKey, parsed.sourceKey);
}

/**
 * The headers a stored file is served with: nosniff, the allow-listed type of its name (else
 * application/octet-stream) and a Content-Disposition with a safe file name: inline only for
 * the allow-listed types, attachment for anything else.
 * @param {string} name
 * @param {import('node:http').IncomingHttpHeaders} headers  lite's answer headers
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
export function downloadHeaders(name, headers) {
  const kind = kindOfName(name);
  const fileName =
    (name.split('/').pop() ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(-100) || 'file';
  return {
    ...headers,
    'content-type': kind ? kind.mime : 'application/octet-stream',
    'content-disposition': `${kind ? 'inline' : 'attachment'}; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The storage stage for one request: an upload or rename is read whole (up to the storage body
 * limit) and checked, a download gets downloadHeaders. Other requests pass as they are.
 * @param {{ method: string, path: string, req: import('node:http').IncomingMessage, storageBodyLimit: number }} request
 * @returns {Promise<{ body: Buffer | null, answerHeaders?: (status: number, headers: import('node:http').IncomingHttpHeaders) => import('node:http').OutgoingHttpHeaders }>}
 */
export async function guardStorage({ method, path, req, storageBodyLimit }) {
  const nosniff = (/** @type {number} */ _status, /** @type {import('node:http').IncomingHttpHeaders} */ headers) => ({
    ...headers,
    'x-content-type-options': 'nosniff',
  });
  const action = storageAction(method, path);
  if (!action) return { body: null, answerHeaders: path.startsWith('/storage/') ? nosniff : undefined };
  if (action.action === 'download') {
    const name = /** @type {string} */ (action.name);
    return { body: null, answerHeaders: (status, headers) => (status < 300 ? downloadHeaders(name, headers) : nosniff(status, headers)) };
  }
  if (action.action === 'name') {
    checkName(/** @type {string} */ (action.name));
    return { body: null, answerHeaders: nosniff };
  }
  const body = await readLimitedBody(req, storageBodyLimit);
  if (action.action === 'rename') checkRename(body);
  else await checkUpload({ name: /** @type {string} */ (action.name), contentType: req.headers['content-type'], body });
  return { body, answerHeaders: nosniff };
}
