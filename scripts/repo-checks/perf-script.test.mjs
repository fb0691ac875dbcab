// The pure parts of `npm run perf` (scripts/perf.mjs): reading Lighthouse results, medians, targets,
// the printed table and the script list. Lighthouse and Chromium are not needed here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ROUTES,
  firstInvestorPath,
  formatScripts,
  formatTable,
  medianMetrics,
  meetsTarget,
  metricsOf,
  missedTargets,
  median,
  parseOptions,
  requestsOf,
  scriptList,
} from '../perf.mjs';

const KB = 1024;

/** A Lighthouse result with just the fields perf.mjs reads. */
function lhrWith({ score = 0.97, lcp = 2100, cls = 0.02, items = [] } = {}) {
  return {
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: cls },
      'network-requests': { details: { items } },
    },
  };
}

const items = [
  { url: 'http://localhost:3000/', resourceType: 'Document', transferSize: 2000, resourceSize: 5000 },
  { url: 'http://localhost:3000/main.js', resourceType: 'Script', transferSize: 30 * KB, resourceSize: 90 * KB },
  { url: 'http://localhost:3001/remoteEntry.js', resourceType: 'Script', transferSize: 10 * KB, resourceSize: 10 * KB },
  { url: 'http://localhost:3000/font.woff2', resourceType: 'Font', transferSize: 4000, resourceSize: 4000 },
];
const devtoolsLog = [
  {
    method: 'Network.responseReceived',
    params: { response: { url: 'http://localhost:3000/main.js', headers: { 'Content-Encoding': 'br' } } },
  },
  { method: 'Network.responseReceived', params: { response: { url: 'http://localhost:3001/remoteEntry.js', headers: {} } } },
  { method: 'Network.requestWillBeSent', params: { request: { url: 'http://localhost:3000/' } } },
];

test('requests carry their content-encoding from the DevTools log, whatever the header case', () => {
  const requests = requestsOf(lhrWith({ items }), devtoolsLog);
  assert.deepEqual(
    requests.map((request) => [request.url.replace('http://localhost:', ''), request.encoding]),
    [
      ['3000/', null],
      ['3000/main.js', 'br'],
      ['3001/remoteEntry.js', 'none'],
      ['3000/font.woff2', null],
    ],
  );
});

test('metrics: score as 0-100, script bytes count only scripts, total counts everything', () => {
  const metrics = metricsOf(lhrWith({ score: 0.948, items }), requestsOf(lhrWith({ items })));
  assert.equal(metrics.performance, 95);
  assert.equal(metrics.lcpMs, 2100);
  assert.equal(metrics.scriptBytes, 40 * KB);
  assert.equal(metrics.totalBytes, 40 * KB + 6000);
});

test('median of odd and even counts, ignoring missing values', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5]), 5);
  assert.equal(median([]), null);
  const runs = [
    { performance: 90, lcpMs: 3000 },
    { performance: 97, lcpMs: 2000 },
    { performance: 95, lcpMs: 2600 },
  ];
  assert.deepEqual(medianMetrics(runs), { performance: 95, lcpMs: 2600 });
});

test('targets: the issue thresholds are inclusive; script weight counts on / only', () => {
  assert.equal(meetsTarget('performance', 95, '/about'), true);
  assert.equal(meetsTarget('performance', 94, '/about'), false);
  assert.equal(meetsTarget('lcpMs', 2000, '/'), true);
  assert.equal(meetsTarget('lcpMs', 2001, '/'), false);
  assert.equal(meetsTarget('tbtMs', 150, '/'), true);
  assert.equal(meetsTarget('tbtMs', 151, '/about'), false);
  assert.equal(meetsTarget('cls', 0.05, '/'), true);
  assert.equal(meetsTarget('cls', 0.051, '/'), false);
  assert.equal(meetsTarget('scriptBytes', 200 * KB, '/'), true);
  assert.equal(meetsTarget('scriptBytes', 200 * KB + 1, '/'), false);
  assert.equal(meetsTarget('scriptBytes', 900 * KB, '/founders'), null);
  assert.equal(meetsTarget('lcpMs', null, '/'), null);
});

