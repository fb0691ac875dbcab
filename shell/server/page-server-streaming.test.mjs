// The shell's server with a stand-in for its server bundle whose page is late: the shell part goes out before
// the region exists, the region follows in the same response, the query cache and scripts come last, and
// /healthz counts what was streamed and what was left to the browser.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShellServer } from './page-server.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Donation Network</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
// renders /about late: the shell at once, the region when the test releases it (global.releaseRegion)
const SERVER_BUNDLE = `
exports.createPageRenderer = async () => ({
  themeBootScript: '',
  warm() {},
  async render() {
    return {
      kind: 'streaming',
      status: 200,
      async stream(write) {
        write('<header>the shell</header><div data-testid="page-skeleton"></div>');
        await new Promise((resolve) => (globalThis.releaseRegion = resolve));
        write('<div hidden id="S:0"><main>the region</main></div>');
        return { queryState: { queries: ['about'] }, clientRendered: ['marketing'] };
      },
    };
  },
});
`;

let dir;
let shell;
let port;
before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shell-streaming-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'server', 'server.js'), SERVER_BUNDLE);
  shell = await startShellServer({
    dir,
    port: 0,
    host: '127.0.0.1',
    config: () => ({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon', remotes: {} }),
    serverEntries: {},
    publicOrigin: 'https://portal.example',
    log: () => {},
    accessLogWrite: null,
  });
  port = shell.server.address().port;
});
after(async () => {
  await shell.shutdown();
  rmSync(dir, { recursive: true, force: true });
});

/** GET `pathname` uncompressed; resolves with the body received so far once `until` matches it, and with the rest. */
function readUntil(pathname, until) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'identity' } }, (response) => {
        let body = '';
        let early;
        const whole = new Promise((done) => response.on('end', () => done(body)));
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
          if (!early && until.test(body)) {
            early = body;
            resolve({ status: response.statusCode, early, whole });
          }
        });
      })
      .on('error', reject);
  });
}

test('a late region: the shell is sent before the region exists, the region joins the same response, the cache and scripts close it', async () => {
  const { status, early, whole } = await readUntil('/about', /the shell/);
  assert.equal(status, 200);
  assert.match(early, /<title>Donation Network<\/title>/);
  assert.match(early, /<link rel="canonical" href="https:\/\/portal\.example\/about">/);
  assert.match(early, /<\/head><body><div id="root"><header>the shell<\/header>/);
  assert.doesNotMatch(early, /the region|portal-query-state|main\.js/);
  globalThis.releaseRegion();
  const body = await whole;
  const order = ['the shell', 'the region', '</div><script type="application/json" id="portal-query-state">', '/main.js', '</body></html>'];
  const positions = order.map((text) => body.indexOf(text));
  assert.ok(
    positions.every((at, i) => at > (positions[i - 1] ?? -1)),
    `in order: ${order.join(' < ')}`,
  );
  assert.match(body, /\{"queries":\["about"\]\}/);
  const health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
  assert.deepEqual(health.ssr, { pages: 1, streamed: 1, regionsLeftToBrowser: 1, failedPages: 0 });
});
