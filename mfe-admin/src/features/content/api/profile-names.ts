import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';

/**
 * Full names of the given profiles (admins may read every profile). Names only decorate the
 * list and the history, so a failed read gives no names instead of failing the screen.
 */
export async function fetchProfileNames(ids: ReadonlyArray<string | null>, signal?: AbortSignal): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const query = (await loadSupabase()).from('profiles').select('id, full_name').in('id', unique);
  const data = await readQuery(query, signal).catch(() => null);
  if (!data) return new Map();
  return new Map(data.flatMap((row) => (row.full_name?.trim() ? [[row.id, row.full_name.trim()] as const] : [])));
}

/** Who saved, for "by …": the name, 'an admin' when the name is unknown, null when nobody did (seed data). */
export function saverName(names: Map<string, string>, id: string | null): string | null {
  if (!id) return null;
  return names.get(id) ?? 'an admin';
}
