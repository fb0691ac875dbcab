// Large, deterministic directory data for benchmarks: founder and investor profiles
// written in batches through the data API of a running backend with the secret key
// (service role: bypasses RLS and the owner guards, so verification and scores are kept).
//
//   node scripts/seed-large.mjs --founders 100000 --investors 20000
//   node scripts/seed-large.mjs --founders 10000 --url http://127.0.0.1:54321 --secret-key sb_secret_...
//   node scripts/seed-large.mjs --clean            # removes every generated row
//
// The same --seed always yields the same rows (row i depends only on the seed and i, not on
// the batch size), and ids are fixed (5eed0000-… founders, 5eed0001-… investors), so a
// re-run inserts nothing twice (upsert with ignore-duplicates) and a larger count only adds.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: node scripts/seed-large.mjs [options]
  --founders <n>      founder profiles to generate (default 0)
  --investors <n>     investor profiles to generate (default 0)
  --url <url>         API URL (default http://127.0.0.1:54321, the npm start backend)
  --secret-key <key>  secret key (default: <data-dir>/secrets.json)
  --anon-key <key>    publishable key for the timing query (default: <data-dir>/secrets.json)
  --data-dir <dir>    backend data dir holding secrets.json (default <repo>/.data)
  --batch <n>         rows per request, 100..5000 (default 1000; on PGlite keep it at 1000:
                      @supabase/lite 0.10 on PGlite fails a ~2000-row request with
                      "RangeError: Invalid array length" and then answers every query
                      with nothing until it is restarted)
  --seed <n>          PRNG seed (default 20261122)
  --clean             delete all generated rows instead of inserting
  --no-bench          skip the directory list query timing`;

function parseArgs(argv) {
  const options = { founders: 0, investors: 0, url: 'http://127.0.0.1:54321', batch: 1000, seed: 20261122, bench: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error(`${arg} needs a non-negative integer`);
      return n;
    };
    if (arg === '--founders') options.founders = count();
    else if (arg === '--investors') options.investors = count();
    else if (arg === '--url') options.url = value().replace(/\/+$/, '');
    else if (arg === '--secret-key') options.secretKey = value();
    else if (arg === '--anon-key') options.anonKey = value();
    else if (arg === '--data-dir') options.dataDir = value();
    else if (arg === '--batch') options.batch = count();
    else if (arg === '--seed') options.seed = count();
    else if (arg === '--clean') options.clean = true;
    else if (arg === '--no-bench') options.bench = false;
    else if (arg === '--help') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  if (options.batch < 100 || options.batch > 5000) throw new Error('--batch must be between 100 and 5000');
  if (options.founders > 0xffffffff || options.investors > 0xffffffff) throw new Error('too many rows');
  return options;
}

// ---------------------------------------------------------------------------
// Deterministic randomness: mulberry32 seeded per row from (seed, kind, index)
// ---------------------------------------------------------------------------
function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rowRandom(seed, kind, index) {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(kind + 1, 0xc2b2ae35) ^ index;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  const next = mulberry32(h ^ (h >>> 16));
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** weighted pick: [[value, weight], ...] */
    weighted: (pairs) => {
      const total = pairs.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, weight] of pairs) {
        r -= weight;
        if (r < 0) return value;
      }
      return pairs[pairs.length - 1][0];
    },
    some: (list, min, max) => {
      const pool = [...list];
      const n = min + Math.floor(next() * (max - min + 1));
      const out = [];
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
}

const FOUNDER_PREFIX = 0x5eed0000;
const INVESTOR_PREFIX = 0x5eed0001;
const idFor = (prefix, index) => `${prefix.toString(16)}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
const idRange = (prefix) => [idFor(prefix, 0), `${(prefix + 1).toString(16)}-0000-0000-0000-000000000000`];

// ---------------------------------------------------------------------------
// Word lists (the enums are the values the database checks accept)
// ---------------------------------------------------------------------------
const INDUSTRIES = ['Software', 'Healthcare', 'FinTech', 'E-commerce', 'CleanTech', 'EdTech'];
const STAGES = ['Bootstrapped', 'Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'];
const FOCUS = ['Software', 'FinTech', 'Healthcare', 'E-commerce', 'CleanTech', 'EdTech', 'Consumer', 'DeepTech', 'SaaS', 'Mobile'];
const INVESTMENT_STAGES = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C+'];
const CITIES = [
  'Boston, MA',
  'San Francisco, CA',
  'New York, NY',
  'Austin, TX',
  'Seattle, WA',
  'Chicago, IL',
  'Toronto, Canada',
  'London, UK',
  'Manchester, UK',
  'Berlin, Germany',
  'Munich, Germany',
  'Paris, France',
  'Lyon, France',
  'Bengaluru, India',
  'Mumbai, India',
  'Delhi, India',
  'Nairobi, Kenya',
  'Lagos, Nigeria',
  'Cape Town, South Africa',
  'Johannesburg, South Africa',
  'Sydney, Australia',
  'Melbourne, Australia',
  'São Paulo, Brazil',
  'Remote',
];
const NAME_START = [
  'Hemo',
  'Cardio',
  'Neuro',
  'Vita',
  'Care',
  'Medi',
  'Pulse',
  'Blood',
  'Donor',
  'Life',
  'Cell',
  'Gene',
  'Health',
  'Clini',
  'Thera',
  'Bio',
  'Nova',
  'Green',
  'Ledger',
  'Learn',
];
const NAME_END = ['Link', 'Path', 'Labs', 'Flow', 'Bridge', 'Works', 'Stack', 'Sense', 'Hub', 'Point', 'Logic', 'Wave', 'Grid', 'Loop'];
const NAME_SUFFIX = ['', '', '', ' Health', ' AI', ' Analytics', ' Systems', ' Technologies', ' Inc.'];
const PRODUCTS = [
  'blood-bank inventory',
  'donor recall',
  'hospital scheduling',
  'patient financing',
  'clinical trial matching',
  'telehealth triage',
  'supply-chain visibility',
  'lab automation',
  'care coordination',
  'medical education',
];
const CUSTOMERS = ['hospital networks', 'blood services', 'clinics', 'insurers', 'pharmacies', 'universities', 'NGOs', 'employers'];
const LOOKING_FOR = [
  'Seed Funding',
  'Series A Funding',
  'Strategic Partnerships',
  'Technical Co-founder',
  'Advisors',
  'Pilot Customers',
  'Distribution Partners',
];
const ACHIEVEMENTS = [
  'Accelerator graduate',
  'First hospital pilot',
  'Regulatory clearance',
  'Revenue milestone',
  'Industry award',
  'Patent granted',
];
const FIRM_WORDS = [
  'Meridian',
  'Summit',
  'Harbor',
  'Atlas',
  'Beacon',
  'Cedar',
  'Savanna',
  'Northstar',
  'Horizon',
  'Granite',
  'Lumen',
  'Keystone',
];
const FIRM_KIND = ['Ventures', 'Capital', 'Partners', 'Health Fund', 'Growth', 'Impact Partners'];
const FIRST = ['Sarah', 'James', 'Amara', 'Wei', 'Priya', 'Oliver', 'Fatima', 'Lucas', 'Chidi', 'Elena', 'Kenji', 'Zanele'];
const LAST = ['Whitfield', 'Okafor', 'Chen', 'Raman', 'Grant', 'Mensah', 'Kamau', 'Weber', 'Martínez', 'Dubois', 'Tanaka', 'Ndlovu'];
const CHECK_SIZES = ['$10K - $50K', '$25K - $150K', '$100K - $500K', '$250K - $1M', '$500K - $3M', '$2M - $10M', '$10M - $50M'];

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const verification = (r) =>
  r.weighted([
    ['verified', 20],
    ['pending', 30],
    ['unverified', 50],
  ]);

export function founderRow(seed, index) {
  const r = rowRandom(seed, 0, index);
  const name = `${r.pick(NAME_START)}${r.pick(NAME_END)}${r.pick(NAME_SUFFIX)}`;
  const status = verification(r);
  const year = r.int(2005, 2025);
  const site = `https://${slug(name)}-${index}.example.com`;
  return {
    id: idFor(FOUNDER_PREFIX, index),
    user_id: null,
    company_name: name,
    industry: r.pick(INDUSTRIES),
    funding_stage: r.pick(STAGES),
    location: r.pick(CITIES),
    founded_year: year,
    team_size: r.weighted([
      [r.int(1, 10), 50],
      [r.int(11, 50), 35],
      [r.int(51, 500), 15],
    ]),
    company_description: `${name} builds ${r.pick(PRODUCTS)} software for ${r.pick(CUSTOMERS)}, founded in ${year}.`,
    looking_for: r.pick(LOOKING_FOR),
    website: site,
    linkedin_url: r.next() < 0.7 ? `https://www.linkedin.com/company/${slug(name)}-${index}` : null,
    social_urls: {},
    pitch_deck_url: r.next() < 0.5 ? `${site}/deck.pdf` : null,
    achievements: r.some(ACHIEVEMENTS, 0, 3).map((title) => ({ title, date: `${r.int(year, 2025)}-0${r.int(1, 9)}-1${r.int(0, 9)}` })),
    verification_status: status,
    // credibility_score is computed by the database (20261124000700)
  };
}

export function investorRow(seed, index) {
  const r = rowRandom(seed, 1, index);
  const type = r.weighted([
    ['Angel', 35],
    ['VC', 35],
    ['PE', 10],
    ['Family Office', 10],
    ['Corporate', 10],
  ]);
  const individual = type === 'Angel' && r.next() < 0.6;
  const firm = individual ? '' : `${r.pick(FIRM_WORDS)} ${r.pick(FIRM_KIND)}`;
  const status = verification(r);
  const focus = r.some(FOCUS, 1, 4);
  return {
    id: idFor(INVESTOR_PREFIX, index),
    user_id: null,
    firm_name: firm,
    investor_type: type,
    investment_focus: focus,
    investment_stages: r.some(INVESTMENT_STAGES, 1, 3),
    typical_check_size: r.pick(CHECK_SIZES),
    total_assets_under_management: individual ? r.int(1, 50) * 100000 : r.int(10, 5000) * 1000000,
    location: r.pick(CITIES),
    website: individual ? null : `https://${slug(firm)}-${index}.example.com`,
    linkedin_url: individual ? `https://www.linkedin.com/in/${slug(`${r.pick(FIRST)} ${r.pick(LAST)}`)}-${index}` : null,
    social_urls: {},
    investment_thesis: `We back ${focus.join(', ')} companies serving ${r.pick(CUSTOMERS)}.`,
    verification_status: status,
    // credibility_score is computed by the database (20261124000700)
  };
}

// ---------------------------------------------------------------------------
export function readSecrets(dataDir) {
  const file = path.join(path.resolve(dataDir ?? path.join(repoRoot, '.data')), 'secrets.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export const client = (url, key) =>
  createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws } });

