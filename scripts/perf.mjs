// `npm run perf`: Lighthouse lab numbers for the public pages, on Lighthouse's default mobile profile,
// which is the issue's phone: simulated 150 ms round trip, 1.6 Mbps (1638.4 kbps), 4x CPU slowdown.
// Starts the portal like `npm start` (release builds, embedded backend, free ports, a throw-away data
// dir) or measures an already running one with --url. Prints one table with the targets; a benchmark,
// so it exits 0 unless --assert is given and a target is missed.
//
//   npm run perf                                   start the portal, median of 3 runs per route
//   npm run perf -- --runs 1                       one run per route (quicker, noisier)
//   npm run perf -- --url http://localhost:3000    measure a running portal
//   npm run perf -- --routes /,/about --assert     some routes; exit 1 when a target is missed
//
// Chromium: /usr/bin/chromium (Debian's `chromium` package) unless CHROME_PATH or --chrome says otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** `/investors/:first` stands for the first investor profile the directory links to, found at run time. */
export const FIRST_INVESTOR = '/investors/:first';
export const ROUTES = ['/', '/about', '/login', '/founders', '/legal', '/pricing', FIRST_INVESTOR];

/** The first `/investors/<id>` link in the investors directory's HTML. */
export function firstInvestorPath(directoryHtml) {
  const match = /href="(\/investors\/[^"/?#]+)"/.exec(directoryHtml);
  if (!match) throw new Error('the investors directory links to no investor profile: is the backend seeded?');
  return match[1];
}

/** The routes with `/investors/:first` replaced by a real profile's path, read from the running portal. */
export async function resolveRoutes(baseUrl, routes) {
  if (!routes.includes(FIRST_INVESTOR)) return routes;
  const response = await fetch(`${baseUrl}/investors`);
  if (!response.ok) throw new Error(`${baseUrl}/investors answered ${response.status}`);
  const profile = firstInvestorPath(await response.text());
  return routes.map((route) => (route === FIRST_INVESTOR ? profile : route));
}
const KB = 1024;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The issue's targets. `routes` limits a target to some routes (script weight is a first visit to `/`);
 * metrics without a target (FCP, total bytes) are printed for context only.
 */
export const TARGETS = {
  performance: { max: null, min: 95, label: '>= 95' },
  lcpMs: { min: null, max: 2000, label: '<= 2.0 s' },
  tbtMs: { min: null, max: 150, label: '<= 150 ms' },
  cls: { min: null, max: 0.05, label: '<= 0.05' },
  scriptBytes: { min: null, max: 200 * KB, label: '<= 200 KB on /', routes: ['/'] },
};

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Request rows of Lighthouse's `network-requests` audit with each response's content-encoding from the DevTools log. */
export function requestsOf(lhr, devtoolsLog = []) {
  const encodings = new Map();
  for (const event of devtoolsLog) {
    if (event.method !== 'Network.responseReceived') continue;
    const { url, headers = {} } = event.params.response;
    const name = Object.keys(headers).find((header) => header.toLowerCase() === 'content-encoding');
    encodings.set(url, name ? headers[name] : 'none');
  }
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.map((item) => ({
    url: item.url,
    resourceType: item.resourceType ?? 'Other',
    transferSize: item.transferSize ?? 0,
    resourceSize: item.resourceSize ?? 0,
    encoding: encodings.get(item.url) ?? null,
  }));
}

/** The numbers one Lighthouse run gives for the table (times in ms, sizes in bytes). */
export function metricsOf(lhr, requests) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0),
    totalBytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
  };
}

