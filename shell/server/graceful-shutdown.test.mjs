import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { gracefulShutdown } from './graceful-shutdown.mjs';

/** A server whose handler waits for `release()` before it answers 200 'done'; `entered` resolves once a request is inside. */
async function startSlowServer(options) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  let entered;
  const inside = new Promise((resolve) => (entered = resolve));
  const server = http.createServer(async (_req, res) => {
    entered();
    await released;
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('done');
  });
  const shutdown = gracefulShutdown(server, options);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, shutdown, release, inside };
}

/** GET / over `agent`; resolves with the status, the Connection header and the body, or rejects with the socket error. */
function get(port, agent) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused. */
function refused(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Resolves with 'resolved' or 'pending' after `ms`, whichever the promise reaches first. */
const settledWithin = (promise, ms) => Promise.race([promise.then(() => 'resolved'), delay(ms, 'pending')]);

test('a request running at shutdown still gets its 200, new connections are refused, and shutdown resolves', async () => {
  const log = [];
  const { port, shutdown, release, inside } = await startSlowServer({ timeoutMs: 5000, log: (message) => log.push(message) });
  // a keep-alive client, as browsers are: the server must not wait for its idle socket to time out
  const agent = new http.Agent({ keepAlive: true });
  const response = get(port, agent);
  await inside;
  const closed = shutdown();
  assert.equal(await refused(port), true);
  assert.equal(await settledWithin(closed, 100), 'pending', 'shutdown waits for the running request');
  release();
  assert.deepEqual(await response, { status: 200, connection: 'keep-alive', body: 'done' });
  assert.equal(await settledWithin(closed, 1000), 'resolved');
  assert.deepEqual(log, []);
  agent.destroy();
});

test('idle keep-alive connections do not hold the shutdown up', async () => {
  const { port, shutdown, release } = await startSlowServer({ timeoutMs: 5000, log: () => {} });
  release();
  const agent = new http.Agent({ keepAlive: true });
  assert.equal((await get(port, agent)).status, 200);
  // the server's keep-alive timeout is 5 s: closing well before shows the idle socket was closed at once
  assert.equal(await settledWithin(shutdown(), 1000), 'resolved');
  agent.destroy();
});

test('after the deadline the requests still running are cut off, and shutdown resolves', async () => {
  const log = [];
  const { port, shutdown, inside } = await startSlowServer({ timeoutMs: 100, log: (message) => log.push(message) });
  const response = get(port, false);
  await inside;
  const closed = shutdown();
  assert.equal(shutdown(), closed, 'a second call returns the same promise');
  await assert.rejects(response, { code: 'ECONNRESET' });
  assert.equal(await settledWithin(closed, 1000), 'resolved');
  assert.deepEqual(log, ['shutdown: requests still running after 100 ms, closing their connections']);
});
