// Gateway settings from supabase/gateway.toml. lite 0.10 validates
// supabase/config.toml strictly and refuses an [auth.rate_limit] section
// ("InvalidSchemaError"), so the gateway's settings live in their own file, in
// the Supabase CLI's section and key names where the CLI has them.
import { readFile } from 'node:fs/promises';
import { MB } from './body-limit.mjs';
import { DEFAULT_LIMITS } from './rate-limit.mjs';

/**
 * The subset of TOML this file uses: [sections] and `key = number | string | boolean`.
 * @param {string} text
 * @returns {Record<string, Record<string, number | string | boolean>>}
 */
export function parseToml(text) {
  /** @type {Record<string, Record<string, number | string | boolean>>} */
  const sections = Object.create(null);
  let current = (sections[''] = Object.create(null));
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[([\w.]+)\]$/.exec(line);
    if (header) {
      current = sections[header[1]] ??= Object.create(null);
      continue;
    }
    const pair = /^(\w+)\s*=\s*(.+)$/.exec(line);
    if (!pair) throw new Error(`gateway config: cannot read line "${raw}"`);
    const value = pair[2].trim();
    current[pair[1]] = /^".*"$/.test(value)
      ? JSON.parse(value)
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : Number(value.replace(/_/g, ''));
    if (typeof current[pair[1]] === 'number' && Number.isNaN(current[pair[1]]))
      throw new Error(`gateway config: ${pair[1]} is not a number`);
  }
  return sections;
}

/**
 * trustedProxyHops / trustedProxies: which X-Forwarded-For entry names the client (client-address.mjs);
 * limitsStore: "memory", a postgres:// URL, or undefined when neither the file nor the environment
 * names one (the backend then uses its own database when it runs on PostgreSQL, else memory)
 * @typedef {{ rateLimits: typeof DEFAULT_LIMITS, apiBodyLimit: number, storageBodyLimit: number,
 *             refreshTokenReuseInterval: number, probeIntervalMs: number, probeTimeoutMs: number,
 *             trustedProxyHops: number, trustedProxies: string, limitsStore: string | undefined }} GatewaySettings
 */

/**
 * The environment overrides the file for the settings a deployment sets per machine:
 * GATEWAY_TRUSTED_PROXY_HOPS, GATEWAY_TRUSTED_PROXIES, GATEWAY_LIMITS_STORE_URL (empty: unset).
 * @param {string} [file] @param {Record<string, string | undefined>} [env]
 * @returns {Promise<GatewaySettings>}
 */
export async function readGatewaySettings(file, env = process.env) {
  const sections = file ? parseToml(await readFile(file, 'utf8')) : {};
  const limits = sections['auth.rate_limit'] ?? {};
  const gateway = sections.gateway ?? {};
  /** @type {any} */
  const rateLimits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS)) if (typeof limits[key] === 'number') rateLimits[key] = limits[key];
  const number = (key, fallback) => (typeof gateway[key] === 'number' ? gateway[key] : fallback);
  /** @param {string} key @param {string} variable @returns {string | number | boolean | undefined} */
  const deployed = (key, variable) => (env[variable]?.trim() ? env[variable]?.trim() : gateway[key]);
  const hops = deployed('trusted_proxy_hops', 'GATEWAY_TRUSTED_PROXY_HOPS') ?? 0;
  const proxies = deployed('trusted_proxies', 'GATEWAY_TRUSTED_PROXIES') ?? '';
  const storeSetting = deployed('limits_store', 'GATEWAY_LIMITS_STORE_URL');
  const limitsStore = storeSetting === '' ? undefined : storeSetting;
  if (!/^\d+$/.test(String(hops)))
    throw new Error(`gateway config: trusted_proxy_hops must be a whole number, got ${JSON.stringify(hops)}`);
  if (typeof proxies !== 'string') throw new Error('gateway config: trusted_proxies must be a string of addresses and ranges');
  if (limitsStore !== undefined && typeof limitsStore !== 'string') throw new Error('gateway config: limits_store must be a string');
  return {
    rateLimits,
    apiBodyLimit: number('api_body_limit_mb', 1) * MB,
    storageBodyLimit: number('storage_body_limit_mb', 12) * MB,
    refreshTokenReuseInterval: number('refresh_token_reuse_interval', 10),
    probeIntervalMs: number('probe_interval_ms', 5000),
    probeTimeoutMs: number('probe_timeout_ms', 10000),
    trustedProxyHops: Number(hops),
    trustedProxies: proxies,
    limitsStore,
  };
}
