// Schema guard for /rest/v1 writes. lite binds JSON values straight into
// PostgreSQL parameters: an object or a boolean for a timestamptz[] column once
// wedged PGlite's protocol writer for every user (fixed underneath by
// patches/@electric-sql+pglite+0.4.5.patch; lite still answers it with a 500
// TypeError). PostgREST would answer 400, so values whose JSON shape cannot fit
// the column are refused here with a PostgREST-like body.
import { GatewayError, own } from './replies.mjs';

/**
 * What JSON a column or argument takes, from its PostgreSQL type:
 * text: a string (or a number, which PostgreSQL turns into text as PostgREST does);
 * boolean: true/false or a string PostgreSQL reads as a boolean (rewritten to true/false, since
 *   PGlite's parameter writer takes only JSON booleans); number: a number or a string (PostgreSQL
 *   judges the string and answers 22P02 itself); string: a string only (date, time, timestamptz,
 *   uuid, inet...: PGlite turns numbers into epoch dates and throws on booleans, PostgreSQL
 *   answers bad formats with 22P02/22007/22008 itself); scalar: anything but objects and arrays
 *   (other types); json: any JSON; json-array: jsonb[], any array; array:<element kind>: a JSON
 *   array whose items fit the element kind (or null); array: items of an unknown type.
 * @typedef {'text' | 'boolean' | 'number' | 'string' | 'scalar' | 'json' | 'json-array' | 'array' | `array:${string}`} Kind
 * readOnlyFunctions: public functions that are all stable or immutable (pg_proc.provolatile).
 * @typedef {{ tables: Record<string, Record<string, Kind>>, functions: Record<string, Record<string, Kind> | null>,
 *             readOnlyFunctions: string[] }} Schema
 */

/** @type {Schema} */
export const EMPTY_SCHEMA = { tables: {}, functions: {}, readOnlyFunctions: [] };

/**
 * Whether a request only reads. The one place that decides it: a function call by the
 * function (rpc() is always a POST, and a GET may run a volatile function), anything
 * else by its method.
 * @param {{ method: string, pathname: string, schema: Schema }} request
 */
export function isReadOnlyCall({ method, pathname, schema }) {
  const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(pathname);
  if (!rpc) return method === 'GET' || method === 'HEAD';
  if (!['GET', 'HEAD', 'POST'].includes(method)) return false;
  let name;
  try {
    name = decodeURIComponent(rpc[1]);
  } catch {
    return false;
  }
  return (schema.readOnlyFunctions ?? []).includes(name);
}

const TEXT = new Set(['text', 'varchar', 'bpchar', 'char', 'name', 'citext']);
const BOOLEAN = new Set(['bool']);
const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING = new Set([
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'uuid',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'bytea',
]);

/** @param {string} udt  a udt_name without the array underscore @param {string} [typtype] pg_type.typtype ('e' enum) */
function scalarKind(udt, typtype) {
  if (udt === 'json' || udt === 'jsonb') return 'json';
  if (TEXT.has(udt) || typtype === 'e') return 'text';
  if (BOOLEAN.has(udt)) return 'boolean';
  if (NUMBER.has(udt)) return 'number';
  if (STRING.has(udt)) return 'string';
  return 'scalar';
}

/**
 * @param {{ data_type: string, udt_name: string, typtype?: string | null, element_typtype?: string | null }} column
 *   information_schema names (udt_name of a domain column is its base type); typtype from pg_type
 * @returns {Kind}
 */
export function kindOf({ data_type: dataType, udt_name: udtName, typtype, element_typtype: elementTyptype }) {
  if (dataType === 'ARRAY') {
    const element = scalarKind(udtName.replace(/^_/, ''), elementTyptype ?? undefined);
    if (element === 'json') return 'json-array';
    return element === 'scalar' ? 'array' : `array:${element}`;
  }
  if (dataType === 'json' || dataType === 'jsonb') return 'json';
  return scalarKind(udtName, typtype ?? undefined);
}

/** PostgreSQL's boolean input (bool.c): white space trimmed, case-insensitive prefixes. @param {string} text @returns {boolean | null} */
export function parseBoolean(text) {
  const value = text.replace(/^[ \t\n\r\v\f]+|[ \t\n\r\v\f]+$/g, '').toLowerCase();
  if (!value) return null;
  const prefixOf = (word, min = 1) => value.length >= min && word.startsWith(value);
  if (value === '1' || prefixOf('true') || prefixOf('yes') || prefixOf('on', 2)) return true;
  if (value === '0' || prefixOf('false') || prefixOf('no') || prefixOf('off', 2)) return false;
  return null;
}

/** @param {unknown} value */
const shape = (value) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;

