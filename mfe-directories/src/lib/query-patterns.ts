/** Directory page size (rows per page, both directories). */
export const DIRECTORY_PAGE_SIZE = 12;

/** A value from `allowed`, or '' (hand-edited URLs fall back to "all"). */
export const oneOf = (value: string | null, allowed: readonly string[]): string => (value && allowed.includes(value) ? value : '');

/** A 1-based page number from the URL (anything else is page 1). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot match a row (and would be a 400 from PostgREST). */
export const isUuid = (id: string): boolean => UUID.test(id);