/** Each metric's median over the runs of one route. */
export function medianMetrics(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** true / false for a metric with a target on this route, null where the issue sets none (or the value is missing). */
export function meetsTarget(key, value, route) {
  const target = TARGETS[key];
  if (!target || value === null || (target.routes && !target.routes.includes(route))) return null;
  if (target.min !== null && value < target.min) return false;
  if (target.max !== null && value > target.max) return false;
  return true;
}

const formats = {
  performance: (value) => String(value),
  fcpMs: (value) => `${(value / 1000).toFixed(2)} s`,
  lcpMs: (value) => `${(value / 1000).toFixed(2)} s`,
  tbtMs: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
  scriptBytes: (value) => (value / KB).toFixed(1),
  totalBytes: (value) => (value / KB).toFixed(1),
};
const COLUMNS = [
  ['performance', 'performance'],
  ['fcpMs', 'FCP'],
  ['lcpMs', 'LCP'],
  ['tbtMs', 'TBT'],
  ['cls', 'CLS'],
  ['scriptBytes', 'JS transferred (KB)'],
  ['totalBytes', 'total transferred (KB)'],
];

/** One Markdown table: a row per route, a targets row, and ✓ / ✗ after each number that has a target. */
export function formatTable(results) {
  const header = `| route | ${COLUMNS.map(([, label]) => label).join(' | ')} |`;
  const rule = `| --- | ${COLUMNS.map(() => '---:').join(' | ')} |`;
  const targets = `| target | ${COLUMNS.map(([key]) => TARGETS[key]?.label ?? '').join(' | ')} |`;
  const rows = results.map(({ route, metrics }) => {
    const cells = COLUMNS.map(([key]) => {
      const value = metrics[key];
      if (value === null) return 'n/a';
      const met = meetsTarget(key, value, route);
      return `${formats[key](value)}${met === null ? '' : met ? ' ✓' : ' ✗'}`;
    });
    return `| ${route} | ${cells.join(' | ')} |`;
  });
  return [header, rule, targets, ...rows].join('\n');
}

/** Every target missed, as "route: metric" strings. */
export function missedTargets(results) {
  return results.flatMap(({ route, metrics }) =>
    Object.keys(TARGETS)
      .filter((key) => meetsTarget(key, metrics[key], route) === false)
      .map(
        (key) => `${route}: ${COLUMNS.find(([column]) => column === key)[1]} ${formats[key](metrics[key])} (target ${TARGETS[key].label})`,
      ),
  );
}

/**
 * Strings that survive minification and appear only in one library's own code (checked against these
 * builds: share-scope registrations in main.js / remoteEntry.js name packages too, so names are not used).
 */
export const LIBRARY_FINGERPRINTS = [
  ['react-dom', '__reactFiber$'],
  ['react-router', '__reactRouterVersion'],
  ['styled-components', 'data-styled'],
  ['@supabase/supabase-js', 'GoTrueClient'],
  ['yup', 'is a required field'],
  ['dompurify', 'DOMPurify'],
  ['jspdf', 'jsPDF'],
  ['date-fns', 'github.com/date-fns'],
];

/** Libraries whose fingerprint a script's source contains. */
export function librariesIn(content = '') {
  return LIBRARY_FINGERPRINTS.filter(([, marker]) => content.includes(marker)).map(([name]) => name);
}

/**
 * The scripts a page loaded, biggest first, each with the libraries found in its source
 * (`contents`: url -> source, from Lighthouse's Scripts artifact), and every library found in
 * more than one script: a library loaded twice.
 */
export function scriptList(requests, contents = new Map()) {
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ ...request, libraries: librariesIn(contents.get(request.url)) }))
    .sort((a, b) => b.transferSize - a.transferSize);
  const loadedBy = new Map();
  for (const script of scripts)
    for (const library of script.libraries) loadedBy.set(library, [...(loadedBy.get(library) ?? []), script.url]);
  const duplicates = [...loadedBy].filter(([, urls]) => urls.length > 1).map(([library, urls]) => ({ library, urls }));
  return { scripts, duplicates };
}

