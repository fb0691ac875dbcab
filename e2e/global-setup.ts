import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { describeVersions, liveRemoteVersions } from './support/portal-versions';

/** How long a running portal (PORTAL_URL) has to answer before the run stops with one message. */
const PORTAL_ANSWER_MS = 5_000;

/**
 * The suite always runs against fresh release builds of every package, except against a running portal
 * (PORTAL_URL), whose builds are its own: that portal must answer first, or no test runs.
 */
export default async function globalSetup(config: FullConfig) {
  const portalUrl = process.env.PORTAL_URL?.trim().replace(/\/+$/, '');
  if (portalUrl) {
    await checkPortalAnswers(portalUrl);
    // in the JSON and blob reports (and so in merged ones); each test names them in the HTML report too (fixtures.ts)
    config.metadata.portal = portalUrl;
    config.metadata.remotes = describeVersions(await liveRemoteVersions(portalUrl));
    return;
  }
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', 'build'], { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' });
}

async function checkPortalAnswers(portalUrl: string) {
  const stop = (why: string) => {
    throw new Error(`PORTAL_URL=${portalUrl} ${why}: start the portal there (npm start) or correct the address. No test ran.`);
  };
  let response: Response;
  try {
    response = await fetch(`${portalUrl}/config.json`, { signal: AbortSignal.timeout(PORTAL_ANSWER_MS) });
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; message?: string } };
    return stop(
      `does not answer (${(error as Error).name === 'TimeoutError' ? `nothing within ${PORTAL_ANSWER_MS / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message)})`,
    );
  }
  if (!response.ok) return stop(`answers /config.json with ${response.status}, so it is not a portal`);
  const config = (await response.json().catch(() => null)) as { supabaseUrl?: unknown } | null;
  if (typeof config?.supabaseUrl !== 'string') stop('serves a /config.json without supabaseUrl, so it is not a portal');
}
