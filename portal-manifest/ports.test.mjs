// The ports of `npm start` from the environment (portsFromEnv): two portals side by side differ in PORT_BASE
// alone, and one port moves with its own variable.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { devServerPort, localPorts, portsFromEnv, remote, remoteOverrideLink, shell } = createRequire(import.meta.url)('./index.cjs');

test('without variables every port is the default one', () => {
  assert.deepEqual(portsFromEnv({}), localPorts());
  assert.deepEqual(portsFromEnv({ PORT: '', PORT_BASE: ' ' }), localPorts());
});

test('PORT_BASE moves the shell to the base, each remote as far above it as by default, and the API to base + 321', () => {
  assert.deepEqual(portsFromEnv({ PORT_BASE: '4000' }), {
    shell: 4000,
    marketing: 4001,
    auth: 4002,
    admin: 4006,
    donor: 4007,
    recipient: 4003,
    directories: 4004,
    partner: 4005,
    supabase: 4321,
  });
  // nothing of a portal on PORT_BASE=4000 is a port of the default one
  const defaults = new Set(Object.values(localPorts()));
  assert.deepEqual(
    Object.values(portsFromEnv({ PORT_BASE: '4000' })).filter((port) => defaults.has(port)),
    [],
  );
});

test("one build's own variable moves that port alone, over the base", () => {
  assert.deepEqual(portsFromEnv({ PORT: '8080' }), { ...localPorts(), shell: 8080 });
  assert.deepEqual(portsFromEnv({ PORT_BASE: '4000', PORT_MARKETING: '5001', PORT_PARTNER: '5005', PORT_SUPABASE: '55321' }), {
    ...portsFromEnv({ PORT_BASE: '4000' }),
    marketing: 5001,
    partner: 5005,
    supabase: 55321,
  });
  for (const build of [remote('admin'), remote('donor'), remote('auth'), remote('recipient'), remote('directories')]) {
    assert.equal(portsFromEnv({ [build.portEnv]: '6000' })[build.key], 6000, build.portEnv);
  }
});

test('a value that is not a port, a base without room for the API or one port given twice is refused with the variable', () => {
  for (const [env, message] of [
    [{ PORT: 'abc' }, /^PORT=abc is not a port/],
    [{ PORT_MARKETING: '3001x' }, /^PORT_MARKETING=3001x is not a port/],
    [{ PORT_SUPABASE: '0' }, /^PORT_SUPABASE=0 is not a port/],
    [{ PORT_BASE: '70000' }, /^PORT_BASE=70000 is not a port/],
    [{ PORT_BASE: '-1' }, /^PORT_BASE=-1 is not a port/],
    [{ PORT_BASE: '65300' }, /^PORT_BASE=65300 leaves no room for the API port/],
    [{ PORT_AUTH: '3001' }, /^port 3001 is given to both marketing and auth/],
    [{ PORT_BASE: '4000', PORT: '4321' }, /^port 4321 is given to both shell and supabase/],
  ]) {
    assert.throws(() => portsFromEnv(env), { message }, JSON.stringify(env));
  }
});

test('a development server runs 100 above its npm start port, beside the portal, unless PORT names its own', () => {
  assert.equal(devServerPort(remote('marketing'), {}), 3101);
  assert.equal(devServerPort(remote('marketing'), { PORT_BASE: '4000' }), 4101);
  assert.equal(devServerPort(shell, {}), 3100);
  // `npm run dev` starts each server on its npm start port
  assert.equal(devServerPort(remote('marketing'), { PORT: '3001' }), 3001);
});

test("the override link opens the local portal with a remote from its development server, PORT being that server's", () => {
  assert.equal(
    remoteOverrideLink('marketing', 3101, { PORT: '3101' }),
    'http://localhost:3000/?remote-override=marketing=http://localhost:3101/mf-manifest.json',
  );
  assert.equal(
    remoteOverrideLink('auth', 4102, { PORT_BASE: '4000' }),
    'http://localhost:4000/?remote-override=auth=http://localhost:4102/mf-manifest.json',
  );
  assert.equal(
    remoteOverrideLink('auth', 3102, { PUBLIC_URL: 'http://portal.localhost:3000/' }),
    'http://portal.localhost:3000/?remote-override=auth=http://localhost:3102/mf-manifest.json',
  );
});
