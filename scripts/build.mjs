// npm run build: a release build of the shell and every remote in portal-manifest, as many at a time as
// the machine has cores (scripts/build-runner.mjs). BUILD_PROFILE=release for what users download (README).
import { createRequire } from 'node:module';
import { buildPackages } from './build-runner.mjs';

const { builds } = createRequire(import.meta.url)('@donation-network/portal-manifest');

const { failed } = await buildPackages(builds.map((build) => build.folder));
if (failed.length > 0) {
  console.error(`[build] failed: ${failed.join(', ')}`);
  process.exit(1);
}
