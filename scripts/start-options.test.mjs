// `npm start`'s options from the environment: a second portal beside the first needs only PORT_BASE (its own
// ports and its own database), a local portal accepts overrides from this machine unless told otherwise, and a
// remote's development server prints the link that opens it there.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { dataDirFromEnv, localOverrideOrigins, startOptionsFromEnv } from './start-options.mjs';

const ROOT = '/repo';

test('PORT_BASE gives a second portal its own ports and its own data dir; the default portal keeps .data', () => {
  const first = startOptionsFromEnv(ROOT, {});
  const second = startOptionsFromEnv(ROOT, { PORT_BASE: '4000' });
  assert.equal(first.dataDir, path.join(ROOT, '.data'));
  assert.equal(second.dataDir, path.join(ROOT, '.data-4000'));
  assert.equal(second.ports.shell, 4000);
  assert.equal(second.ports.supabase, 4321);
  const taken = new Set(Object.values(first.ports));
  assert.deepEqual(
    Object.values(second.ports).filter((port) => taken.has(port)),
    [],
  );
  // moving the shell alone keeps the data where it was
  assert.equal(dataDirFromEnv(ROOT, { PORT: '8080' }), path.join(ROOT, '.data'));
  assert.equal(dataDirFromEnv(ROOT, { PORT_BASE: '4000', DATA_DIR: 'elsewhere' }), path.join(ROOT, 'elsewhere'));
  assert.throws(() => startOptionsFromEnv(ROOT, { PORT_BASE: 'x' }), { message: /^PORT_BASE=x is not a port/ });
});

test('a local portal accepts overrides from any port of localhost, unless REMOTE_OVERRIDE_ORIGINS says otherwise', () => {
  assert.deepEqual(localOverrideOrigins({}), ['http://localhost:*']);
  assert.deepEqual(localOverrideOrigins({ PUBLIC_URL: 'http://localhost:4000' }), ['http://localhost:*']);
  assert.deepEqual(localOverrideOrigins({ PUBLIC_URL: 'http://127.0.0.1:3000/' }), ['http://localhost:*']);
  // undefined: the variable itself applies (startPortal reads it), empty turning overrides off
  assert.equal(localOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: '' }), undefined);
  assert.equal(localOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: 'https://preview.example.com' }), undefined);
  // a portal with a public address is not a developer's own: off unless listed
  assert.equal(localOverrideOrigins({ PUBLIC_URL: 'https://portal.example.com' }), undefined);
  assert.equal(localOverrideOrigins({ PUBLIC_URL: 'not a url' }), undefined);
});

test("a remote's development server prints the link that shows it in the running portal; the shell's, and one under npm run dev, do not", async () => {
  const { overrideLinkMessage } = createRequire(import.meta.url)('../build-support/dev-override-link.cjs');
  const marketingDir = path.join(ROOT, 'mfe-marketing');
  assert.match(
    overrideLinkMessage(marketingDir, 3101, { PORT: '3101' }),
    /^ {2}http:\/\/localhost:3000\/\?remote-override=marketing=http:\/\/localhost:3101\/mf-manifest\.json$/m,
  );
  assert.match(overrideLinkMessage(marketingDir, 4101, { PORT_BASE: '4000' }), /http:\/\/localhost:4000\/\?remote-override=marketing=/);
  assert.equal(overrideLinkMessage(path.join(ROOT, 'shell'), 3100, {}), null);
  // npm run dev: the portal's configuration names this server already
  assert.equal(
    overrideLinkMessage(marketingDir, 3001, { PORT: '3001', REMOTE_MARKETING_URL: 'http://localhost:3001/mf-manifest.json' }),
    null,
  );
});
