import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClientAddress, normaliseAddress, parseTrustedProxies } from './client-address.mjs';
import { fakeAuthUpstream, rawCall, startTestGateway } from './fake-lite.mjs';
import { readGatewaySettings } from './config.mjs';

/** @param {string} peer @param {string | string[]} [forwardedFor] */
const request = (peer, forwardedFor) => ({
  socket: { remoteAddress: peer },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
});

test('unit: addresses get one spelling; anything else is not an address', () => {
  assert.equal(normaliseAddress('::ffff:1.2.3.4'), '1.2.3.4');
  assert.equal(normaliseAddress('::FFFF:102:304'), '1.2.3.4');
  assert.equal(normaliseAddress(' 203.0.113.7 '), '203.0.113.7');
  assert.equal(normaliseAddress('203.0.113.7:51234'), '203.0.113.7');
  assert.equal(normaliseAddress('2001:0DB8:0:0::1'), '2001:db8::1');
  assert.equal(normaliseAddress('[2001:db8::1]:443'), '2001:db8::1');
  assert.equal(normaliseAddress('[::ffff:10.0.0.1]'), '10.0.0.1');
  for (const garbage of [
    '',
    'unknown',
    'evil',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4/8',
    'fe80::1%eth0',
    '[1.2.3.4]x',
    '<script>',
  ])
    assert.equal(normaliseAddress(garbage), null, garbage);
});

test('unit: without a trusted-proxy setting the socket peer is the client and X-Forwarded-For is ignored', () => {
  const addressOf = createClientAddress();
  assert.equal(addressOf(request('203.0.113.7', '198.51.100.1')), '203.0.113.7');
  assert.equal(addressOf(request('::ffff:203.0.113.7')), '203.0.113.7');
  assert.equal(addressOf({ socket: {}, headers: {} }), 'unknown');
});

test('unit: one hop takes the entry the proxy appended; entries the client added on the left are never read', () => {
  const addressOf = createClientAddress({ hops: 1 });
  assert.equal(addressOf(request('10.0.0.1', '203.0.113.7')), '203.0.113.7');
  assert.equal(addressOf(request('10.0.0.1', '1.1.1.1, 203.0.113.7')), '203.0.113.7');
  assert.equal(addressOf(request('10.0.0.1', 'garbage, , 9.9.9.9,203.0.113.7')), '203.0.113.7');
  // repeated header lines arrive joined; an array is read the same way
  assert.equal(addressOf(request('10.0.0.1', ['1.1.1.1', '203.0.113.7'])), '203.0.113.7');
  assert.equal(addressOf(request('10.0.0.1', '::ffff:203.0.113.7')), '203.0.113.7');
});

test('unit: hops with too few entries, an empty header or a malformed entry fall back to the socket peer', () => {
  const one = createClientAddress({ hops: 1 });
  assert.equal(one(request('10.0.0.1')), '10.0.0.1');
  assert.equal(one(request('10.0.0.1', '')), '10.0.0.1');
  assert.equal(one(request('10.0.0.1', '   ')), '10.0.0.1');
  assert.equal(one(request('10.0.0.1', '203.0.113.7, evil')), '10.0.0.1');
  assert.equal(one(request('10.0.0.1', '203.0.113.7, ')), '10.0.0.1');
  const two = createClientAddress({ hops: 2 });
  assert.equal(two(request('10.0.0.1', '203.0.113.7, 10.0.0.2')), '203.0.113.7');
  assert.equal(two(request('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.2')), '203.0.113.7');
  assert.equal(two(request('10.0.0.1', '203.0.113.7')), '10.0.0.1');
  assert.equal(two(request('10.0.0.1', 'not-an-ip, 10.0.0.2')), '10.0.0.1');
});

test('unit: a proxy list reads the header only from a trusted peer and returns the first untrusted entry from the right', () => {
  const addressOf = createClientAddress({ proxies: '10.0.0.1, 192.168.0.0/16 2001:db8::/32' });
  // a client that is not a trusted proxy cannot choose its address
  assert.equal(addressOf(request('203.0.113.7', '198.51.100.1')), '203.0.113.7');
  assert.equal(addressOf(request('203.0.113.7', '10.0.0.1')), '203.0.113.7');
  // through the trusted proxy
  assert.equal(addressOf(request('10.0.0.1', '203.0.113.7')), '203.0.113.7');
  assert.equal(addressOf(request('::ffff:10.0.0.1', '203.0.113.7')), '203.0.113.7');
  // spoofed entries left of the real client stay unread
  assert.equal(addressOf(request('10.0.0.1', '6.6.6.6, garbage, 203.0.113.7')), '203.0.113.7');
  // a chain of trusted proxies is skipped
  assert.equal(addressOf(request('10.0.0.1', '203.0.113.7, 192.168.4.4, 2001:db8::9')), '203.0.113.7');
  // an IPv6 client
  assert.equal(addressOf(request('10.0.0.1', '2001:DB9::1')), '2001:db9::1');
});

test('unit: a proxy list with a malformed entry in the trusted part, no header or only trusted hops', () => {
  const addressOf = createClientAddress({ proxies: '10.0.0.1, 192.168.0.0/16' });
  assert.equal(addressOf(request('10.0.0.1', '203.0.113.7, evil')), '10.0.0.1');
  assert.equal(addressOf(request('10.0.0.1', '203.0.113.7, 192.168.1.1, ')), '10.0.0.1');
  assert.equal(addressOf(request('10.0.0.1', 'evil, 192.168.1.1')), '10.0.0.1');
  assert.equal(addressOf(request('10.0.0.1')), '10.0.0.1');
  assert.equal(addressOf(request('10.0.0.1', '')), '10.0.0.1');
  // a client inside a trusted range, sent on by another trusted proxy: the furthest hop
  assert.equal(addressOf(request('10.0.0.1', '192.168.7.7, 192.168.1.1')), '192.168.7.7');
});

