// Schema guard for /rest/v1 writes. lite binds JSON values straight into
// PostgreSQL parameters: an object or a boolean for a timestamptz[] column once
// wedged PGlite's protocol writer for every user (fixed underneath by
// patches/@electric-sql+pglite+0.4.5.patch; lite still answers it with a 500
// TypeError). PostgREST would answer 400, so values whose JSON shape cannot fit
// the column are refused here with a PostgREST-like body.
import { GatewayError } from './replies.mjs';

/**
 * array: a JSON array of scalars (or null); json-array: jsonb[] (array, any items);
 * json: any JSON; scalar: no objects or arrays.
 * @typedef {'array' | 'json-array' | 'json' | 'scalar'} Kind
 * @typedef {{ tables: Record<string, Record<string, Kind>>, functions: Record<string, Record<string, Kind> | null> }} Schema
 */

/** @type {Schema} */
export const EMPTY_SCHEMA = { tables: {}, functions: {} };

/**
 * @param {{ data_type: string, udt_name: string }} column information_schema names
 * @returns {Kind}
 */
export function kindOf({ data_type: dataType, udt_name: udtName }) {
  if (dataType === 'ARRAY') return udtName === '_json' || udtName === '_jsonb' ? 'json-array' : 'array';
  if (dataType === 'json' || dataType === 'jsonb') return 'json';
  return 'scalar';
}

/** @param {unknown} value */
const shape = (value) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`);

/** @param {unknown} value @param {Kind} kind @returns {string | null} why the value does not fit */
function misfit(value, kind) {
  if (value === null || kind === 'json') return null;
  if (kind === 'scalar') return value !== null && typeof value === 'object' ? `got ${shape(value)}, expected a single value` : null;
  if (!Array.isArray(value)) return `got ${shape(value)}, expected a JSON array`;
  if (kind === 'json-array') return null;
  const bad = value.find((item) => item !== null && typeof item === 'object');
  return bad === undefined ? null : `an array item is ${shape(bad)}, expected single values`;
}

/**
 * @param {string} what  e.g. column "proposed_times" of table "meeting_requests"
 * @param {string} why
 */
const refusal = (what, why) =>
  new GatewayError(400, `Invalid value for ${what}: ${why}`, {
    code: '22P02',
    errorCode: 'validation_failed',
    hint: 'Send the JSON type the column or argument has (arrays as JSON arrays of values).',
  });

/**
 * @param {Record<string, unknown>} row
 * @param {Record<string, Kind>} kinds
 * @param {(name: string) => string} describe
 */
function checkRow(row, kinds, describe) {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return;
  for (const [name, value] of Object.entries(row)) {
    const kind = kinds[name];
    if (!kind) continue; // unknown column: lite answers PGRST204 itself
    const why = misfit(value, kind);
    if (why) throw refusal(describe(name), why);
  }
}

/**
 * Throws a 400 GatewayError when a write body cannot fit the schema.
 * @param {{ method: string, pathname: string, body: unknown, prefer?: string, schema: Schema }} request
 * @returns {'ok' | 'unknown'} unknown: the table or function is not in the schema snapshot
 */
export function checkWrite({ method, pathname, body, prefer = '', schema }) {
  if (!['POST', 'PATCH', 'PUT'].includes(method) || body === undefined) return 'ok';
  const rest = pathname.replace(/^\/rest\/v1\/?/, '');
  const rpc = /^rpc\/([^/]+)$/.exec(rest);
  if (rpc) {
    const name = decodeURIComponent(rpc[1]);
    if (!(name in schema.functions)) return 'unknown';
    const args = schema.functions[name];
    // a single unnamed json argument or params=single-object takes the whole body
    if (!args || /params=single-object/.test(prefer)) return 'ok';
    checkRow(/** @type {Record<string, unknown>} */ (body), args, (arg) => `argument "${arg}" of function "${name}"`);
    return 'ok';
  }
  if (!/^[^/]+$/.test(rest)) return 'ok';
  const table = decodeURIComponent(rest);
  const columns = schema.tables[table];
  if (!columns) return 'unknown';
  const rows = Array.isArray(body) ? body : [body];
  for (const row of rows) {
    checkRow(/** @type {Record<string, unknown>} */ (row), columns, (column) => `column "${column}" of table "${table}"`);
  }
  return 'ok';
}
