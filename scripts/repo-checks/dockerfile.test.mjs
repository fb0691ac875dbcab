// The Dockerfile cannot be built here (no Docker), so its recipe is checked against the repository
// instead: it installs and builds with CI's own commands and existing npm scripts, copies files that
// exist (and that .dockerignore lets through), gives every workspace's manifest to the install step,
// and each runtime image holds what its command needs.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');
const packageJson = JSON.parse(read('package.json'));
const lock = JSON.parse(read('package-lock.json'));
const { builds, remotes } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/** The Dockerfile's stages: name -> instructions ({ keyword, args }), comments and blank lines dropped. */
function dockerStages(text) {
  const stages = new Map();
  let current;
  for (const line of text.split('\n')) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match || line.trim().startsWith('#')) continue;
    const [, keyword, args] = match;
    if (keyword === 'FROM') {
      current = [];
      stages.set(/\s+AS\s+(\S+)$/i.exec(args)?.[1] ?? `stage-${stages.size}`, current);
    }
    current?.push({ keyword, args });
  }
  return stages;
}

/** A COPY's sources and destination, and the stage it copies from (none: the build context). */
function copyOf(args) {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) };
}

/** Whether .dockerignore keeps `file` out of the build context (its `*` and `**` patterns). */
function dockerIgnored(file, patterns) {
  return patterns.some((pattern) => {
    const regex = new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '(?:.*/)?')
        .replace(/\*/g, '[^/]*')}(?:/.*)?$`,
    );
    return regex.test(file);
  });
}

const stages = dockerStages(read('Dockerfile'));
const ignorePatterns = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

test('the Dockerfile has a build stage and the shell and remotes images', () => {
  assert.deepEqual([...stages.keys()], ['build', 'server-runtime', 'shell', 'remotes']);
});

test("the build stage runs CI's install command and the build, both existing npm commands", () => {
  const runs = stages
    .get('build')
    .filter((step) => step.keyword === 'RUN')
    .map((step) => step.args);
  assert.deepEqual(runs, ['npm install --no-audit --no-fund', 'npm run build']);
  assert.match(read('.ci/run'), /^npm install --no-audit --no-fund$/m, '.ci/run installs with another command than the Dockerfile');
  for (const run of runs) {
    const script = /^npm run (\S+)/.exec(run)?.[1];
    if (script) assert.ok(packageJson.scripts[script], `package.json has no script "${script}"`);
  }
});

test('every file the build stage copies from the repository exists and is not ignored', () => {
  for (const step of stages.get('build').filter((s) => s.keyword === 'COPY')) {
    for (const source of copyOf(step.args).sources) {
      if (source === '.') continue;
      assert.ok(existsSync(path.join(repoRoot, source)), `COPY ${source}: no such file`);
      assert.ok(!dockerIgnored(source.replace(/\/$/, ''), ignorePatterns), `COPY ${source}: excluded by .dockerignore`);
    }
  }
  assert.ok(dockerIgnored('mfe-auth/node_modules', ignorePatterns) && dockerIgnored('shell/dist', ignorePatterns));
});

test("every workspace's package.json reaches npm install (a missing one would not be installed or linked)", () => {
  const steps = stages.get('build');
  const install = steps.findIndex((step) => step.keyword === 'RUN' && step.args.startsWith('npm install'));
  const copied = steps
    .slice(0, install)
    .filter((step) => step.keyword === 'COPY')
    .flatMap((step) => copyOf(step.args).sources);
  for (const file of ['package.json', 'package-lock.json', 'patches/', ...packageJson.workspaces.map((ws) => `${ws}/package.json`)]) {
    assert.ok(copied.includes(file), `${file} is not copied before npm install`);
  }
});

/** Whether the build stage produces `/app/<file>`: a repository file, an installed package or a build's dist/. */
function builtInImage(file) {
  if (file.startsWith('node_modules/')) return Boolean(lock.packages[file]);
  const dist = /^([^/]+)\/dist$/.exec(file);
  if (dist) return builds.some((build) => build.folder === dist[1]);
  return existsSync(path.join(repoRoot, file));
}

test("the servers' runtime install is the lock file of deploy/server-runtime, without dev packages", () => {
  const steps = stages.get('server-runtime');
  const copied = steps.filter((s) => s.keyword === 'COPY').flatMap((step) => copyOf(step.args).sources);
  assert.deepEqual(copied, ['deploy/server-runtime/package.json', 'deploy/server-runtime/package-lock.json']);
  for (const file of copied) assert.ok(existsSync(path.join(repoRoot, file)), `COPY ${file}: no such file`);
  assert.deepEqual(
    steps.filter((s) => s.keyword === 'RUN').map((step) => step.args),
    ['npm ci --omit=dev --no-audit --no-fund'],
  );
});

test('the runtime images copy only what the build stage has (and the runtime install), and each has its command', () => {
  for (const name of ['shell', 'remotes']) {
    const steps = stages.get(name);
    const copied = [];
    for (const step of steps.filter((s) => s.keyword === 'COPY')) {
      const { from, sources, destination } = copyOf(step.args);
      if (from === 'server-runtime') {
        assert.deepEqual([sources, destination], [['/runtime/node_modules'], 'node_modules/'], `${name}: COPY ${step.args}`);
        continue;
      }
      assert.equal(from, 'build', `${name}: COPY ${step.args} does not copy from the build stage`);
      for (const source of sources) {
        const file = source.replace(/^\/app\//, '');
        assert.ok(builtInImage(file), `${name}: the build stage has no /app/${file}`);
        copied.push(destination.endsWith('/') && sources.length > 1 ? `${destination}${path.basename(file)}` : destination);
      }
    }
    const command = JSON.parse(steps.find((step) => step.keyword === 'CMD').args);
    assert.equal(command[0], 'node');
    assert.ok(existsSync(path.join(repoRoot, command[1])), `${name}: ${command[1]} does not exist`);
    assert.ok(
      copied.some((destination) => command[1] === destination.replace(/\/$/, '') || command[1].startsWith(destination)),
      `${name}: ${command[1]} is not copied into the image`,
    );
  }
});

test("the remotes image holds every remote's dist/, and both images the servers' runtime install", () => {
  const sources = stages
    .get('remotes')
    .filter((step) => step.keyword === 'COPY')
    .flatMap((step) => copyOf(step.args).sources.map((source) => source.replace(/^\/app\//, '')));
  for (const remote of remotes) assert.ok(sources.includes(`${remote.folder}/dist`), `${remote.folder}/dist is not copied`);
  for (const name of ['shell', 'remotes']) {
    const copies = stages.get(name).filter((step) => step.keyword === 'COPY');
    assert.ok(
      copies.some((step) => copyOf(step.args).from === 'server-runtime'),
      `${name}: the servers' runtime install is not copied`,
    );
    assert.ok(
      copies.some((step) => copyOf(step.args).destination === 'node_modules/@donation-network/portal-manifest/'),
      `${name}: portal-manifest is not copied where the servers import it from`,
    );
  }
});
