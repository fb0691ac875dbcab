// `npm run budget`: what a first visit to each remote costs on top of the shell, gzipped, from
// each build's mf-manifest.json: remoteEntry plus the exposed App's sync chunks. The App's async
// chunks are shown apart: they are the remote's own fallbacks of shared modules and lazy parts,
// fetched only when the page needs them. Prints a table; exits 1 when a budget is exceeded, when a
// build's served folder (dist/) holds a source map (maps belong beside it, in dist-sourcemaps/), or when a
// remote needs a shared library from the shell (it built no copy of its own) that the shell's build does not provide.
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
// A remote's production build brings no copy of what webpack.shared.js says the shell provides (PROVIDED_BY_SHELL):
// in the page, nobody would provide a library the shell's build stopped providing.
const readManifest = (folder) => {
  const file = path.join(ROOT, folder, 'dist', 'mf-manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const shellManifest = readManifest(shell.folder);
const shellProvides = new Set((shellManifest?.shared ?? []).map((entry) => entry.name));
const bringsNoCopy = (entry) => entry.assets.js.sync.length === 0 && entry.assets.js.async.length === 0;
const unprovided = !shellManifest
  ? []
  : builds
      .filter((build) => build !== shell)
      .flatMap((build) =>
        (readManifest(build.folder)?.shared ?? [])
          .filter((entry) => bringsNoCopy(entry) && !shellProvides.has(entry.name))
          .map((entry) => `${build.folder} needs ${entry.name}`),
      );
if (unprovided.length > 0) {
  console.error(
    `\nShared libraries a remote takes from the shell, which the shell's build does not provide (PROVIDED_BY_SHELL in webpack.shared.js):\n  ${unprovided.join('\n  ')}`,
  );
}
process.exit(over || servedMaps.length > 0 || unprovided.length > 0 ? 1 : 0);
