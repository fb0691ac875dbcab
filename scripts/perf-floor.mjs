// `npm run perf:floor`: what the portal's architecture costs before any of its code runs. Builds a host
// and one remote with the portal's federation setup (scripts/perf-floor/webpack.config.cjs) whose page is
// one heading and one paragraph, serves them with the portal's static server, and measures them with
// `npm run perf`'s Lighthouse profile. The numbers are the floor under `npm run perf`'s: a target below
// them cannot be met by tuning the portal's code, only by changing how pages are delivered.
//
//   npm run perf:floor                  1 run
//   npm run perf:floor -- --runs 5      median of 5 runs
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { remoteHints } from '@donation-network/shell/server/static/shell-page.mjs';
import { serveStatic } from '@donation-network/shell/server/static/server.mjs';
import { FLOOR_JSON_PREFIX, describeSettings, formatTable, freePort, measure, parseOptions } from './perf.mjs';

const require = createRequire(import.meta.url);

function build(configs) {
  const compiler = require('webpack')(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      });
    });
  });
}

async function main() {
  // the same options as `npm run perf` (--runs, --chrome); its routes and --url do not apply here.
  // --json: also print the result as one line for `npm run perf`, which shows it in its table.
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const { runs, chrome: chromePath } = parseOptions(args.filter((arg) => arg !== '--json'));

  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-perf-floor-'));
  const servers = [];
  let chrome = null;
  try {
    const [hostPort, remotePort] = [await freePort(), await freePort()];
    const remoteManifestUrl = `http://localhost:${remotePort}/mf-manifest.json`;
    const hostDir = path.join(work, 'host');
    const remoteDir = path.join(work, 'remote');
    console.log('[perf:floor] building the floor host and remote…');
    await build(
      require('./perf-floor/webpack.config.cjs')({ hostDir, remoteDir, remoteManifestUrl, headHints: remoteHints(remoteManifestUrl) }),
    );
    servers.push(await serveStatic({ dir: remoteDir, port: remotePort }), await serveStatic({ dir: hostDir, port: hostPort }));
    const baseUrl = `http://localhost:${hostPort}`;
    console.log(`[perf:floor] measuring ${baseUrl}/`);
    const { results, settings } = await measure({ baseUrl, routes: ['/'], runs, chrome: chromePath }, (launched) => (chrome = launched));
    console.log(`\n${describeSettings(settings, runs)}\n`);
    const floorResults = results.map((result) => ({ ...result, route: '/ (floor)' }));
    console.log(formatTable(floorResults));
    if (json) console.log(`${FLOOR_JSON_PREFIX}${JSON.stringify(floorResults.map(({ route, metrics }) => ({ route, metrics })))}`);
    console.log("\nThe floor page is a host and one remote with the portal's federation setup and one heading: compare `npm run perf`.");
  } finally {
    chrome?.kill();
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[perf:floor] ${error.message}`);
  process.exit(2);
});
