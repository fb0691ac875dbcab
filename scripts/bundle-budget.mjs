// `npm run budget`: what a first visit to each remote costs on top of the shell, gzipped, from
// each build's mf-manifest.json: remoteEntry plus the exposed App's sync chunks. The App's async
// chunks are shown apart: they are the remote's own fallbacks of shared modules and lazy parts,
// fetched only when the page needs them. Prints a table; exits 1 when a budget is exceeded, or when a
// build's served folder (dist/) holds a source map: maps belong beside it, in dist-sourcemaps/.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
/** Budgets in gzipped kB, one per build in portal-manifest (`budgetKb`). The shell carries React, router, styled-components and supabase-js once. */
const { builds, shell, sourceMapsDir } = createRequire(import.meta.url)('@donation-network/portal-manifest');
const BUDGETS = Object.fromEntries(builds.map((build) => [build.folder, build.budgetKb]));

const gz = (dir, file) => gzipSync(readFileSync(path.join(dir, file))).length;

function measure(pkg) {
  const dist = path.join(ROOT, pkg, 'dist');
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const total = (files) => [...new Set(files)].reduce((sum, file) => sum + gz(dist, file), 0);
  if (pkg === shell.folder) {
    // The shell's page load: its entry plus every shared singleton it provides.
    return { initial: total(['main.js', ...manifest.shared.flatMap((s) => s.assets.js.sync)]), lazy: 0 };
  }
  const sync = manifest.exposes.flatMap((e) => e.assets.js.sync);
  const lazy = manifest.exposes.flatMap((e) => e.assets.js.async);
  return { initial: total([manifest.metaData.remoteEntry.name, ...sync]), lazy: total(lazy) };
}

let over = false;
console.log('| build | initial gzipped kB | budget kB | lazy/fallback gzipped kB |\n| --- | ---: | ---: | ---: |');
for (const [pkg, budget] of Object.entries(BUDGETS)) {
  const sizes = measure(pkg);
  if (sizes === null) {
    console.log(`| ${pkg} | not built | ${budget} | |`);
    continue;
  }
  const kb = sizes.initial / KB;
  if (kb > budget) over = true;
  console.log(`| ${pkg} | ${kb.toFixed(1)}${kb > budget ? ' OVER' : ''} | ${budget} | ${(sizes.lazy / KB).toFixed(1)} |`);
}

// Anything in dist/ is served (and uploaded): a source map there gives the sources away.
const servedMaps = builds.flatMap((build) => {
  const dist = path.join(ROOT, build.folder, 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist, { recursive: true })
    .filter((file) => /\.map(?:\.(?:br|gz))?$/.test(file))
    .map((file) => path.join(build.folder, 'dist', file));
});
if (servedMaps.length > 0) {
  const where = path.basename(sourceMapsDir('dist'));
  console.error(`\nSource maps in served folders (the build must write them to ${where}/):\n  ${servedMaps.join('\n  ')}`);
}
process.exit(over || servedMaps.length > 0 ? 1 : 0);