test('the table shows targets and marks each number that has one', () => {
  const good = { performance: 98, fcpMs: 800, lcpMs: 1900, tbtMs: 40, cls: 0, scriptBytes: 150 * KB, totalBytes: 180 * KB };
  const results = [
    { route: '/', metrics: good },
    { route: '/founders', metrics: { ...good, performance: 80, lcpMs: 3200, scriptBytes: 300 * KB, cls: null } },
  ];
  const lines = formatTable(results).split('\n');
  assert.match(lines[0], /^\| route \| performance \| FCP \| LCP \| TBT \| CLS \| JS transferred \(KB\) \| total transferred \(KB\) \|$/);
  assert.match(lines[2], /\| target \| >= 95 \| {2}\| <= 2\.0 s \| <= 150 ms \| <= 0\.05 \|/);
  assert.equal(lines[3], '| / | 98 ✓ | 0.80 s | 1.90 s ✓ | 40 ms ✓ | 0.000 ✓ | 150.0 ✓ | 180.0 |');
  assert.equal(lines[4], '| /founders | 80 ✗ | 0.80 s | 3.20 s ✗ | 40 ms ✓ | n/a | 300.0 | 180.0 |');
  assert.deepEqual(missedTargets(results), ['/founders: performance 80 (target >= 95)', '/founders: LCP 3.20 s (target <= 2.0 s)']);
});

test('script list: biggest first, libraries found by fingerprint, a library in two scripts is reported', () => {
  const requests = requestsOf(lhrWith({ items }), devtoolsLog);
  const contents = new Map([
    ['http://localhost:3000/main.js', 'x.__reactFiber$=1;"${path} is a required field"'],
    ['http://localhost:3001/remoteEntry.js', 'y="${path} is a required field"'],
  ]);
  const { scripts, duplicates } = scriptList(requests, contents);
  assert.deepEqual(
    scripts.map((script) => [script.url, script.libraries]),
    [
      ['http://localhost:3000/main.js', ['react-dom', 'yup']],
      ['http://localhost:3001/remoteEntry.js', ['yup']],
    ],
  );
  assert.deepEqual(duplicates, [{ library: 'yup', urls: ['http://localhost:3000/main.js', 'http://localhost:3001/remoteEntry.js'] }]);
  const printed = formatScripts('/', requests, contents);
  assert.match(printed, /\| http:\/\/localhost:3000\/main\.js \| 30\.0 \| 90\.0 \| br \| react-dom, yup \|/);
  assert.match(printed, /1 script\(s\) over 1 KB were sent without content-encoding\./);
  assert.match(printed, /Loaded more than once: yup \(2x\)\./);
});

test('options: defaults, --runs, --routes and --url', () => {
  const defaults = parseOptions([]);
  assert.deepEqual([defaults.url, defaults.runs, defaults.routes, defaults.assert], [null, 3, ROUTES, false]);
  assert.deepEqual(ROUTES, ['/', '/about', '/login', '/founders', '/legal', '/pricing', '/investors/:first']);
  const custom = parseOptions(['--url', 'http://localhost:3000/', '--runs', '3', '--routes', '/, /about', '--assert']);
  assert.deepEqual([custom.url, custom.runs, custom.routes, custom.assert], ['http://localhost:3000', 3, ['/', '/about'], true]);
  assert.throws(() => parseOptions(['--runs', '0']), /--runs must be a whole number/);
  assert.throws(() => parseOptions(['--routes', 'about']), /start with \//);
});

test('the investor profile measured is the first one the directory links to', () => {
  const html =
    '<a href="/investors">All</a><a href="/investors/7f3c-41" aria-label="View Profile of Ada">View</a><a href="/investors/9">Other</a>';
  assert.equal(firstInvestorPath(html), '/investors/7f3c-41');
  assert.throws(() => firstInvestorPath('<p>No investors yet</p>'), /links to no investor profile/);
});
