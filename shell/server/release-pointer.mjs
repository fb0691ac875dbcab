// The release pointer: which release of each remote is live (`{ "remotes": { "marketing": "0.1.0-3f9a0c2b1d" } }`).
// It is the one thing a promotion or a rollback changes (scripts/release/), and the shell's server reads it
// for every page, so the switch takes effect on the next page load, in the server's render and in the
// browser alike, without a restart. Locally it is a file; on a CDN or an object store it is a URL
// (`RELEASE_POINTER=https://cdn.example.com/releases/live.json`), read at most once a second (an unchanged one answers 304 to its ETag).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { firstLine } from './log-line.mjs';

const portalManifest = createRequire(import.meta.url)('@donation-network/portal-manifest');
const { REMOTE_KEYS, RELEASE_VERSION_PATTERN } = portalManifest;

/**
 * The live versions a pointer document names, for known remotes and well-formed versions only (anything
 * else is reported and left out).
 * @param {string} text
 * @returns {{ live: Record<string, string>, problems: string[] }}
 */
export function parsePointer(text) {
  const document = JSON.parse(text);
  const remotes = document && typeof document === 'object' && !Array.isArray(document) ? document.remotes : undefined;
  if (remotes === undefined) return { live: {}, problems: [] };
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) throw new Error('"remotes" must be an object');
  /** @type {Record<string, string>} */
  const live = {};
  /** @type {string[]} */
  const problems = [];
  for (const [key, version] of Object.entries(remotes)) {
    const renamed = portalManifest.remotes.find((/** @type {import('@donation-network/portal-manifest').RemoteBuild} */ remote) =>
      remote.formerKeys?.includes(key),
    );
    if (renamed) problems.push(`"${key}" is now "${renamed.key}": its releases from before the rename cannot serve it`);
    else if (!REMOTE_KEYS.includes(key)) problems.push(`"${key}" is not a remote`);
    else if (typeof version !== 'string' || !RELEASE_VERSION_PATTERN.test(version))
      problems.push(`${key}: "${version}" is not a release version`);
    else live[key] = version;
  }
  return { live, problems };
}

/**
 * @param {string | undefined} source  a file path or an http(s) URL; none: nothing is released, every remote serves its configured build
 * @param {{ log?: (line: string) => void, intervalMs?: number, timeoutMs?: number, fetch?: typeof fetch }} [options]
 * @returns {{ current(): Promise<Record<string, string>> }}
 */
export function createReleasePointer(
  source,
  { log = (line) => console.warn(line), intervalMs = 1000, timeoutMs = 1000, fetch: fetchFn = fetch } = {},
) {
  if (!source) return { current: async () => ({}) };
  // A pointer that cannot be read keeps the last good one: a half-uploaded or broken file never takes the site down.
  /** @type {Record<string, string>} */
  let live = {};
  /** @param {string} text */
  const accept = (text) => {
    const parsed = parsePointer(text);
    for (const problem of parsed.problems) log(`[releases] ${source}: ${problem}, ignored`);
    live = parsed.live;
  };
  /** @param {unknown} error */
  const reject = (error) => log(`[releases] ${source} could not be read, the live releases stay as they were (${firstLine(error)})`);

  if (/^https?:\/\//i.test(source)) {
    /** @type {string | null} */
    let etag = null;
    let checkedAt = -Infinity;
    /** @type {Promise<void> | null} */
    let checking = null;
    const check = async () => {
      try {
        const response = await fetchFn(source, { headers: etag ? { 'If-None-Match': etag } : {}, signal: AbortSignal.timeout(timeoutMs) });
        if (response.status === 304) return;
        if (response.status === 404) {
          live = {};
          return;
        }
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        accept(await response.text());
        etag = response.headers.get('etag');
      } catch (error) {
        reject(error);
      } finally {
        checkedAt = Date.now();
      }
    };
    return {
      async current() {
        if (!checking && Date.now() - checkedAt >= intervalMs) checking = check().finally(() => (checking = null));
        if (checking) await checking;
        return live;
      },
    };
  }

  // A file is checked on every page: a stat costs microseconds, and a promotion must show on the very next load.
  /** @type {string | null} */
  let seen = null;
  return {
    async current() {
      let stamp;
      try {
        const stats = statSync(source);
        stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') reject(error);
        else live = {};
        seen = null;
        return live;
      }
      if (stamp !== seen) {
        seen = stamp;
        try {
          accept(readFileSync(source, 'utf8'));
        } catch (error) {
          reject(error);
        }
      }
      return live;
    },
  };
}

/**
 * The live versions as one comparable string (the order of the pointer's keys does not matter).
 * @param {Record<string, string>} live
 */
const liveSetKey = (live) => JSON.stringify(Object.entries(live).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The pointer as pages read it: when the live releases change (a promotion or a rollback), the pages read
 * after the change wait until `warm(live)` has loaded the new releases' server builds (at most `timeoutMs`,
 * then they go on without), so the first page after a switch renders whole on the server instead of
 * spending its render budget on loading the release and leaving the region to the browser. The first
 * reading (at start-up) does not wait: the server warms every remote then, without holding pages.
 * @param {{ current(): Promise<Record<string, string>> }} pointer
 * @param {(live: Record<string, string>) => Promise<unknown>} warm
 * @param {{ timeoutMs?: number, log?: (line: string) => void }} [options]
 */
export function warmOnSwitch(pointer, warm, { timeoutMs = 5000, log = (line) => console.warn(line) } = {}) {
  /** @type {string | null} */
  let seen = null;
  /** @type {Promise<void> | null} */
  let warming = null;
  return {
    async current() {
      const live = await pointer.current();
      const key = liveSetKey(live);
      if (seen === null) seen = key;
      else if (key !== seen) {
        seen = key;
        /** @type {NodeJS.Timeout | undefined} */
        let timer;
        /** @type {Promise<'late'>} */
        const outOfTime = new Promise((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
        const done = Promise.race([Promise.resolve(warm(live)).then(() => 'warm'), outOfTime])
          .then((outcome) => {
            if (outcome === 'late')
              log(`[releases] the new live releases were not loaded within ${timeoutMs} ms; pages go on without waiting`);
          })
          .catch((error) => log(`[releases] loading the new live releases failed, pages go on (${firstLine(error)})`))
          .finally(() => {
            clearTimeout(timer);
            if (warming === done) warming = null;
          });
        warming = done;
      }
      if (warming) await warming;
      return live;
    },
  };
}
