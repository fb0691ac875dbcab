import { brotliCompressSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, ISLANDS_ATTRIBUTE } from '@donation-network/portal-manifest';
import { expect, test } from './fixtures';

// What a phone pays for a public page, as budgets: the script a first visit downloads before the page is
// interactive, the longest main-thread task of that load, and how fast the first interactions respond (INP),
// including those that start the application. Chromium's CPU runs 4x slower (Lighthouse's phone); each number
// is the median of three first visits in fresh browser contexts (of six when the first three are over budget).
// `npm run budget` runs this file alone, on a machine the e2e suite no longer keeps busy: a busy machine
// stretches every task.

test.use({ startsApplication: false });

const CPU_SLOWDOWN = 4;
const RUNS = 3;
/**
 * `startInpMs`: an interaction that starts the application (the visitor's first key press in a form of a
 * server-rendered page) pays for the shell's boot script to run and React to hydrate the page in that
 * interaction. Measured at 4x: 210-270 ms on a host whose blank-page factor reads x1.0-1.5, 270-400 ms on one
 * reading x2.2, before and after the change that set this budget; 200 ms is the goal for it too, and the way
 * there is splitting the boot script's evaluation into tasks a phone can interleave with input. Every other
 * interaction, on a page that is already running, has 200 ms.
 */
const BUDGETS = { scriptKb: 60, longestScriptMs: 50, inpMs: 200, startInpMs: 300 };
/**
 * A slowdown is relative to the host: 4x on a slower machine is a slower phone. The time budgets were set on a
 * host whose page with one heading and no script has a longest task of this many ms at 4x; on a slower host
 * (a busier CI runner, an older laptop) they stretch by how much longer that page's task is there, at most by
 * HOST_FACTOR_MAX. A faster host never loosens them. The byte budget is the same on every host.
 */
const REFERENCE_BLANK_TASK_MS = 71;
const HOST_FACTOR_MAX = 2.5;
const KB = 1024;

/** Event-timing entries of every interaction, from the page's first moment on. */
function recordInteractions() {
  const interactions: Array<{ id: number; name: string; duration: number }> = [];
  (window as unknown as { __interactions: typeof interactions }).__interactions = interactions;
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
      if (entry.interactionId) interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** Trace events that run the page's script: a script's evaluation, a callback (listener, timer, frame, idle). */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback']);

/**
 * Whether an event runs the page's own script. The page's scripts (inline or files) are classic scripts of an
 * http(s) document; the browser's own (a module now and then, with no page script in it) and the test tool's
 * have no such address.
 */
const isPageScript = (event: TraceEvent) =>
  SCRIPT_EVENTS.has(event.name) && (event.name !== 'EvaluateScript' || /^https?:/.test(event.args?.data?.url ?? ''));

/**
 * The renderer main threads' tasks in a Chromium trace: the longest, and the longest time one task spent running
 * the page's script (with the style and layout work that script forced). A browser's own work for any page
 * (committing the navigation, creating the script context, the first layout) is in the first and not the second.
 */
function mainThreadCosts(trace: { traceEvents: TraceEvent[] }) {
  const mainThreads = new Set(
    trace.traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMainThread = trace.traceEvents
    .filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  let longestTaskMs = 0;
  let longestScriptMs = 0;
  for (const task of onMainThread.filter((event) => event.name === 'RunTask')) {
    const end = task.ts + (task.dur ?? 0);
    let scriptEnd = 0;
    let scriptUs = 0;
    for (const event of onMainThread) {
      if (event.tid !== task.tid || event.pid !== task.pid || event.ts < task.ts || event.ts >= end) continue;
      // outermost script events only: a listener's call inside an evaluation is already counted
      if (!isPageScript(event) || event.ts < scriptEnd) continue;
      scriptUs += event.dur ?? 0;
      scriptEnd = event.ts + (event.dur ?? 0);
    }
    longestTaskMs = Math.max(longestTaskMs, (task.dur ?? 0) / 1000);
    longestScriptMs = Math.max(longestScriptMs, scriptUs / 1000);
  }
  return { longestTaskMs, longestScriptMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A first visit: a fresh context (empty cache and storage), the CPU slowed down, a trace running. */
async function firstVisit(browser: Browser, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

async function traced<T>(browser: Browser, page: Page, work: () => Promise<T>) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await work();
  return { result, ...mainThreadCosts(JSON.parse((await browser.stopTracing()).toString())) };
}

/**
 * Loads a public page and lets the tasks after its load event run. Nothing of the test's own runs in the page
 * meanwhile: the first thing Playwright evaluates in a page is its own large script, a task a trace would count.
 */
async function loadPublicPage(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
}

async function expectIslandsReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(ISLANDS_ATTRIBUTE, 'ready');
}

async function measurePageLoad(browser: Browser, url: string) {
  const { context, page } = await firstVisit(browser, 375);
  const scriptBytes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptBytes.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  const { longestTaskMs, longestScriptMs } = await traced(browser, page, () => loadPublicPage(page, url));
  await expectIslandsReady(page);
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src && (!script.type || script.type === 'module')).map((script) => script.text),
  );
  const downloadedBytes = (await Promise.all(scriptBytes)).reduce((sum, bytes) => sum + bytes, 0);
  const inlineBytes = inline.reduce((sum, text) => sum + brotliCompressSync(text).length, 0);
  await context.close();
  return { scriptFiles: scriptBytes.length, scriptKb: (downloadedBytes + inlineBytes) / KB, longestTaskMs, longestScriptMs };
}

/** The same for a page with one heading and no script: what this browser pays for any page. */
async function measureBlankPage(browser: Browser, baseUrl: string) {
  const { context, page } = await firstVisit(browser, 375);
  const url = `${baseUrl}/__page-cost-blank`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Blank</title><h1>Blank</h1>' }));
  const { longestTaskMs } = await traced(browser, page, async () => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
  });
  await context.close();
  return longestTaskMs;
}

