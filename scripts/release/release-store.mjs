// Versioned releases of the remotes, kept in one folder (releases/ locally, git-ignored):
//   releases/<remote>/<version>/              one immutable release: the remote's browser and server builds, release.json
//   releases/<remote>/<version>-sourcemaps/   its browser build's source maps, beside it and never served
//   releases/live.json                        the production pointer: which release of each remote is live (the shell's server reads it)
//   releases/live-<environment>.json          another environment's pointer (staging: live-staging.json), read by that environment's shell
//   releases/history.jsonl                    every promotion, rollback and refusal of every environment, in order: what was live when
// The version is the package version and a hash of the build's files, so the same build is the same release.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePointer } from '@donation-network/shell/server/release-pointer.mjs';
import { currentVersions, sharedVersionProblems } from '../shared-versions.mjs';
import { compatibilityProblems, readBuildManifests } from './compatibility.mjs';

const manifest = createRequire(import.meta.url)('@donation-network/portal-manifest');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RELEASES_DIR = process.env.RELEASES_DIR ? path.resolve(process.env.RELEASES_DIR) : path.join(ROOT, 'releases');
/** The environment a command changes unless told otherwise: the one `npm start` and the Dockerfile's shell read. */
export const DEFAULT_ENVIRONMENT = 'production';
/** An environment's name: it becomes part of a file name. */
const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/** Checks an environment's name (`staging`, `production`, `preview-7`). */
export function environmentName(name = DEFAULT_ENVIRONMENT) {
  if (!ENVIRONMENT_NAME.test(name))
    throw new ReleaseError(`"${name}" is not an environment name (lower-case letters, digits and dashes, starting with a letter)`);
  return name;
}

/** The pointer of an environment: releases/live.json for production, releases/live-<environment>.json for another. */
export const releasePointerFile = (releasesDir, environment = DEFAULT_ENVIRONMENT) =>
  path.join(releasesDir, environmentName(environment) === DEFAULT_ENVIRONMENT ? 'live.json' : `live-${environment}.json`);
/** The environments that have a pointer, production first. */
export function listEnvironments(releasesDir = RELEASES_DIR) {
  const others = existsSync(releasesDir)
    ? readdirSync(releasesDir)
        .map((file) => /^live-(.+)\.json$/.exec(file)?.[1])
        .filter((name) => name && ENVIRONMENT_NAME.test(name))
        .sort()
    : [];
  return [DEFAULT_ENVIRONMENT, ...others];
}
/** The environment of a history entry (entries written before there were several are production's). */
const environmentOf = (entry) => entry.environment ?? DEFAULT_ENVIRONMENT;
const historyFile = (releasesDir) => path.join(releasesDir, 'history.jsonl');
const RELEASE_RECORD = 'release.json';

/** An error whose message is meant for the person at the terminal (no stack trace). */
export class ReleaseError extends Error {}

/** Whether `remote` goes by `name`: its key (`directories`), its folder (`mfe-directories`) or a key it had before a rename. */
const goesBy = (remote, name) => remote.key === name || remote.folder === name || (remote.formerKeys ?? []).includes(name);

/** Whether `name` is a remote's key (`directories`), folder (`mfe-directories`) or former key. */
export const isRemoteName = (name) => manifest.remotes.some((remote) => goesBy(remote, name));

/** Whether a history entry or a release record is of `key`, under its key or one it had before a rename. */
export const recordOf = (key, record) => goesBy(remoteFor(key), record.remote);

/** The remote for a key (`directories`), a folder (`mfe-directories`) or a former key. */
export function remoteFor(name) {
  const found = manifest.remotes.find((remote) => goesBy(remote, name));
  if (!found) throw new ReleaseError(`"${name}" is not a remote (remotes: ${manifest.REMOTE_KEYS.join(', ')})`);
  return found;
}

function filesUnder(dir, relative = '') {
  return readdirSync(path.join(dir, relative), { withFileTypes: true })
    .flatMap((entry) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, child) : [child];
    })
    .sort();
}

/** `<package version>-<10 hex digits of the build's content>`. */
export function releaseVersion(buildDir, packageVersion) {
  const hash = createHash('sha256');
  for (const file of filesUnder(buildDir)) {
    if (file === RELEASE_RECORD) continue;
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(buildDir, file)))
      .update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * The build's source maps (written beside it, never inside: manifest.sourceMapsDir) go beside the release,
 * releases/<remote>/<version>-sourcemaps/, outside the folder that is served or uploaded. A release stored
 * before keeps the maps it has.
 */
