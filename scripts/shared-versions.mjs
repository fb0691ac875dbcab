// The workspace packages the shell provides to every remote at run time (portal-data, shared-ui, portal-session) are
// federation singletons: a remote asks for `^<version it was built with>` and the release gate compares that
// with the version the shell provides. That only works if a change to a shared package changes its version,
// so each one's content is recorded beside its version in shared-package-versions.json:
//   - npm test fails when a shared package's content differs from what was recorded for its version;
//   - `npm run shared:versions` records the new content, and refuses unless the version was bumped.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RECORD_FILE = path.join(ROOT, 'shared-package-versions.json');

const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Files that never reach a remote's page: tests, test helpers, documentation, and the package's own typecheck
 * settings (each build compiles a shared package with its own tsconfig.json).
 */
const NOT_SHIPPED = /(\.test\.[cm]?[jt]sx?$)|(^|\/)testing\/|(^|\/)__snapshots__\/|\.md$|^tsconfig\.json$/;
const SKIP_DIRS = new Set(['node_modules', 'dist']);

/** Workspace folder of each workspace package name. */
function workspaceFolders(root) {
  return new Map(
    readJson(path.join(root, 'package.json')).workspaces.map((dir) => [readJson(path.join(root, dir, 'package.json')).name, dir]),
  );
}

/** The workspace packages webpack.shared.js shares as singletons, as { name, folder } (folders as in `root`). */
export function sharedWorkspacePackages(root = ROOT) {
  const { sharedDependencies } = require(path.join(ROOT, 'webpack.shared.js'));
  const folders = workspaceFolders(root);
  const names = new Set(Object.keys(sharedDependencies).map((key) => key.split('/').slice(0, 2).join('/')));
  return [...names].filter((name) => folders.has(name)).map((name) => ({ name, folder: folders.get(name) }));
}

function shippedFiles(dir, relative = '') {
  const files = [];
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...shippedFiles(dir, child));
    else if (!NOT_SHIPPED.test(child)) files.push(child);
  }
  return files.sort();
}

/**
 * A hash of what a shared package ships: its own files (its package.json without version and scripts) and those of
 * the workspace packages it bundles (its `dependencies`, such as the rules), tests excluded.
 */
export function contentHash(folder, root = ROOT) {
  const folders = workspaceFolders(root);
  const pkg = readJson(path.join(root, folder, 'package.json'));
  const bundled = Object.keys(pkg.dependencies ?? {})
    .filter((name) => folders.has(name))
    .map((name) => folders.get(name));
  const hash = createHash('sha256');
  for (const dir of [folder, ...bundled.sort()]) {
    for (const file of shippedFiles(path.join(root, dir))) {
      let text = readFileSync(path.join(root, dir, file), 'utf8').replace(/\r\n/g, '\n');
      // the version is what is checked; the scripts (npm test -w <package>) do not ship
      if (file === 'package.json') text = JSON.stringify({ ...JSON.parse(text), version: undefined, scripts: undefined });
      hash.update(`${dir}/${file}\0${text}\0`);
    }
  }
  return `sha256-${hash.digest('hex').slice(0, 32)}`;
}

/**
 * What differs between the recorded and the current state of one package, as a sentence, or null.
 * @param {{ name: string, folder: string, version: string, hash: string }} current
 * @param {{ version: string, contentHash: string } | undefined} recorded
 */
export function versionProblem(current, recorded) {
  const record = 'then record it with `npm run shared:versions`';
  if (!recorded) return `${current.name} has no recorded version: ${record}.`;
  if (recorded.version === current.version && recorded.contentHash === current.hash) return null;
  if (recorded.version === current.version) return `${unbumpedChange(current)}, ${record}.`;
  return `${current.name} is now version ${current.version} (recorded: ${recorded.version}): ${record}.`;
}

const unbumpedChange = (pkg) =>
  `${pkg.name} changed since version ${pkg.version} was recorded: remotes and the shell cannot tell the two apart. ` +
  `Bump its version (npm version patch|minor --no-git-tag-version -w ${pkg.folder})`;

/** Every shared package's current version and content hash. */
export function currentVersions(root = ROOT) {
  return sharedWorkspacePackages(root).map(({ name, folder }) => ({
    name,
    folder,
    version: readJson(path.join(root, folder, 'package.json')).version,
    hash: contentHash(folder, root),
  }));
}

/** Every shared package whose version or content differs from the record, one sentence each (none: all match). */
export function sharedVersionProblems(root = ROOT, file = RECORD_FILE) {
  const recorded = readRecord(file);
  return currentVersions(root)
    .map((pkg) => versionProblem(pkg, recorded[pkg.name]))
    .filter(Boolean);
}

export function readRecord(file = RECORD_FILE) {
  try {
    return readJson(file);
  } catch {
    return {};
  }
}

/** Records the current state; throws (recording nothing) when a package changed without a new version. */
export function recordVersions(root = ROOT, file = RECORD_FILE) {
  const recorded = readRecord(file);
  const current = currentVersions(root);
  const unbumped = current.filter((pkg) => recorded[pkg.name]?.version === pkg.version && recorded[pkg.name].contentHash !== pkg.hash);
  if (unbumped.length > 0) throw new Error(unbumped.map((pkg) => `${unbumpedChange(pkg)} first.`).join('\n'));
  const next = Object.fromEntries(current.map((pkg) => [pkg.name, { version: pkg.version, contentHash: pkg.hash }]));
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  return current;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    for (const pkg of recordVersions()) console.log(`${pkg.name} ${pkg.version} ${pkg.hash}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
