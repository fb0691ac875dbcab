// The release pointer: which release of each remote is live (`{ "remotes": { "marketing": "0.1.0-3f9a0c2b1d" } }`).
// It is the one thing a promotion or a rollback changes (scripts/release/), and the shell's server reads it
// for every page, so the switch takes effect on the next page load, in the server's render and in the
// browser alike, without a restart. Locally it is a file; on a CDN or an object store it is a URL
// (`RELEASE_POINTER=https://cdn.example.com/releases/live.json`), read at most once a second (an unchanged one answers 304 to its ETag).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const { REMOTE_KEYS, RELEASE_VERSION_PATTERN } = createRequire(import.meta.url)('@donation-network/portal-manifest');

const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

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
  const live = {};
  const problems = [];
  for (const [key, version] of Object.entries(remotes)) {
    if (!REMOTE_KEYS.includes(key)) problems.push(`"${key}" is not a remote`);
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
  let live = {};
  const accept = (text) => {
    const parsed = parsePointer(text);
    for (const problem of parsed.problems) log(`[releases] ${source}: ${problem}, ignored`);
    live = parsed.live;
  };
  const reject = (error) => log(`[releases] ${source} could not be read, the live releases stay as they were (${firstLine(error)})`);

  if (/^https?:\/\//i.test(source)) {
    let etag = null;
    let checkedAt = -Infinity;
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
  let seen = null;
  return {
    async current() {
      let stamp;
      try {
        const stats = statSync(source);
        stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
      } catch (error) {
        if (error.code !== 'ENOENT') reject(error);
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
