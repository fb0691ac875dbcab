// `npm start`: builds what is missing or older than its sources, starts the embedded backend, serves the shell
// and each remote from its own static server, and stops everything on Ctrl-C.
// `npm run dev` (--dev): the same with webpack dev servers and live reload.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { serveStatic } from '@donation-network/shell/server/static/server.mjs';
import { renderTimingFromEnv, startShellServer } from '@donation-network/shell/server/page-server.mjs';
import { createReleasePointer } from '@donation-network/shell/server/release-pointer.mjs';
import { RELEASES_DIR, releasePointerFile } from './release/release-store.mjs';
import { buildPackages } from './build-runner.mjs';
import { startOptionsFromEnv } from './start-options.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('../build-support/runtime-config.cjs');
const manifest = require('@donation-network/portal-manifest');

const defaultPorts = manifest.localPorts();

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Package directory of each build, keyed like the remotes in /config.json (remotes first, the shell last). */
export const PACKAGES = Object.fromEntries([...manifest.remotes, manifest.shell].map((build) => [build.key, build.folder]));

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Newest modification time of the files under `target` (0 when absent). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

/** A build is stale when its sources, the shared packages or the webpack factory changed after it. */
function isBuildCurrent(dir) {
  const manifest = path.join(ROOT, dir, 'dist', 'mf-manifest.json');
  // A release without its server bundle predates server rendering.
  if (!existsSync(manifest) || !existsSync(path.join(ROOT, dir, 'dist', 'server'))) return false;
  const inputs = [path.join(dir, 'src'), 'portal-data/src', 'shared-ui/src', 'portal-session/src', 'webpack.shared.js', 'supabase/rules'];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(ROOT, input))));
  return statSync(manifest).mtimeMs >= newestInput;
}

/** Builds every package that is not built or whose build is older than its sources, several at a time. */
export async function buildMissing({ force = false } = {}) {
  // in portal-manifest's order: the shell (one of the longest builds) first
  const stale = manifest.builds.map((build) => build.folder).filter((dir) => force || !isBuildCurrent(dir));
  const { failed } = await buildPackages(stale);
  if (failed.length > 0) throw new Error(`the build of ${failed.join(', ')} failed`);
}

/**
 * Starts the whole portal. Every port is a parameter so tests can run it beside a dev session.
 * Demo mode (demo accounts, one-click demo logins, mock payments) is on unless DEMO_MODE=0; with
 * SUPABASE_URL (no local backend) it is on only when DEMO_MODE=1.
 * rateLimitScale multiplies the API gateway's rate limits (the e2e suite signs in far more often than a person).
 * `fromTemplate`: a new data dir starts as a copy of a cached migrated and seeded one (the e2e workers).
 * `releasesDir`: the remotes' versioned releases and the pointer to the live ones (scripts/release/); each remote's
 * server serves its releases under /releases/<version>/ and the shell's server reads `live.json` for every page.
 * `overrideOrigins`: origins browsers may load remote overrides from (default: REMOTE_OVERRIDE_ORIGINS).
 * @param {{ ports?: Partial<typeof defaultPorts>, dataDir?: string, dev?: boolean, quiet?: boolean, demoMode?: boolean, rateLimitScale?: number, fromTemplate?: boolean, releasesDir?: string, overrideOrigins?: string[] }} options
 */
