import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { optionsFromEnv } from './main.mjs';
import { DEFAULT_RENDER_TIMING, renderTimingFromEnv, statusBeforeRender } from './page-server.mjs';

const { routeFor } = createRequire(import.meta.url)('@donation-network/portal-manifest');

test('a path no remote serves is a 404 before rendering; a static route a 200; a profile waits for its render', () => {
  const status = (pathname) => statusBeforeRender(routeFor(pathname));
  assert.equal(status('/no-such-page'), 404);
  assert.equal(status('/about'), 200);
  assert.equal(status('/founders'), 200);
  assert.equal(status('/founders/abc'), null);
  assert.equal(status('/%61bout'), 404);
});

test('the production server is configured from the environment and names a missing variable', () => {
  assert.throws(() => optionsFromEnv({ SUPABASE_URL: 'https://x.supabase.co' }), /SUPABASE_ANON_KEY is required/);
  const options = optionsFromEnv({
    SUPABASE_URL: 'https://x.supabase.co',
    SUPABASE_ANON_KEY: 'sb_publishable_x',
    PORT: '8080',
    PUBLIC_URL: 'https://portal.example/',
    REMOTE_MARKETING_URL: 'https://cdn.example/marketing/1.2.0/mf-manifest.json',
    SSR_BUDGET_MS: '300',
    SSR_DEADLINE_MS: '4000',
    ACCESS_LOG: '0',
  });
  assert.equal(options.port, 8080);
  assert.equal(options.publicOrigin, 'https://portal.example');
  assert.equal(options.renderBudgetMs, 300);
  assert.equal(options.streamDeadlineMs, 4000);
  assert.equal(options.accessLogWrite, null);
  assert.equal(options.serverEntries.marketing, 'https://cdn.example/marketing/1.2.0/server/remoteEntry.js');
  assert.equal(options.config().demoMode, false);
});

test('render timing: defaults, positive numbers only, and a deadline never shorter than the budget', () => {
  assert.deepEqual(renderTimingFromEnv({}), DEFAULT_RENDER_TIMING);
  assert.deepEqual(renderTimingFromEnv({ SSR_BUDGET_MS: '-1', SSR_DEADLINE_MS: 'soon' }), DEFAULT_RENDER_TIMING);
  assert.deepEqual(renderTimingFromEnv({ SSR_BUDGET_MS: '8000', SSR_DEADLINE_MS: '2000' }), {
    renderBudgetMs: 8000,
    streamDeadlineMs: 8000,
  });
});

test('the remote override allowlist reaches the runtime configuration only when REMOTE_OVERRIDE_ORIGINS is set', () => {
  const env = { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_x' };
  assert.equal('remoteOverrideOrigins' in optionsFromEnv(env).config(), false);
  assert.equal('remoteOverrideOrigins' in optionsFromEnv({ ...env, REMOTE_OVERRIDE_ORIGINS: ' , ' }).config(), false);
  const config = optionsFromEnv({ ...env, REMOTE_OVERRIDE_ORIGINS: 'http://localhost:*, https://preview.example.com' }).config();
  assert.deepEqual(config.remoteOverrideOrigins, ['http://localhost:*', 'https://preview.example.com']);
});

test('RELEASE_POINTER names the file (or URL) the production server reads the live releases from', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pointer-env-'));
  try {
    const file = path.join(dir, 'live.json');
    writeFileSync(file, JSON.stringify({ remotes: { directories: '0.3.0-abcdef0123' } }));
    const env = { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_x' };
    assert.deepEqual(await optionsFromEnv({ ...env, RELEASE_POINTER: file }).releasePointer.current(), { directories: '0.3.0-abcdef0123' });
    assert.deepEqual(await optionsFromEnv(env).releasePointer.current(), {}, 'none: every remote serves its configured build');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
