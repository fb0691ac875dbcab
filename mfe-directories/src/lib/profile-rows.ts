import { loadSupabase, type PortalSupabaseClient } from '@donation-network/portal-session';
import { readMaybeSingle, readQuery, type AbortableQuery } from '@donation-network/portal-data';
import { isUuid } from './query-patterns';

/** A read of rows that can still be narrowed to one row (what readSingle and readMaybeSingle take). */
export type RowsQuery<Row> = Parameters<typeof readMaybeSingle<Row>>[0];

/**
 * A loader of one profile by id: null when missing or when the id is no uuid (then nothing is read);
 * a failed read throws (the page shows its error state). `read` selects the profile with that id on
 * the typed client, so the row is the schema's and not a type the loader is told.
 */
export function profileRowLoader<Row>(read: (supabase: PortalSupabaseClient, id: string) => RowsQuery<Row>) {
  return async (id: string, signal?: AbortSignal): Promise<Row | null> => {
    if (!isUuid(id)) return null;
    return readMaybeSingle(read(await loadSupabase(), id), signal);
  };
}

/**
 * A loader for the rows of a profile's child table (team, documents, portfolio: signed-in
 * only, so anonymous reads get no rows); a failed read throws. `read` builds the query for one
 * profile on the typed client, so the rows are the schema's and not a type the loader is told.
 */
export function profileRowsLoader<Row>(read: (supabase: PortalSupabaseClient, profileId: string) => AbortableQuery<Row[]>) {
  return async (profileId: string, signal?: AbortSignal): Promise<Row[]> => {
    const data = await readQuery(read(await loadSupabase(), profileId), signal);
    return data ?? [];
  };
}