function keepSourceMaps(buildDir, dir) {
  const incoming = manifest.sourceMapsDir(buildDir);
  if (!existsSync(incoming)) return;
  if (existsSync(manifest.sourceMapsDir(dir))) rmSync(incoming, { recursive: true, force: true });
  else renameSync(incoming, manifest.sourceMapsDir(dir));
}

/**
 * Where a release comes from, checked before it is built: the commit, whether the working tree had changes
 * that commit does not hold (refused unless `allowDirty`, and then recorded), who built it on which machine,
 * and the shared packages it is built against. Throws, with one line saying what to do, when the tree is
 * dirty or a shared package changed without a new version (the gate could not tell the builds apart).
 * @param {{ allowDirty?: boolean, root?: string, recordFile?: string, git?: (args: string[]) => string }} [options]
 */
export function releaseProvenance({ allowDirty = false, root = ROOT, recordFile, git = gitOutput(root) } = {}) {
  const sharedProblems = sharedVersionProblems(root, recordFile);
  if (sharedProblems.length > 0) throw new ReleaseError(`not released: ${sharedProblems.join(' ')}`);
  const commit = git(['rev-parse', 'HEAD']).trim() || null;
  const changed = git(['status', '--porcelain']).split('\n').filter(Boolean);
  if (changed.length > 0 && !allowDirty) {
    throw new ReleaseError(
      `not released: the working tree has ${changed.length} uncommitted change(s) (${changed[0].slice(3)}${changed.length > 1 ? ', ...' : ''}), ` +
        'so the commit would not say what was built: commit them, or release with --allow-dirty (recorded in the release)',
    );
  }
  return {
    commit,
    cleanTree: changed.length === 0,
    builder: `${os.userInfo().username}@${os.hostname()}`,
    sharedPackages: Object.fromEntries(currentVersions(root).map((pkg) => [pkg.name, { version: pkg.version, contentHash: pkg.hash }])),
  };
}

/** Runs git in `root` and returns what it printed; an empty string where there is no git or no repository. */
function gitOutput(root) {
  return (args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return '';
    }
  };
}

/**
 * Turns a finished build into a release: moved (atomically) to releases/<remote>/<version>/ unless that
 * release exists already (the same content), with its record (`provenance`: releaseProvenance's); its source
 * maps go beside it (keepSourceMaps).
 * @returns {{ version: string, dir: string, created: boolean }}
 */
