// Starts scripts/backend.mjs as a child process on a free port with a fresh
// data dir. A child process (rather than importing the ES module) keeps jest
// on its default CommonJS runtime. With TEST_DATABASE_URL (a PostgreSQL server) the same tests run
// against PostgreSQL, each backend in a database of its own there. It is not DATABASE_URL, which would
// also move a portal started beside them (the e2e suite's, on PGlite) onto that server.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import ws from 'ws';

const repoRoot = path.resolve(__dirname, '../../..');

export const DEMO_PASSWORD = 'DemoPass123!';
export const DEMO_ROLES = ['admin', 'partner', 'donor', 'recipient', 'founder', 'investor'] as const;
export const demoEmail = (role: string): string => `${role}@demo.donation.network`;

export interface TestBackend {
  url: string;
  anonKey: string;
  /** lite's private port behind the gateway: requests there bypass every gateway rule */
  liteUrl: string;
  /** this backend's data dir (secrets.json, lite.json with the current lite pid) */
  dataDir: string;
  /** the sb_secret_ key (service role, bypasses RLS) from the data dir, for tests that audit stored rows */
  secretKey?: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface TestBackendOptions {
  /** demo mode (demo accounts and data, mock payments); on unless a test opts out */
  demoMode?: boolean;
  /** the gateway's real rate limits; by default they are scaled up 1000x (suites sign up hundreds of users from 127.0.0.1) */
  realRateLimits?: boolean;
  /** run supabase/seed/*.sql (on unless a test wants only what the migrations give; needs demoMode false) */
  seed?: boolean;
  /** the PostgreSQL server to create this backend's database on; null for PGlite; by default TEST_DATABASE_URL (PGlite when unset) */
  databaseServerUrl?: string | null;
}

/** The backend's environment: this process's, without a DATABASE_URL that would move it off its own database. */
function backendEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
}

const PORT_ATTEMPTS = 3;

/** The backend refused a port another process took after freePort() found it free. */
class PortTakenError extends Error {}

interface Launched {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<void>;
  ready: { url: string; anonKey: string; liteUrl: string; database: string | null };
  dataDir: string;
}

/** Starts scripts/backend.mjs on `port` with `dataDir` and waits for the line that says it is ready. */
async function launchBackend(port: number, dataDir: string, args: string[], env: NodeJS.ProcessEnv): Promise<Launched> {
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'scripts/backend.mjs'),
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--quiet',
      '--json',
      ...args,
      // the backend also stops if this jest worker dies without afterAll
      '--stop-on-stdin-close',
    ],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'], env },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const ready = await new Promise<Launched['ready']>((resolve, reject) => {
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as Launched['ready']);
    });
    void exited.then(() => {
      const message = `backend exited before it was ready:\n${stderr}`;
      reject(/is already in use/.test(stderr) ? new PortTakenError(message) : new Error(message));
    });
  });
  return { child, exited, ready, dataDir };
}

export async function startTestBackend({
  demoMode = true,
  realRateLimits = false,
  seed = true,
  databaseServerUrl = process.env.TEST_DATABASE_URL,
}: TestBackendOptions = {}): Promise<TestBackend> {
  const args = [
    // every file gets its own data dir (or database), copied from one migrated and seeded template
    '--from-template',
    ...(databaseServerUrl ? ['--database-server', databaseServerUrl] : []),
    ...(realRateLimits ? [] : ['--rate-limit-scale', '1000']),
    demoMode ? '--demo' : '--no-demo',
    ...(seed ? [] : ['--no-seed']),
  ];
  // A free port can be taken between asking for it and the backend binding it (by the other jest worker's
  // backend): then the backend refuses to start, and it starts again on another port with a fresh data dir.
  let launched: Launched | undefined;
  for (let attempt = 1; !launched; attempt += 1) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-backend-'));
    try {
      launched = await launchBackend(await freePort(), dataDir, args, backendEnv());
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      if (!(error instanceof PortTakenError) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
  const { child, exited, ready, dataDir } = launched;
  const { database, ...endpoints } = ready;

  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { secretKey?: string };

  return {
    ...endpoints,
    dataDir,
    secretKey: secrets.secretKey,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
      // the backend drops its database as it stops; this covers one that was killed first
      if (databaseServerUrl && database) await dropTestDatabase(databaseServerUrl, database);
    },
  };
}

async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`drop database if exists ${name} with (force)`);
  await sql.end();
}

export function createTestClient(backend: TestBackend): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; ws's constructor type is wider than supabase-js declares
    realtime: { transport: ws as never },
  });
}

export const uniqueEmail = (): string => `user-${randomUUID()}@example.com`;

export interface SignedUpUser {
  client: SupabaseClient;
  user: User;
  email: string;
}

/** Signs a new user up (confirmations are off, so the client holds a session). */
export async function signUpUser(backend: TestBackend, data: Record<string, unknown> = {}): Promise<SignedUpUser> {
  const client = createTestClient(backend);
  const email = uniqueEmail();
  const result = await client.auth.signUp({ email, password: 'secret-pass-1', options: { data } });
  if (result.error || !result.data.user || !result.data.session) {
    throw new Error(`sign-up failed: ${result.error?.message ?? 'no session'}`);
  }
  return { client, user: result.data.user, email };
}

export async function signInDemo(backend: TestBackend, role: string): Promise<SignedUpUser> {
  const client = createTestClient(backend);
  const email = demoEmail(role);
  const { data, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error || !data.user) throw new Error(`demo sign-in ${email} failed: ${error?.message}`);
  return { client, user: data.user, email };
}

/**
 * The newest one-time code mailed to `email`: scripts/outbox/outbox.mjs appends every mail lite
 * captures to <dataDir>/outbox.jsonl. Polls briefly (lite prints the mail after answering).
 */
export async function mailedCode(backend: TestBackend, email: string, { after = '' } = {}): Promise<string> {
  const file = path.join(backend.dataDir, 'outbox.jsonl');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const mails = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; code: string | null; at: string })
      .filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && mail.code && mail.at > after);
    const newest = mails.at(-1);
    if (newest?.code) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${email}`);
}

/** Proves the user's e-mail the way the wizard does: code by mail, verifyOtp, confirm_email_verification(). */
export async function verifyEmailByCode(backend: TestBackend, user: SignedUpUser): Promise<void> {
  const sentAfter = new Date().toISOString();
  const sent = await user.client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
  if (sent.error) throw new Error(`signInWithOtp failed: ${sent.error.message}`);
  const token = await mailedCode(backend, user.email, { after: sentAfter });
  const verified = await user.client.auth.verifyOtp({ email: user.email, token, type: 'magiclink' });
  if (verified.error) throw new Error(`verifyOtp failed: ${verified.error.message}`);
  const recorded = await user.client.rpc('confirm_email_verification');
  if (recorded.error) throw new Error(`confirm_email_verification failed: ${recorded.error.message}`);
}
