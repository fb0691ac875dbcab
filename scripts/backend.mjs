// Embedded Supabase backend: @supabase/lite serving the migrations in
// supabase/migrations on PGlite (or on PostgreSQL when DATABASE_URL is set),
// with the demo accounts seeded. Used by `npm start`, the e2e tests and the
// backend jest tests; `node scripts/backend.mjs --help` runs it on its own.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startGateway } from './gateway/index.mjs';
import { readGatewaySettings } from './gateway/config.mjs';
import { readAuthRedirectSettings } from './gateway/redirect-guard.mjs';
import { loadSchema } from './gateway/schema-snapshot.mjs';
import { captureMail } from './outbox/outbox.mjs';
import { seedDirectoryFiles } from '../supabase/seed/directory-files.mjs';
import { CLI_CONFIG_FILE, liteRuntimeConfig, tomlSections } from './lite-config.mjs';
import { createDatabase, databaseExists, databaseUrl as databaseUrlOn, dropDatabase, newDatabaseName } from './isolated-database.mjs';

/** The API's default port comes from portal-manifest, like every other port of the portal. */
const { supabase: supabaseBuild } = createRequire(import.meta.url)('@donation-network/portal-manifest');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the package exports no ./package.json; its main entry is dist/index.js
const liteBin = fileURLToPath(new URL('cli/index.js', import.meta.resolve('@supabase/lite')));

export const DEMO_PASSWORD = 'DemoPass123!';

/** One demo account per portal role; the password is DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = ['admin', 'partner', 'donor', 'recipient', 'founder', 'investor'].map((role) => ({
  role,
  email: `${role}@demo.donation.network`,
  fullName: `Demo ${role[0].toUpperCase()}${role.slice(1)}`,
}));

const READY_TIMEOUT_MS = 60_000;

/** DEMO_MODE=1 (or true/yes/on) turns demo mode on; anything else leaves it off. */
export function demoModeFromEnv(env = process.env) {
  return /^(1|true|yes|on)$/i.test(env.DEMO_MODE ?? '');
}
const STOP_TIMEOUT_MS = 10_000;
// a wedged or frozen lite gets less patience than a clean shutdown
const RESTART_KILL_AFTER_MS = 3_000;

/**
 * Starts a backend and resolves once it answers and the demo accounts exist.
 * Everything per instance lives under dataDir (secrets, runtime config, PGlite
 * data), so several backends with different ports and dataDirs can run at once.
 */