test('unit: settings are checked when the gateway starts', () => {
  assert.throws(() => createClientAddress({ hops: 1, proxies: '10.0.0.1' }), /not both/);
  for (const hops of [-1, 1.5, Number.NaN, 21]) assert.throws(() => createClientAddress({ hops }), /trusted_proxy_hops/);
  for (const bad of ['10.0.0', '10.0.0.1/33', '2001:db8::/129', 'proxy.internal', '10.0.0.1/8/8', '10.0.0.1:80', '[::1]', '10.0.0.0/x'])
    assert.throws(() => parseTrustedProxies(bad), /trusted_proxies/, bad);
  assert.equal(parseTrustedProxies(''), null);
  assert.equal(parseTrustedProxies(' , '), null);
  const list = parseTrustedProxies(['10.0.0.1', '::ffff:172.16.0.0/12']);
  assert.ok(list?.check('10.0.0.1', 'ipv4'));
  assert.ok(!list?.check('10.0.0.2', 'ipv4'));
});

test('settings: gateway.toml keys, environment variables over the file, bad values refused', async () => {
  const file = new URL('../../supabase/gateway.toml', import.meta.url).pathname;
  const defaults = await readGatewaySettings(file, {});
  assert.equal(defaults.trustedProxyHops, 0);
  assert.equal(defaults.trustedProxies, '');
  assert.equal(defaults.limitsStore, undefined);
  const deployed = await readGatewaySettings(file, {
    GATEWAY_TRUSTED_PROXY_HOPS: ' 2 ',
    GATEWAY_TRUSTED_PROXIES: '10.0.0.1',
    GATEWAY_LIMITS_STORE_URL: 'postgres://gw@db/portal',
  });
  assert.equal(deployed.trustedProxyHops, 2);
  assert.equal(deployed.trustedProxies, '10.0.0.1');
  assert.equal(deployed.limitsStore, 'postgres://gw@db/portal');
  await assert.rejects(readGatewaySettings(file, { GATEWAY_TRUSTED_PROXY_HOPS: 'one' }), /trusted_proxy_hops/);
});

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** The gateway, with its real limits, in front of a fake GoTrue. */
async function setup(options) {
  const upstream = await fakeAuthUpstream();
  cleanups.push(() => upstream.close());
  const gateway = await startTestGateway(upstream.url, { rateLimitScale: 1, ...options });
  cleanups.push(() => gateway.close());
  return gateway;
}

/** @param {string} base @param {string} from @param {string} [forwardedFor] */
const recover = (base, from, forwardedFor) =>
  rawCall(base, '/auth/v1/recover', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ email: `someone-${Math.random()}@example.com` }),
  });

/** @param {string} base @param {string} from @param {string} forwardedFor @param {string} password */
const signIn = (base, from, forwardedFor, password) =>
  rawCall(base, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'victim@example.com', password }),
  });

test('behind a trusted proxy two clients get separate e-mail buckets; a client beside the proxy cannot spoof one', async () => {
  // 127.0.0.2 plays the proxy, 127.0.0.3 a client that reaches the gateway directly
  const gateway = await setup({ rateLimits: { email_sent: 2 }, trustedProxies: '127.0.0.2' });
  for (let i = 0; i < 2; i += 1) assert.equal((await recover(gateway.url, '127.0.0.2', '203.0.113.1')).status, 200);
  assert.equal((await recover(gateway.url, '127.0.0.2', '203.0.113.1')).status, 429);
  // the second client behind the same proxy still has its own two
  for (let i = 0; i < 2; i += 1) assert.equal((await recover(gateway.url, '127.0.0.2', '203.0.113.2')).status, 200);
  // an entry left of the proxy's own is the client's invention
  assert.equal((await recover(gateway.url, '127.0.0.2', '198.51.100.9, 203.0.113.1')).status, 429);

  const statuses = [];
  for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
    statuses.push((await recover(gateway.url, '127.0.0.3', spoofed)).status);
  assert.deepEqual(statuses, [200, 200, 429]);
});

test('behind one proxy hop wrong passwords from one client do not lock the account for another client', async () => {
  const gateway = await setup({ rateLimits: { wrong_passwords: 3 }, trustedProxyHops: 1 });
  for (let i = 0; i < 3; i += 1) assert.equal((await signIn(gateway.url, '127.0.0.2', '203.0.113.1', 'wrong')).status, 400);
  assert.equal((await signIn(gateway.url, '127.0.0.2', '203.0.113.1', 'right')).status, 429);
  // a spoofed left entry does not move the attacker to a fresh bucket
  assert.equal((await signIn(gateway.url, '127.0.0.2', '198.51.100.1, 203.0.113.1', 'right')).status, 429);
  assert.equal((await signIn(gateway.url, '127.0.0.2', '203.0.113.2', 'right')).status, 200);
});

test('without the setting, clients behind a proxy share one bucket (what the setting is for)', async () => {
  const gateway = await setup({ rateLimits: { email_sent: 2 } });
  assert.equal((await recover(gateway.url, '127.0.0.2', '203.0.113.1')).status, 200);
  assert.equal((await recover(gateway.url, '127.0.0.2', '203.0.113.2')).status, 200);
  assert.equal((await recover(gateway.url, '127.0.0.2', '203.0.113.3')).status, 429);
});

test('a gateway with both trusted-proxy settings does not start', async () => {
  await assert.rejects(setup({ trustedProxyHops: 1, trustedProxies: '10.0.0.1' }), /not both/);
});
