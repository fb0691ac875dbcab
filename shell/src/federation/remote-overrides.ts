// Per-browser remote overrides: a developer or QA engineer points one remote (or more) at another build's
// mf-manifest.json in their own browser, while the rest of the portal stays as deployed. This loads code,
// so only origins on the site's allowlist (runtime configuration `remoteOverrideOrigins`, from
// REMOTE_OVERRIDE_ORIGINS) are accepted; without one the feature is off. Nothing reaches the server: the
// server keeps rendering the deployed build, so bootstrap client-renders a page with an active override.
import { REMOTE_OVERRIDE_PARAM, REMOTE_OVERRIDE_STORAGE_KEY, browserStorage } from './remote-override-request';
import { REMOTE_KEYS, type RemoteKey } from './remote-table';
import { remoteManifests } from './runtime-config';

export interface RemoteOverride {
  key: RemoteKey;
  url: string;
}

export interface RefusedOverride {
  /** what was asked for, as `<remote>=<URL>` */
  request: string;
  reason: string;
}

export interface RemoteOverrideResult {
  /** every remote's manifest URL, the overridden ones replaced */
  manifests: Record<RemoteKey, string>;
  active: RemoteOverride[];
  refused: RefusedOverride[];
}

/** An allowlist entry: one origin, or every port of one scheme and host (`http://localhost:*`). */
interface AllowedOrigin {
  origin: string;
  protocol: string;
  hostname: string;
  anyPort: boolean;
}

// scheme://host[:port|:*] and nothing more: no path, no credentials, no wildcard in the host. The server
// turns the same entries into CSP sources by the same rule (shell/server/security-headers.mjs).
const ALLOWLIST_ENTRY = /^(https?):\/\/([^/?#@:*\s[\]]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i;

/** The valid entries of the configured allowlist; anything else is ignored (the CSP leaves it out too). */
export function parseAllowlist(entries: unknown): AllowedOrigin[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry): AllowedOrigin[] => {
    const match = typeof entry === 'string' ? ALLOWLIST_ENTRY.exec(entry.trim()) : null;
    if (!match) return [];
    const [, scheme, host, port] = match;
    try {
      const url = new URL(`${scheme}://${host}${port && port !== '*' ? `:${port}` : ''}`);
      return [{ origin: url.origin, protocol: url.protocol, hostname: url.hostname, anyPort: port === '*' }];
    } catch {
      return [];
    }
  });
}

function isAllowed(url: URL, allowlist: readonly AllowedOrigin[]): boolean {
  return allowlist.some((allowed) =>
    allowed.anyPort ? url.protocol === allowed.protocol && url.hostname === allowed.hostname : url.origin === allowed.origin,
  );
}

/** The override when `key` and `url` pass every check, else why not. */
export function checkOverride(key: string, url: string, allowlist: readonly AllowedOrigin[]): RemoteOverride | { reason: string } {
  // a list lookup, not `key in …`: `constructor` or `__proto__` are no remotes
  if (!(REMOTE_KEYS as readonly string[]).includes(key)) {
    return { reason: `"${key}" is not a remote of this portal (remotes: ${REMOTE_KEYS.join(', ')})` };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: `"${url}" is not a URL` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { reason: 'only http and https URLs can be loaded' };
  if (allowlist.length === 0) return { reason: 'remote overrides are off on this site (REMOTE_OVERRIDE_ORIGINS is not set)' };
  if (!isAllowed(parsed, allowlist)) return { reason: `${parsed.origin} is not on this site's list of allowed override origins` };
  return { key: key as RemoteKey, url: parsed.href };
}

/** The stored requests, in storage order; unreadable storage counts as none. */
function readStored(storage: Storage | null): [string, string][] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(REMOTE_OVERRIDE_STORAGE_KEY) ?? 'null');
  } catch {
    return [];
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return [];
  return Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

function writeStored(storage: Storage | null, active: readonly RemoteOverride[]): void {
  try {
    if (active.length === 0) storage?.removeItem(REMOTE_OVERRIDE_STORAGE_KEY);
    else storage?.setItem(REMOTE_OVERRIDE_STORAGE_KEY, JSON.stringify(Object.fromEntries(active.map(({ key, url }) => [key, url]))));
  } catch {
    // storage full or refused: the overrides still apply to this page load
  }
}

/** Forgets every override of this browser (the banner's Reset). */
export function clearRemoteOverrides(storage = browserStorage()): void {
  writeStored(storage, []);
}

/** The parts of the runtime configuration the overrides read: the deployed remotes and the allowlist. */
export interface OverrideConfig {
  remotes: Record<string, string>;
  remoteOverrideOrigins?: unknown;
}

/**
 * The allowlist from the runtime configuration: the copy inside the page (the shell's server), else
 * /config.json (the development servers). Read here, not by shared-auth: only the shell uses it.
 */
export async function configuredOverrideOrigins(inline: unknown, url = '/config.json'): Promise<unknown> {
  let config = inline;
  try {
    config ??= await fetch(url, { cache: 'no-store' }).then((response) => (response.ok ? response.json() : null));
  } catch {
    // no configuration, no allowlist: every override is refused, with the reason
  }
  return config && typeof config === 'object' ? (config as OverrideConfig).remoteOverrideOrigins : undefined;
}

export interface OverrideEnvironment {
  storage?: Storage | null;
  location?: Pick<Location, 'href'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}

/**
 * Reads the overrides stored in this browser and those asked for in the address (`?remote-override=
 * <remote>=<manifest URL>`, repeatable; `?remote-override=reset` forgets the stored ones first), checks
 * each against the current configuration, stores the ones that pass (a stored one that no longer passes
 * is dropped) and takes the parameter out of the address, so a reload neither repeats nor undoes it.
 */
export function applyRemoteOverrides(
  config: OverrideConfig,
  { storage = browserStorage(), location = window.location, history = window.history }: OverrideEnvironment = {},
): RemoteOverrideResult {
  const allowlist = parseAllowlist(config.remoteOverrideOrigins);
  const requests = new Map<string, string>(readStored(storage));
  const refused: RefusedOverride[] = [];
  const address = new URL(location.href);
  for (const value of address.searchParams.getAll(REMOTE_OVERRIDE_PARAM)) {
    const separator = value.indexOf('=');
    if (value.trim() === 'reset') requests.clear();
    else if (separator > 0) requests.set(value.slice(0, separator).trim(), value.slice(separator + 1).trim());
    else
      refused.push({
        request: value,
        reason: `expected ${REMOTE_OVERRIDE_PARAM}=<remote>=<manifest URL> or ${REMOTE_OVERRIDE_PARAM}=reset`,
      });
  }
  const active: RemoteOverride[] = [];
  for (const [key, url] of requests) {
    const checked = checkOverride(key, url, allowlist);
    if ('reason' in checked) refused.push({ request: `${key}=${url}`, reason: checked.reason });
    else active.push(checked);
  }
  writeStored(storage, active);
  if (address.searchParams.has(REMOTE_OVERRIDE_PARAM)) {
    address.searchParams.delete(REMOTE_OVERRIDE_PARAM);
    history.replaceState(history.state, '', address.href);
  }
  const manifests = remoteManifests(config);
  for (const { key, url } of active) manifests[key] = url;
  return { manifests, active, refused };
}
