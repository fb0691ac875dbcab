// The shell's server in production: `node shell/server/main.mjs`, configured by the environment alone.
//   SUPABASE_URL, SUPABASE_ANON_KEY   the API and its publishable key (required)
//   REMOTE_<NAME>_URL                 each remote's browser manifest (defaults: the local servers)
//   REMOTE_<NAME>_SERVER_URL          each remote's server entry (default: server/remoteEntry.js beside the manifest)
//   RELEASE_POINTER                   the release pointer, a file or an http(s) URL (default: none, the configured builds)
//   PORT (3000), HOST (0.0.0.0), PUBLIC_URL (canonical origin), SSR_BUDGET_MS (500), SSR_DEADLINE_MS (5000),
//                                     ACCESS_LOG=0, DEMO_MODE=1
//   REMOTE_OVERRIDE_ORIGINS           origins browsers may load remote overrides from, comma-separated (default: off)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { renderTimingFromEnv, startShellServer } from './page-server.mjs';
import { createReleasePointer } from './release-pointer.mjs';

const require = createRequire(import.meta.url);
const { remoteManifestUrls, remoteServerEntryUrls, shell } = require('@donation-network/portal-manifest');
const { remoteOverrideOrigins } = require('./override-origins.cjs');

/** The server's options from `env`; throws with the variable's name when a required one is missing. */
export function optionsFromEnv(env = process.env) {
  /** @param {string} name */
  const required = (name) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required`);
    return value;
  };
  const config = {
    supabaseUrl: required('SUPABASE_URL'),
    supabaseAnonKey: required('SUPABASE_ANON_KEY'),
    demoMode: /^(1|true|yes|on)$/i.test(env.DEMO_MODE ?? ''),
    remotes: remoteManifestUrls(env),
    ...remoteOverrideOrigins(env),
  };
  const port = Number(env.PORT) || shell.port;
  return {
    dir: path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
    port,
    host: env.HOST || '0.0.0.0',
    config: () => config,
    serverEntries: remoteServerEntryUrls(env),
    releasePointer: createReleasePointer(env.RELEASE_POINTER || undefined),
    publicOrigin: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    ...renderTimingFromEnv(env),
    accessLogWrite: /^(0|false|no|off)$/i.test(env.ACCESS_LOG ?? '') ? null : undefined,
  };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    const options = optionsFromEnv();
    const { shutdown } = await startShellServer(options);
    console.log(`[shell] serving ${options.publicOrigin} on ${options.host}:${options.port}`);
    for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void shutdown().then(() => process.exit(0)));
  } catch (error) {
    console.error(`[shell] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