interface Interaction {
  name: string;
  path: string;
  width: number;
  /** what the visitor does; resolves once the page shows the result */
  act: (page: Page) => Promise<void>;
  /** the interaction starts the application (its INP includes the boot script's run) */
  startsApplication?: true;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu (375 px)',
    path: '/about',
    width: 375,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
  {
    name: 'theme toggle (1280 px)',
    path: '/about',
    width: 1280,
    act: async (page) => {
      const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme: / });
      const before = await toggle.getAttribute('aria-label');
      await toggle.click();
      await expect(toggle).not.toHaveAttribute('aria-label', before!);
    },
  },
  {
    name: 'type in the founders search (starts the application)',
    path: '/founders',
    width: 1280,
    startsApplication: true,
    act: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search founders' });
      await search.click();
      await search.pressSequentially('care', { delay: 80 });
      await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
      await expect(search).toHaveValue('care');
    },
  },
  {
    name: 'type in the sign-in e-mail (starts the application)',
    path: '/login',
    width: 375,
    startsApplication: true,
    act: async (page) => {
      const email = page.getByLabel('Email');
      await email.click();
      await email.pressSequentially('ada@', { delay: 80 });
      await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
      await expect(email).toHaveValue('ada@');
    },
  },
];

/** INP of what the visitor did: the slowest interaction (below 16 ms the browser reports none). */
async function measureInteraction(browser: Browser, baseUrl: string, interaction: Interaction) {
  const { context, page } = await firstVisit(browser, interaction.width);
  await loadPublicPage(page, `${baseUrl}${interaction.path}`);
  await expectIslandsReady(page);
  const { longestTaskMs, longestScriptMs } = await traced(browser, page, async () => {
    await interaction.act(page);
    // the frame after the last input, and the rest of the application's start when it was asked for
    await page.waitForTimeout(1000);
  });
  const entries = await page.evaluate(() => (window as unknown as { __interactions: Array<{ duration: number }> }).__interactions);
  await context.close();
  return { inpMs: Math.max(16, ...entries.map((entry) => entry.duration)), longestTaskMs, longestScriptMs };
}

const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const ms = (value: number) => value.toFixed(0);

/** Each field's median over the runs. */
function medians<T extends Record<string, number>>(runs: T[]): T {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])) as T;
}

