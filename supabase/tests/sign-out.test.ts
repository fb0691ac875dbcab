// Sign-out ends a session for the data API at once, not when its access token expires: the gateway
// checks each token's session against lite's session store.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createTestClient, signUpUser, startTestBackend, type TestBackend } from './support/test-backend';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ demoMode: false, seed: false });
});
afterAll(async () => {
  await backend?.stop();
});

/** A client that sends `token` as it is, as a thief holding a copied access token would. */
function withToken(token: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: ws as never },
  });
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

it('after signOut() the copied access token no longer reads profiles, its user or storage', async () => {
  const { client, user } = await signUpUser(backend);
  const token = await accessToken(client);
  const copied = withToken(token);
  const before = await copied.from('profiles').select('id').eq('id', user.id);
  expect(before.error).toBeNull();
  expect(before.data).toHaveLength(1);

  expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();

  const after = await copied.from('profiles').select('id').eq('id', user.id);
  expect(after.error?.message).toMatch(/session has ended/);
  expect(after.data).toBeNull();
  const me = await copied.auth.getUser(token);
  expect(me.data.user).toBeNull();
  expect(me.error?.status).toBe(401);
  const files = await copied.storage.from('verification-documents').list(user.id);
  expect(files.data).toBeNull();
});

it("a local sign-out leaves the user's other session working; a global one ends it", async () => {
  const { client: first, email } = await signUpUser(backend);
  const second = createTestClient(backend);
  expect((await second.auth.signInWithPassword({ email, password: 'secret-pass-1' })).error).toBeNull();
  const secondToken = withToken(await accessToken(second));

  expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
  expect((await secondToken.from('profiles').select('id')).error).toBeNull();

  const third = createTestClient(backend);
  expect((await third.auth.signInWithPassword({ email, password: 'secret-pass-1' })).error).toBeNull();
  expect((await third.auth.signOut({ scope: 'global' })).error).toBeNull();
  expect((await secondToken.from('profiles').select('id')).error?.message).toMatch(/session has ended/);
});

it('a signed-in session keeps working across many reads (the store is not asked for each)', async () => {
  const { client, user } = await signUpUser(backend);
  const results = await Promise.all(Array.from({ length: 30 }, () => client.from('profiles').select('id').eq('id', user.id)));
  expect(results.map((result) => result.error)).toEqual(Array(30).fill(null));
});
