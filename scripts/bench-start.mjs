// `npm run bench:start`: how long a newcomer waits, measured on this machine from a clean state.
//   1. `npm run build` with no build output and no webpack cache: total and per package;
//   2. a fresh `npm start` (what scripts/start.mjs runs: startPortal) with no build output, no webpack cache and
//      an empty data dir (the backend migrates and seeds it), until the shell's /config.json answers;
//   3. a second start after one text in mfe-marketing changed, with the data dir and caches of step 2.
// Each portal runs on free ports with a data dir and releases folder of its own (the developer's .data/ and
// releases/ are not touched) and is stopped like Ctrl-C stops `npm start`: SIGTERM to its process group.
// It deletes every package's dist/ and webpack cache: the next `npm start` builds again. On a machine shared
// with other work, run it alone (e.g. under `flock`), or the numbers measure the neighbours.
// Prints a Markdown table for README.md ("Build and start times").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const manifest = require('@donation-network/portal-manifest');
const { webpackCacheDirs } = require('../webpack.shared.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The text the third step changes: a visible string, so the rebuilt bundle really differs. */
const CHANGED_FILE = path.join(ROOT, 'mfe-marketing/src/features/home/home-content.ts');
const CHANGED_TEXT = /(export const HERO_TITLE = ')([^']*)(')/;
const START_TIMEOUT_MS = 15 * 60_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Every package's build output, source maps and webpack cache. */
function removeBuildsAndCaches() {
  for (const build of manifest.builds) {
    const dist = path.join(ROOT, build.folder, 'dist');
    for (const dir of [dist, manifest.sourceMapsDir(dist), ...webpackCacheDirs(path.join(ROOT, build.folder))]) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The `[build] <package>: built in N s` lines of a build log, as "package N s". */
function perPackage(log) {
  return [...log.matchAll(/^\[build\] (\S+): built in ([\d.]+) s$/gm)].map(([, folder, time]) => `${folder} ${time} s`).join(', ');
}

/** Runs a command in its own process group; resolves with its output and wall time. */
function timed(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let log = '';
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (log += chunk));
    child.once('close', (code) =>
      code === 0 ? resolve({ ms: Date.now() - started, log }) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${log}`)),
    );
  });
}

async function freePorts() {
  const { freePort } = await import('./backend.mjs');
  const ports = {};
  for (const key of Object.keys(manifest.localPorts())) ports[key] = await freePort();
  return ports;
}

/** Starts the portal in a child process; resolves once /config.json answers, with the time and a stop function. */
async function timedStart(dataDir) {
  const ports = await freePorts();
  const started = Date.now();
  // detached: its own process group, stopped as a whole like a terminal's Ctrl-C
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_PORTAL: JSON.stringify({ dataDir, ports }) },
  });
  let log = '';
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (log += chunk));
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  const stop = async () => {
    if (!exited) process.kill(-child.pid, 'SIGTERM');
    await exit;
  };
  const url = `http://localhost:${ports.shell}/config.json`;
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (exited || Date.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`the portal did not answer ${url}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ms: Date.now() - started, log: () => log, stop };
}

/** The child of timedStart: `npm start`'s startPortal with the benchmark's ports and data dir. */
async function serve() {
  const { startPortal } = await import('./start.mjs');
  const { dataDir, ports } = JSON.parse(process.env.BENCH_PORTAL);
  const portal = await startPortal({ ports, dataDir, quiet: true, releasesDir: path.join(dataDir, 'releases') });
  process.once('SIGTERM', () => portal.stop().then(() => process.exit(0)));
}

async function bench() {
  const rows = [];
  removeBuildsAndCaches();
  const build = await timed('npm', ['run', 'build']);
  rows.push(['`npm run build`, no dist/ and no webpack cache', build.ms, perPackage(build.log)]);

  removeBuildsAndCaches();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const original = readFileSync(CHANGED_FILE, 'utf8');
  if (!CHANGED_TEXT.test(original)) throw new Error(`${path.relative(ROOT, CHANGED_FILE)} has no ${CHANGED_TEXT}: update the benchmark`);
  try {
    const fresh = await timedStart(dataDir);
    await fresh.stop();
    rows.push(['`npm start`, no dist/, no webpack cache, empty database', fresh.ms, perPackage(fresh.log())]);

    writeFileSync(
      CHANGED_FILE,
      original.replace(CHANGED_TEXT, (_all, before, text, after) => `${before}${text}!${after}`),
    );
    const second = await timedStart(dataDir);
    await second.stop();
    rows.push(['second `npm start`, one text in mfe-marketing changed', second.ms, perPackage(second.log())]);
  } finally {
    writeFileSync(CHANGED_FILE, original);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cores = os.availableParallelism();
  console.log(`\nMeasured ${new Date().toISOString().slice(0, 10)} on ${cores} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}):\n`);
  console.log('| step | wall time | per package |\n| --- | ---: | --- |');
  for (const [step, ms, packages] of rows) console.log(`| ${step} | ${seconds(ms)} | ${packages} |`);
}

if (process.argv.includes('--serve')) await serve();
else await bench();
