// Where the limits' counters live (the rate limits and the sign-in lockout). By default in
// this process's memory: right for one gateway per backend. Several gateway instances (behind
// a load balancer, or a restart that must not forgive the counters) share them in
// PostgreSQL instead: rate-limiter-flexible's RateLimiterPostgres for the rate limits, and a
// table of its own for the lockout's failure counts, updated with one atomic upsert per count.
// Both tables live in their own schema, `gateway_limits`, which no Supabase service and no
// API role uses: nothing there is reachable through /rest/v1.
//
// When the store does not answer, limits fail open to memory: each process keeps counting on
// its own (rate-limiter-flexible's insuranceLimiter, and the lockout's in-memory twin) and one
// line a minute is logged. Failing closed would turn a database hiccup into every sign-in,
// sign-up and signed-out write of every user answering 429; per-process counting still stops
// a flood, only with the limits multiplied by the number of instances for that while.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';

export const LIMITS_SCHEMA = 'gateway_limits';
const RATE_TABLE = 'rate_limits';
const LOCKOUT_TABLE = `${LIMITS_SCHEMA}.lockout`;
/** a limit that waits longer than this on its store delays the request more than failing open costs */
const STORE_TIMEOUT_MS = 2000;
/** after a failure the store is left alone this long, so an outage costs one slow request, not all */
const PAUSE_AFTER_FAILURE_MS = 5000;
const LOG_INTERVAL_MS = 60_000;
const CLEANUP_INTERVAL_MS = 5 * 60_000;
/** longer keys (an e-mail address can be long) are stored as their hash: the primary key index has a size limit */
const MAX_KEY_LENGTH = 200;

/**
 * The lockout's failure counts per key.
 * @typedef {object} FailureCounts
 * @property {(key: string, nowMs: number, forgetMs: number) => Promise<number>} record
 *   one more failure, forgotten forgetMs after this one; resolves to the count (1 when the earlier ones were already forgotten)
 * @property {(key: string, untilMs: number) => Promise<void>} holdUntil  the key's gate stays closed until then (never shortened)
 * @property {(keys: string[], nowMs: number) => Promise<number>} heldUntil  the latest hold among the keys not yet forgotten, 0 for none
 * @property {(key: string) => Promise<void>} clear
 */

/**
 * @typedef {object} LimitsStore
 * @property {'memory' | 'postgres'} kind
 * @property {(options: { keyPrefix: string, points: number, duration: number }) => { consume: (key: string) => Promise<unknown> }} rateLimiter
 * @property {FailureCounts | null} failures  null: the lockout keeps its counts in memory
 * @property {() => Promise<void>} close
 */

/** @type {LimitsStore} */
export const MEMORY_STORE = Object.freeze({
  kind: /** @type {const} */ ('memory'),
  rateLimiter: (/** @type {{ keyPrefix: string, points: number, duration: number }} */ options) => new RateLimiterMemory(options),
  failures: null,
  close: async () => {},
});

/** @param {string} key */
const compactKey = (key) => (key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/** @param {string} url @returns {string} the URL without its password, for logs */
function withoutPassword(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable URL';
  }
}

/**
 * Opens the store named by the limits_store setting: unset or "memory" for this process's
 * memory, or a postgres:// URL. A database that does not answer at start is not an error
 * (limits fail open and the store is tried again on later requests).
 * @param {{ url?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<LimitsStore>}
 */