export async function startBackend({
  port = supabaseBuild.port,
  dataDir = path.join(repoRoot, '.data'),
  databaseUrl = process.env.DATABASE_URL,
  // tests: a new database of its own on this PostgreSQL server (its maintenance database's URL), dropped on stop
  databaseServerUrl = undefined,
  quiet = false,
  // demo mode: demo accounts and their data are seeded and mock payments work (public.demo_mode())
  demoMode = demoModeFromEnv(),
  rateLimitScale = 1,
  gatewayConfig = path.join(repoRoot, 'supabase/gateway.toml'),
  // start a fresh PGlite data dir, or a new database on databaseServerUrl, from a copy of an already
  // migrated and seeded one (tests)
  fromTemplate = false,
  // run supabase/seed/*.sql; without them the database holds what the migrations give, as a
  // hosted project after `supabase db push` does (the demo data's functions live in the seeds)
  seed = true,
  // the portal's public origin (the shell's URL): auth redirect_to may name it, with any path,
  // besides supabase/config.toml's site_url and additional_redirect_urls
  siteUrl = process.env.SITE_URL || undefined,
} = {}) {
  dataDir = path.resolve(dataDir);
  if (demoMode && !seed) throw new Error('demo mode needs the seed files (supabase/seed/*.sql): use --no-demo with --no-seed');
  if (databaseServerUrl && databaseUrl) throw new Error('give either a database server or a database, not both');
  // only a new data dir or a new database starts from the template: an existing one keeps its rows
  const newPglite = !databaseUrl && !databaseServerUrl && !existsSync(path.join(dataDir, 'pglite'));
  const template = fromTemplate && (newPglite || databaseServerUrl) ? await backendTemplate({ demoMode, seed, databaseServerUrl }) : null;
  const copied = template ? await template.copyInto(dataDir) : null;
  const copiedSchema = copied?.schema ?? null;
  /** This backend's own database on databaseServerUrl: the template's copy, or a new empty one to migrate. */
  let isolatedDatabase = copied?.database ?? null;
  if (databaseServerUrl && !isolatedDatabase) {
    isolatedDatabase = newDatabaseName('portal_test');
    await createDatabase(databaseServerUrl, isolatedDatabase);
  }
  if (isolatedDatabase) databaseUrl = databaseUrlOn(databaseServerUrl, isolatedDatabase);
  const dropIsolatedDatabase = async () => {
    if (isolatedDatabase) await dropDatabase(databaseServerUrl, isolatedDatabase);
  };
  const secrets = await loadOrCreateSecrets(dataDir);
  const litePort = await freePort();
  const workDir = await writeRuntimeProject({ dataDir, port: litePort, databaseUrl, siteUrl });
  const env = {
    ...process.env,
    LITE_TELEMETRY: '0',
    // /storage/v1 (verification documents); with [storage] enabled in supabase/config.toml
    EXPERIMENTAL_STORAGE: '1',
    SUPABASE_JWT_SECRET: secrets.jwtSecret,
    SUPABASE_PUBLISHABLE_KEY: secrets.publishableKey,
    SUPABASE_SECRET_KEY: secrets.secretKey,
  };
  const log = quiet ? () => {} : (line) => process.stderr.write(`[backend] ${line}\n`);

  // Fail before any work when the public port is taken.
  await assertPortFree(port);
  const liteUrl = `http://127.0.0.1:${litePort}`;
  // a database of its own is shared with no other backend: nothing to take turns for
  const releaseLock = isolatedDatabase ? async () => {} : await lockDatabase(databaseUrl);
  /** @type {Awaited<ReturnType<typeof startGateway>> | undefined} */
  let gateway;
  let lite;
  let schema = copiedSchema ?? undefined;
  try {
    lite = await launch({
      seeded: Boolean(copiedSchema),
      saveTemplate: template && !copiedSchema ? () => template.save(dataDir, schema, isolatedDatabase) : undefined,
      demoMode,
      seed,
      url: liteUrl,
      workDir,
      env,
      secrets,
      log,
      dataDir,
      onUnexpectedExit: (reason) => gateway?.upstreamExited(reason),
      // after migrations and seeds, before `lite start`: PGlite allows one process per data dir
      beforeStart: async () => {
        schema = await loadSchema(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });
      },
    });
  } catch (error) {
    await dropIsolatedDatabase();
    throw error;
  } finally {
    await releaseLock();
  }
  try {
    const settings = await readGatewaySettings(gatewayConfig);
    const redirects = await readAuthRedirectSettings(path.join(repoRoot, 'supabase/config.toml'));
    gateway = await startGateway({
      port,
      target: liteUrl,
      jwtSecret: secrets.jwtSecret,
      publishableKey: secrets.publishableKey,
      secretKey: secrets.secretKey,
      schema,
      // PostgreSQL can be asked at any time; PGlite only between lite processes (on restart)
      reloadSchema: databaseUrl ? () => loadSchema({ databaseUrl }) : undefined,
      rateLimits: settings.rateLimits,
      rateLimitScale,
      apiBodyLimit: settings.apiBodyLimit,
      storageBodyLimit: settings.storageBodyLimit,
      refreshTokenReuseInterval: settings.refreshTokenReuseInterval,
      probe: { intervalMs: settings.probeIntervalMs, timeoutMs: settings.probeTimeoutMs },
      trustedProxyHops: settings.trustedProxyHops,
      trustedProxies: settings.trustedProxies,
      // on PostgreSQL the limits live in the same database unless the settings name a store
      limitsStore: settings.limitsStore ?? databaseUrl,
      redirectAllowList: {
        origins: [redirects.siteUrl, siteUrl].filter((origin) => typeof origin === 'string' && origin !== ''),
        patterns: redirects.patterns,
      },
      restartUpstream: () => lite.restart(),
      smsOutboxDir: dataDir,
      log,
    });
    const url = `http://127.0.0.1:${port}`;
    log(`ready at ${url}`);
    return {
      url,
      anonKey: lite.anonKey,
      demoMode,
      liteUrl,
      database: isolatedDatabase,
      // the functions the gateway counts as reads (stable or immutable), as read at start
      readOnlyFunctions: schema?.readOnlyFunctions ?? [],
      get litePid() {
        return lite.pid;
      },
      stop: async () => {
        await gateway?.close();
        await lite.stop();
        await dropIsolatedDatabase();
      },
    };
  } catch (error) {
    await lite.stop();
    await dropIsolatedDatabase();
    throw error;
  }
}

