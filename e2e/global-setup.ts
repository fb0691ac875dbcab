import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The suite always runs against fresh release builds of every package, except against a running portal
 * (PORTAL_URL), whose builds are its own.
 */
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD === '1' || process.env.PORTAL_URL) return;
  execFileSync('npm', ['run', 'build'], { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' });
}