export async function startPortal({
  ports: portOverrides = {},
  dataDir = path.join(ROOT, '.data'),
  dev = false,
  quiet = false,
  demoMode = defaultDemoMode(),
  rateLimitScale = 1,
  fromTemplate = false,
  releasesDir = RELEASES_DIR,
  overrideOrigins,
} = {}) {
  const ports = { ...defaultPorts, ...portOverrides };
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error('[portal] stop failed', error));
  };

  try {
    let supabaseUrl = process.env.SUPABASE_URL;
    let supabaseAnonKey = process.env.SUPABASE_ANON_KEY;
    const publicOrigin = (process.env.PUBLIC_URL || `http://localhost:${ports.shell}`).replace(/\/+$/, '');
    if (!supabaseUrl) {
      const { startBackend } = await import('./backend.mjs');
      // auth links (password reset, social sign-in) may come back to this portal's own origin
      const backend = await startBackend({
        port: ports.supabase,
        dataDir,
        quiet,
        demoMode,
        rateLimitScale,
        fromTemplate,
        siteUrl: publicOrigin,
      });
      stops.push(backend.stop);
      supabaseUrl = backend.url;
      supabaseAnonKey = backend.anonKey;
    }
    const env = { ...process.env, SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: supabaseAnonKey ?? '', DEMO_MODE: demoMode ? '1' : '0' };
    if (overrideOrigins) env.REMOTE_OVERRIDE_ORIGINS = overrideOrigins.join(',');
    const manifestUrls = manifest.remoteManifestUrls(process.env, ports);
    for (const remote of manifest.remotes) env[remote.env] = manifestUrls[remote.key];
    const config = () => runtimeConfig(env);

    const servers = {};
    if (dev) {
      for (const [key, dir] of Object.entries(PACKAGES)) {
        const child = spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
          cwd: path.join(ROOT, dir),
          env: { ...env, PORT: String(ports[key]) },
          stdio: quiet ? 'ignore' : 'inherit',
        });
        stops.push(async () => void child.kill('SIGTERM'));
      }
    } else {
      await buildMissing();
      const serverEntries = manifest.remoteServerEntryUrls(env, ports);
      for (const [key, dir] of Object.entries(PACKAGES)) {
        const start =
          key === 'shell'
            ? async (releaseDir) =>
                (
                  await startShellServer({
                    dir: releaseDir,
                    port: ports.shell,
                    config,
                    serverEntries,
                    releasePointer: createReleasePointer(releasePointerFile(releasesDir)),
                    publicOrigin,
                    ...shellServerOptions(quiet),
                  })
                ).server
            : (releaseDir) => serveStatic({ dir: releaseDir, port: ports[key], config, releasesDir: path.join(releasesDir, key) });
        servers[key] = await serveRelease(key, path.join(ROOT, dir, 'dist'), ports[key], start);
        stops.push(() => servers[key].close());
      }
    }
    return { ports, config, servers, releasesDir, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** `npm start` runs in demo mode unless DEMO_MODE=0 (or false/no/off); a hosted backend only with DEMO_MODE=1. */
export function defaultDemoMode(env = process.env) {
  if (env.SUPABASE_URL) return /^(1|true|yes|on)$/i.test(env.DEMO_MODE ?? '');
  return !/^(0|false|no|off)$/i.test(env.DEMO_MODE ?? '');
}

/** The shell server's render timing and access log, from the environment. */
function shellServerOptions(quiet, env = process.env) {
  return {
    ...renderTimingFromEnv(env),
    accessLogWrite: quiet || /^(0|false|no|off)$/i.test(env.ACCESS_LOG ?? '') ? null : undefined,
  };
}

/**
 * Serves one build directory; `close` and `restart` stop and start it without touching the other servers.
 * `restart(dir)` serves another folder from then on (a build made with `--env outDir=...`).
 */
async function serveRelease(key, dir, port, start) {
  let server = await start(dir);
  const handle = {
    key,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    async restart(nextDir = dir) {
      dir = nextDir;
      server = await start(dir);
    },
  };
  return handle;
}

function printUrls(ports, dev, { remoteOverrideOrigins = [] } = {}) {
  const lines = [
    `Portal (shell)       http://localhost:${ports.shell}`,
    ...manifest.remotes.map((remote) => `  ${remote.folder.replace(/^mfe-/, '').padEnd(19)}http://localhost:${ports[remote.key]}`),
    `Supabase API         ${process.env.SUPABASE_URL || `http://127.0.0.1:${ports.supabase}`}`,
    ...(remoteOverrideOrigins.length > 0
      ? [`Remote overrides     from ${remoteOverrideOrigins.join(', ')} (npm run dev -w <remote> prints the link to open)`]
      : []),
  ];
  console.log(`\n${dev ? 'Development servers (live reload)' : 'Serving release builds'}:\n${lines.join('\n')}\n\nPress Ctrl-C to stop.`);
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const dev = process.argv.includes('--dev');
  // every port (PORT_BASE, PORT, PORT_MARKETING, ...), the data dir and the override allowlist
  Promise.resolve()
    .then(() => startPortal({ dev, ...startOptionsFromEnv(ROOT, process.env) }))
    .then((portal) => {
      printUrls(portal.ports, dev, portal.config());
      let stopping = false;
      const shutdown = async () => {
        if (stopping) return;
        stopping = true;
        console.log('\n[portal] stopping…');
        await portal.stop();
        process.exit(0);
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((error) => {
      console.error('[portal] could not start:', error.message);
      process.exit(1);
    });
}
