// npm run bench:ssr: the shell's server rendering under load. For `/` and `/founders`, at 1, 10 and 20
// concurrent requests (each a full page request with gzip, as a browser sends it), prints p50 and p95 of the
// time to first byte and of the time to the full HTML. Starts the portal like `npm start` (release builds,
// embedded backend, free ports, a throw-away data dir) or measures a running one with --url. There is no
// HTML cache to turn on: each response is rendered for its request (an edit in /admin/content shows in the
// next response), and the head is flushed before the page renders, so the first byte does not wait for it.
//
//   npm run bench:ssr                                 10 s per cell
//   npm run bench:ssr -- --duration 5 --concurrency 1,10
//   npm run bench:ssr -- --url http://localhost:3000
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './perf.mjs';

const ROUTES = ['/', '/founders'];
/** The target: p95 time to first byte at 10 concurrent requests. */
const TTFB_P95_TARGET_MS = 150;

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One page request: milliseconds to the first body byte and to the end, and the status. */
function timedRequest(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = null;
    const request = http.get(url, { headers: { 'Accept-Encoding': 'gzip', Accept: 'text/html' } }, (response) => {
      response.on('data', () => (firstByte ??= performance.now() - started));
      response.on('end', () =>
        resolve({ status: response.statusCode, ttfb: firstByte ?? performance.now() - started, total: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `concurrency` clients requesting `url` back to back for `durationMs`. */
async function load(url, concurrency, durationMs) {
  const samples = [];
  const errors = [];
  const until = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const sample = await timedRequest(url).catch((error) => ({ error }));
      if (sample.error || sample.status !== 200) errors.push(sample.error?.message ?? `HTTP ${sample.status}`);
      else samples.push(sample);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { samples, errors };
}

export function formatRow(route, concurrency, { samples, errors }, durationMs) {
  const ms = (value) => (value === null ? 'n/a' : `${value.toFixed(1)}`);
  const ttfb = samples.map((sample) => sample.ttfb);
  const total = samples.map((sample) => sample.total);
  const p95 = percentile(ttfb, 95);
  const mark = concurrency === 10 && p95 !== null ? (p95 <= TTFB_P95_TARGET_MS ? ' ✓' : ' ✗') : '';
  const rate = (samples.length / (durationMs / 1000)).toFixed(1);
  return `| ${route} | ${concurrency} | ${samples.length} | ${rate} | ${ms(percentile(ttfb, 50))} | ${ms(p95)}${mark} | ${ms(percentile(total, 50))} | ${ms(percentile(total, 95))} | ${errors.length} |`;
}

async function startOwnPortal() {
  const { localPorts } = createRequire(import.meta.url)('@donation-network/portal-manifest');
  const { startPortal } = await import('./start.mjs');
  const ports = {};
  for (const key of Object.keys(localPorts())) ports[key] = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-ssr-'));
  console.log('[bench:ssr] starting the portal (release builds; builds what is missing or stale)…');
  // Access log off: the benchmark measures rendering, not writing log lines.
  process.env.ACCESS_LOG = '0';
  const portal = await startPortal({ ports, dataDir, quiet: true });
  return {
    baseUrl: `http://localhost:${portal.ports.shell}`,
    stop: async () => {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, duration: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '1,10,20' } },
  });
  const durationMs = Number(values.duration) * 1000;
  const levels = values.concurrency.split(',').map(Number);
  if (!(durationMs > 0) || levels.some((level) => !Number.isInteger(level) || level < 1))
    throw new Error('--duration and --concurrency take positive numbers');
  const portal = values.url ? { baseUrl: values.url.replace(/\/$/, ''), stop: async () => {} } : await startOwnPortal();
  try {
    // Warm-up: the server loads the remotes' server builds and code on its first renders.
    for (const route of ROUTES) await load(`${portal.baseUrl}${route}`, 2, 2000);
    const rows = [];
    for (const route of ROUTES) {
      for (const concurrency of levels) {
        console.log(`[bench:ssr] ${route} at ${concurrency} concurrent for ${values.duration} s`);
        rows.push(formatRow(route, concurrency, await load(`${portal.baseUrl}${route}`, concurrency, durationMs), durationMs));
      }
    }
    console.log(
      `\nServer rendering on ${os.availableParallelism()} cores, ${values.duration} s per row, times in ms (target: p95 TTFB <= ${TTFB_P95_TARGET_MS} ms at 10 concurrent):\n`,
    );
    console.log('| route | concurrent | requests | per second | TTFB p50 | TTFB p95 | full HTML p50 | full HTML p95 | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(rows.join('\n'));
  } finally {
    await portal.stop();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`[bench:ssr] ${error.message}`);
      process.exit(2);
    },
  );
}
