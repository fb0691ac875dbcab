// The release tool of a remote's team (see "Releases" in README.md):
//   npm run release -w mfe-directories                 build a versioned, immutable release
//   npm run promote -w mfe-directories -- <version>    make it live (after the compatibility gate), forward or back
//   npm run promote -w mfe-directories -- --env staging <version>   the same in another environment
//   npm run promote -w mfe-directories -- --from staging            production takes the release live in staging
//   npm run rollback -w mfe-directories                put the previous live release back
//   npm run releases -w mfe-directories                the remote's releases, the live one marked
//   npm run release:history [-- <remote>]              what was live when
//   npm run release:check -- <remote> <version>        the gate alone
//   npm run release:preview -- <remote> <version>      a link that previews the release in one browser
// Inside a workspace the remote is that workspace; from the root name it (key or folder) first.
// Options: --shell <dir> (the shell's build the release will run under, default shell/dist),
// --releases <dir> (default releases/, or RELEASES_DIR), --env <environment> (the pointer promote, rollback and
// check use; default production), --allow-dirty (release from a working tree with uncommitted changes; the
// release records it).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  RELEASES_DIR,
  ROOT,
  ReleaseError,
  DEFAULT_ENVIRONMENT,
  buildProblems,
  environmentName,
  incomingDir,
  isRemoteName,
  listEnvironments,
  listReleases,
  previewLink,
  problemLines,
  promote,
  readHistory,
  readLive,
  recordOf,
  refusedReleases,
  releaseProblems,
  releaseProvenance,
  remoteFor,
  rollback,
  storeRelease,
} from './release-store.mjs';

const { sourceMapsDir } = createRequire(import.meta.url)('@donation-network/portal-manifest');
const COMMANDS = ['release', 'promote', 'rollback', 'releases', 'history', 'check', 'preview'];

function build(folder, outDir) {
  return new Promise((resolve, reject) => {
    // the release profile: what users download gets the smallest brotli copies (webpack.shared.js)
    const child = spawn('npm', ['run', 'build', '-w', folder, '--', '--env', `outDir=${outDir}`], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BUILD_PROFILE: 'release' },
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new ReleaseError(`the build of ${folder} failed (exit ${code})`))));
  });
}

/** The remote a command is about: named first, else the workspace npm runs the script in. */
function takeRemote(args) {
  if (args.length > 0 && isRemoteName(args[0])) return remoteFor(args.shift());
  const workspace = process.env.npm_package_json ? path.basename(path.dirname(process.env.npm_package_json)) : null;
  if (workspace && isRemoteName(workspace)) return remoteFor(workspace);
  return remoteFor(args[0] ?? '');
}

const describe = (version) => version ?? 'its configured build';

