import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { accessLog, escapeLogText } from './access-log.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Each logged line, and a resolver per line so a test can wait for the one it caused. */
const lines = [];
let lineWaiters = [];
const nextLine = () => new Promise((resolve) => lineWaiters.push(resolve));

let server;
let port;
before(async () => {
  server = http.createServer((req, res) => {
    // a clock that moves 42 ms between the start and the end of every request
    const times = [1_700_000_000_000, 1_700_000_000_042];
    const requestId = accessLog(req, res, {
      now: () => times.shift(),
      write: (line) => {
        lines.push(line);
        const waiters = lineWaiters;
        lineWaiters = [];
        waiters.forEach((resolve) => resolve(line));
      },
    });
    res.setHeader('X-Request-Id', requestId);
    if (req.url.startsWith('/hang')) {
      res.writeHead(200);
      res.write('partial');
      return;
    }
    if (req.url.startsWith('/empty')) {
      res.writeHead(204);
      res.end();
      return;
    }
    res.writeHead(req.url.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.write('héllo ');
    res.end(Buffer.from('world'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
});
after(() => new Promise((resolve) => server.close(resolve)));

function request(path, { method = 'GET', headers = {} } = {}) {
  const logged = nextLine();
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', async () => resolve({ res, line: await logged }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('one line: start time, method, path without the query, status, body bytes, duration and request id', async () => {
  const { res, line } = await request('/reset-password?token=secret-token&email=someone%40example.com');
  const requestId = res.headers['x-request-id'];
  assert.match(requestId, UUID);
  // 'héllo ' is 7 bytes in UTF-8, 'world' 5
  assert.equal(line, `2023-11-14T22:13:20.000Z GET /reset-password 200 12 42ms ${requestId}`);
  assert.doesNotMatch(line, /secret|example\.com/);
});

test('the status is the one sent, and HEAD or 204 responses count no body bytes', async () => {
  assert.match((await request('/missing')).line, / GET \/missing 404 12 42ms /);
  assert.match((await request('/page', { method: 'HEAD' })).line, / HEAD \/page 200 0 42ms /);
  assert.match((await request('/empty')).line, / GET \/empty 204 0 42ms /);
});

test('a safe X-Request-Id is kept; anything else is replaced by a fresh id', async () => {
  const kept = await request('/a', { headers: { 'X-Request-Id': 'lb-7f3a.92:1' } });
  assert.equal(kept.res.headers['x-request-id'], 'lb-7f3a.92:1');
  assert.match(kept.line, / lb-7f3a\.92:1$/);
  for (const unsafe of ['a b', 'x'.repeat(65), 'id"quote', 'é']) {
    const replaced = await request('/a', { headers: { 'X-Request-Id': Buffer.from(unsafe).toString('latin1') } });
    assert.match(replaced.res.headers['x-request-id'], UUID, unsafe);
  }
});

test('a response the client cut short is logged once, marked aborted, with the bytes sent so far', async () => {
  const logged = nextLine();
  const req = http.request({ port, host: '127.0.0.1', path: '/hang', agent: false }, (res) => {
    res.once('data', () => req.destroy());
  });
  req.on('error', () => {});
  req.end();
  const line = await logged;
  assert.match(line, / GET \/hang 200 7 42ms [0-9a-f-]{36} aborted$/);
  assert.equal(lines.filter((entry) => entry.includes('/hang')).length, 1);
});

test('a path with control characters cannot start a new log line or forge a field', () => {
  // Node's own parser answers such request lines with 400 before any handler runs, so this feeds
  // accessLog a request as a more lenient parser (or a rewrite) could hand it over
  const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true, write() {}, end() {} });
  const written = [];
  accessLog({ method: 'GET', url: '/a\n2023-01-01T00:00:00.000Z GET /admin 200 0 1ms forged?q=1', headers: {} }, res, {
    now: () => 0,
    write: (line) => written.push(line),
  });
  res.emit('close');
  assert.equal(written.length, 1);
  assert.match(
    written[0],
    /^1970-01-01T00:00:00\.000Z GET \/a\\x0a2023-01-01T00:00:00\.000Z\\x20GET\\x20\/admin\\x20200\\x200\\x201ms\\x20forged 200 0 0ms /,
  );
});

test('escapeLogText escapes control characters, whitespace, line separators and backslashes', () => {
  assert.equal(escapeLogText('/a\nb\r\u001b[31m\t \u007f\u2028\\x'), '/a\\x0ab\\x0d\\x1b[31m\\x09\\x20\\x7f\\u2028\\\\x');
  assert.equal(escapeLogText('/founders/3f1c-é'), '/founders/3f1c-é');
});