export async function openLimitsStore({ url, log = () => {} } = {}) {
  if (!url || url === 'memory') return MEMORY_STORE;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`limits_store must be "memory" or a postgres:// URL, got ${withoutPassword(url)}`);
  }
  const where = withoutPassword(url);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 3,
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
    allowExitOnIdle: true,
    application_name: 'portal-gateway-limits',
  });

  /** @type {Promise<unknown> | null} */
  let tablesReady = null;
  let pausedUntil = 0;
  let lastLoggedAt = -Infinity;
  let failing = false;

  /** @param {unknown} error */
  const failed = (error) => {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    // the schema may have been dropped (a database reset): create it again on the next try
    tablesReady = null;
    failing = true;
    if (Date.now() - lastLoggedAt < LOG_INTERVAL_MS) return;
    lastLoggedAt = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    log(`limits store ${where} failed (${reason}): limits are counted in this process only until it answers again`);
  };
  // an idle connection that breaks (the database restarted) is reported here, not thrown
  pool.on('error', failed);

  /** @param {{ text: string, values?: unknown[], name?: string }} query */
  const run = async (query) => {
    if (Date.now() < pausedUntil) throw new Error('limits store paused after a failure');
    try {
      tablesReady ??= pool.query(CREATE_TABLES);
      await tablesReady;
      const result = await pool.query(query);
      if (failing) {
        failing = false;
        log(`limits store ${where} answers again: limits are shared again`);
      }
      return result;
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  const cleanup = setInterval(() => {
    const now = Date.now();
    run({ text: `delete from ${LIMITS_SCHEMA}.${RATE_TABLE} where expire < $1::bigint`, values: [now] })
      .then(() => run({ text: `delete from ${LOCKOUT_TABLE} where forget_at < $1::bigint`, values: [now] }))
      .catch(() => {});
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  try {
    await run({ text: 'select 1' });
    log(`limits shared through PostgreSQL at ${where} (schema ${LIMITS_SCHEMA})`);
  } catch {
    // logged by run(); requests count in memory until the store answers
  }

  /** @type {FailureCounts} */
  const failures = {
    async record(key, nowMs, forgetMs) {
      const { rows } = await run({
        name: 'gateway-lockout-record',
        // every SET expression sees the row as it was before this upsert
        text: `insert into ${LOCKOUT_TABLE} as entry (key, failures, forget_at, held_until)
               values ($1, 1, $2::bigint + $3::bigint, 0)
               on conflict (key) do update set
                 failures = case when entry.forget_at < $2::bigint then 1 else entry.failures + 1 end,
                 held_until = case when entry.forget_at < $2::bigint then 0 else entry.held_until end,
                 forget_at = $2::bigint + $3::bigint
               returning failures`,
        values: [compactKey(key), nowMs, forgetMs],
      });
      return Number(rows[0].failures);
    },
    async holdUntil(key, untilMs) {
      await run({
        name: 'gateway-lockout-hold',
        text: `update ${LOCKOUT_TABLE} set held_until = greatest(held_until, $2::bigint) where key = $1`,
        values: [compactKey(key), untilMs],
      });
    },
    async heldUntil(keys, nowMs) {
      const { rows } = await run({
        name: 'gateway-lockout-held',
        text: `select coalesce(max(held_until), 0) as until from ${LOCKOUT_TABLE} where key = any($1::text[]) and forget_at >= $2::bigint`,
        values: [keys.map(compactKey), nowMs],
      });
      return Number(rows[0].until);
    },
    async clear(key) {
      await run({ name: 'gateway-lockout-clear', text: `delete from ${LOCKOUT_TABLE} where key = $1`, values: [compactKey(key)] });
    },
  };

  return {
    kind: 'postgres',
    rateLimiter({ keyPrefix, points, duration }) {
      const limiter = new RateLimiterPostgres({
        // run() as the client: every query gets the timeout, the pause after a failure and the log line
        storeClient: { query: run },
        storeType: 'pool',
        schemaName: LIMITS_SCHEMA,
        tableName: RATE_TABLE,
        // CREATE_TABLES makes it (and again after a reset); one cleanup timer serves every limiter
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration,
        // fail open: while the store does not answer, this process counts on its own
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      });
      return { consume: (key) => limiter.consume(compactKey(key)) };
    },
    failures,
    async close() {
      clearInterval(cleanup);
      await pool.end();
    },
  };
}

// One statement list, one implicit transaction: the advisory lock keeps two gateways starting
// at once from racing on CREATE (PostgreSQL's IF NOT EXISTS is not safe against that).
// rate_limits has the columns RateLimiterPostgres reads and writes; its key is text, not the
// library's varchar(255), and long keys are hashed (compactKey).
const CREATE_TABLES = `
select pg_advisory_xact_lock(hashtext('${LIMITS_SCHEMA}'));
create schema if not exists ${LIMITS_SCHEMA};
create table if not exists ${LIMITS_SCHEMA}.${RATE_TABLE} (
  key text primary key,
  points integer not null default 0,
  expire bigint
);
create table if not exists ${LOCKOUT_TABLE} (
  key text primary key,
  failures integer not null,
  forget_at bigint not null,
  held_until bigint not null default 0
);`;