test(
  'a first visit to a public page stays within its script, long-task and interaction budgets on a slow phone',
  { tag: ['@marketing', '@directories', '@auth'] },
  async ({ browser, baseUrl }) => {
    test.setTimeout(300_000);
    const repeat = async <T>(measure: () => Promise<T>) => {
      const runs: T[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure());
      return runs;
    };
    const blankLongestTaskMs = median(await repeat(() => measureBlankPage(browser, baseUrl)));
    const hostFactor = Math.min(HOST_FACTOR_MAX, Math.max(1, blankLongestTaskMs / REFERENCE_BLANK_TASK_MS));
    const timeBudget = (budgetMs: number) => Math.round(budgetMs * hostFactor);
    const inpBudget = (row: { startsApplication?: true }) => timeBudget(row.startsApplication ? BUDGETS.startInpMs : BUDGETS.inpMs);
    /**
     * The median of RUNS measurements; when it is over its time budget, RUNS more are taken and the median of all
     * of them counts. A shared host now and then stretches two runs of three (another process wakes up): one
     * reading over budget is confirmed before it fails the build. Script bytes never vary and are not measured again.
     */
    const confirmedMedians = async <T extends Record<string, number>>(measure: () => Promise<T>, overBudget: (row: T) => boolean) => {
      const runs = await repeat(measure);
      if (overBudget(medians(runs))) runs.push(...(await repeat(measure)));
      return { ...medians(runs), runs: runs.length };
    };
    const loads = [];
    for (const path of ['/about', '/founders'])
      loads.push({
        path,
        ...(await confirmedMedians(
          () => measurePageLoad(browser, `${baseUrl}${path}`),
          (row) => row.longestScriptMs > timeBudget(BUDGETS.longestScriptMs),
        )),
      });
    const interactions = [];
    for (const interaction of INTERACTIONS)
      interactions.push({
        name: interaction.name,
        startsApplication: interaction.startsApplication,
        ...(await confirmedMedians(
          () => measureInteraction(browser, baseUrl, interaction),
          (row) => row.inpMs > inpBudget(interaction),
        )),
      });

    console.log(
      `\nFirst visits, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS} (of ${2 * RUNS} when the first ${RUNS} were over budget). Script: the files downloaded before any ` +
        `interaction, as transferred, plus the inline script brotli-compressed. Script task: the longest time one ` +
        `main-thread task ran the page's script. A page with one heading and no script has a longest task of ` +
        `${ms(blankLongestTaskMs)} ms here (committing the navigation, the first layout), against ` +
        `${REFERENCE_BLANK_TASK_MS} ms on the host the time budgets were set on: they are x${hostFactor.toFixed(2)} ` +
        `here (at most x${HOST_FACTOR_MAX}; never below x1).\n` +
        table(
          [
            'page',
            'script files',
            `script KB (budget ${BUDGETS.scriptKb})`,
            `longest script task ms (budget ${timeBudget(BUDGETS.longestScriptMs)})`,
            'longest task ms',
            'runs',
          ],
          loads.map((load) => [
            load.path,
            String(load.scriptFiles),
            load.scriptKb.toFixed(1),
            ms(load.longestScriptMs),
            ms(load.longestTaskMs),
            String(load.runs),
          ]),
        ) +
        '\n\n' +
        table(
          ['interaction', 'INP ms', 'budget ms', 'longest script task after it, ms', 'longest task after it, ms', 'runs'],
          interactions.map((row) => [
            row.name,
            ms(row.inpMs),
            ms(inpBudget(row)),
            ms(row.longestScriptMs),
            ms(row.longestTaskMs),
            String(row.runs),
          ]),
        ),
    );

    for (const load of loads) {
      expect.soft(load.scriptKb, `script before ${load.path} is interactive (KB)`).toBeLessThanOrEqual(BUDGETS.scriptKb);
      expect
        .soft(load.longestScriptMs, `longest script task loading ${load.path} (ms)`)
        .toBeLessThanOrEqual(timeBudget(BUDGETS.longestScriptMs));
    }
    for (const row of interactions) expect.soft(row.inpMs, `INP of "${row.name}" (ms)`).toBeLessThanOrEqual(inpBudget(row));
  },
);
