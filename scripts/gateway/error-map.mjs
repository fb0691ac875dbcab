// Error mapping. lite answers errors it has no rule for (check violations,
// `raise exception` without errcode, driver TypeErrors) with HTTP 500 and code
// "SUP", the SQLSTATE lost and only "error: <message>" kept. PostgREST answers
// them with 400/403/409, so the gateway recognises them by message and maps
// them; anything it cannot recognise stays a 500 with a generic message, so no
// internal text or stack reaches a client.

/**
 * @typedef {{ status: number, body: Record<string, unknown>, wedged?: boolean }} Mapped
 */

export const GENERIC_MESSAGE = 'Internal server error';
// how lite prefixes a PostgreSQL error: "error: " from PGlite, "PostgresError: " from the postgres driver
const DATABASE_ERROR_PREFIX = /^(?:error|PostgresError): /;
export const WEDGE_PATTERN = /current transaction is aborted|invalid message format/i;

/** [pattern, status, SQLSTATE] in order; status 0 = 403 for a signed-in user, 401 for anon */
const RULES = [
  [/violates check constraint/i, 400, '23514'],
  [/violates not-null constraint/i, 400, '23502'],
  [/duplicate key value violates unique constraint/i, 409, '23505'],
  [/violates foreign key constraint/i, 409, '23503'],
  [/violates exclusion constraint/i, 409, '23P01'],
  [/violates row-level security policy/i, 0, '42501'],
  [/^permission denied/i, 0, '42501'],
  [/value too long/i, 400, '22001'],
  [/invalid byte sequence/i, 400, '22021'],
  [/out of range/i, 400, '22003'],
  [/division by zero/i, 400, '22012'],
  [/invalid input syntax|invalid input value|malformed (array|range|record) literal/i, 400, '22P02'],
];

// PostgreSQL errors that are the server's fault, never a rule the caller broke
const INTERNAL =
  /could not|out of memory|terminating connection|deadlock|canceling statement|internal error|cache lookup failed|unexpected|no space left/i;

/**
 * @param {{ status: number, body: any, signedIn: boolean, family: import('./replies.mjs').Family }} answer
 * @returns {Mapped | null} null: leave the answer as it is
 */
export function mapUpstreamError({ status, body, signedIn, family }) {
  if (status < 500) return null;
  const generic = (code = 'XX000') =>
    family === 'auth'
      ? { status, body: { code: status, error_code: 'unexpected_failure', msg: GENERIC_MESSAGE } }
      : { status, body: { code, message: GENERIC_MESSAGE, details: null, hint: null } };
  if (family === 'auth' || !body || typeof body !== 'object') return generic();
  const raw = typeof body.message === 'string' ? body.message : '';
  if (WEDGE_PATTERN.test(raw)) {
    return {
      status: 503,
      wedged: true,
      body: { code: 'PGRST503', message: 'The database is recovering; try again in a few seconds', details: null, hint: null },
    };
  }
  if (body.code !== 'SUP') return generic(typeof body.code === 'string' && /^[0-9A-Z]{5}$/.test(body.code) ? body.code : 'XX000');
  // a driver TypeError for a value of the wrong JSON shape (the schema guard stops known cases)
  if (/ERR_INVALID_ARG_TYPE/.test(raw)) {
    return mapped(400, '22P02', 'Invalid value: a JSON value does not match the type of its column or argument');
  }
  // PGlite's parameter writer refusing a JSON value ("Invalid input for string/date/boolean type")
  // or turning a huge number into a date ("RangeError: Invalid time value"): the schema guard
  // stops the known cases; this catches a column or function the snapshot does not know yet
  const writer = /^(?:Error: )?Invalid input for (\w+) type/.exec(raw);
  if (writer) {
    return mapped(400, '22P02', `Invalid value: a JSON value does not fit a column or argument of type ${writer[1]}`);
  }
  if (/^RangeError: Invalid time value/.test(raw)) {
    return mapped(400, '22008', 'Invalid value: a date or time is out of range');
  }
  const databaseError = DATABASE_ERROR_PREFIX.exec(raw);
  if (!databaseError) return generic();
  const message = raw.slice(databaseError[0].length).split('\n')[0];
  for (const [pattern, ruleStatus, code] of RULES) {
    if (pattern.test(message)) return mapped(ruleStatus || (signedIn ? 403 : 401), code, message);
  }
  if (INTERNAL.test(message)) return generic();
  // what is left is a PostgreSQL error raised on purpose: `raise exception` (P0001)
  return mapped(400, 'P0001', message);
}

/** @param {number} status @param {string} code @param {string} message @returns {Mapped} */
function mapped(status, code, message) {
  return { status, body: { code, message, details: null, hint: null } };
}
