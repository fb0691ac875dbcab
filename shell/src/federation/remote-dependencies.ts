// Not in remote-loader: the shell's entry imports that before the federation's async boundary, where
// shared packages such as shared-auth cannot be used yet.
import { loadSupabase } from 'shared-auth';
import { RemoteUnavailableError } from './remote-loader';
import { CLIENT_ON_DEMAND_KEYS, type RemoteKey } from './remote-table';

/**
 * What a remote's pages need besides their code: the Supabase client (downloaded on first need), loaded
 * in parallel with the remote, except for remotes that load it themselves. A failed download shows the
 * remote's unavailable panel, whose Retry tries again.
 */
export async function loadRemoteDependencies(key: RemoteKey): Promise<void> {
  if (CLIENT_ON_DEMAND_KEYS.includes(key)) return;
  try {
    await loadSupabase();
  } catch (error) {
    throw new RemoteUnavailableError(key, error);
  }
}
