import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createReleasePointer, parsePointer, warmOnSwitch } from './release-pointer.mjs';

const pointerText = (remotes) => JSON.stringify({ remotes });

test('a pointer names live versions of known remotes only', () => {
  const text = '{"remotes":{"marketing":"0.2.0-abc","constructor":"1.0.0-x","__proto__":{"auth":"1.0.0-y"},"auth":"../x"}}';
  const { live, problems } = parsePointer(text);
  assert.deepEqual(live, { marketing: '0.2.0-abc' });
  assert.equal(Object.getPrototypeOf(live), Object.prototype);
  assert.deepEqual(problems.sort(), [
    '"__proto__" is not a remote',
    '"constructor" is not a remote',
    'auth: "../x" is not a release version',
  ]);
  assert.deepEqual(parsePointer('{"remotes":{"partnerLegal":"0.1.0-abc"}}').problems, [
    '"partnerLegal" is now "partner": its releases from before the rename cannot serve it',
  ]);
  assert.deepEqual(parsePointer('{}').live, {});
  assert.throws(() => parsePointer('{"remotes":[]}'), /must be an object/);
});

test('a file pointer is read again as soon as it changes, and a broken one keeps the last good state', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pointer-'));
  const file = path.join(dir, 'live.json');
  const lines = [];
  try {
    const pointer = createReleasePointer(file, { log: (line) => lines.push(line) });
    assert.deepEqual(await pointer.current(), {}, 'no file yet: nothing released');

    writeFileSync(`${file}.tmp`, pointerText({ marketing: '0.2.0-aaa' }));
    renameSync(`${file}.tmp`, file);
    assert.deepEqual(await pointer.current(), { marketing: '0.2.0-aaa' });

    writeFileSync(`${file}.tmp`, pointerText({ marketing: '0.2.0-bbb', auth: '0.1.0-ccc' }));
    renameSync(`${file}.tmp`, file);
    assert.deepEqual(await pointer.current(), { marketing: '0.2.0-bbb', auth: '0.1.0-ccc' }, 'the very next read sees the promotion');

    writeFileSync(file, '{"remotes": {"marketing": ');
    assert.deepEqual(await pointer.current(), { marketing: '0.2.0-bbb', auth: '0.1.0-ccc' });
    assert.match(lines.at(-1), /could not be read, the live releases stay as they were/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a URL pointer is revalidated with its ETag at most once per interval, and keeps the last state while unreachable', async () => {
  let body = pointerText({ directories: '0.1.0-one' });
  let requests = 0;
  let down = false;
  const server = http.createServer((req, res) => {
    requests += 1;
    if (down) {
      res.writeHead(503).end();
      return;
    }
    const etag = `"${Buffer.from(body).toString('base64url').slice(-12)}"`;
    if (req.headers['if-none-match'] === etag) res.writeHead(304).end();
    else res.writeHead(200, { ETag: etag, 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/releases/live.json`;
  try {
    const pointer = createReleasePointer(url, { intervalMs: 50, timeoutMs: 5000, log: () => {} });
    assert.deepEqual(await pointer.current(), { directories: '0.1.0-one' });
    await pointer.current();
    assert.equal(requests, 1, 'within the interval nothing is fetched again');

    body = pointerText({ directories: '0.1.0-two' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(await pointer.current(), { directories: '0.1.0-two' });

    down = true;
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(await pointer.current(), { directories: '0.1.0-two' });
  } finally {
    server.close();
  }
});

test('without a pointer every remote serves its configured build', async () => {
  assert.deepEqual(await createReleasePointer(undefined).current(), {});
});

test('after a switch of the live releases, pages wait until the new ones are loaded, and no longer than the time allowed', async () => {
  let live = { marketing: '0.1.0-aaa' };
  const pointer = { current: async () => live };
  const warmed = [];
  let finishWarm;
  const lines = [];
  const served = warmOnSwitch(
    pointer,
    (next) => {
      warmed.push(next);
      return new Promise((resolve) => (finishWarm = resolve));
    },
    { timeoutMs: 200, log: (line) => lines.push(line) },
  );
  assert.deepEqual(await served.current(), live, 'the first reading does not wait (the server warms every remote at start-up)');
  assert.deepEqual(warmed, []);

  live = { marketing: '0.2.0-bbb' };
  let answered = false;
  const page = served.current().then((value) => ((answered = true), value));
  const another = served.current();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(answered, false, 'a page read after the switch waits for the new release to load');
  assert.deepEqual(warmed, [{ marketing: '0.2.0-bbb' }], 'loaded once, however many pages wait');
  finishWarm();
  assert.deepEqual(await page, { marketing: '0.2.0-bbb' });
  assert.deepEqual(await another, { marketing: '0.2.0-bbb' });
  assert.deepEqual(await served.current(), { marketing: '0.2.0-bbb' });
  assert.equal(warmed.length, 1, 'an unchanged pointer loads nothing again');

  // a release that never finishes loading holds pages for the time allowed only
  live = {};
  const started = Date.now();
  assert.deepEqual(await served.current(), {});
  assert.ok(Date.now() - started >= 150, 'waited');
  assert.match(lines.join('\n'), /not loaded within 200 ms; pages go on without waiting/);
});
