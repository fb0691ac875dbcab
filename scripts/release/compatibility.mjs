// The compatibility gate: before a release goes live, its federation manifests are checked against the
// shell it will run under (and the remotes live beside it). The comparison is the federation runtime's
// own (`satisfy`), so what passes here is what the runtime accepts in the page and on the server.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';

/** The module every remote exposes to the shell. */
export const EXPOSED_APP = './App';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A build's manifests (browser and server) from its release folder, with the names it imports from and
 * exports through the portal's shared packages (shared-exports.json, written by the build); missing ones are null.
 */
export function readBuildManifests(dir) {
  const read = (file) => (existsSync(path.join(dir, file)) ? readJson(path.join(dir, file)) : null);
  return {
    browser: read('mf-manifest.json'),
    server: read('server/mf-manifest.json'),
    hasServerEntry: existsSync(path.join(dir, 'server', 'remoteEntry.js')),
    sharedExports: { browser: read('shared-exports.json'), server: read('server/shared-exports.json') },
  };
}

const singletons = (manifest) => (manifest?.shared ?? []).filter((entry) => entry.singleton);
const bringsOwnCopy = (entry) => entry.assets?.js?.sync?.length > 0 || entry.assets?.js?.async?.length > 0;

function exposesApp(manifest, where, problems) {
  const exposed = (manifest?.exposes ?? []).map((entry) => entry.path);
  if (!exposed.includes(EXPOSED_APP)) {
    problems.push(`its ${where} build does not expose ${EXPOSED_APP} (it exposes ${exposed.length > 0 ? exposed.join(', ') : 'nothing'})`);
  }
}

/**
 * Why a remote's release cannot go live under this shell, one sentence per problem (none: it can).
 * @param {object} input
 * @param {{ browser: object | null, server: object | null, hasServerEntry: boolean }} input.release  the remote's release
 * @param {{ browser: object | null, server: object | null }} input.shell  the shell it will run under
 * @param {Array<{ key: string, version: string, browser: object | null }>} [input.liveRemotes]  the other remotes' live
 *   releases: a singleton the shell does not provide comes from whichever remote loads first
 * @returns {string[]}
 */
export function compatibilityProblems({ release, shell, liveRemotes = [] }) {
  const problems = [];
  if (!release.browser) return ['it has no mf-manifest.json (not a federation build)'];
  exposesApp(release.browser, 'browser', problems);
  if (!release.server || !release.hasServerEntry)
    problems.push('it has no server build (server/remoteEntry.js and server/mf-manifest.json)');
  else exposesApp(release.server, 'server', problems);

  const shellProvides = new Map(singletons(shell.browser).map((entry) => [entry.name, entry.version]));
  for (const needed of singletons(release.browser)) {
    const provided = shellProvides.get(needed.name);
    if (provided !== undefined) {
      if (!satisfy(provided, needed.requiredVersion)) {
        problems.push(`${needed.name}: the release needs ${needed.requiredVersion}, the shell provides ${provided}`);
      }
      continue;
    }
    // Not in the shell: the first remote to load provides it, so every live remote's copy must suit this one.
    for (const other of liveRemotes) {
      const theirs = singletons(other.browser).find((entry) => entry.name === needed.name);
      if (theirs && !satisfy(theirs.version, needed.requiredVersion)) {
        problems.push(
          `${needed.name}: the release needs ${needed.requiredVersion}, the live ${other.key} release (${other.version}) provides ${theirs.version}`,
        );
      } else if (theirs && !satisfy(needed.version, theirs.requiredVersion)) {
        problems.push(
          `${needed.name}: the release provides ${needed.version}, the live ${other.key} release (${other.version}) needs ${theirs.requiredVersion}`,
        );
      }
    }
    if (!bringsOwnCopy(needed)) problems.push(`${needed.name}: the release needs ${needed.requiredVersion}, which nobody provides`);
  }

  // The server build bundles no shared library: the shell's server must provide every one.
  const serverProvides = new Map((shell.server?.shared ?? []).map((entry) => [entry.name, entry.version]));
  for (const needed of release.server?.shared ?? []) {
    const provided = serverProvides.get(needed.name);
    if (provided === undefined) {
      if (!bringsOwnCopy(needed))
        problems.push(`${needed.name}: the release's server build needs ${needed.requiredVersion}, the shell's server does not provide it`);
    } else if (!satisfy(provided, needed.requiredVersion)) {
      problems.push(`${needed.name}: the release's server build needs ${needed.requiredVersion}, the shell's server provides ${provided}`);
    }
  }
  problems.push(...exportProblems({ release, shell, liveRemotes }));
  return [...new Set(problems)];
}

const lacking = (uses = [], provides = []) => uses.filter((name) => !provides.includes(name));
const listNames = (names) => names.join(', ');

/**
 * The names the release imports from a shared package that the copy it will get does not export (they
 * would be `undefined` in the page, with no error), and the names live remotes import from a package whose
 * copy the release would provide but that copy lacks. Builds without a record (made before builds wrote
 * one) are not checked.
 */
function exportProblems({ release, shell, liveRemotes }) {
  const problems = [];
  for (const side of ['browser', 'server']) {
    const uses = release.sharedExports?.[side]?.uses ?? {};
    const shellProvides = shell.sharedExports?.[side]?.provides;
    if (!shellProvides) continue;
    for (const [key, names] of Object.entries(uses)) {
      if (shellProvides[key]) {
        const missing = lacking(names, shellProvides[key]);
        if (missing.length > 0) problems.push(`${key}: the release imports ${listNames(missing)}, which the shell's copy does not export`);
        continue;
      }
      // Not the shell's: the first remote to load provides it, so every live remote's copy must have these names.
      if (side !== 'browser') continue;
      for (const other of liveRemotes) {
        const missing = lacking(names, other.sharedExports?.browser?.provides?.[key]);
        if (other.sharedExports?.browser?.provides?.[key] && missing.length > 0)
          problems.push(
            `${key}: the release imports ${listNames(missing)}, which the live ${other.key} release's (${other.version}) copy does not export`,
          );
      }
    }
  }
  // ...and the release's own copy of such a package must have every name the live remotes import from it.
  for (const [key, provided] of Object.entries(release.sharedExports?.browser?.provides ?? {})) {
    if (shell.sharedExports?.browser?.provides?.[key]) continue;
    for (const other of liveRemotes) {
      const missing = lacking(other.sharedExports?.browser?.uses?.[key], provided);
      if (missing.length > 0)
        problems.push(
          `${key}: the live ${other.key} release (${other.version}) imports ${listNames(missing)}, which the release's copy does not export`,
        );
    }
  }
  return problems;
}
