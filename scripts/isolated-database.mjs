// Databases of their own on a shared PostgreSQL server: each backend the tests start gets one, so no test
// file sees rows another left behind, and drops it when it stops. A migrated and seeded database can serve
// as the template of the next ones: PostgreSQL copies it in well under a second, where migrating, seeding
// and signing the demo accounts up again takes several.
import { randomUUID } from 'node:crypto';

const NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** Database names are interpolated into DDL (it takes no parameters): only plain lowercase identifiers pass. */
function identifier(name) {
  if (!NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
}

/** Runs `work` on a connection to the server's database named in `serverUrl` (the maintenance database). */
async function onServer(serverUrl, work) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${identifier(name)}`;
  return url.toString();
}

export const newDatabaseName = (prefix) => identifier(`${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`);

export async function databaseExists(serverUrl, name) {
  const rows = await onServer(serverUrl, (sql) => sql`select 1 from pg_database where datname = ${identifier(name)}`);
  return rows.length > 0;
}

/** Creates a database, empty or as a copy of `template` (which must have no open connection). */
export async function createDatabase(serverUrl, name, { template } = {}) {
  const from = template ? ` template ${identifier(template)}` : '';
  await onServer(serverUrl, (sql) => sql.unsafe(`create database ${identifier(name)}${from}`));
}

/** Drops a database, closing whatever connections it still has. */
export async function dropDatabase(serverUrl, name) {
  await onServer(serverUrl, (sql) => sql.unsafe(`drop database if exists ${identifier(name)} with (force)`));
}
