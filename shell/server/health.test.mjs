import assert from 'node:assert/strict';
import http from 'node:http';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { healthHandler } from './health.mjs';

const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A server that answers with `health`, or 404 'next' when the handler passes the request on. */
async function serve(health) {
  const server = http.createServer((req, res) => {
    if (health(req, res)) return;
    res.writeHead(404);
    res.end('next');
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (path, method = 'GET') =>
    new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port: server.address().port, path, method, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        })
        .on('error', reject)
        .end();
    });
}

test('without checks /healthz answers 200 {"status":"ok"}, never cached; other paths go to the next handler', async () => {
  const call = await serve(healthHandler());
  const ok = await call('/healthz?probe=lb');
  assert.equal(ok.status, 200);
  assert.equal(ok.body, '{"status":"ok"}');
  assert.equal(ok.headers['cache-control'], 'no-store');
  assert.match(ok.headers['content-type'], /^application\/json/);
  const head = await call('/healthz', 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  assert.equal((await call('/healthz/x')).body, 'next');
  assert.equal((await call('/')).body, 'next');
  const post = await call('/healthz', 'POST');
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD');
});

test('passing checks give 200; a failing one gives 503 naming it, without the error text', async () => {
  const calls = [];
  const call = await serve(
    healthHandler({
      checks: {
        config: () => calls.push('config'),
        remotes: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:3001\n    at internal/secret/path.js:12');
        },
        api: async () => false,
      },
    }),
  );
  const failed = await call('/healthz');
  assert.equal(failed.status, 503);
  assert.equal(failed.headers['cache-control'], 'no-store');
  assert.deepEqual(JSON.parse(failed.body), { status: 'fail', checks: { config: 'ok', remotes: 'failed', api: 'failed' } });
  assert.doesNotMatch(failed.body, /ECONNREFUSED|10\.0\.0\.7|secret|at /);
  assert.deepEqual(calls, ['config']);
  const ok = await (await serve(healthHandler({ checks: { config: () => true, remotes: async () => undefined } })))('/healthz');
  assert.equal(ok.status, 200);
});

test('a hanging check is cut off at the deadline (500 ms by default), reported as timeout, and told to stop', async () => {
  let aborted = false;
  const hanging = ({ signal }) =>
    new Promise((resolve) => {
      signal.addEventListener('abort', () => {
        aborted = true;
        resolve();
      });
    });
  const call = await serve(healthHandler({ checks: { remotes: hanging, quick: () => delay(10) } }));
  const started = Date.now();
  const answer = await call('/healthz');
  const took = Date.now() - started;
  assert.equal(answer.status, 503);
  assert.deepEqual(JSON.parse(answer.body), { status: 'fail', checks: { remotes: 'timeout', quick: 'ok' } });
  assert.ok(took >= 450 && took < 2000, `answered after ${took} ms`);
  assert.equal(aborted, true);
});
