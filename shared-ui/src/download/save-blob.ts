/** How long the object URL outlives the click: some browsers read it after click() returns. */
export const SAVE_BLOB_URL_LIFETIME_MS = 1000;

/** Saves a blob (a generated PDF, an export) under `fileName` through a temporary link: the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_BLOB_URL_LIFETIME_MS);
}
