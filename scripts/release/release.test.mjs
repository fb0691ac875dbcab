import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { compatibilityProblems, readBuildManifests } from './compatibility.mjs';
import { recordVersions } from '../shared-versions.mjs';
import {
  ROOT,
  buildProblems,
  liveStack,
  listReleases,
  previewLink,
  promote,
  readHistory,
  readLive,
  refusedReleases,
  releaseProvenance,
  releaseVersion,
  rollback,
  storeRelease,
} from './release-store.mjs';
import { main } from './cli.mjs';

const { sharedDependencies } = createRequire(import.meta.url)('../../webpack.shared.js');

/** The names the test shell's copy of shared-ui exports (its shared-exports.json). */
const SHELL_SHARED_UI_EXPORTS = ['Button', 'Card', 'CardContent'];

/** The shell's manifests as its build advertises them: every shared singleton at the version installed here. */
function shellBuild(dir) {
  const shared = Object.entries(sharedDependencies)
    .filter(([name, options]) => options.singleton && !name.endsWith('/'))
    .map(([name, options]) => ({ name, version: options.version, requiredVersion: options.requiredVersion, singleton: true }));
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared, exposes: [] }));
  writeFileSync(path.join(dir, 'server', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared, exposes: [] }));
  const sharedExports = JSON.stringify({ uses: {}, provides: { '@donation-network/shared-ui': SHELL_SHARED_UI_EXPORTS } });
  writeFileSync(path.join(dir, 'shared-exports.json'), sharedExports);
  writeFileSync(path.join(dir, 'server', 'shared-exports.json'), sharedExports);
}

/** A remote's build needing `requiredVersion` of shared-ui (what a real build's manifests say, reduced to what the gate reads). */
function remoteBuild(dir, { sharedUi = `^${sharedDependencies['@donation-network/shared-ui'].version}`, text = 'v1' } = {}) {
  const shared = [
    {
      name: '@donation-network/shared-ui',
      version: '0.0.0',
      requiredVersion: sharedUi,
      singleton: true,
      assets: { js: { sync: [], async: [] } },
    },
  ];
  const exposes = [{ name: 'App', path: './App' }];
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'marketing', shared, exposes }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
  writeFileSync(path.join(dir, 'server', 'mf-manifest.json'), JSON.stringify({ name: 'marketing', shared, exposes }));
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `/* server ${text} */`);
  return dir;
}

function workspace() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const shellDir = path.join(dir, 'shell');
  shellBuild(shellDir);
  return { dir, shellDir, releasesDir: path.join(dir, 'releases') };
}

const packageVersion = JSON.parse(readFileSync(path.join(ROOT, 'mfe-marketing', 'package.json'), 'utf8')).version;

