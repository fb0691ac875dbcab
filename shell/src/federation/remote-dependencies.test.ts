import * as supabaseJs from '@supabase/supabase-js';
import { configureSupabase, getSupabase, isSupabaseLoaded, setSupabaseClient } from 'shared-auth';
import { loadRemoteDependencies } from './remote-dependencies';
import { RemoteUnavailableError } from './remote-loader';

jest.mock('@supabase/supabase-js', () => ({ createClient: jest.fn(() => ({ auth: { onAuthStateChange: jest.fn() } })) }));

describe('loadRemoteDependencies', () => {
  beforeEach(() => configureSupabase({ supabaseUrl: 'https://db.example.org', supabaseAnonKey: 'anon' }));
  afterEach(() => setSupabaseClient(null));

  it.each(['marketing', 'auth', 'partnerLegal'] as const)(
    'shows %s without the Supabase client (its pages load it where needed)',
    async (remote) => {
      await expect(loadRemoteDependencies(remote)).resolves.toBeUndefined();
      expect(isSupabaseLoaded()).toBe(false);
      expect(supabaseJs.createClient).not.toHaveBeenCalled();
    },
  );

  it.each(['recipient', 'directories'] as const)('creates the client before %s renders', async (remote) => {
    await expect(loadRemoteDependencies(remote)).resolves.toBeUndefined();
    expect(isSupabaseLoaded()).toBe(true);
    expect(getSupabase()).toBe(jest.mocked(supabaseJs.createClient).mock.results.at(-1)?.value);
  });

  it("reports a client that cannot be loaded as the remote's unavailability", async () => {
    setSupabaseClient(null); // no configuration: loadSupabase rejects
    const failure = loadRemoteDependencies('directories');
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({
      remote: 'directories',
      cause: expect.objectContaining({ message: expect.stringContaining('not initialised') }),
    });
  });
});
