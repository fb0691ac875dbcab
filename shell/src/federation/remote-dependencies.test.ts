import { isSupabaseLoaded, setSupabaseClient } from 'shared-auth';
import { loadRemoteDependencies } from './remote-dependencies';
import { RemoteUnavailableError } from './remote-loader';

async function caught(promise: Promise<unknown>): Promise<RemoteUnavailableError> {
  try {
    await promise;
  } catch (error) {
    return error as RemoteUnavailableError;
  }
  throw new Error('expected a rejection');
}

describe('loadRemoteDependencies', () => {
  afterEach(() => setSupabaseClient(null));

  it('shows marketing without the Supabase client (its pages load it where needed)', async () => {
    await expect(loadRemoteDependencies('marketing')).resolves.toBeUndefined();
    expect(isSupabaseLoaded()).toBe(false);
  });

  it('loads the client for every other remote', async () => {
    const client = {} as never;
    setSupabaseClient(client);
    await expect(loadRemoteDependencies('directories')).resolves.toBeUndefined();
  });

  it("reports a client that cannot be loaded as the remote's unavailability", async () => {
    // No configuration and no client: loadSupabase rejects.
    const error = await caught(loadRemoteDependencies('auth'));
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.remote).toBe('auth');
    expect(String((error.cause as Error).message)).toContain('Supabase client is not initialised');
  });
});
