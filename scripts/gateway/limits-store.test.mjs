// The limits shared between gateway instances. The tests that need PostgreSQL create a
// throwaway database on GATEWAY_TEST_POSTGRES_URL's server (default: the local PostgreSQL on
// 127.0.0.1:5432, user postgres) and drop it at the end; without one they are skipped.
import { after, afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createLockout, createSharedLockout } from './lockout.mjs';
import { LIMITS_SCHEMA, openLimitsStore } from './limits-store.mjs';
import { fakeAuthUpstream, rawCall, startTestGateway } from './fake-lite.mjs';

const SERVER_URL = process.env.GATEWAY_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CHILD = fileURLToPath(new URL('./gateway-child.mjs', import.meta.url));

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** @param {string} url @param {string} sql */
async function runSql(url, sql) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @type {Promise<{ url: string } | { unavailable: string }> | undefined} */
let database;
after(async () => {
  const created = await database;
  if (created && 'url' in created) {
    const name = new URL(created.url).pathname.slice(1);
    await runSql(SERVER_URL, `drop database if exists ${name} with (force)`);
  }
});

/**
 * This run's database, with no limits tables yet (each test starts from empty counters);
 * null after skipping the test when PostgreSQL does not answer.
 * @param {import('node:test').TestContext} t
 */
async function sharedStoreUrl(t) {
  database ??= (async () => {
    const name = `gw_test_${process.pid}`;
    try {
      await runSql(SERVER_URL, `drop database if exists ${name} with (force)`);
      await runSql(SERVER_URL, `create database ${name}`);
    } catch (error) {
      return { unavailable: error instanceof Error ? error.message : String(error) };
    }
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return { url: url.toString() };
  })();
  const created = await database;
  if ('unavailable' in created) {
    t.skip(`PostgreSQL does not answer at ${new URL(SERVER_URL).host} (${created.unavailable}); set GATEWAY_TEST_POSTGRES_URL`);
    return null;
  }
  await runSql(created.url, `drop schema if exists ${LIMITS_SCHEMA} cascade`);
  return created.url;
}

/** A fake GoTrue (fake-lite.mjs), closed after the test. */
async function fakeAuth() {
  const upstream = await fakeAuthUpstream();
  cleanups.push(() => upstream.close());
  return upstream;
}

/**
 * A gateway in a child process of its own.
 * @param {string} target @param {Record<string, unknown>} options
 * @returns {Promise<{ url: string }>}
 */
async function startGatewayProcess(target, options) {
  const child = spawn(process.execPath, [CHILD, JSON.stringify({ target, rateLimitScale: 1, ...options })], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (errors += chunk));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    output += chunk;
    if (output.includes('\n')) return JSON.parse(output.split('\n')[0]);
  }
  throw new Error(`the gateway process ended before it listened: ${errors}`);
}

/** @param {string} base @param {string} [from] */
const recover = (base, from) =>
  rawCall(base, '/auth/v1/recover', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com' }),
  });

/** @param {string} base @param {string} from @param {string} password */
const signIn = (base, from, password) =>
  rawCall(base, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'victim@example.com', password }),
  });

test('two gateway processes sharing PostgreSQL: alternating e-mail requests hit the combined limit', async (t) => {
  const url = await sharedStoreUrl(t);
  if (!url) return;
  const upstream = await fakeAuth();
  const options = { limitsStore: url, rateLimits: { email_sent: 2 } };
  const [first, second] = await Promise.all([startGatewayProcess(upstream.url, options), startGatewayProcess(upstream.url, options)]);
  assert.equal((await recover(first.url)).status, 200);
  assert.equal((await recover(second.url)).status, 200);
  for (const gateway of [first, second]) {
    const refused = await recover(gateway.url);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error_code, 'over_email_send_rate_limit');
    assert.ok(Number(refused.headers['retry-after']) > 3000);
  }
  // another address has its own budget on either process
  assert.equal((await recover(second.url, '127.0.0.2')).status, 200);
  assert.equal(upstream.seen.length, 3);
});

test('two gateway processes sharing PostgreSQL: wrong passwords split between them lock the account and address', async (t) => {
  const url = await sharedStoreUrl(t);
  if (!url) return;
  const upstream = await fakeAuth();
  const options = { limitsStore: url, rateLimits: { wrong_passwords: 3 } };
  const [first, second] = await Promise.all([startGatewayProcess(upstream.url, options), startGatewayProcess(upstream.url, options)]);
  for (const gateway of [first, second, first]) assert.equal((await signIn(gateway.url, '127.0.0.3', 'wrong')).status, 400);
  for (const gateway of [second, first]) {
    const locked = await signIn(gateway.url, '127.0.0.3', 'right');
    assert.equal(locked.status, 429);
    assert.equal(locked.headers['retry-after'], '30');
    assert.match(locked.body.msg, /Too many failed sign-in attempts for this account/);
  }
  // the owner, elsewhere, signs in on either process; a right password clears only that address
  assert.equal((await signIn(second.url, '127.0.0.4', 'right')).status, 200);
  assert.equal((await signIn(first.url, '127.0.0.3', 'right')).status, 429);
});

/**
 * The lockout scenarios of lockout.test.mjs, awaited so that they run against either lockout.
 * @param {(options: { perAddress: number, perAccount: number, now: () => number }) => any} create
 */
