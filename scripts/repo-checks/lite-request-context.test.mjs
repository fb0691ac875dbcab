// lite as patched (patches/@supabase+lite+0.10.0.patch): a REST request's role and JWT claims
// reach PostgreSQL in one statement (plus SET LOCAL ROLE), for a visitor and a signed-in user
// alike, with the same values as before and only for the length of the request.
// End to end through lite and the gateway: supabase/tests/signed-in-reads.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createPgliteConnection } from '@supabase/lite/pglite';

const USER_ID = '0b5c7c6e-2d1f-4c39-9d5e-6f3e1c2a9b10';
const visitor = { auth: { uid: null, role: 'anon', jwt: { role: 'anon' } } };
const signedIn = {
  auth: { uid: USER_ID, role: 'authenticated', jwt: { sub: USER_ID, role: 'authenticated', aud: 'authenticated', email: 'a@example.com' } },
};

/** @type {Awaited<ReturnType<typeof createPgliteConnection>>} */
let connection;
/** @type {string[]} */
let statements = [];

before(async () => {
  connection = await createPgliteConnection({});
  // lite applies a request's context only once some table has row level security
  await connection.exec(
    'create role anon nologin; create role authenticated nologin; create table t (id int); alter table t enable row level security;',
  );
  const query = connection.driver.query.bind(connection.driver);
  connection.driver.query = (text, ...rest) => {
    statements.push(String(text).trim());
    return query(text, ...rest);
  };
  // the first request also sets up the roles' grants, once per connection
  await read(visitor);
});

after(async () => {
  await connection?.close();
});

/** A compiled raw query as kysely runs it (kysely is lite's dependency, not the portal's). */
const raw = (text) => ({ sql: text, parameters: [], query: { kind: 'RawNode', sqlFragments: [text], parameters: [] } });

/** What SQL sees inside the request, and the statements lite sent around the read. */
async function read(context) {
  statements = [];
  const { rows } = await connection.withContext(context, (tx) =>
    tx.executeQuery(
      raw(`select current_user as "user", current_setting('request.jwt.claim.sub', true) as sub,
                  current_setting('request.jwt.claim.role', true) as role,
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb as claims`),
    ),
  );
  return { seen: rows[0], sent: statements.filter((text) => !/^select current_user/.test(text)) };
}

test('a signed-in request sets its role and claims in one statement', async () => {
  const { seen, sent } = await read(signedIn);
  assert.deepEqual(seen, { user: 'authenticated', sub: USER_ID, role: 'authenticated', claims: signedIn.auth.jwt });
  assert.equal(sent.filter((text) => text.includes('set_config')).length, 1);
  assert.deepEqual(
    sent.map((text) => text.split('(')[0].trim()),
    ['BEGIN', 'SELECT set_config', 'SET LOCAL ROLE "authenticated"', 'COMMIT'],
  );
});

test('a visitor costs the same statements and sees only the anon claims', async () => {
  const { seen, sent } = await read(visitor);
  assert.deepEqual(seen, { user: 'anon', sub: '', role: 'anon', claims: { role: 'anon' } });
  assert.equal(sent.length, (await read(signedIn)).sent.length);
});

test('the settings do not outlive their request', async () => {
  await read(signedIn);
  const { rows } = await connection.kysely.executeQuery(
    raw(`select current_user as "user", current_setting('request.jwt.claims', true) as claims`),
  );
  assert.notEqual(rows[0].user, 'authenticated');
  assert.ok(!rows[0].claims, 'no claims outside a request');
  assert.equal((await read(visitor)).seen.sub, '');
});
