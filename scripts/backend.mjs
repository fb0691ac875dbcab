// Embedded Supabase backend: @supabase/lite serving the migrations in
// supabase/migrations on PGlite (or on PostgreSQL when DATABASE_URL is set),
// with the demo accounts seeded. Used by `npm start`, the e2e tests and the
// backend jest tests; `node scripts/backend.mjs --help` runs it on its own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateApiKey } from '@supabase/lite';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const liteBin = path.join(
  path.dirname(require.resolve('@supabase/lite/package.json')),
  'dist/cli/index.js',
);

export const DEMO_PASSWORD = 'DemoPass123!';

/** One demo account per portal role; the password is DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = ['admin', 'partner', 'donor', 'recipient', 'founder', 'investor'].map(
  (role) => ({
    role,
    email: `${role}@demo.donation.network`,
    fullName: `Demo ${role[0].toUpperCase()}${role.slice(1)}`,
  }),
);

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts a backend and resolves once it answers and the demo accounts exist.
 * Everything per instance lives under dataDir (secrets, runtime config, PGlite
 * data), so several backends with different ports and dataDirs can run at once.
 */
export async function startBackend({
  port = 54321,
  dataDir = path.join(repoRoot, '.data'),
  databaseUrl = process.env.DATABASE_URL,
  quiet = false,
} = {}) {
  dataDir = path.resolve(dataDir);
  const secrets = await loadOrCreateSecrets(dataDir);
  const workDir = await writeRuntimeProject({ dataDir, port, databaseUrl });
  const env = {
    ...process.env,
    LITE_TELEMETRY: '0',
    SUPABASE_JWT_SECRET: secrets.jwtSecret,
    SUPABASE_PUBLISHABLE_KEY: secrets.publishableKey,
    SUPABASE_SECRET_KEY: secrets.secretKey,
  };
  const log = quiet ? () => {} : (line) => process.stderr.write(`[backend] ${line}\n`);

  // `lite start` applies nothing itself. `migration up` also bootstraps the
  // auth schema on a fresh database, so it covers the first start too.
  await runLite(['migration', 'up'], { cwd: workDir, env, log });

  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [liteBin, 'start', '--no-admin'], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child, log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };

  try {
    await Promise.race([
      waitUntilAnswering(url, secrets.publishableKey),
      exited.then(({ code, signal }) => {
        throw new Error(`lite start exited early (${signal ?? code}):\n${output()}`);
      }),
    ]);
    await seedDemoAccounts({ url, anonKey: secrets.publishableKey, secretKey: secrets.secretKey, log });
  } catch (error) {
    await stop();
    throw error;
  }
  log(`ready at ${url}`);
  return { url, anonKey: secrets.publishableKey, stop };
}

async function loadOrCreateSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'));
  await mkdir(dataDir, { recursive: true });
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    publishableKey: (await generateApiKey('publishable')).key,
    secretKey: (await generateApiKey('secret')).key,
  };
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secrets;
}

/**
 * lite reads supabase/config.toml and supabase/migrations from its working
 * directory, so each instance gets <dataDir>/runtime/supabase with a config
 * derived from the committed one and a link to the committed migrations.
 */
async function writeRuntimeProject({ dataDir, port, databaseUrl }) {
  const workDir = path.join(dataDir, 'runtime');
  const supabaseDir = path.join(workDir, 'supabase');
  await mkdir(supabaseDir, { recursive: true });

  const template = await readFile(path.join(repoRoot, 'supabase/config.toml'), 'utf8');
  const config = [
    [/^port = \d+$/m, `port = ${port}`],
    [/^driver = "pglite"$/m, `driver = ${JSON.stringify(databaseUrl ? 'postgres' : 'pglite')}`],
    [/^url = ".*"$/m, `url = ${JSON.stringify(databaseUrl ?? path.join(dataDir, 'pglite'))}`],
  ].reduce((text, [pattern, replacement]) => {
    if (!pattern.test(text)) throw new Error(`supabase/config.toml: no line matching ${pattern}`);
    return text.replace(pattern, replacement);
  }, template);
  await writeFile(path.join(supabaseDir, 'config.toml'), config);

  const migrationsLink = path.join(supabaseDir, 'migrations');
  await rm(migrationsLink, { recursive: true, force: true });
  await symlink(path.join(repoRoot, 'supabase/migrations'), migrationsLink, 'dir');
  return workDir;
}

function collectOutput(child, log) {
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of chunk.split('\n')) {
        // the keys are printed by lite start; keep them out of logs
        const safe = line.replace(/sb_secret_[\w-]+/g, 'sb_secret_***').trimEnd();
        if (!safe || safe.includes('Node.js 20 and below are deprecated')) continue;
        lines.push(safe);
        log(safe);
      }
    });
  }
  return () => lines.slice(-40).join('\n');
}

function runLite(args, { cwd, env, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [liteBin, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child, log);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lite ${args.join(' ')} failed (${code}):\n${output()}`)),
    );
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
export async function seedDemoAccounts({ url, anonKey, secretKey, log = () => {} }) {
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
    else if (arg === '--quiet') options.quiet = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '--stop-on-stdin-close') options.stopOnStdinClose = true;
    else if (arg === '--help') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

const USAGE = `Usage: node scripts/backend.mjs [options]
  --port <n>              API port (default 54321)
  --data-dir <dir>        secrets, runtime config and PGlite data (default <repo>/.data)
  --database-url <url>    use PostgreSQL instead of PGlite (default $DATABASE_URL)
  --quiet                 no lite output
  --json                  print {"url","anonKey"} as one JSON line when ready
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
    console.log(JSON.stringify({ url: backend.url, anonKey: backend.anonKey }));
  } else {
    console.log(`Supabase API     ${backend.url}`);
    console.log(`Publishable key  ${backend.anonKey}`);
    console.log(`Demo accounts    ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD})`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
