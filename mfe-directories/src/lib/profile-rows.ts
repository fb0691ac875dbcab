import { loadSupabase, type PortalSupabaseClient } from '@donation-network/shared-auth';
import { readQuery, type AbortableQuery } from '@donation-network/portal-data';
import { isUuid } from './query-patterns';

/** One profile by id, or null when missing or the id is no uuid; a failed read throws (the page shows its error state). */
export async function getProfileRow<T>(
  table: 'founder_profiles' | 'investor_profiles',
  columns: string,
  id: string,
  signal?: AbortSignal,
): Promise<T | null> {
  if (!isUuid(id)) return null;
  const query = (await loadSupabase()).from(table).select(columns).eq('id', id);
  const data = await readQuery((signal ? query.abortSignal(signal) : query).maybeSingle<T>());
  return data;
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
