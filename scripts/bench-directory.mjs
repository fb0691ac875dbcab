// npm run bench:directory: the founders directory at scale, so a slow search shows before users see it. Starts its own backend
// on a free port with a temp data dir (PGlite, or PostgreSQL when DATABASE_URL is set), seeds
// 100,000 generated founders (scripts/seed-large.mjs), then times the founders page's own
// request for a location search, exactly as mfe-directories sends it (founder_directory_page
// with founderPageArgs' arguments), against a trivial read (the plans list), one request at a
// time. Prints a table (median, p95, ratio to the trivial read) and the query plans, and exits 0.
//
//   npm run bench:directory                       100,000 founders, 40 runs per request
//   npm run bench:directory -- --founders 20000   fewer rows
//   npm run bench:directory -- --runs 100 --location boston
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { foundersRequest, plansRequest } from './bench-api.mjs';
import { freePort, startBackend } from './backend.mjs';
import { analyzeDirectories, client, founderRow, insertAll, readSecrets } from './seed-large.mjs';

function parseArgs(argv) {
  const options = { founders: 100_000, runs: 40, location: 'london', seed: 20261122 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--founders') options.founders = Number(value());
    else if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--location') options.location = value();
    else if (arg === '--help') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  if (!Number.isInteger(options.founders) || options.founders < 0) throw new Error('--founders needs a non-negative integer');
  if (!Number.isInteger(options.runs) || options.runs < 5) throw new Error('--runs needs an integer of at least 5');
  return options;
}

/** The founders page's request before the page function: PostgREST filters on the table, count=exact. */
function tableReadBefore(anonKey, location) {
  const query = new URLSearchParams({
    select:
      'id,company_name,industry,funding_stage,location,team_size,company_description,looking_for,verification_status,credibility_score',
    location: `ilike.*${location}*`,
    order: 'credibility_score.desc,id.asc',
    offset: '0',
    limit: '12',
  });
  return {
    method: 'GET',
    path: `/rest/v1/founder_profiles?${query}`,
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, prefer: 'count=exact' },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Sequential timings of one request (after 3 warm-up requests); the last response body for the table. */
async function time(url, request, runs) {
  const { path: requestPath, ...init } = request;
  let body;
  const once = async () => {
    const response = await fetch(`${url}${requestPath}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${requestPath}: ${response.status} ${text.slice(0, 200)}`);
    body = text;
  };
  for (let i = 0; i < 3; i += 1) await once();
  const ms = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await once();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: percentile(ms, 50), p95: percentile(ms, 95), body };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log('Usage: npm run bench:directory [-- --founders <n>] [-- --runs <n>] [-- --location <text>]');
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-directory-'));
  const port = await freePort();
  const driver = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  process.stderr.write(`starting a backend on port ${port} (${driver}, data in ${dataDir})...\n`);
  const backend = await startBackend({ port, dataDir, quiet: true, rateLimitScale: 1000, demoMode: false });
  const cleanUp = async () => {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C or a kill mid-run would otherwise leave lite running as an orphan
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  try {
    const admin = client(backend.url, readSecrets(dataDir).secretKey);
    const seeded = performance.now();
    await insertAll(admin, 'founder_profiles', options.founders, founderRow, options.seed, 1000);
    await analyzeDirectories(admin);
    const seedSeconds = (performance.now() - seeded) / 1000;

    const requests = {
      'trivial read (plans)': plansRequest(backend.anonKey),
      [`founders page, location "${options.location}"`]: foundersRequest(backend.anonKey, { location: options.location }),
      'founders page, no filter': foundersRequest(backend.anonKey, {}),
      'founders page, search "health" + Verified': foundersRequest(backend.anonKey),
      // the request the page sent before 20261124000700, for comparison
      [`before: table read, location "${options.location}", count=exact`]: tableReadBefore(backend.anonKey, options.location),
    };
    const rows = [];
    for (const [name, request] of Object.entries(requests)) {
      process.stderr.write(`${name}: ${options.runs} runs...\n`);
      const result = await time(backend.url, request, options.runs);
      const page = name.startsWith('founders') ? JSON.parse(result.body) : null;
      rows.push({ name, ...result, count: page ? `${page.total}${page.more ? '+' : ''}` : '' });
    }

    // the plans of the location search, as the page function runs it (EXPLAIN ANALYZE, service role)
    const plan = await admin.rpc('founder_directory_page', { location: options.location, explain: 'plan' });
    if (plan.error) throw new Error(`plan: ${plan.error.message}`);
    console.log(`\nPlan of the page query (location "${options.location}"):\n${plan.data.page}`);
    console.log(`\nPlan of the count query:\n${plan.data.count}`);

    const base = rows[0].median;
    console.log(
      `\nDirectory benchmark: ${options.founders} founders (seeded in ${seedSeconds.toFixed(0)} s), ${driver}, ` +
        `${options.runs} sequential runs, ${os.cpus().length} cores, Node ${process.version}\n`,
    );
    console.log('| request | median ms | p95 ms | median / trivial | count shown |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.median / base).toFixed(2)}x | ${r.count} |`);
    }
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
