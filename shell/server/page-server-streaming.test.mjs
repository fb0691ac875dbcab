// The shell's server with a stand-in for its server bundle whose page is late: the shell part goes out before
// the region exists, the region follows in the same response, the query cache and scripts come last, and
// /healthz counts what was streamed and what was left to the browser.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startShellOnRelease } from './shell-release.test-support.mjs';

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

let shell;
let port;
before(async () => {
  shell = await startShellOnRelease({ serverBundle: SERVER_BUNDLE });
  port = shell.port;
});
after(() => shell.stop());

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
