// QA points the e2e suite at a running portal with PORTAL_URL. A wrong address must stop the run at once with
// one message that says what to do, not fail every test separately after its timeouts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A local port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('an unreachable PORTAL_URL stops the e2e run before any test, with one message', async () => {
  const url = `http://127.0.0.1:${await closedPort()}`;
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=chromium', '--grep', '@smoke'], {
    cwd: ROOT,
    env: { ...process.env, PORTAL_URL: url },
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 1, output);
  const messages = output.split('\n').filter((line) => line.startsWith('Error: PORTAL_URL='));
  assert.deepEqual(messages, [
    `Error: PORTAL_URL=${url} does not answer (ECONNREFUSED): start the portal there (npm start) or correct the address. No test ran.`,
  ]);
  assert.doesNotMatch(output, /\d+ (passed|failed)/);
});
