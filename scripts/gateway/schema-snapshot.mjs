// Column and rpc-argument types for the schema guard. lite 0.10's OpenAPI
// document (GET /rest/v1/ with the secret key) is a stub without definitions, so
// the types come from information_schema: on PGlite read before `lite start`
// (one process per data dir), on PostgreSQL at any time.
// `node scripts/gateway/schema-snapshot.mjs --pglite <dir>` prints the snapshot as JSON.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindOf } from './schema-guard.mjs';

// typtype tells enums ('e') from other user-defined types; element_typtype the same for arrays
const TYPE_JOINS = (schema, name) => `left join pg_catalog.pg_namespace tn on tn.nspname = ${schema}
  left join pg_catalog.pg_type t on t.typnamespace = tn.oid and t.typname = ${name}
  left join pg_catalog.pg_type e on e.oid = t.typelem and t.typcategory = 'A'`;
const COLUMNS_SQL = `select c.table_name, c.column_name, c.data_type, c.udt_name, t.typtype::text as typtype, e.typtype::text as element_typtype
  from information_schema.columns c
  ${TYPE_JOINS('c.udt_schema', 'c.udt_name')}
 where c.table_schema = 'public'`;
// IN and INOUT arguments of public functions; an unnamed argument means the
// function takes the whole body (single json argument) and is not checked.
const ARGUMENTS_SQL = `select r.routine_name, r.specific_name, p.parameter_name, p.data_type, p.udt_name,
       t.typtype::text as typtype, e.typtype::text as element_typtype
  from information_schema.routines r
  left join information_schema.parameters p
    on p.specific_schema = r.specific_schema and p.specific_name = r.specific_name
   and p.parameter_mode in ('IN', 'INOUT')
  ${TYPE_JOINS('p.udt_schema', 'p.udt_name')}
 where r.specific_schema = 'public'`;

// the volatility of the project's own public functions (not an extension's such as
// pg_trgm's): 'i' immutable and 's' stable cannot write (PostgreSQL refuses
// INSERT/UPDATE/DELETE inside them), 'v' volatile may
const VOLATILITY_SQL = `select p.proname as routine_name, p.provolatile::text as volatility
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where n.nspname = 'public' and p.prokind = 'f'
   and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

/**
 * @param {Array<Record<string, string>>} columns
 * @param {Array<Record<string, string | null>>} args
 * @param {Array<{ routine_name: string, volatility: string }>} [volatility]
 * @returns {import('./schema-guard.mjs').Schema}
 */
export function buildSchema(columns, args, volatility = []) {
  /** @type {import('./schema-guard.mjs').Schema} */
  const schema = { tables: Object.create(null), functions: Object.create(null), readOnlyFunctions: [] };
  for (const column of columns) {
    (schema.tables[column.table_name] ??= Object.create(null))[column.column_name] = kindOf(/** @type {any} */ (column));
  }
  /** @type {Map<string, Map<string, Record<string, string>>>} */
  const overloads = new Map();
  const opaque = new Set();
  for (const arg of args) {
    const name = /** @type {string} */ (arg.routine_name);
    if (!overloads.has(name)) overloads.set(name, new Map());
    if (arg.data_type === null || arg.data_type === undefined) continue; // no arguments
    if (!arg.parameter_name) opaque.add(name);
    else overloads.get(name)?.set(`${arg.specific_name}:${arg.parameter_name}`, /** @type {Record<string, string>} */ (arg));
  }
  for (const [name, params] of overloads) {
    if (opaque.has(name)) {
      schema.functions[name] = null;
      continue;
    }
    /** @type {Record<string, import('./schema-guard.mjs').Kind>} */
    const kinds = Object.create(null);
    for (const param of params.values()) {
      const kind = kindOf(/** @type {any} */ (param));
      const key = /** @type {string} */ (param.parameter_name);
      // overloads that disagree on an argument's shape: accept anything there
      kinds[key] = Object.hasOwn(kinds, key) && kinds[key] !== kind ? 'json' : kind;
    }
    schema.functions[name] = kinds;
  }
  // a read only when every overload of that name is stable or immutable
  const writes = new Set(volatility.filter((f) => f.volatility !== 's' && f.volatility !== 'i').map((f) => f.routine_name));
  schema.readOnlyFunctions = [...new Set(volatility.map((f) => f.routine_name))].filter((name) => !writes.has(name)).sort();
  return schema;
}

/** @param {(sql: string) => Promise<Array<Record<string, any>>>} query */
async function snapshotWith(query) {
  return buildSchema(
    await query(COLUMNS_SQL),
    await query(ARGUMENTS_SQL),
    /** @type {Array<{ routine_name: string, volatility: string }>} */ (await query(VOLATILITY_SQL)),
  );
}

/**
 * @param {{ databaseUrl?: string, pgliteDir?: string }} source
 * @returns {Promise<import('./schema-guard.mjs').Schema>}
 */
export async function loadSchema({ databaseUrl, pgliteDir }) {
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await snapshotWith((text) => sql.unsafe(text));
    } finally {
      await sql.end();
    }
  }
  if (!pgliteDir) throw new Error('loadSchema needs databaseUrl or pgliteDir');
  // a child process: PGlite's WASM heap is returned to the system when it exits
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--pglite', pgliteDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`schema snapshot failed (${code}): ${err.slice(-500)}`));
    });
  });
}

async function main() {
  const dir = process.argv[process.argv.indexOf('--pglite') + 1];
  const { createPgliteConnection } = await import('@supabase/lite/pglite');
  const connection = await createPgliteConnection({ url: dir });
  try {
    const schema = await snapshotWith(async (text) => /** @type {{ rows: any[] }} */ (await connection.exec(text)).rows);
    process.stdout.write(`${JSON.stringify(schema)}\n`);
  } finally {
    await connection.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
