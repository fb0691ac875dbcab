// Per-browser remote overrides: a developer or QA engineer points one remote (or more) at another build's
// mf-manifest.json in their own browser, while the rest of the portal stays as deployed. This loads code,
// so only origins on the site's allowlist (runtime configuration `remoteOverrideOrigins`, from
// REMOTE_OVERRIDE_ORIGINS) are accepted; without one the feature is off. Nothing reaches the server: the
// server keeps rendering the deployed build, so bootstrap client-renders a page with an active override.
import {
  REMOTE_OVERRIDE_EXPIRY_KEY,
  REMOTE_OVERRIDE_PANEL_PARAM,
  REMOTE_OVERRIDE_PARAM,
  REMOTE_OVERRIDE_STORAGE_KEY,
  browserStorage,
} from './remote-override-request';
import { formatDateTime } from '@donation-network/shared-ui';
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

/** How long overrides last once set (from a link or the panel): a working day, then the deployed portal again. */
export const REMOTE_OVERRIDE_LIFETIME_MS = 8 * 60 * 60 * 1000;

export interface RemoteOverrideResult {
  /** every remote's manifest URL, the overridden ones replaced */
  manifests: Record<RemoteKey, string>;
  active: RemoteOverride[];
  refused: RefusedOverride[];
  /** when the active overrides end (ms since 1970); null when none is active */
  expiresAt: number | null;
  /** the address asked for the overrides panel (`?overrides`) */
  panelRequested: boolean;
  /** every remote's deployed manifest URL, and the allowlist as configured: what the panel shows and checks against */
  panel: { deployed: Record<RemoteKey, string>; remoteOverrideOrigins: unknown };
  /** settles once the person has answered about the overrides the address asked for; null: nothing to ask */
  confirmation: Promise<void> | null;
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

/** When the stored overrides end; null where no end is stored (then the next write sets one). */
function readExpiry(storage: Storage | null): number | null {
  try {
    const value = Number(storage?.getItem(REMOTE_OVERRIDE_EXPIRY_KEY) ?? NaN);
    // an empty or zero value is no end (Number("") is 0, which would end every override at once)
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores `active` as this browser's overrides, ending at `expiresAt`; false where the browser has no storage
 * or refuses to write.
 */
function writeStored(storage: Storage | null, active: readonly RemoteOverride[], expiresAt: number | null = null): boolean {
  try {
    if (active.length === 0) {
      storage?.removeItem(REMOTE_OVERRIDE_STORAGE_KEY);
      storage?.removeItem(REMOTE_OVERRIDE_EXPIRY_KEY);
    } else {
      storage?.setItem(REMOTE_OVERRIDE_STORAGE_KEY, JSON.stringify(Object.fromEntries(active.map(({ key, url }) => [key, url]))));
      if (expiresAt !== null) storage?.setItem(REMOTE_OVERRIDE_EXPIRY_KEY, String(expiresAt));
    }
    return storage != null;
  } catch {
    // storage full or refused: the stored overrides still apply to this page load
    return false;
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
 * /config.json (the development servers). Read here, not by portal-session: only the shell uses it.
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

/**
 * Asks the person at the browser whether to install overrides a link asked for; resolves to their answer.
 * The default is the shell's dialog, downloaded only when a link asks for a new override.
 */
export type ConfirmNewOverrides = (overrides: readonly RemoteOverride[]) => Promise<boolean>;

const askInDialog: ConfirmNewOverrides = (overrides) =>
  import(/* webpackChunkName: "remote-override-confirmation" */ '../layout/RemoteOverrideConfirmation').then(({ confirmRemoteOverrides }) =>
    confirmRemoteOverrides(overrides),
  );

export interface OverrideEnvironment {
  storage?: Storage | null;
  /** the time now (ms since 1970) */
  now?: number;
  location?: Pick<Location, 'href' | 'reload'>;
  history?: Pick<History, 'replaceState' | 'state'>;
  confirmNewOverrides?: ConfirmNewOverrides;
}

/** What the address asks for: whether to forget the stored overrides first, the overrides to set, the malformed values. */
function readAddress(address: URL): { reset: boolean; requests: Map<string, string>; malformed: RefusedOverride[] } {
  let reset = false;
  const requests = new Map<string, string>();
  const malformed: RefusedOverride[] = [];
  for (const value of address.searchParams.getAll(REMOTE_OVERRIDE_PARAM)) {
    const separator = value.indexOf('=');
    if (value.trim() === 'reset') {
      reset = true;
      requests.clear();
    } else if (separator > 0) requests.set(value.slice(0, separator).trim(), value.slice(separator + 1).trim());
    else
      malformed.push({
        request: value,
        reason: `expected ${REMOTE_OVERRIDE_PARAM}=<remote>=<manifest URL> or ${REMOTE_OVERRIDE_PARAM}=reset`,
      });
  }
  return { reset, requests, malformed };
}

/**
 * Reads the overrides stored in this browser and those asked for in the address (`?remote-override=
 * <remote>=<manifest URL>`, repeatable; `?remote-override=reset` forgets the stored ones first), checks
 * each against the current configuration, applies and keeps the stored ones that pass (a stored one that
 * no longer passes is dropped) and takes the parameter out of the address, so a reload neither repeats
 * nor undoes it.
 * A link is anyone's to send and an override runs its code in this browser, so an override the address
 * adds or changes is not applied on this load: the person is asked (`confirmNewOverrides`, while the page
 * starts as deployed), and only a confirmed one is stored, then the page reloads to run it. A reset needs
 * no confirmation.
 */
export function applyRemoteOverrides(
  config: OverrideConfig,
  {
    storage = browserStorage(),
    location = window.location,
    history = window.history,
    confirmNewOverrides = askInDialog,
    now = Date.now(),
  }: OverrideEnvironment = {},
): RemoteOverrideResult {
  const allowlist = parseAllowlist(config.remoteOverrideOrigins);
  const address = new URL(location.href);
  const fromAddress = readAddress(address);
  const refused: RefusedOverride[] = [...fromAddress.malformed];
  const active: RemoteOverride[] = [];
  // Stored overrides past their end are dropped, once, with the reason.
  const storedExpiry = readExpiry(storage);
  const expired = storedExpiry !== null && storedExpiry <= now;
  for (const [key, url] of fromAddress.reset ? [] : readStored(storage)) {
    const checked = expired
      ? { reason: `ended at ${formatDateTime(storedExpiry)}; open the link again to load it` }
      : checkOverride(key, url, allowlist);
    if ('reason' in checked) refused.push({ request: `${key}=${url}`, reason: checked.reason });
    else active.push(checked);
  }
  // Overrides stored before they had an end get one now.
  const expiresAt = active.length === 0 ? null : expired || storedExpiry === null ? now + REMOTE_OVERRIDE_LIFETIME_MS : storedExpiry;
  const added: RemoteOverride[] = [];
  for (const [key, url] of fromAddress.requests) {
    const checked = checkOverride(key, url, allowlist);
    if ('reason' in checked) refused.push({ request: `${key}=${url}`, reason: checked.reason });
    else if (!active.some((override) => override.key === checked.key && override.url === checked.url)) added.push(checked);
  }
  writeStored(storage, active, expiresAt);
  const panelRequested = address.searchParams.has(REMOTE_OVERRIDE_PANEL_PARAM);
  if (address.searchParams.has(REMOTE_OVERRIDE_PARAM) || panelRequested) {
    address.searchParams.delete(REMOTE_OVERRIDE_PARAM);
    address.searchParams.delete(REMOTE_OVERRIDE_PANEL_PARAM);
    history.replaceState(history.state, '', address.href);
  }
  const installIfConfirmed = async () => {
    try {
      if (!(await confirmNewOverrides(added))) return;
      const kept = active.filter((override) => !added.some(({ key }) => key === override.key));
      if (writeStored(storage, [...kept, ...added], Date.now() + REMOTE_OVERRIDE_LIFETIME_MS)) location.reload();
      else console.warn('[shell] this browser refused to store the remote override, so it cannot be loaded');
    } catch (error) {
      console.error('[shell] the remote override could not be confirmed', error);
    }
  };
  const deployed = remoteManifests(config);
  const manifests = { ...deployed };
  for (const { key, url } of active) manifests[key] = url;
  return {
    manifests,
    active,
    refused,
    expiresAt,
    panelRequested,
    panel: { deployed, remoteOverrideOrigins: config.remoteOverrideOrigins },
    confirmation: added.length > 0 ? installIfConfirmed() : null,
  };
}

/**
 * Replaces this browser's overrides with what the overrides panel holds (remote -> manifest URL; an empty
 * field is the deployed build), after the same checks as a link's; typed there by the person themselves, so
 * nothing is asked. Returns why each refused field was refused, and stores nothing unless every field passes.
 */
export function saveRemoteOverrides(
  fields: Partial<Record<RemoteKey, string>>,
  config: Pick<OverrideConfig, 'remoteOverrideOrigins'>,
  { storage = browserStorage(), now = Date.now() }: Pick<OverrideEnvironment, 'storage' | 'now'> = {},
): { saved: RemoteOverride[] } | { errors: Partial<Record<RemoteKey, string>> } {
  const allowlist = parseAllowlist(config.remoteOverrideOrigins);
  const saved: RemoteOverride[] = [];
  const errors: Partial<Record<RemoteKey, string>> = {};
  for (const key of REMOTE_KEYS) {
    const url = fields[key]?.trim();
    if (!url) continue;
    const checked = checkOverride(key, url, allowlist);
    if ('reason' in checked) errors[key] = checked.reason;
    else saved.push(checked);
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (!writeStored(storage, saved, now + REMOTE_OVERRIDE_LIFETIME_MS)) {
    return { errors: { [saved[0]?.key ?? REMOTE_KEYS[0]]: 'this browser refused to store the overrides' } };
  }
  return { saved };
}
