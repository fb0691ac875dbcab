// What `npm start` (scripts/start.mjs run directly) takes from the environment: every port, the data dir
// and the origins a browser may load a remote override from.
import path from 'node:path';
import { createRequire } from 'node:module';

const { portsFromEnv, PORT_BASE_ENV } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/** Hosts that are this machine: a portal there is a developer's own. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a portal keeps its database, secrets and mail outbox: DATA_DIR, else `.data/`, or `.data-<base>/` under
 * PORT_BASE. Two backends must never share one PGlite database, so a second portal gets its own.
 * @param {string} root  the repository
 * @param {Record<string, string | undefined>} env
 */
export function dataDirFromEnv(root, env) {
  if (env.DATA_DIR) return path.resolve(root, env.DATA_DIR);
  const base = env[PORT_BASE_ENV]?.trim();
  return path.join(root, base ? `.data-${base}` : '.data');
}

/**
 * The remote override allowlist of `npm start`: REMOTE_OVERRIDE_ORIGINS when set (empty turns overrides off),
 * else every port of localhost while the portal itself is local (PUBLIC_URL unset or on localhost), so a
 * remote's development server (`npm run dev -w <remote>`) can be tried in the running portal at once. That
 * loads code only into a browser that confirmed the override, and only from this machine.
 * @param {Record<string, string | undefined>} env
 * @returns {string[] | undefined}  undefined: startPortal reads REMOTE_OVERRIDE_ORIGINS itself
 */
export function localOverrideOrigins(env) {
  if (env.REMOTE_OVERRIDE_ORIGINS !== undefined) return undefined;
  if (env.PUBLIC_URL) {
    let hostname;
    try {
      hostname = new URL(env.PUBLIC_URL).hostname;
    } catch {
      return undefined;
    }
    if (!LOCAL_HOSTS.has(hostname)) return undefined;
  }
  return ['http://localhost:*'];
}

/**
 * startPortal's options for `npm start` from the environment.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
export function startOptionsFromEnv(root, env) {
  return { ports: portsFromEnv(env), dataDir: dataDirFromEnv(root, env), overrideOrigins: localOverrideOrigins(env) };
}