async function lockoutScenarios(create) {
  /** @param {() => Promise<void> | void} check @returns {Promise<number>} Retry-After seconds, 0 when it passes */
  const waitOf = async (check) => {
    try {
      await check();
      return 0;
    } catch (error) {
      assert.equal(error.status, 429);
      return Number(error.headers['retry-after']);
    }
  };
  let clock = 1_000_000;
  const now = () => clock;
  const perAddress = create({ perAddress: 3, perAccount: 1000, now });
  const addressWaits = [];
  for (let i = 0; i < 2; i += 1) await perAddress.failed('v@x', 'A');
  addressWaits.push(await waitOf(() => perAddress.check('v@x', 'A')));
  for (let i = 0; i < 8; i += 1) {
    await perAddress.failed('v@x', 'A');
    addressWaits.push(await waitOf(() => perAddress.check('v@x', 'A')));
    clock += addressWaits.at(-1) * 1000;
    addressWaits.push(await waitOf(() => perAddress.check('v@x', 'A')));
  }
  const others = [await waitOf(() => perAddress.check('v@x', 'B')), await waitOf(() => perAddress.check('other@x', 'A'))];

  const clearing = create({ perAddress: 2, perAccount: 1000, now });
  await clearing.failed('w@x', 'A');
  await clearing.succeeded('w@x', 'A');
  await clearing.failed('w@x', 'A');
  const cleared = [await waitOf(() => clearing.check('w@x', 'A'))];
  await clearing.failed('w@x', 'A');
  cleared.push(await waitOf(() => clearing.check('w@x', 'A')));
  clock += 61 * 60 * 1000;
  await clearing.failed('w@x', 'A');
  cleared.push(await waitOf(() => clearing.check('w@x', 'A')));

  const account = create({ perAddress: 1000, perAccount: 5, now });
  for (let i = 0; i < 4; i += 1) await account.failed('z@x', `10.0.0.${i}`);
  const accountWaits = [await waitOf(() => account.check('z@x', 'owner'))];
  for (let i = 0; i < 10; i += 1) {
    await account.failed('z@x', `10.0.1.${i}`);
    accountWaits.push(await waitOf(() => account.check('z@x', 'owner')));
    clock += accountWaits.at(-1) * 1000;
  }
  return { addressWaits, others, cleared, accountWaits };
}

const EXPECTED_LOCKOUT = {
  // before the threshold, then after each failure: the wait, and open again once it has passed
  addressWaits: [0, 30, 0, 60, 0, 120, 0, 240, 0, 480, 0, 900, 0, 900, 0, 900, 0],
  others: [0, 0],
  // a right password clears the count; failures are forgotten an hour after the last
  cleared: [0, 30, 0],
  accountWaits: [0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60],
};

test('the in-memory lockout runs the scenarios as expected (the reference for the shared one)', async () => {
  assert.deepEqual(await lockoutScenarios((options) => createLockout(options)), EXPECTED_LOCKOUT);
});

test('the lockout in PostgreSQL backs off exactly like the in-memory one', async (t) => {
  const url = await sharedStoreUrl(t);
  if (!url) return;
  const store = await openLimitsStore({ url });
  cleanups.push(() => store.close());
  assert.ok(store.failures);
  const failures = store.failures;
  assert.deepEqual(await lockoutScenarios((options) => createSharedLockout({ ...options, failures })), EXPECTED_LOCKOUT);
});

test('the shared store keeps to its own schema and takes keys of any length', async (t) => {
  const url = await sharedStoreUrl(t);
  if (!url) return;
  const store = await openLimitsStore({ url });
  cleanups.push(() => store.close());
  const tables = await runSql(
    url,
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  assert.deepEqual(
    tables.rows.map((row) => row.name),
    [`${LIMITS_SCHEMA}.lockout`, `${LIMITS_SCHEMA}.rate_limits`],
  );
  // an e-mail address far longer than the library's varchar(255) key
  const limiter = store.rateLimiter({ keyPrefix: 'long_keys', points: 2, duration: 60 });
  const key = `account:${'x'.repeat(5000)}@example.com`;
  await limiter.consume(key);
  await limiter.consume(key);
  await assert.rejects(limiter.consume(key), (result) => /** @type {any} */ (result).msBeforeNext > 0);
  const stored = await runSql(url, `select key, points from ${LIMITS_SCHEMA}.rate_limits`);
  assert.equal(stored.rows.length, 1);
  assert.equal(stored.rows[0].points, 3);
  assert.ok(stored.rows[0].key.length < 100);
});

test('a store that does not answer fails open: each process counts on its own, logged once, without the password', async () => {
  const upstream = await fakeAuth();
  /** @type {string[]} */
  const lines = [];
  const gateway = await startTestGateway(upstream.url, {
    rateLimitScale: 1,
    rateLimits: { email_sent: 2, wrong_passwords: 2 },
    // port 1 on loopback: nothing listens, the connection is refused at once
    limitsStore: 'postgres://gateway:hunter2@127.0.0.1:1/none',
    log: (line) => lines.push(line),
  });
  cleanups.push(() => gateway.close());
  assert.deepEqual(
    [(await recover(gateway.url)).status, (await recover(gateway.url)).status, (await recover(gateway.url)).status],
    [200, 200, 429],
  );
  for (let i = 0; i < 2; i += 1) assert.equal((await signIn(gateway.url, '127.0.0.3', 'wrong')).status, 400);
  assert.equal((await signIn(gateway.url, '127.0.0.3', 'right')).status, 429);
  assert.equal((await signIn(gateway.url, '127.0.0.4', 'right')).status, 200);
  const storeLines = lines.filter((line) => line.includes('limits store'));
  assert.equal(storeLines.length, 1, lines.join('\n'));
  assert.match(storeLines[0], /counted in this process only/);
  assert.doesNotMatch(storeLines[0], /hunter2/);
});

test('a limits store that is neither "memory" nor a postgres:// URL stops the gateway from starting', async () => {
  const upstream = await fakeAuth();
  await assert.rejects(startTestGateway(upstream.url, { limitsStore: 'redis://cache:6379' }), /limits_store must be/);
});