export async function main(argv, { log = console.log } = {}) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      shell: { type: 'string' },
      releases: { type: 'string' },
      env: { type: 'string', default: DEFAULT_ENVIRONMENT },
      from: { type: 'string' },
      'allow-dirty': { type: 'boolean', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (!COMMANDS.includes(command)) throw new ReleaseError(`usage: cli.mjs <${COMMANDS.join('|')}> [remote] [version]`);
  const releasesDir = values.releases ? path.resolve(values.releases) : RELEASES_DIR;
  const shellDir = values.shell ? path.resolve(values.shell) : path.join(ROOT, 'shell', 'dist');
  const environment = environmentName(values.env);
  const from = values.from === undefined ? undefined : environmentName(values.from);
  /** `marketing` in production, `marketing in staging` elsewhere */
  const where = (key) => (environment === DEFAULT_ENVIRONMENT ? key : `${key} in ${environment}`);

  if (command === 'history') {
    const only = args[0] ? remoteFor(args[0]).key : null;
    const entries = readHistory(releasesDir).filter((entry) => !only || recordOf(only, entry));
    if (entries.length === 0) log('No promotion or rollback yet: every remote serves its configured build.');
    for (const entry of entries)
      log(
        `${entry.at}  ${(entry.environment ?? DEFAULT_ENVIRONMENT).padEnd(11)} ${entry.remote.padEnd(12)} ${entry.event.padEnd(8)} ` +
          (entry.event === 'refused'
            ? `${entry.to} (${describe(entry.from)} stays live): ${entry.problems[0]}`
            : `${describe(entry.from)} -> ${describe(entry.to)}`),
      );
    return;
  }

  const remote = takeRemote(args);
  if (command === 'release') {
    let provenance;
    try {
      provenance = releaseProvenance({ allowDirty: values['allow-dirty'] });
    } catch (error) {
      throw error instanceof ReleaseError ? new ReleaseError(`${remote.key} ${error.message}`) : error;
    }
    const outDir = incomingDir(remote.key, releasesDir);
    await build(remote.folder, outDir);
    // A build that could never go live under this shell is not kept: the gate runs before the release exists.
    const problems = buildProblems({ key: remote.key, dir: outDir, shellDir, releasesDir, environment });
    if (problems.length > 0) {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(sourceMapsDir(outDir), { recursive: true, force: true });
      throw new ReleaseError(`${remote.key} not released, it cannot run under the shell in ${shellDir}:\n${problemLines(problems)}`);
    }
    const { version, created } = storeRelease({ key: remote.key, buildDir: outDir, provenance, releasesDir });
    log(
      `${remote.key} ${version} ${created ? 'released' : 'is already released (same content)'}: ${path.join(releasesDir, remote.key, version)}`,
    );
    log(`Make it live: npm run promote -w ${remote.folder} -- ${version}`);
    return;
  }
  if (command === 'releases') {
    const live = readLive(releasesDir, environment)[remote.key];
    const liveElsewhere = (version) =>
      listEnvironments(releasesDir).filter((other) => other !== environment && readLive(releasesDir, other)[remote.key] === version);
    const releases = listReleases(remote.key, releasesDir);
    const refused = refusedReleases(remote.key, readHistory(releasesDir));
    if (releases.length === 0) log(`${remote.key} has no releases: npm run release -w ${remote.folder}`);
    for (const release of releases) {
      const origin = [release.commit?.slice(0, 12), release.cleanTree === false && 'uncommitted changes', release.builder].filter(Boolean);
      const verdict =
        release.remote !== remote.key
          ? `  (released as ${release.remote}, before the rename: history only)`
          : refused.has(release.version)
            ? `  REFUSED: ${refused.get(release.version)[0]}`
            : '';
      const elsewhere = liveElsewhere(release.version);
      const alsoLive = elsewhere.length > 0 ? `  (live in ${elsewhere.join(', ')})` : '';
      log(`${release.version === live ? '*' : ' '} ${release.version}  ${release.createdAt}  ${origin.join(', ')}${alsoLive}${verdict}`);
    }
    return;
  }
  if (command === 'rollback') {
    const { from: was, to } = rollback({ key: remote.key, environment, shellDir, releasesDir });
    log(`${where(remote.key)}: rolled back from ${was} to ${describe(to)}; live on the next page load.`);
    return;
  }
  const version = args[0];
  if (!version && !(command === 'promote' && from))
    throw new ReleaseError(`name the version (npm run releases -w ${remote.folder} lists them)`);
  if (command === 'preview') {
    log(previewLink({ key: remote.key, version, releasesDir }));
    log(
      "Opened in a browser, the portal asks before it loads this release there, and nowhere else; the banner's Reset ends the preview, and it ends by itself after 8 hours. " +
        "The release's origin must be on the portal's REMOTE_OVERRIDE_ORIGINS.",
    );
    return;
  }
  if (command === 'check') {
    const problems = releaseProblems({ key: remote.key, version, shellDir, releasesDir, environment });
    if (problems.length > 0) throw new ReleaseError(`${remote.key} ${version} cannot run under this shell:\n${problemLines(problems)}`);
    log(`${remote.key} ${version} can run under this shell.`);
    return;
  }
  const { from: was, to } = promote({ key: remote.key, version, from, environment, shellDir, releasesDir });
  log(`${where(remote.key)}: ${describe(was)} -> ${to}; live on the next page load.`);
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(error instanceof ReleaseError ? 1 : 2);
  });
}
