// lite as patched (patches/@supabase+lite+0.10.0.patch): a REST request's role and JWT claims
// reach PostgreSQL in one statement (plus SET LOCAL ROLE), for a visitor and a signed-in user
// alike, with the same values as before and only for the length of the request; and a signed-in
// REST read sends no auth.users / auth.sessions lookup (the REST handler verifies the token itself).
// End to end through lite and the gateway: supabase/tests/signed-in-reads.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { App } from '@supabase/lite';
import { createPgliteConnection } from '@supabase/lite/pglite';
import { SignJWT } from 'jose';

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

test('a signed-in REST read costs the statements of an anonymous one, and sees its user', async () => {
  const secret = 'a-jwt-key-for-this-check-only-0123456789';
  const publishableKey = 'sb_publishable_check';
  const db = await createPgliteConnection({});
  try {
    const app = await new App({
      connection: db,
      api: { enabled: true },
      auth: { enabled: true, jwt_secret: secret, publishable_key: publishableKey },
    }).init();
    await db.exec(
      `create role anon nologin; create role authenticated nologin;
       create table public.notes (id int, owner uuid default (current_setting('request.jwt.claim.sub', true))::uuid);
       alter table public.notes enable row level security;
       create policy own on public.notes for select using (owner::text = current_setting('request.jwt.claim.sub', true));
       grant select on public.notes to anon, authenticated;
       insert into public.notes (id, owner) values (1, '${USER_ID}'), (2, gen_random_uuid());`,
    );
    const token = await new SignJWT({ role: 'authenticated', session_id: '6f0d3c52-8a51-4f1e-9d53-0f7d1b2e4c99' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(USER_ID)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    const get = async (bearer) => {
      const sent = [];
      const query = db.driver.query.bind(db.driver);
      db.driver.query = (text, ...rest) => {
        sent.push(String(text).trim());
        return query(text, ...rest);
      };
      const response = await app.fetch(
        new Request('http://localhost/rest/v1/notes?select=id', { headers: { apikey: publishableKey, authorization: `Bearer ${bearer}` } }),
      );
      db.driver.query = query;
      return {
        status: response.status,
        rows: await response.json(),
        sent: sent.filter((text) => !/pg_catalog|information_schema|^SELECT current_database|^GRANT|^ALTER DEFAULT/i.test(text)),
      };
    };
    await get(publishableKey); // the schema cache and the roles' grants, once

    const visitor = await get(publishableKey);
    const user = await get(token);
    assert.deepEqual([visitor.status, visitor.rows], [200, []]);
    assert.deepEqual([user.status, user.rows], [200, [{ id: 1 }]]);
    assert.ok(!user.sent.some((text) => /"auth"\."(users|sessions)"/.test(text)), user.sent.join('\n'));
    assert.equal(user.sent.length, visitor.sent.length);
  } finally {
    await db.close();
  }
});
