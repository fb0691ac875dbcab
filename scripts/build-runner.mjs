// Runs release builds of workspaces (`npm run build -w <folder>`) several at a time: `npm run build` builds
// all of them, `npm start` the ones that are missing or stale. The builds are independent of each other
// (each package is its own webpack compilation) and one keeps about one core busy, so by default as many
// run at once as the machine has cores.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `-w <folder>` names a workspace of this repository, wherever the caller runs from (the e2e fixtures start portals too)
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Builds one workspace; its output is printed at once when it ends, so parallel logs do not interleave. */
function buildPackage(folder, log) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', folder], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      process.stdout.write(output);
      log(`[build] ${folder}: ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${seconds(Date.now() - started)}`);
      resolve(code === 0);
    });
  });
}

/**
 * Builds `folders`, at most `concurrency` at a time, in the order given (put the longest first).
 * Prints one line per package and the total; resolves with the folders whose build failed.
 * @param {string[]} folders
 * @param {{ concurrency?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ failed: string[] }>}
 */
export async function buildPackages(folders, { concurrency = os.availableParallelism(), log = console.log } = {}) {
  const queue = [...folders];
  const failed = [];
  const workers = Math.max(1, Math.min(concurrency, queue.length));
  if (queue.length === 0) return { failed };
  log(`[build] building ${queue.join(', ')} (${workers} at a time)`);
  const started = Date.now();
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) {
      if (!(await buildPackage(folder, log))) failed.push(folder);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  log(`[build] ${folders.length - failed.length} of ${folders.length} built in ${seconds(Date.now() - started)}`);
  return { failed };
}
