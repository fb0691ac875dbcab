// npm run bench:api: latency and throughput of the embedded backend (gateway + lite) for the
// requests every visitor makes: password login, the plans read, and the founders directory
// query exactly as mfe-directories sends it (list-founders.ts), the two reads both anonymous
// and signed in (a demo user's access token). Starts its own backend on a free port with a
// temp data dir (demo mode on, rate limits scaled up so the benchmark measures the backend,
// not the limiter), runs autocannon at 1, 10 and 50 connections per request, prints one table
// (signed-in rows with their cost relative to the anonymous row) and exits 0.
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
export function foundersRequest(anonKey, args = { search: 'health', verification_status: 'verified' }, bearer = anonKey) {
  const body = { search: '', location: '', industry: '', funding_stage: '', verification_status: '', page: 1, page_size: 12, ...args };
  return {
    method: 'POST',
    path: '/rest/v1/rpc/founder_directory_page',
    headers: { apikey: anonKey, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}

/** A trivial read: the plans list (a handful of rows, no filter). */
export function plansRequest(anonKey, bearer = anonKey) {
  return {
    method: 'GET',
    path: '/rest/v1/plans?select=id,name,duration_days,price,currency,period_label,access_label&order=duration_days.asc',
    headers: { apikey: anonKey, authorization: `Bearer ${bearer}` },
  };
}

/** A demo account's access token, as the portal gets it (password grant through the gateway). */
async function signIn(backend, email) {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const session = await response.json();
  if (!response.ok || typeof session.access_token !== 'string') throw new Error(`sign-in as ${email}: ${response.status}`);
  return session.access_token;
}

/**
 * Waits until the backend has worked off what the last cell left queued: autocannon stops
 * sending at the end of a cell, but lite still answers the requests in flight (50 logins take
 * seconds), which would otherwise be billed to the next cell.
 */
async function settle(url, request) {
  const response = await fetch(`${url}${request.path}`, request);
  await response.arrayBuffer();
}

/** Signed-in cost relative to the anonymous read at the same concurrency: anonymous req/s over signed-in req/s. */
function costRatio(row, rows) {
  if (!row.anonymousOf) return '';
  const anonymous = rows.find((r) => r.request === row.anonymousOf && r.connections === row.connections);
  if (!anonymous || !row.rps) return '';
  return `${(anonymous.rps / row.rps).toFixed(1)}×`;
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

  const rows = [];
  try {
    const recipientToken = await signIn(backend, 'recipient@demo.donation.network');
    const investorToken = await signIn(backend, 'investor@demo.donation.network');
    // login last: its queue of password hashes is the slowest to drain
    const requests = {
      plans: plansRequest(backend.anonKey),
      'plans, signed in': plansRequest(backend.anonKey, recipientToken),
      founders: foundersRequest(backend.anonKey),
      'founders, signed in': foundersRequest(backend.anonKey, undefined, investorToken),
      login: {
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'recipient@demo.donation.network', password: DEMO_PASSWORD }),
      },
    };
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
        rows.push({
          ...row,
          ...percentiles(row.latency),
          anonymousOf: name.endsWith(', signed in') ? name.replace(', signed in', '') : null,
        });
        await settle(backend.url, requests.plans);
      }
    }
  } finally {
    await cleanUp();
  }

  const header = '| request | connections | p50 ms | p95 ms | p99 ms | req/s | cost vs anonymous | requests | non-2xx | errors |';
  console.log(`\nAPI benchmark: ${options.duration} s per cell, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(header);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.request} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(1)} | ${costRatio(r, rows)} | ${r.total} | ${r.non2xx}${r.statuses ? ` (${r.statuses})` : ''} | ${r.errors} |`,
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
