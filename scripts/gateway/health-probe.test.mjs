import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHealer } from './health-probe.mjs';
import { call, json, startFakeUpstream, startTestGateway } from './fake-lite.mjs';

const ABORTED = {
  code: 'SUP',
  details: null,
  hint: null,
  message: 'error: current transaction is aborted, commands ignored until end of transaction block',
};
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let wedged = false;
let frozen = false;
let restarts = 0;
let upstream;
let gateway;
before(async () => {
  upstream = await startFakeUpstream((req, res) => {
    if (frozen) return; // never answers, like a SIGSTOPped lite
    if (wedged) json(res, 500, ABORTED);
    else json(res, 200, [{ id: 'basic' }]);
  });
  gateway = await startTestGateway(upstream.url, {
    probe: { intervalMs: 100, timeoutMs: 200, failuresBeforeRestart: 2 },
    restartUpstream: async () => {
      await wait(300); // a restart takes a while
      wedged = false;
      frozen = false;
      restarts += 1;
    },
  });
});
after(async () => {
  await gateway.close();
  await upstream.close();
});

test('a wedged upstream is detected on the first aborted answer, restarted, and requests wait out the restart with 503', async () => {
  assert.equal((await call(gateway.url, '/rest/v1/plans')).status, 200);
  wedged = true;
  const first = await call(gateway.url, '/rest/v1/contact_messages', { json: {} });
  assert.equal(first.status, 503);
  assert.ok(Number(first.headers.get('retry-after')) > 0);
  assert.doesNotMatch(first.text, /transaction is aborted/);
  await wait(20);
  const during = await call(gateway.url, '/rest/v1/plans');
  assert.equal(during.status, 503);
  assert.equal(during.body.code, 'PGRST503');
  await wait(500);
  assert.equal(restarts, 1);
  assert.equal((await call(gateway.url, '/rest/v1/plans')).status, 200);
});

test('a frozen upstream is restarted after consecutive probe timeouts', async () => {
  const before = restarts;
  frozen = true;
  const deadline = Date.now() + 5000;
  while (restarts === before && Date.now() < deadline) await wait(50);
  assert.equal(restarts, before + 1);
  assert.equal((await call(gateway.url, '/rest/v1/plans')).status, 200);
});

test('unit: the healer restarts once for concurrent suspicions and counts failures', async () => {
  let calls = 0;
  let result = 'down';
  const healer = createHealer({
    probe: async () => result,
    restart: async () => void (calls += 1),
    intervalMs: 10_000,
    failuresBeforeRestart: 2,
  });
  await healer.suspect();
  assert.equal(calls, 0);
  await Promise.all([healer.suspect(), healer.suspect()]);
  assert.equal(calls, 1);
  result = 'wedged';
  await healer.suspect();
  assert.equal(calls, 2);
  result = 'ok';
  await healer.suspect();
  assert.equal(calls, 2);
  await healer.restartNow('exited');
  assert.equal(calls, 3);
  healer.stop();
});
