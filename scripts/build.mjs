// npm run build: a release build of the shell and every remote in portal-manifest. The builds are
// independent of each other (each remote is its own webpack compilation), and one webpack build
// keeps about one core busy, so they run as many at a time as the machine has cores.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';

const { builds } = createRequire(import.meta.url)('@donation-network/portal-manifest');

/** Builds one workspace; its output is printed at once when it ends, so parallel logs do not interleave. */
function build(folder) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '-w', folder], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      process.stdout.write(output);
      console.log(
        `[build] ${folder}: ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code === 0);
    });
  });
}

const queue = builds.map((b) => b.folder);
const failed = [];
const worker = async () => {
  for (let folder = queue.shift(); folder; folder = queue.shift()) {
    if (!(await build(folder))) failed.push(folder);
  }
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), queue.length)) }, worker));
if (failed.length > 0) {
  console.error(`[build] failed: ${failed.join(', ')}`);
  process.exit(1);
}
