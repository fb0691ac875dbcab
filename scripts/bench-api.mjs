// npm run bench:api: latency and throughput of the embedded backend (gateway + lite) for the
// three requests every visitor makes: password login, the plans read, and the founders
// directory query exactly as mfe-directories sends it (list-founders.ts). Starts its own
// backend on a free port with a temp data dir (demo mode on, rate limits scaled up so the
// benchmark measures the backend, not the limiter), runs autocannon at 1, 10 and 50
// connections per request, prints one table and exits 0.
//
//   npm run bench:api                     5 s per cell
//   npm run bench:api -- --duration 10    10 s per cell
//   npm run bench:api -- --connections 1,10
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, freePort, startBackend } from './backend.mjs';

function parseArgs(argv) {
  const options = { duration: 5, connections: [1, 10, 50] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--duration') options.duration = Number(argv[++i]);
    else if (arg === '--connections') options.connections = argv[++i].split(',').map(Number);
    else if (arg === '--help') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

/**
 * The founders page's request (list-founders.ts: founder_directory_page with the arguments
 * founderPageArgs builds), by default the Verified tab plus a search so the filters are exercised.
 * One request answers the card rows (sorted by score, then id; 12 per page) and the count.
 */
export function foundersRequest(anonKey, args = { search: 'health', verification_status: 'verified' }) {
  const body = { search: '', location: '', industry: '', funding_stage: '', verification_status: '', page: 1, page_size: 12, ...args };
  return {
    method: 'POST',
    path: '/rest/v1/rpc/founder_directory_page',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** A trivial read: the plans list (a handful of rows, no filter). */
export function plansRequest(anonKey) {
  return {
    method: 'GET',
    path: '/rest/v1/plans?select=id,name,duration_days,price,currency,period_label,access_label&order=duration_days.asc',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
  };
}

async function bench(url, name, request, connections, duration) {
  // autocannon takes the path as part of the URL
  const { path: requestPath, ...rest } = request;
  const result = await autocannon({ url: `${url}${requestPath}`, connections, duration, ...rest });
  return {
    request: name,
    connections,
    latency: result.latency,
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}×${code}`)
      .join(' '),
    errors: result.errors + result.timeouts,
  };
}

/** autocannon reports fixed percentiles (p50, p90, p97_5, p99); p95 is read from its histogram. */
function percentiles(latency) {
  return { p50: latency.p50, p95: latency.p95 ?? interpolate(latency, 95), p99: latency.p99 };
}

function interpolate(latency, p) {
  // between p90 and p97.5, linearly: autocannon 8+ has no p95 field
  const low = latency.p90;
  const high = latency.p97_5;
  return Math.round(low + ((high - low) * (p - 90)) / 7.5);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log('Usage: npm run bench:api [-- --duration <s>] [-- --connections 1,10,50]');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  process.stderr.write(`starting a backend on port ${port} (data in ${dataDir})...\n`);
  const started = Date.now();
  // rateLimitScale and demoMode are ignored by a backend that does not know them
  const backend = await startBackend({ port, dataDir, quiet: true, rateLimitScale: 1000, demoMode: true });
  process.stderr.write(`backend ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const cleanUp = async () => {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C or a kill mid-run would otherwise leave lite running as an orphan
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  const requests = {
    login: {
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'recipient@demo.donation.network', password: DEMO_PASSWORD }),
    },
    plans: plansRequest(backend.anonKey),
    founders: foundersRequest(backend.anonKey),
  };

  const rows = [];
  try {
    // one request of each kind first: a failing setup shows as an error, not as a table of 4xx
    for (const [name, request] of Object.entries(requests)) {
      const response = await fetch(`${backend.url}${request.path}`, request);
      const text = await response.text();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${text.slice(0, 200)}`);
      if (name === 'founders') process.stderr.write(`founders query: ${response.status}, total ${JSON.parse(text).total}\n`);
    }
    for (const [name, request] of Object.entries(requests)) {
      for (const connections of options.connections) {
        process.stderr.write(`${name} at ${connections} connection(s) for ${options.duration} s...\n`);
        const row = await bench(backend.url, name, request, connections, options.duration);
        rows.push({ ...row, ...percentiles(row.latency) });
      }
    }
  } finally {
    await cleanUp();
  }

  const header = '| request | connections | p50 ms | p95 ms | p99 ms | req/s | requests | non-2xx | errors |';
  console.log(`\nAPI benchmark: ${options.duration} s per cell, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(header);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.request} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(1)} | ${r.total} | ${r.non2xx}${r.statuses ? ` (${r.statuses})` : ''} | ${r.errors} |`,
    );
  }
}

// run as a script (npm run bench:api), not when imported by scripts/bench-directory.mjs
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
