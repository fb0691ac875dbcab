import { loadSupabase, type UntypedSupabaseClient } from '@donation-network/shared-auth';
import { readQuery } from '@donation-network/shared-ui';
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
 * only, so anonymous reads get no rows), ordered by `orderBy`; a failed read throws.
 */
export function profileRowsLoader<T>(table: string, columns: string, profileColumn: string, orderBy: string) {
  return async (profileId: string, signal?: AbortSignal): Promise<T[]> => {
    const supabase: UntypedSupabaseClient = await loadSupabase();
    const query = supabase.from(table).select(columns).eq(profileColumn, profileId).order(orderBy, { ascending: true });
    const data = await readQuery(query, signal);
    return (data ?? []) as T[];
  };
}