const EXPECTED = {
  text: 'text (a JSON string)',
  boolean: 'a boolean (true or false)',
  number: 'a number',
  string: 'a JSON string (dates, times, uuids and addresses are sent as text)',
  scalar: 'a single value',
};

/**
 * @param {unknown} value  not null
 * @param {'text' | 'boolean' | 'number' | 'string' | 'scalar'} kind
 * @returns {{ why: string } | { value: boolean } | null} why it does not fit, a rewritten value, or null (fits)
 */
function checkScalar(value, kind) {
  const wrong = () => ({ why: `got ${shape(value)}, expected ${EXPECTED[kind]}` });
  if (typeof value === 'object') return wrong(); // objects and arrays never fit a single value
  switch (kind) {
    case 'text':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? null : wrong();
    case 'boolean': {
      if (typeof value === 'boolean') return null;
      if (typeof value !== 'string') return wrong();
      const parsed = parseBoolean(value);
      return parsed === null ? { why: `invalid input syntax for type boolean: ${JSON.stringify(value)}` } : { value: parsed };
    }
    case 'number':
      return typeof value === 'string' || typeof value === 'number' ? null : wrong();
    case 'string':
      return typeof value === 'string' ? null : wrong();
    default:
      return null;
  }
}

/**
 * Checks one value; a boolean string is rewritten through `set` (array items in place).
 * @param {unknown} value @param {Kind} kind @param {(fixed: unknown) => void} set
 * @returns {string | null} why the value does not fit
 */
function misfit(value, kind, set) {
  if (value === null || kind === 'json') return null;
  if (kind === 'json-array' || kind === 'array' || kind.startsWith('array:')) {
    if (!Array.isArray(value)) return `got ${shape(value)}, expected a JSON array`;
    if (kind === 'json-array') return null;
    const element = kind === 'array' ? 'scalar' : /** @type {any} */ (kind.slice('array:'.length));
    const items = /** @type {unknown[]} */ (value);
    for (let i = 0; i < items.length; i += 1) {
      const item = items[i];
      if (item === null) continue;
      if (typeof item === 'object') return `an array item is ${shape(item)}, expected single values`;
      const result = checkScalar(item, element);
      if (result && 'why' in result) return `an array item: ${result.why}`;
      if (result) {
        items[i] = result.value;
        set(items);
      }
    }
    return null;
  }
  const result = checkScalar(value, /** @type {any} */ (kind));
  if (result && 'why' in result) return result.why;
  if (result) set(result.value);
  return null;
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
 * @returns {boolean} whether a value was rewritten
 */
function checkRow(row, kinds, describe) {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return false;
  let rewritten = false;
  for (const [name, value] of Object.entries(row)) {
    const kind = own(kinds, name);
    if (typeof kind !== 'string') continue; // unknown column: lite answers PGRST204 itself
    const why = misfit(value, kind, (fixed) => {
      row[name] = fixed;
      rewritten = true;
    });
    if (why) throw refusal(describe(name), why);
  }
  return rewritten;
}

/**
 * Throws a 400 GatewayError when a write body cannot fit the schema. Boolean strings
 * PostgreSQL would read ("yes", "off", " t ") are rewritten to JSON booleans in `body` itself.
 * @param {{ method: string, pathname: string, body: unknown, prefer?: string, schema: Schema }} request
 * @returns {'ok' | 'rewritten' | 'unknown'} rewritten: the body was changed (send it re-serialised);
 *   unknown: the table or function is not in the schema snapshot
 */
export function checkWrite({ method, pathname, body, prefer = '', schema }) {
  if (!['POST', 'PATCH', 'PUT'].includes(method) || body === undefined) return 'ok';
  const rest = pathname.replace(/^\/rest\/v1\/?/, '');
  const rpc = /^rpc\/([^/]+)$/.exec(rest);
  if (rpc) {
    const name = decodeURIComponent(rpc[1]);
    if (!Object.hasOwn(schema.functions, name)) return 'unknown';
    const args = own(schema.functions, name);
    // a single unnamed json argument or params=single-object takes the whole body
    if (!args || /params=single-object/.test(prefer)) return 'ok';
    const rewritten = checkRow(/** @type {Record<string, unknown>} */ (body), args, (arg) => `argument "${arg}" of function "${name}"`);
    return rewritten ? 'rewritten' : 'ok';
  }
  if (!/^[^/]+$/.test(rest)) return 'ok';
  const table = decodeURIComponent(rest);
  const columns = own(schema.tables, table);
  if (!columns) return 'unknown';
  const rows = Array.isArray(body) ? body : [body];
  let rewritten = false;
  for (const row of rows) {
    if (checkRow(/** @type {Record<string, unknown>} */ (row), columns, (column) => `column "${column}" of table "${table}"`))
      rewritten = true;
  }
  return rewritten ? 'rewritten' : 'ok';
}