/**
 * Migrating and seeding a fresh PGlite takes three PGlite boots (migration, seed SQL, schema
 * snapshot) plus the demo accounts' sign-ups; a test suite that starts a backend per file pays
 * that dozens of times for the same result. The first start with a given set of inputs saves its
 * migrated and seeded data dir (and the gateway's schema snapshot) under the system's temp dir;
 * later starts copy it. On a PostgreSQL server the template is a database there (its name saved
 * in the same folder), and a later start's database is created as its copy. The key covers
 * everything that decides the database's content, so a changed migration, seed or backend
 * script builds a new template.
 */
async function backendTemplate({ demoMode, seed, databaseServerUrl }) {
  const hash = createHash('sha256');
  const addFolder = async (folder) => {
    if (!existsSync(folder)) return;
    for (const name of (await readdir(folder)).sort()) {
      const file = path.join(folder, name);
      if ((await stat(file)).isFile())
        hash
          .update(`${name}\0`)
          .update(await readFile(file))
          .update('\0');
    }
  };
  await addFolder(path.join(repoRoot, 'supabase/migrations'));
  await addFolder(path.join(repoRoot, 'supabase/seed'));
  for (const file of [
    'supabase/config.toml',
    'supabase/lite.toml',
    'scripts/lite-config.mjs',
    'scripts/backend.mjs',
    'scripts/gateway/schema-snapshot.mjs',
  ]) {
    hash.update(await readFile(path.join(repoRoot, file)));
  }
  hash.update(await readFile(fileURLToPath(new URL('../package.json', import.meta.resolve('@supabase/lite')))));
  hash.update(demoMode ? 'demo' : 'no-demo');
  hash.update(seed ? 'seed' : 'no-seed');
  hash.update(databaseServerUrl ? `postgres ${databaseServerUrl}` : 'pglite');
  const root = path.join(os.tmpdir(), 'portal-backend-templates');
  const dir = path.join(root, hash.digest('hex').slice(0, 24));
  const complete = path.join(dir, 'schema.json');

  return {
    /**
     * Copies the template into dataDir (PGlite) or into a new database (PostgreSQL): the gateway's schema
     * snapshot and the new database's name, or null when there is no template yet.
     */
    copyInto: async (dataDir) => {
      if (!existsSync(complete)) return null;
      let database = null;
      if (databaseServerUrl) {
        const { name } = JSON.parse(await readFile(path.join(dir, 'database.json'), 'utf8'));
        // the server may have been reset since: then a new template is built
        if (!(await databaseExists(databaseServerUrl, name))) return null;
        database = newDatabaseName('portal_test');
        await createDatabase(databaseServerUrl, database, { template: name });
      }
      const now = new Date();
      await utimes(dir, now, now); // in use: see pruneTemplates
      await mkdir(dataDir, { recursive: true });
      if (!databaseServerUrl) await cp(path.join(dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
      await cp(path.join(dir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
      return { schema: JSON.parse(await readFile(complete, 'utf8')), database };
    },
    /**
     * Saves a stopped, migrated and seeded data dir, or a copy of the database nothing is connected to any more;
     * another process may win the race, which is fine.
     */
    save: async (dataDir, schema, database) => {
      await mkdir(root, { recursive: true });
      const staging = await mkdtemp(path.join(root, 'staging-'));
      const templateDatabase = databaseServerUrl ? newDatabaseName('portal_template') : null;
      let saved = false;
      try {
        if (templateDatabase) {
          await createDatabase(databaseServerUrl, templateDatabase, { template: database });
          await writeFile(path.join(staging, 'database.json'), JSON.stringify({ server: databaseServerUrl, name: templateDatabase }));
        } else {
          await cp(path.join(dataDir, 'pglite'), path.join(staging, 'pglite'), { recursive: true });
        }
        await cp(path.join(dataDir, 'secrets.json'), path.join(staging, 'secrets.json'));
        await writeFile(path.join(staging, 'schema.json'), JSON.stringify(schema));
        await rename(staging, dir);
        saved = true;
      } catch (error) {
        if (!['EEXIST', 'ENOTEMPTY'].includes(error?.code)) throw error;
      } finally {
        await rm(staging, { recursive: true, force: true });
        if (templateDatabase && !saved) await dropDatabase(databaseServerUrl, templateDatabase);
      }
      await pruneTemplates(root, dir);
    },
  };
}

const TEMPLATE_UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/** Templates of older migrations are deleted once nothing has copied them for a day (a run that still uses one keeps it fresh). */
async function pruneTemplates(root, keep) {
  for (const name of await readdir(root)) {
    const dir = path.join(root, name);
    if (dir === keep || name.startsWith('staging-')) continue;
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs <= TEMPLATE_UNUSED_FOR_MS) continue;
    const database = await readFile(path.join(dir, 'database.json'), 'utf8').then(JSON.parse, () => null);
    if (database) await dropDatabase(database.server, database.name).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

/** An unused loopback port (lite behind the gateway, the benchmark's backend). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Backends sharing one PostgreSQL database (parallel test files, a dev server)
 * take turns to migrate and seed: a session-level advisory lock, released
 * once this backend is ready. PGlite data dirs are per instance already.
 */
async function lockDatabase(databaseUrl) {
  if (!databaseUrl) return async () => {};
  const { default: postgres } = await import('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql`select pg_advisory_lock(hashtext('portal-backend-setup'))`;
  return () => sql.end();
}

/** Fails fast when something else holds the port: it would answer the readiness probe instead of us. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is already in use: stop the process using it or pick another port`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function launch({ seeded, saveTemplate, demoMode, seed, url, workDir, env, secrets, log, dataDir, onUnexpectedExit, beforeStart }) {
  if (!seeded) {
    // `lite start` applies nothing itself. `migration up` also bootstraps the
    // auth schema on a fresh database, so it covers the first start too.
    await runLite(['migration', 'up'], { cwd: workDir, env, log });
    // the demo-mode switch lives in the database (private.app_settings) and is set on every start
    const seedSql = `select private.set_demo_mode(${demoMode ? 'true' : 'false'});\n${seed ? await readSeedSql() : ''}`;
    // PGlite allows one process per data dir, so SQL seeds run before the server
    if (seedSql) await runLite(['db', 'query'], { cwd: workDir, env, log: () => {}, input: seedSql });
    await beforeStart?.();
  }

  const serve = () => startLiteServer({ url, workDir, env, secrets, log, dataDir, onUnexpectedExit });
  let server = await serve();
  try {
    if (demoMode && !seeded) {
      await seedDemoAccounts({ url, anonKey: secrets.publishableKey, secretKey: secrets.secretKey, log });
      await seedDemoData({ url, secretKey: secrets.secretKey });
    }
    // stored files live beside the database, not in it (a template copy has none): on every start
    if (seed) await seedDirectoryFiles(nodeClient(url, secrets.secretKey));
    if (saveTemplate) {
      // PGlite keeps pages in memory: the data dir is only complete once its one process has exited
      await server.stop();
      await saveTemplate();
      server = await serve();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  /** @type {Promise<void> | null} */
  let restarting = null;
  return {
    anonKey: secrets.publishableKey,
    get pid() {
      return server.pid;
    },
    stop: async () => {
      await restarting?.catch(() => {});
      await server.stop();
    },
    /** Stops a wedged, frozen or dead lite and starts it again on the same port and data. */
    restart: () => {
      restarting ??= (async () => {
        await server.stop({ force: true });
        server = await serve();
      })().finally(() => {
        restarting = null;
      });
      return restarting;
    },
  };
}

/**
 * One `lite start` process; resolves once it answers. Its pid and URL are written to
 * <dataDir>/lite.json (tests freeze or kill it to prove self-healing).
 */
async function startLiteServer({ url, workDir, env, secrets, log, dataDir, onUnexpectedExit }) {
  const child = spawn(process.execPath, [liteBin, 'start', '--no-admin'], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child, log, captureMail(dataDir, { templates: await emailTemplates() }));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  let stopping;
  const stop = ({ force = false } = {}) => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        if (force) child.kill('SIGCONT'); // a frozen process cannot act on SIGTERM
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), force ? RESTART_KILL_AFTER_MS : STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };

  let started = false;
  const exitedEarly = exited.then(({ code, signal }) => {
    if (!started) throw new Error(`lite start exited early (${signal ?? code}):\n${output()}`);
    if (!stopping) {
      log(`lite exited unexpectedly (${signal ?? code})`);
      onUnexpectedExit?.(`lite exited (${signal ?? code})`);
    }
  });
  exitedEarly.catch(() => {}); // observed by the race below

  try {
    await Promise.race([waitUntilAnswering(url, secrets.publishableKey), exitedEarly]);
    started = true;
  } catch (error) {
    started = true;
    await stop();
    throw error;
  }
  await writeFile(path.join(dataDir, 'lite.json'), `${JSON.stringify({ pid: child.pid, url })}\n`);
  return { pid: child.pid, stop };
}

async function loadOrCreateSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  await mkdir(dataDir, { recursive: true });
  const { generateApiKey } = await import('@supabase/lite');
  const secrets = {
    jwtSecret: strongJwtSecret(),
    publishableKey: (await generateApiKey('publishable')).key,
    secretKey: (await generateApiKey('secret')).key,
  };
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secrets;
}

// lite warns about secrets that contain placeholder words such as "dev"
function strongJwtSecret() {
  for (;;) {
    const secret = randomBytes(48).toString('base64url');
    if (!/change-?me|secret|passw(or)?d|test|dev/i.test(secret)) return secret;
  }
}

/**
 * lite reads supabase/config.toml, supabase/migrations and the e-mail templates
 * from its working directory, so each instance gets <dataDir>/runtime/supabase
 * with a config merged from supabase/config.toml and supabase/lite.toml and links
 * to the committed migrations and templates. With the portal's origin known, lite's
 * site_url is that origin, as a hosted project's is: mailed links ({{ .SiteURL }} in
 * the templates) lead to the portal that asked for them.
 */
async function writeRuntimeProject({ dataDir, port, databaseUrl, siteUrl }) {
  const workDir = path.join(dataDir, 'runtime');
  const supabaseDir = path.join(workDir, 'supabase');
  await mkdir(supabaseDir, { recursive: true });

  const config = await liteRuntimeConfig({
    'api.port': port,
    'db.driver': databaseUrl ? 'postgres' : 'pglite',
    'db.url': databaseUrl || path.join(dataDir, 'pglite'),
    ...(siteUrl ? { 'auth.site_url': siteUrl.replace(/\/+$/, '') } : {}),
  });
  await writeFile(path.join(supabaseDir, 'config.toml'), config);

  for (const folder of ['migrations', 'templates']) {
    const link = path.join(supabaseDir, folder);
    await rm(link, { recursive: true, force: true });
    await symlink(path.join(repoRoot, 'supabase', folder), link, 'dir');
  }
  return workDir;
}

/** The e-mail templates supabase/config.toml wires ([auth.email.template.<name>] content_path), by name, as files in the repository. */
async function emailTemplates() {
  /** @type {Record<string, string>} */
  const templates = {};
  for (const [name, lines] of tomlSections(await readFile(CLI_CONFIG_FILE, 'utf8'))) {
    const template = /^auth\.email\.template\.(\w+)$/.exec(name)?.[1];
    const contentPath = lines.map((line) => /^content_path\s*=\s*"([^"]+)"/.exec(line.trim())?.[1]).find(Boolean);
    if (template && contentPath) templates[template] = path.resolve(repoRoot, contentPath);
  }
  return templates;
}

function collectOutput(child, log, onMailLine = () => false) {
  const lines = [];
  const emit = (line) => {
    lines.push(line);
    log(line);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    let block = null;
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop();
      for (const raw of parts) {
        // the keys are printed by lite start; keep the secret one out of logs
        const line = raw.replace(/sb_secret_[\w-]+/g, 'sb_secret_***').trimEnd();
        if (!line || line.includes('Node.js 20 and below are deprecated')) continue;
        // on the postgres driver lite dumps every server NOTICE as a { ... } object
        if (line === '{') block = [line];
        else if (block) {
          block.push(line);
          if (line === '}') {
            if (!block.some((l) => l.includes("severity: 'NOTICE'"))) block.forEach(emit);
            block = null;
          }
        } else {
          // mails are still printed (the developer's inbox), and also saved to the outbox
          onMailLine(line);
          emit(line);
        }
      }
    });
  }
  return () => lines.slice(-40).join('\n');
}