export async function insertAll(db, table, total, makeRow, seed, batch) {
  if (!total) return;
  const started = performance.now();
  for (let from = 0; from < total; from += batch) {
    const rows = [];
    for (let i = from; i < Math.min(total, from + batch); i += 1) rows.push(makeRow(seed, i));
    const { error } = await db.from(table).upsert(rows, { onConflict: 'id', ignoreDuplicates: true });
    if (error) throw new Error(`${table} rows ${from}..${from + rows.length - 1}: ${error.message}`);
    const done = from + rows.length;
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`\r${table}: ${done}/${total} rows, ${Math.round(done / seconds)} rows/s   `);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\r${table}: ${total} rows in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} rows/s)      `);
}

/** Fresh planner statistics after a bulk load (PGlite runs no autovacuum); the scores are computed on insert. */
export async function analyzeDirectories(db) {
  const { error } = await db.rpc('analyze_directories');
  if (error) throw new Error(`analyze_directories: ${error.message}`);
}

async function clean(db) {
  for (const [table, prefix] of [
    ['founder_profiles', FOUNDER_PREFIX],
    ['investor_profiles', INVESTOR_PREFIX],
  ]) {
    const [low, high] = idRange(prefix);
    const { error, count } = await db.from(table).delete({ count: 'exact' }).gte('id', low).lt('id', high);
    if (error) throw new Error(`${table}: ${error.message}`);
    console.log(`${table}: deleted ${count ?? 0} generated rows`);
  }
}

/** The directory page function of the screens: filters + sort + page + count (exact up to 1,000 past the page). */
async function bench(db) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const time = async (label, build) => {
    const ms = [];
    let count = '0';
    for (let i = 0; i < 5; i += 1) {
      const t = performance.now();
      const { error, data } = await build();
      if (error) throw new Error(`${label}: ${error.message}`);
      ms.push(performance.now() - t);
      count = `${data.total}${data.more ? '+' : ''}`;
    }
    console.log(`  ${label}: median ${median(ms).toFixed(0)} ms over 5 runs (count ${count})`);
  };
  const page = (fn, args) => db.rpc(fn, { page: 1, page_size: 12, ...args });
  const founders = (args) => page('founder_directory_page', args);
  console.log('directory page function (anon key, 12 rows per page, count exact up to 1,000 past the page):');
  await time('founders, no filter, page 1', () => founders({}));
  await time('founders, search "health" + stage Seed + verified', () =>
    founders({ search: 'health', funding_stage: 'Seed', verification_status: 'verified' }),
  );
  await time('founders, location "london"', () => founders({ location: 'london' }));
  await time('founders, no filter, page 500', () => founders({ page: 500 }));
  await time('investors, type VC + focus Healthcare', () =>
    page('investor_directory_page', { investor_type: 'VC', investment_focus: 'Healthcare' }),
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const secrets = readSecrets(options.dataDir);
  const secretKey = options.secretKey ?? process.env.SUPABASE_SECRET_KEY ?? secrets.secretKey;
  if (!secretKey) throw new Error('no secret key: pass --secret-key or --data-dir of the running backend');
  const db = client(options.url, secretKey);

  if (options.clean) {
    await clean(db);
    return;
  }
  if (!options.founders && !options.investors) {
    console.log(USAGE);
    return;
  }
  await insertAll(db, 'founder_profiles', options.founders, founderRow, options.seed, options.batch);
  await insertAll(db, 'investor_profiles', options.investors, investorRow, options.seed, options.batch);
  await analyzeDirectories(db);

  const anonKey = options.anonKey ?? secrets.publishableKey;
  if (options.bench && anonKey) await bench(client(options.url, anonKey));
}

// run as a script (npm run seed:large), not when imported by scripts/bench-directory.mjs
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