test('a release is named by its package version and content, and the same build is the same release', () => {
  const { dir, releasesDir } = workspace();
  try {
    const first = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1')), releasesDir });
    assert.match(first.version, new RegExp(`^${packageVersion.replace(/\./g, '\\.')}-[0-9a-f]{10}$`));
    assert.equal(first.created, true);
    assert.ok(existsSync(path.join(releasesDir, 'marketing', first.version, 'release.json')));

    const again = storeRelease({ key: 'mfe-marketing', buildDir: remoteBuild(path.join(dir, 'b2')), releasesDir });
    assert.deepEqual([again.version, again.created], [first.version, false]);
    assert.equal(existsSync(path.join(dir, 'b2')), false, 'the duplicate build is discarded');

    const other = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b3'), { text: 'v2' }), releasesDir });
    assert.notEqual(other.version, first.version);
    assert.deepEqual(
      listReleases('marketing', releasesDir).map((release) => release.version),
      [first.version, other.version],
    );
    assert.equal(
      releaseVersion(path.join(releasesDir, 'marketing', first.version), packageVersion),
      first.version,
      'release.json is not part of the content',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a release's source maps are kept beside it, outside the folder that is served, and listed as no release", () => {
  const { dir, releasesDir } = workspace();
  try {
    const buildDir = remoteBuild(path.join(dir, 'b1'));
    // where the build writes them (webpack.shared.js): beside its output folder
    mkdirSync(`${buildDir}-sourcemaps`);
    writeFileSync(path.join(`${buildDir}-sourcemaps`, 'remoteEntry.js.map'), '{"sourcesContent":["secret"]}');
    const { version, dir: releaseDir } = storeRelease({ key: 'marketing', buildDir, releasesDir });

    assert.equal(readFileSync(path.join(`${releaseDir}-sourcemaps`, 'remoteEntry.js.map'), 'utf8'), '{"sourcesContent":["secret"]}');
    assert.equal(existsSync(`${buildDir}-sourcemaps`), false);
    assert.deepEqual(
      listReleases('marketing', releasesDir).map((release) => release.version),
      [version],
    );

    // the same build again: the release keeps its maps, the new copies go
    const again = remoteBuild(path.join(dir, 'b2'));
    mkdirSync(`${again}-sourcemaps`);
    writeFileSync(path.join(`${again}-sourcemaps`, 'remoteEntry.js.map'), '{}');
    storeRelease({ key: 'marketing', buildDir: again, releasesDir });
    assert.equal(existsSync(`${again}-sourcemaps`), false);
    assert.equal(readFileSync(path.join(`${releaseDir}-sourcemaps`, 'remoteEntry.js.map'), 'utf8'), '{"sourcesContent":["secret"]}');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('promote and rollback switch the pointer and write what was live when', () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const v1 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1'), { text: 'v1' }), releasesDir }).version;
    const v2 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b2'), { text: 'v2' }), releasesDir }).version;
    const v3 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b3'), { text: 'v3' }), releasesDir }).version;

    assert.throws(() => rollback({ key: 'marketing', shellDir, releasesDir }), /marketing has no live release to roll back/);
    assert.deepEqual(promote({ key: 'marketing', version: v1, shellDir, releasesDir }), { from: null, to: v1 });
    promote({ key: 'marketing', version: v2, shellDir, releasesDir });
    promote({ key: 'marketing', version: v3, shellDir, releasesDir });
    assert.deepEqual(readLive(releasesDir), { marketing: v3 });

    assert.deepEqual(rollback({ key: 'marketing', shellDir, releasesDir }), { from: v3, to: v2 });
    assert.deepEqual(
      rollback({ key: 'marketing', shellDir, releasesDir }),
      { from: v2, to: v1 },
      'a second rollback goes one further back',
    );
    assert.deepEqual(rollback({ key: 'marketing', shellDir, releasesDir }), { from: v1, to: null });
    assert.deepEqual(readLive(releasesDir), {}, 'before the first promotion: the configured build');

    const history = readHistory(releasesDir);
    assert.deepEqual(
      history.map((entry) => [entry.event, entry.from, entry.to]),
      [
        ['promote', null, v1],
        ['promote', v1, v2],
        ['promote', v2, v3],
        ['rollback', v3, v2],
        ['rollback', v2, v1],
        ['rollback', v1, null],
      ],
    );
    assert.ok(history.every((entry) => !Number.isNaN(Date.parse(entry.at))));
    assert.deepEqual(liveStack('marketing', history), []);
    assert.equal(existsSync(path.join(releasesDir, 'live.json.lock')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a promotion names a missing release and refuses while another one holds the pointer', () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const v1 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1')), releasesDir }).version;
    assert.throws(
      () => promote({ key: 'marketing', version: '0.1.0-nothere', shellDir, releasesDir }),
      new RegExp(`marketing has no release 0.1.0-nothere \\(releases: ${v1}\\)`),
    );
    assert.throws(() => promote({ key: 'marketing', version: '../../etc', shellDir, releasesDir }), /has no release/);
    assert.throws(() => promote({ key: 'constructor', version: v1, shellDir, releasesDir }), /"constructor" is not a remote/);
    writeFileSync(path.join(releasesDir, 'live.json.lock'), '');
    assert.throws(() => promote({ key: 'marketing', version: v1, shellDir, releasesDir }), /another promotion or rollback is under way/);
    assert.deepEqual(readLive(releasesDir), {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a remote built against a newer shared-ui than the shell provides is refused, naming both versions', () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const provided = sharedDependencies['@donation-network/shared-ui'].version;
    const [major, minor] = provided.split('.').map(Number);
    const newer = `^${major}.${minor + 1}.0`;
    const { version } = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1'), { sharedUi: newer }), releasesDir });
    assert.throws(
      () => promote({ key: 'marketing', version, shellDir, releasesDir }),
      (error) => {
        assert.match(error.message, new RegExp(`marketing ${version} is refused`));
        assert.ok(
          error.message.includes(`@donation-network/shared-ui: the release needs ${newer}, the shell provides ${provided}`),
          error.message,
        );
        return true;
      },
    );
    assert.deepEqual(readLive(releasesDir), {}, 'nothing went live');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a singleton the shell does not provide must suit the remotes already live', () => {
  const yup = (version, requiredVersion) => ({
    name: 'yup',
    version,
    requiredVersion,
    singleton: true,
    assets: { js: { sync: ['yup.js'], async: [] } },
  });
  const app = [{ path: './App' }];
  const problems = compatibilityProblems({
    release: { browser: { shared: [yup('2.0.0', '^2.0.0')], exposes: app }, server: { shared: [], exposes: app }, hasServerEntry: true },
    shell: { browser: { shared: [] }, server: { shared: [] } },
    liveRemotes: [{ key: 'auth', version: '0.1.0-aaa', browser: { shared: [yup('1.7.1', '^1.7.1')] } }],
  });
  assert.deepEqual(problems, ['yup: the release needs ^2.0.0, the live auth release (0.1.0-aaa) provides 1.7.1']);
});

test("names a remote imports from a shared package must be exported by the copy it gets: the shell's, or a live remote's", () => {
  const FORMS = '@donation-network/shared-ui/forms';
  const app = [{ path: './App' }];
  const build = (sharedExports) => ({
    browser: { shared: [], exposes: app },
    server: { shared: [], exposes: app },
    hasServerEntry: true,
    sharedExports,
  });
  const shell = {
    browser: { shared: [] },
    server: { shared: [] },
    sharedExports: {
      browser: { uses: {}, provides: { '@donation-network/shared-ui': ['Card'] } },
      server: { uses: {}, provides: { '@donation-network/shared-ui': ['Card'], [FORMS]: ['TextField', 'DateField'] } },
    },
  };
  const release = build({
    browser: { uses: { '@donation-network/shared-ui': ['Card', 'Banner'], [FORMS]: ['DateField'] }, provides: { [FORMS]: ['DateField'] } },
    server: { uses: { '@donation-network/shared-ui': ['Card', 'Banner'], [FORMS]: ['DateField'] }, provides: {} },
  });
  const liveAuth = {
    key: 'auth',
    version: '0.1.0-aaa',
    ...build({ browser: { uses: { [FORMS]: ['TextField'] }, provides: { [FORMS]: ['TextField'] } }, server: null }),
  };
  assert.deepEqual(compatibilityProblems({ release, shell, liveRemotes: [liveAuth] }), [
    "@donation-network/shared-ui: the release imports Banner, which the shell's copy does not export",
    "@donation-network/shared-ui/forms: the release imports DateField, which the live auth release's (0.1.0-aaa) copy does not export",
    "@donation-network/shared-ui/forms: the live auth release (0.1.0-aaa) imports TextField, which the release's copy does not export",
  ]);
  // builds made before builds recorded their shared names are not checked by name
  assert.deepEqual(compatibilityProblems({ release: build(undefined), shell, liveRemotes: [liveAuth] }), []);
});

test('a deliberately incompatible build is refused by the gate and by the command, with the reasons', async () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const outDir = path.join(dir, 'incompatible');
    await promisify(execFile)(
      'npx',
      ['webpack', '-c', path.join(import.meta.dirname, 'fixtures/incompatible-remote/webpack.config.js'), '--env', `outDir=${outDir}`],
      { cwd: ROOT },
    );
    const problems = compatibilityProblems({ release: readBuildManifests(outDir), shell: readBuildManifests(shellDir) });
    const react = sharedDependencies.react.version;
    const sharedUi = sharedDependencies['@donation-network/shared-ui'].version;
    assert.deepEqual(problems, [
      'its browser build does not expose ./App (it exposes ./Widget)',
      'it has no server build (server/remoteEntry.js and server/mf-manifest.json)',
      `react: the release needs ^18.2.0, the shell provides ${react}`,
      `@donation-network/shared-ui: the release needs ^9.0.0, the shell provides ${sharedUi}`,
      "@donation-network/shared-ui: the release imports Banner, which the shell's copy does not export",
    ]);
    // what `release` checks before it keeps a build
    assert.deepEqual(buildProblems({ key: 'marketing', dir: outDir, shellDir, releasesDir }), problems);

    const { version } = storeRelease({ key: 'marketing', buildDir: outDir, releasesDir });
    const lines = [];
    await assert.rejects(
      main(['promote', 'marketing', version, '--shell', shellDir, '--releases', releasesDir], { log: (line) => lines.push(line) }),
      /is refused, it cannot run under this shell:\n {2}- its browser build does not expose \.\/App/,
    );
    assert.deepEqual(readLive(releasesDir), {});
    assert.deepEqual(lines, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the command prints each promotion and the history', async () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const v1 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1')), releasesDir }).version;
    const lines = [];
    const run = (...args) => main([...args, '--shell', shellDir, '--releases', releasesDir], { log: (line) => lines.push(line) });
    await run('history');
    await run('promote', 'mfe-marketing', v1);
    await run('releases', 'marketing');
    await run('history', 'marketing');
    await run('rollback', 'marketing');
    assert.equal(lines[0], 'No promotion or rollback yet: every remote serves its configured build.');
    assert.equal(lines[1], `marketing: its configured build -> ${v1}; live on the next page load.`);
    assert.match(lines[2], new RegExp(`^\\* ${v1} `));
    assert.match(lines[3], new RegExp(`marketing +promote +its configured build -> ${v1}$`));
    assert.equal(lines[4], `marketing: rolled back from ${v1} to its configured build; live on the next page load.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a renamed remote keeps the history made under its former key, and no release of it goes live as the new one', async () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const version = '0.1.0-0123456789';
    mkdirSync(path.join(releasesDir, 'partnerLegal', version), { recursive: true });
    writeFileSync(
      path.join(releasesDir, 'partnerLegal', version, 'release.json'),
      JSON.stringify({ remote: 'partnerLegal', version, createdAt: '2026-11-01T00:00:00.000Z' }),
    );
    writeFileSync(
      path.join(releasesDir, 'history.jsonl'),
      `${JSON.stringify({ at: '2026-11-01T00:00:01.000Z', remote: 'partnerLegal', event: 'promote', from: null, to: version })}\n`,
    );
    const lines = [];
    const run = (...args) => main([...args, '--shell', shellDir, '--releases', releasesDir], { log: (line) => lines.push(line) });
    await run('releases', 'partner');
    await run('history', 'mfe-partner');
    assert.deepEqual(
      listReleases('partner', releasesDir).map((release) => release.remote),
      ['partnerLegal'],
    );
    assert.match(lines[0], new RegExp(`${version} .*released as partnerLegal, before the rename: history only`));
    assert.match(lines[1], new RegExp(`partnerLegal +promote +its configured build -> ${version}$`));
    // the former key names the same remote, and its old release is refused with the reason
    await assert.rejects(
      run('promote', 'partnerLegal', version),
      /was released as partnerLegal, before the rename: it cannot go live as partner/,
    );
    assert.deepEqual(readLive(releasesDir), {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A copy of the workspaces with its own shared-package record, so a test can change a shared package. */
function workspaceCopy() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'release-workspace-'));
  cpSync(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
  for (const folder of JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces)
    cpSync(path.join(ROOT, folder), path.join(root, folder), {
      recursive: true,
      filter: (source) => !/node_modules|dist/.test(path.relative(ROOT, source)),
    });
  const recordFile = path.join(root, 'shared-package-versions.json');
  recordVersions(root, recordFile);
  return { root, recordFile };
}

/** git as a stub: HEAD and the working tree's changes. */
const gitStub =
  ({ head = 'a1b2c3d4e5f6a7b8c9d0', changes = [] } = {}) =>
  (args) =>
    args[0] === 'rev-parse' ? `${head}\n` : changes.map((file) => ` M ${file}\n`).join('');

test('a release records its commit, a clean tree, its builder and the shared packages it was built against', () => {
  const { root, recordFile } = workspaceCopy();
  try {
    const provenance = releaseProvenance({ root, recordFile, git: gitStub() });
    assert.equal(provenance.commit, 'a1b2c3d4e5f6a7b8c9d0');
    assert.equal(provenance.cleanTree, true);
    assert.match(provenance.builder, /.@./);
    const recorded = JSON.parse(readFileSync(recordFile, 'utf8'));
    assert.deepEqual(provenance.sharedPackages, recorded);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a release from uncommitted changes is refused unless allowed, and then says so', () => {
  const { root, recordFile } = workspaceCopy();
  try {
    const git = gitStub({ changes: ['mfe-marketing/src/App.tsx', 'README.md'] });
    assert.throws(
      () => releaseProvenance({ root, recordFile, git }),
      (error) => {
        assert.equal(
          error.message,
          'not released: the working tree has 2 uncommitted change(s) (mfe-marketing/src/App.tsx, ...), so the commit would not say ' +
            'what was built: commit them, or release with --allow-dirty (recorded in the release)',
        );
        return true;
      },
    );
    assert.equal(releaseProvenance({ root, recordFile, git, allowDirty: true }).cleanTree, false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a shared package changed without a new version stops a release before anything is built', () => {
  const { root, recordFile } = workspaceCopy();
  try {
    // a new export a remote could use, which the live shell's shared-ui of the same version does not have
    writeFileSync(
      path.join(root, 'shared-ui/src/index.ts'),
      `${readFileSync(path.join(root, 'shared-ui/src/index.ts'), 'utf8')}export const Banner = 1;\n`,
    );
    assert.throws(
      () => releaseProvenance({ root, recordFile, git: gitStub(), allowDirty: true }),
      /not released: @donation-network\/shared-ui changed since version [\d.]+ was recorded: remotes and the shell cannot tell the two apart\. Bump its version/,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a refused promotion is kept in the history and the release is listed as refused until it goes live', async () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const provided = sharedDependencies['@donation-network/shared-ui'].version;
    const newer = `^${Number(provided.split('.')[0]) + 1}.0.0`;
    // made an hour apart: the list is oldest first
    const good = storeRelease({
      key: 'marketing',
      buildDir: remoteBuild(path.join(dir, 'b1')),
      releasesDir,
      now: new Date('2026-11-28T10:00:00Z'),
    }).version;
    const bad = storeRelease({
      key: 'marketing',
      buildDir: remoteBuild(path.join(dir, 'b2'), { sharedUi: newer }),
      provenance: { commit: 'f00dfeed0000', cleanTree: false, builder: 'ci@runner' },
      releasesDir,
      now: new Date('2026-11-28T11:00:00Z'),
    }).version;
    promote({ key: 'marketing', version: good, shellDir, releasesDir });
    assert.throws(() => promote({ key: 'marketing', version: bad, shellDir, releasesDir }), /is refused/);

    const history = readHistory(releasesDir);
    assert.deepEqual(
      history.map((entry) => [entry.event, entry.from, entry.to]),
      [
        ['promote', null, good],
        ['refused', good, bad],
      ],
    );
    assert.deepEqual([...refusedReleases('marketing', history).keys()], [bad]);
    assert.deepEqual(liveStack('marketing', history), [good], 'a refusal moves nothing');

    const lines = [];
    const run = (...args) => main([...args, '--shell', shellDir, '--releases', releasesDir], { log: (line) => lines.push(line) });
    await run('releases', 'marketing');
    await run('history', 'marketing');
    assert.match(lines[0], new RegExp(`^\\* ${good} `));
    assert.ok(
      lines[1].includes(`${bad}  `) &&
        lines[1].includes('f00dfeed0000, uncommitted changes, ci@runner') &&
        lines[1].includes(`REFUSED: @donation-network/shared-ui: the release needs ${newer}`),
      lines[1],
    );
    assert.match(lines[3], new RegExp(`refused +${bad} \\(${good} stays live\\): @donation-network/shared-ui: the release needs`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('environments have pointers of their own: staging first, then production takes what staging runs', async () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const v1 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1'), { text: 'v1' }), releasesDir }).version;
    const v2 = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b2'), { text: 'v2' }), releasesDir }).version;
    const lines = [];
    const run = (...args) => main([...args, '--shell', shellDir, '--releases', releasesDir], { log: (line) => lines.push(line) });

    await run('promote', 'marketing', v1);
    await run('promote', 'marketing', v2, '--env', 'staging');
    assert.deepEqual(readLive(releasesDir), { marketing: v1 }, 'production unchanged by a staging promotion');
    assert.deepEqual(readLive(releasesDir, 'staging'), { marketing: v2 });
    assert.ok(existsSync(path.join(releasesDir, 'live-staging.json')));

    const listed = lines.length;
    await run('releases', 'marketing');
    const listing = lines.slice(listed);
    assert.match(
      listing.find((line) => line.includes(v2)),
      /\(live in staging\)/,
    );
    assert.ok(listing.find((line) => line.includes(v1)).startsWith(`* ${v1} `), '* marks the release live in production');

    await run('promote', 'marketing', '--from', 'staging');
    assert.equal(lines.at(-1), `marketing: ${v1} -> ${v2}; live on the next page load.`);
    assert.deepEqual(readLive(releasesDir), { marketing: v2 });

    // back to a named version (not only one step), then staging rolls back on its own
    await run('promote', 'marketing', v1);
    assert.deepEqual(readLive(releasesDir), { marketing: v1 });
    await run('rollback', 'marketing', '--env', 'staging');
    assert.equal(lines.at(-1), `marketing in staging: rolled back from ${v2} to its configured build; live on the next page load.`);
    assert.deepEqual(readLive(releasesDir), { marketing: v1 }, 'production unchanged by a staging rollback');
    assert.deepEqual(liveStack('marketing', readHistory(releasesDir)), [v1, v2, v1]);

    await assert.rejects(run('promote', 'marketing', '--from', 'staging'), /marketing has no release live in staging to promote/);
    await assert.rejects(run('promote', 'marketing', v1, '--env', '../prod'), /"\.\.\/prod" is not an environment name/);
    await assert.rejects(run('rollback', 'marketing', '--env', 'qa'), /marketing has no live release in qa to roll back/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a preview link loads a stored release in one browser through the remote override, next to the configured build', async () => {
  const { dir, shellDir, releasesDir } = workspace();
  try {
    const version = storeRelease({ key: 'marketing', buildDir: remoteBuild(path.join(dir, 'b1')), releasesDir }).version;
    const env = { PUBLIC_URL: 'https://staging.example.org/', REMOTE_MARKETING_URL: 'https://cdn.example.org/marketing/mf-manifest.json' };
    assert.equal(
      previewLink({ key: 'mfe-marketing', version, releasesDir, env }),
      `https://staging.example.org/?remote-override=marketing=https://cdn.example.org/marketing/releases/${version}/mf-manifest.json`,
    );
    assert.throws(
      () => previewLink({ key: 'marketing', version: '0.1.0-0000000000', releasesDir, env }),
      /marketing has no release 0\.1\.0-0000000000/,
    );
    const lines = [];
    await main(['preview', 'marketing', version, '--shell', shellDir, '--releases', releasesDir], { log: (line) => lines.push(line) });
    assert.match(lines[0], new RegExp(`/\\?remote-override=marketing=http://localhost:\\d+/releases/${version}/mf-manifest\\.json$`));
    assert.deepEqual(readLive(releasesDir), {}, 'nothing was promoted');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
