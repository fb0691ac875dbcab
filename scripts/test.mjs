// npm test: every check of the repository, in stages, with the time each took printed at the end
// (also when one fails). The checks of a stage run at once: tsc, ESLint and node's test runner each
// keep one core busy for a while, so on a 2-core machine two of them side by side finish sooner than
// one after the other. Output of a check running beside another is printed when it ends, whole.
// A failed stage stops the run, as `a && b` did.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {Array<Array<{ name: string, script: string }>>} stages, each a list of npm scripts run together */
export const STAGES = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [
    { name: 'repo checks', script: 'test:repo' },
    { name: 'node tests', script: 'test:node' },
    { name: 'lint rules', script: 'test:lint-rules' },
  ],
  [{ name: 'jest', script: 'test:unit' }],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'budget', script: 'budget' }],
];

/** Runs `npm run <script>`; alone it writes straight through, beside others its output waits for its end. */
function run({ script }, { alone }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    if (!alone) for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      if (!alone) process.stdout.write(output);
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** @param {Array<{ name: string, seconds: number, ok: boolean | null }>} rows */
function timeTable(rows) {
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  const line = (name, time, verdict) => `${name.padEnd(width)}  ${time.padStart(8)}  ${verdict}`;
  return [
    line('stage', 'time', ''),
    ...rows.map((row) =>
      line(row.name, row.ok === null ? '-' : `${row.seconds.toFixed(1)} s`, row.ok === null ? 'not run' : row.ok ? 'ok' : 'FAILED'),
    ),
  ].join('\n');
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const started = Date.now();
  const rows = STAGES.flat().map(({ name }) => ({ name, seconds: 0, ok: /** @type {boolean | null} */ (null) }));
  let failed = false;
  for (const stage of STAGES) {
    if (failed) break;
    const results = await Promise.all(stage.map((check) => run(check, { alone: stage.length === 1 })));
    stage.forEach((check, i) =>
      Object.assign(
        rows.find((row) => row.name === check.name),
        results[i],
      ),
    );
    failed = results.some((result) => !result.ok);
  }
  rows.push({ name: 'npm test', seconds: (Date.now() - started) / 1000, ok: !failed });
  console.log(`\n${timeTable(rows)}`);
  process.exit(failed ? 1 : 0);
}
