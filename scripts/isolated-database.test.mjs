import { test } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { createDatabase, databaseExists, databaseUrl, dropDatabase, newDatabaseName } from './isolated-database.mjs';

const serverUrl = process.env.TEST_DATABASE_URL;

test('only a plain lowercase identifier reaches the DDL', () => {
  assert.throws(() => databaseUrl('postgres://127.0.0.1/postgres', 'x; drop database postgres'), /not a plain database name/);
  assert.throws(() => databaseUrl('postgres://127.0.0.1/postgres', 'Portal'), /not a plain database name/);
  assert.equal(databaseUrl('postgres://u@127.0.0.1:5432/postgres', 'portal_test_1'), 'postgres://u@127.0.0.1:5432/portal_test_1');
  assert.match(newDatabaseName('portal_test'), /^portal_test_[0-9a-f]{16}$/);
});

test(
  'a copy of a template holds its rows, and dropping closes what is still connected',
  { skip: !serverUrl && 'TEST_DATABASE_URL names no PostgreSQL server' },
  async () => {
    const template = newDatabaseName('portal_probe');
    const copy = newDatabaseName('portal_probe');
    try {
      await createDatabase(serverUrl, template);
      const source = postgres(databaseUrl(serverUrl, template), { max: 1, onnotice: () => {} });
      await source`create table seeded (note text)`;
      await source`insert into seeded values ('from the template')`;
      await source.end();

      await createDatabase(serverUrl, copy, { template });
      const copied = postgres(databaseUrl(serverUrl, copy), { max: 1, onnotice: () => {} });
      assert.deepEqual([...(await copied`select note from seeded`)], [{ note: 'from the template' }]);
      // a connection left open (a backend killed before it stopped) does not keep the database alive
      await dropDatabase(serverUrl, copy);
      assert.equal(await databaseExists(serverUrl, copy), false);
      await copied.end().catch(() => {});
    } finally {
      await dropDatabase(serverUrl, copy);
      await dropDatabase(serverUrl, template);
    }
  },
);