export function formatScripts(route, requests, contents) {
  const { scripts, duplicates } = scriptList(requests, contents);
  const lines = scripts.map(
    (script) =>
      `| ${script.url} | ${(script.transferSize / KB).toFixed(1)} | ${(script.resourceSize / KB).toFixed(1)} | ${script.encoding ?? 'unknown'} | ${script.libraries.join(', ')} |`,
  );
  const unencoded = scripts.filter((script) => script.encoding === 'none' && script.resourceSize > KB).length;
  return [
    `Scripts loaded on a first visit to ${route} (${scripts.length}, biggest first):`,
    '| script | transferred KB | uncompressed KB | content-encoding | libraries found |',
    '| --- | ---: | ---: | --- | --- |',
    ...lines,
    unencoded ? `${unencoded} script(s) over 1 KB were sent without content-encoding.` : 'Every script over 1 KB was sent compressed.',
    duplicates.length
      ? `Loaded more than once: ${duplicates.map(({ library, urls }) => `${library} (${urls.length}x)`).join(', ')}.`
      : 'No library (of those fingerprinted) was loaded more than once.',
  ].join('\n');
}

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string', default: ROUTES.join(',') },
      chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
      assert: { type: 'boolean', default: false },
      // the client-rendered floor (npm run perf:floor) as the table's last row; --no-floor leaves it out
      floor: { type: 'boolean', default: true },
    },
    allowNegative: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);
  const routes = values.routes
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (routes.some((route) => !route.startsWith('/'))) throw new Error('--routes takes paths that start with /, comma separated');
  return { url: values.url?.replace(/\/$/, '') ?? null, runs, routes, chrome: values.chrome, assert: values.assert, floor: values.floor };
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The portal on free ports beside any `npm start`, with a throw-away data dir (as the e2e suite starts it). */
async function startOwnPortal() {
  const { localPorts } = createRequire(import.meta.url)('@donation-network/portal-manifest');
  const { startPortal } = await import('./start.mjs');
  const ports = {};
  for (const key of Object.keys(localPorts())) ports[key] = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-perf-'));
  console.log('[perf] starting the portal (release builds; builds what is missing or stale)…');
  try {
    const portal = await startPortal({ ports, dataDir, quiet: true });
    return {
      baseUrl: `http://localhost:${portal.ports.shell}`,
      stop: async () => {
        await portal.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** `onChrome` receives the browser so Ctrl-C can close it before stopping the portal. */
export async function measure({ baseUrl, routes, runs, chrome: chromePath }, onChrome) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // handleSIGINT off: chrome-launcher would otherwise exit the process on Ctrl-C and leave the portal running
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  onChrome(chrome);
  try {
    const results = [];
    let settings = null;
    for (const route of routes) {
      const perRun = [];
      let first = null;
      for (let run = 1; run <= runs; run += 1) {
        const started = Date.now();
        // No config: Lighthouse's default is the mobile profile with simulated throttling. Storage is
        // reset before each run, so every run is a first visit.
        const audit = () =>
          lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        let result = await audit();
        // Lighthouse now and then fails to record its own trace (NO_NAVSTART): two more tries before giving up.
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) result = await audit();
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { lhr, artifacts } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${route}: ${lhr.runtimeError.message}`);
        settings ??= { ...lhr.configSettings, benchmarkIndex: lhr.environment?.benchmarkIndex };
        const requests = requestsOf(lhr, artifacts?.DevtoolsLog);
        // script sources of the first run, for the library fingerprints
        first ??= { requests, contents: new Map((artifacts?.Scripts ?? []).map((script) => [script.url, script.content ?? ''])) };
        perRun.push(metricsOf(lhr, requests));
        console.log(`[perf] ${route} run ${run}/${runs}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      results.push({ route, metrics: medianMetrics(perRun), ...first });
    }
    return { results, settings };
  } finally {
    chrome.kill();
    onChrome(null);
  }
}

export function describeSettings(settings, runs) {
  const { throttling: t } = settings;
  return (
    `Profile: ${settings.formFactor}, ${settings.throttlingMethod}d throttling: ${t.rttMs} ms RTT, ${t.throughputKbps} kbps, ` +
    `${t.cpuSlowdownMultiplier}x CPU slowdown; ${runs === 1 ? '1 run' : `median of ${runs} runs`} per route; ` +
    `this machine's benchmark index ${Math.round(settings.benchmarkIndex ?? 0)} (a busy machine inflates TBT). 1 KB = 1024 bytes.`
  );
}

/** The floor's row, measured by perf-floor.mjs in its own process (it builds and serves its own pages). */
async function measureFloor({ runs, chrome }) {
  const { execFileSync } = await import('node:child_process');
  console.log('[perf] measuring the client-rendered floor (npm run perf:floor)…');
  const output = execFileSync(
    process.execPath,
    [path.join(path.dirname(fileURLToPath(import.meta.url)), 'perf-floor.mjs'), '--runs', String(runs), '--chrome', chrome, '--json'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = output.split('\n').find((text) => text.startsWith(FLOOR_JSON_PREFIX));
  if (!line) throw new Error('perf:floor printed no result');
  return JSON.parse(line.slice(FLOOR_JSON_PREFIX.length)).map(({ route, metrics }) => ({ route, metrics }));
}

/** How perf-floor.mjs --json marks its result line. */
export const FLOOR_JSON_PREFIX = 'PERF_FLOOR_JSON ';

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const portal = options.url ? { baseUrl: options.url, stop: async () => {} } : await startOwnPortal();
  let stopping = false;
  let chrome = null;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    chrome?.kill();
    await portal.stop();
  };
  process.once('SIGINT', () => stop().finally(() => process.exit(130)));
  try {
    const routes = await resolveRoutes(portal.baseUrl, options.routes);
    console.log(`[perf] measuring ${portal.baseUrl} on ${routes.join(', ')}`);
    const { results, settings } = await measure({ ...options, routes, baseUrl: portal.baseUrl }, (launched) => (chrome = launched));
    const floor = options.floor ? await measureFloor(options) : [];
    console.log(`\n${describeSettings(settings, options.runs)}\n`);
    console.log(formatTable([...results, ...floor]));
    if (floor.length)
      console.log(
        "\n'/ (floor)': a client-rendered federated page with one heading (npm run perf:floor), what the portal cost before server rendering.",
      );
    const home = results.find((result) => result.route === '/') ?? results[0];
    console.log(`\n${formatScripts(home.route, home.requests, home.contents)}`);
    const missed = missedTargets(results);
    console.log(missed.length ? `\nTargets missed:\n${missed.map((line) => `- ${line}`).join('\n')}` : '\nEvery target met.');
    return options.assert && missed.length ? 1 : 0;
  } finally {
    await stop();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main()
    .then((code) => process.exit(code))
    .catch((error) => {
      console.error(`[perf] ${error.message}`);
      process.exit(2);
    });
}