/**
 * supabase/seed/*.sql in name order, run on every start before the demo
 * accounts exist and without an end-user JWT, so each file must be idempotent.
 */
async function readSeedSql() {
  const seedDir = path.join(repoRoot, 'supabase/seed');
  if (!existsSync(seedDir)) return '';
  const files = (await readdir(seedDir)).filter((name) => name.endsWith('.sql')).sort();
  const parts = await Promise.all(files.map((name) => readFile(path.join(seedDir, name), 'utf8')));
  return parts.join('\n');
}

function runLite(args, { cwd, env, log, input }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [liteBin, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const output = collectOutput(child, log);
    child.stdin.end(input ?? '');
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lite ${args.join(' ')} failed (${code}):\n${output()}`))));
  });
}

async function waitUntilAnswering(url, anonKey) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${url}/auth/v1/health`, { headers: { apikey: anonKey } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`backend at ${url} did not answer within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function nodeClient(url, key) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws },
  });
}

/**
 * Idempotent: signs each demo account in, signs it up when it does not exist,
 * then sets the profiles with the secret key (service_role has no end-user JWT,
 * so the admin guard lets it grant admin) and mirrors the admin markers into
 * the admin's auth metadata.
 */
async function seedDemoAccounts({ url, anonKey, secretKey, log = () => {} }) {
  const service = nodeClient(url, secretKey);
  for (const { role, email, fullName } of DEMO_ACCOUNTS) {
    const client = nodeClient(url, anonKey);
    let { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error?.code === 'invalid_credentials') {
      ({ data, error } = await client.auth.signUp({
        email,
        password: DEMO_PASSWORD,
        options: { data: { user_type: role, full_name: fullName } },
      }));
      if (error?.code === 'user_already_exists') {
        // someone changed the demo password in this database: leave it alone
        log(`demo account ${email} exists with another password; skipped`);
        continue;
      }
      if (!error) log(`created demo account ${email}`);
    }
    if (error || !data.user) throw new Error(`demo account ${email}: ${error?.message ?? 'no user'}`);

    const isAdmin = role === 'admin';
    const { error: profileError } = await service
      .from('profiles')
      .update({ full_name: fullName, user_type: role, is_admin: isAdmin })
      .eq('id', data.user.id);
    if (profileError) throw new Error(`demo profile ${email}: ${profileError.message}`);

    const metadata = data.user.user_metadata ?? {};
    if (metadata.user_type !== role || (isAdmin && metadata.isAdmin !== true)) {
      const { error: metadataError } = await client.auth.updateUser({
        data: isAdmin ? { user_type: role, isAdmin: true } : { user_type: role },
      });
      if (metadataError) throw new Error(`demo metadata ${email}: ${metadataError.message}`);
    }
    await client.auth.signOut();
  }
}

/**
 * Rows the demo accounts own (listings, profiles, a family, a subscription) can only be
 * written once the accounts exist, i.e. after the server is up; the SQL lives in
 * supabase/seed/99-demo-data.sql as public.seed_demo_data(), callable by the service role only.
 */
async function seedDemoData({ url, secretKey }) {
  const { error } = await nodeClient(url, secretKey).rpc('seed_demo_data');
  if (error) throw new Error(`seed_demo_data failed: ${error.message}`);
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--data-dir') options.dataDir = value();
    else if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--database-server') options.databaseServerUrl = value();
    else if (arg === '--quiet') options.quiet = true;
    else if (arg === '--demo') options.demoMode = true;
    else if (arg === '--no-demo') options.demoMode = false;
    else if (arg === '--rate-limit-scale') options.rateLimitScale = Number(value());
    else if (arg === '--gateway-config') options.gatewayConfig = value();
    else if (arg === '--site-url') options.siteUrl = value();
    else if (arg === '--json') options.json = true;
    else if (arg === '--from-template') options.fromTemplate = true;
    else if (arg === '--no-seed') options.seed = false;
    else if (arg === '--stop-on-stdin-close') options.stopOnStdinClose = true;
    else if (arg === '--help') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

const USAGE = `Usage: node scripts/backend.mjs [options]
  --port <n>              API port (default ${supabaseBuild.port})
  --data-dir <dir>        secrets, runtime config and PGlite data (default <repo>/.data)
  --database-url <url>    use PostgreSQL instead of PGlite (default $DATABASE_URL)
  --demo, --no-demo       demo mode on / off (default: on when DEMO_MODE=1): demo accounts,
                          their data and mock payments exist only in demo mode
  --quiet                 no lite output
  --rate-limit-scale <n>  multiply every gateway rate limit by n (tests and e2e: 1000)
  --gateway-config <file> gateway settings (default <repo>/supabase/gateway.toml)
  --site-url <url>        the portal's public origin: auth redirects may go there besides config.toml's
                          site_url and additional_redirect_urls (default $SITE_URL)
  --database-server <url> a new database of its own on this PostgreSQL server (its maintenance
                          database's URL), dropped when the backend stops (tests)
  --from-template         start a new PGlite data dir or database from a cached migrated and seeded copy (tests)
  --no-seed               skip supabase/seed/*.sql: only what the migrations give (needs --no-demo)
  --json                  print {"url","anonKey","liteUrl","litePid","database","readOnlyFunctions"} as one JSON line when ready
  --stop-on-stdin-close   stop when stdin closes (for a parent process that may die)`;

async function main() {
  const { json, stopOnStdinClose, help, ...options } = parseArgs(process.argv.slice(2));
  if (help) {
    console.log(USAGE);
    return;
  }
  const backend = await startBackend(options);
  const shutdown = async () => {
    await backend.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (stopOnStdinClose) {
    process.stdin.resume();
    process.stdin.once('close', shutdown);
  }
  if (json) {
    console.log(
      JSON.stringify({
        url: backend.url,
        anonKey: backend.anonKey,
        demoMode: backend.demoMode,
        liteUrl: backend.liteUrl,
        litePid: backend.litePid,
        database: backend.database,
        readOnlyFunctions: backend.readOnlyFunctions,
      }),
    );
  } else {
    console.log(`Supabase API     ${backend.url}`);
    console.log(`Publishable key  ${backend.anonKey}`);
    console.log(
      backend.demoMode
        ? `Demo accounts    ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD})`
        : 'Demo mode        off: no demo accounts, no mock payments (--demo or DEMO_MODE=1 turns it on)',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