export function storeRelease({ key, buildDir, provenance = {}, releasesDir = RELEASES_DIR, now = new Date() }) {
  const remote = remoteFor(key);
  const packageVersion = JSON.parse(readFileSync(path.join(ROOT, remote.folder, 'package.json'), 'utf8')).version;
  const version = releaseVersion(buildDir, packageVersion);
  const dir = path.join(releasesDir, remote.key, version);
  if (existsSync(path.join(dir, RELEASE_RECORD))) {
    rmSync(buildDir, { recursive: true, force: true });
    keepSourceMaps(buildDir, dir);
    return { version, dir, created: false };
  }
  const record = { remote: remote.key, version, packageVersion, createdAt: now.toISOString(), ...provenance };
  writeFileSync(path.join(buildDir, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  mkdirSync(path.dirname(dir), { recursive: true });
  keepSourceMaps(buildDir, dir);
  renameSync(buildDir, dir);
  return { version, dir, created: true };
}

/** A folder inside releases/<remote>/ where a build can be written before it becomes a release. */
export function incomingDir(key, releasesDir = RELEASES_DIR) {
  const dir = path.join(releasesDir, remoteFor(key).key, `.incoming-${process.pid}-${Date.now()}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
}

/** The problems of the last refused promotion of each release of `key` that the gate refused (and never let through since). */
export function refusedReleases(key, history) {
  const refused = new Map();
  for (const entry of history) {
    if (entry.remote !== key) continue;
    if (entry.event === 'refused') refused.set(entry.to, entry.problems);
    else if (entry.event === 'promote' || entry.event === 'rollback') refused.delete(entry.to);
  }
  return refused;
}

/**
 * A link that previews a stored release in one browser, without promoting it: the portal's remote override
 * (which asks before it loads anything, and only from the origins on REMOTE_OVERRIDE_ORIGINS) pointed at the
 * release's manifest beside the remote's configured one. `env`: PUBLIC_URL and REMOTE_<NAME>_URL as the portal has them.
 */
export function previewLink({ key: name, version, releasesDir = RELEASES_DIR, env = process.env }) {
  const key = remoteFor(name).key;
  requireRelease(key, version, releasesDir);
  const portal = env.PUBLIC_URL || `http://localhost:${manifest.portsFromEnv(env).shell}`;
  return manifest.overrideLink(portal, key, manifest.releaseManifestUrl(manifest.remoteManifestUrls(env)[key], version));
}

/**
 * Every release of a remote, oldest first, with those made under a key it had before a rename (their
 * record's `remote` is that key: history only, they are built for a container name the shell no longer loads).
 */
export function listReleases(key, releasesDir = RELEASES_DIR) {
  const remote = remoteFor(key);
  return [remote.key, ...(remote.formerKeys ?? [])]
    .flatMap((folder) => {
      const dir = path.join(releasesDir, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => manifest.RELEASE_VERSION_PATTERN.test(name) && existsSync(path.join(dir, name, RELEASE_RECORD)))
        .map((name) => JSON.parse(readFileSync(path.join(dir, name, RELEASE_RECORD), 'utf8')));
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The live version of each remote that has one, in an environment. */
export function readLive(releasesDir = RELEASES_DIR, environment = DEFAULT_ENVIRONMENT) {
  const file = releasePointerFile(releasesDir, environment);
  return existsSync(file) ? parsePointer(readFileSync(file, 'utf8')).live : {};
}

/** Replaces the pointer in one step (a reader sees the old file or the new one, never half of one). */
function writeLive(live, releasesDir, environment) {
  const file = releasePointerFile(releasesDir, environment);
  const incoming = `${file}.${process.pid}.tmp`;
  writeFileSync(incoming, `${JSON.stringify({ remotes: live }, null, 2)}\n`);
  renameSync(incoming, file);
}

export function readHistory(releasesDir = RELEASES_DIR) {
  const file = historyFile(releasesDir);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** One change of a pointer at a time: two promotions at once would lose one of them. */
function withPointerLock(releasesDir, environment, change) {
  mkdirSync(releasesDir, { recursive: true });
  const lock = `${releasePointerFile(releasesDir, environment)}.lock`;
  let handle;
  try {
    handle = openSync(lock, 'wx');
  } catch {
    throw new ReleaseError(`another promotion or rollback is under way (if none is, delete ${lock})`);
  }
  try {
    return change();
  } finally {
    closeSync(handle);
    unlinkSync(lock);
  }
}

/**
 * The releases a remote went through by promotions, with rollbacks undone: the last is live now, the one
 * before it is where a rollback goes.
 */
export function liveStack(key, history, environment = DEFAULT_ENVIRONMENT) {
  const stack = [];
  for (const entry of history) {
    if (entry.remote !== key || environmentOf(entry) !== environment) continue;
    if (entry.event === 'promote') stack.push(entry.to);
    else if (entry.event === 'rollback') stack.pop();
  }
  return stack;
}

/** Why `version` of `key` cannot go live under the shell in `shellDir`, with the environment's other live remotes (none: it can). */
export function releaseProblems({ key, version, shellDir, releasesDir = RELEASES_DIR, environment = DEFAULT_ENVIRONMENT }) {
  return buildProblems({ key, dir: path.join(releasesDir, key, version), shellDir, releasesDir, environment });
}

/** Why the build of `key` in `dir` (a release, or a build about to become one) cannot run under the shell in `shellDir`. */
export function buildProblems({ key, dir, shellDir, releasesDir = RELEASES_DIR, environment = DEFAULT_ENVIRONMENT }) {
  const live = readLive(releasesDir, environment);
  const liveRemotes = Object.entries(live)
    .filter(([other]) => other !== key)
    .map(([other, otherVersion]) => ({
      key: other,
      version: otherVersion,
      ...readBuildManifests(path.join(releasesDir, other, otherVersion)),
    }));
  const shell = readBuildManifests(shellDir);
  if (!shell.browser) throw new ReleaseError(`${shellDir} has no mf-manifest.json: build the shell first (npm run build -w shell)`);
  return compatibilityProblems({ release: readBuildManifests(dir), shell, liveRemotes });
}

function requireRelease(key, version, releasesDir) {
  if (!manifest.RELEASE_VERSION_PATTERN.test(version) || !existsSync(path.join(releasesDir, key, version, RELEASE_RECORD))) {
    const former = listReleases(key, releasesDir).find((release) => release.version === version && release.remote !== key);
    if (former)
      throw new ReleaseError(`${key} ${version} was released as ${former.remote}, before the rename: it cannot go live as ${key}`);
    const known = listReleases(key, releasesDir)
      .filter((release) => release.remote === key)
      .map((release) => release.version);
    throw new ReleaseError(`${key} has no release ${version} (releases: ${known.length > 0 ? known.join(', ') : 'none'})`);
  }
}

/** The gate's problems as the lines a refusal prints under its first line. */
export const problemLines = (problems) => problems.map((problem) => `  - ${problem}`).join('\n');

function refuse(key, version, problems) {
  return new ReleaseError(`${key} ${version} is refused, it cannot run under this shell:\n${problemLines(problems)}`);
}

/** One line of history.jsonl. */
function appendHistory(releasesDir, entry) {
  appendFileSync(historyFile(releasesDir), `${JSON.stringify(entry)}\n`);
}

/**
 * Makes a release the live one of a remote in an environment, after the compatibility gate: `version`, or
 * (`from`) the release live in another environment now, as a staging release goes on to production.
 * Any stored release may be named: forward to a newer one, or back to an older one.
 * @returns {{ from: string | null, to: string }}
 */
export function promote({
  key: name,
  version: named,
  from: sourceEnvironment,
  environment = DEFAULT_ENVIRONMENT,
  shellDir,
  releasesDir = RELEASES_DIR,
  now = new Date(),
}) {
  const key = remoteFor(name).key;
  environmentName(environment);
  let version = named;
  if (!version && sourceEnvironment) {
    version = readLive(releasesDir, sourceEnvironment)[key];
    if (!version) throw new ReleaseError(`${key} has no release live in ${sourceEnvironment} to promote`);
  }
  if (!version) throw new ReleaseError(`name the release of ${key} to promote, or the environment it is live in (--from)`);
  requireRelease(key, version, releasesDir);
  return withPointerLock(releasesDir, environment, () => {
    const live = readLive(releasesDir, environment);
    const from = live[key] ?? null;
    const problems = releaseProblems({ key, version, shellDir, releasesDir, environment });
    if (problems.length > 0) {
      // kept in the history, so the list of releases shows it refused and why
      appendHistory(releasesDir, { at: now.toISOString(), environment, remote: key, event: 'refused', from, to: version, problems });
      throw refuse(key, version, problems);
    }
    writeLive({ ...live, [key]: version }, releasesDir, environment);
    appendHistory(releasesDir, { at: now.toISOString(), environment, remote: key, event: 'promote', from, to: version });
    return { from, to: version };
  });
}

/**
 * Puts back the release that was live in an environment before the current one (or, before the first
 * promotion there, the remote's configured build). The release going back live passes the gate again: the
 * shell may have moved on.
 * @returns {{ from: string, to: string | null }}
 */
export function rollback({ key: name, environment = DEFAULT_ENVIRONMENT, shellDir, releasesDir = RELEASES_DIR, now = new Date() }) {
  const key = remoteFor(name).key;
  environmentName(environment);
  return withPointerLock(releasesDir, environment, () => {
    const { [key]: current, ...others } = readLive(releasesDir, environment);
    const stack = liveStack(key, readHistory(releasesDir), environment);
    const where = environment === DEFAULT_ENVIRONMENT ? '' : ` in ${environment}`;
    if (!current) throw new ReleaseError(`${key} has no live release${where} to roll back`);
    if (stack.at(-1) !== current)
      throw new ReleaseError(`${key} ${current} was not put live${where} by a promotion: promote the release you want instead`);
    const target = stack.at(-2) ?? null;
    if (target) {
      const problems = releaseProblems({ key, version: target, shellDir, releasesDir, environment });
      if (problems.length > 0) throw refuse(key, target, problems);
    }
    writeLive(target ? { ...others, [key]: target } : others, releasesDir, environment);
    appendHistory(releasesDir, { at: now.toISOString(), environment, remote: key, event: 'rollback', from: current, to: target });
    return { from: current, to: target };
  });
}
