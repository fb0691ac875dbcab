import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createLockout } from './lockout.mjs';
import { fakeAuthUpstream, rawCall, startTestGateway } from './fake-lite.mjs';

/** @param {() => void} check @returns {number} the Retry-After seconds of its refusal, 0 when it passes */
function waitOf(check) {
  try {
    check();
    return 0;
  } catch (error) {
    assert.equal(error.status, 429);
    return Number(error.headers['retry-after']);
  }
}

test('unit: the address waits 30 s after the threshold, doubling up to 15 minutes, and always gets another try', () => {
  let clock = 0;
  const lockout = createLockout({ perAddress: 3, perAccount: 1000, now: () => clock });
  for (let i = 0; i < 2; i += 1) lockout.failed('v@x', 'A');
  assert.doesNotThrow(() => lockout.check('v@x', 'A'));
  const waits = [];
  for (let i = 0; i < 8; i += 1) {
    lockout.failed('v@x', 'A');
    waits.push(waitOf(() => lockout.check('v@x', 'A')));
    clock += waits.at(-1) * 1000;
    assert.doesNotThrow(() => lockout.check('v@x', 'A'));
  }
  assert.deepEqual(waits, [30, 60, 120, 240, 480, 900, 900, 900]);
  // another address, or the same address for another account, is not affected
  assert.doesNotThrow(() => lockout.check('v@x', 'B'));
  assert.doesNotThrow(() => lockout.check('other@x', 'A'));
});

test('unit: a right password clears the address; failures are forgotten after an hour', () => {
  let clock = 0;
  const lockout = createLockout({ perAddress: 2, perAccount: 1000, now: () => clock });
  lockout.failed('v@x', 'A');
  lockout.succeeded('v@x', 'A');
  lockout.failed('v@x', 'A');
  assert.doesNotThrow(() => lockout.check('v@x', 'A'));
  lockout.failed('v@x', 'A');
  assert.throws(() => lockout.check('v@x', 'A'), { status: 429 });
  clock += 61 * 60 * 1000;
  lockout.failed('v@x', 'A');
  assert.doesNotThrow(() => lockout.check('v@x', 'A'));
});

test('unit: distributed guessing past the account ceiling slows every address to at most a minute, never a block', () => {
  let clock = 0;
  const lockout = createLockout({ perAddress: 1000, perAccount: 5, now: () => clock });
  for (let i = 0; i < 4; i += 1) lockout.failed('v@x', `10.0.0.${i}`);
  assert.doesNotThrow(() => lockout.check('v@x', 'owner'));
  const waits = [];
  for (let i = 0; i < 10; i += 1) {
    lockout.failed('v@x', `10.0.1.${i}`);
    waits.push(waitOf(() => lockout.check('v@x', 'owner')));
    clock += waits.at(-1) * 1000;
    assert.doesNotThrow(() => lockout.check('v@x', 'owner'));
  }
  assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
});

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** The gateway, with the given limits, in front of a fake GoTrue. */
async function setup(rateLimits, timing = {}) {
  const upstream = await fakeAuthUpstream();
  const gateway = await startTestGateway(upstream.url, { rateLimits, rateLimitScale: 1, lockoutTiming: timing });
  cleanups.push(
    () => upstream.close(),
    () => gateway.close(),
  );
  return { upstream, gateway };
}

/** @param {string} base @param {string} from @param {string} password @param {string} [contentType] */
const signIn = (base, from, password, contentType = 'application/json') =>
  rawCall(base, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    from,
    headers: contentType ? { 'content-type': contentType } : {},
    body: JSON.stringify({ email: 'Victim@example.com', password }),
  });

test('an attacker elsewhere cannot lock the owner out: the lockout is per account and address', async () => {
  const { gateway } = await setup({ wrong_passwords: 3 });
  for (let i = 0; i < 3; i += 1) assert.equal((await signIn(gateway.url, '127.0.0.2', 'wrong')).status, 400);
  const attacker = await signIn(gateway.url, '127.0.0.2', 'right');
  assert.equal(attacker.status, 429);
  assert.equal(attacker.body.error_code, 'over_request_rate_limit');
  assert.equal(attacker.headers['retry-after'], '30');
  assert.match(attacker.body.msg, /Too many failed sign-in attempts for this account\. Try again in 30 seconds\./);
  assert.equal((await signIn(gateway.url, '127.0.0.1', 'right')).status, 200);
});

for (const contentType of ['text/plain', '', 'application/x-www-form-urlencoded', 'image/png']) {
  test(`wrong passwords sent as ${contentType || 'no Content-Type'} count (lite parses them as JSON)`, async () => {
    const { gateway } = await setup({ wrong_passwords: 3 });
    for (let i = 0; i < 3; i += 1) assert.equal((await signIn(gateway.url, '127.0.0.2', 'wrong', contentType)).status, 400);
    assert.equal((await signIn(gateway.url, '127.0.0.2', 'right', contentType)).status, 429);
  });
}

test('a body that is not JSON never reaches lite on /auth/v1, whatever its type', async () => {
  const { upstream, gateway } = await setup({});
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
    const answer = await rawCall(gateway.url, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: 'email=victim%40example.com&password=x',
    });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error_code, 'bad_json');
  }
  assert.equal(upstream.seen.length, 0);
});

test('the owner can always recover: e-mail codes and recovery are not gated by the lockout', async () => {
  const { gateway } = await setup({ wrong_passwords: 2, wrong_passwords_per_account: 2, email_sent: 10 });
  for (let i = 0; i < 2; i += 1) await signIn(gateway.url, '127.0.0.2', 'wrong');
  assert.equal((await signIn(gateway.url, '127.0.0.1', 'right')).status, 429);
  for (const path of ['/auth/v1/otp', '/auth/v1/recover']) {
    const answer = await rawCall(gateway.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com' }),
    });
    assert.equal(answer.status, 200, path);
  }
});

test('past the account-wide ceiling every address waits, then the owner signs in', async () => {
  const { gateway } = await setup({ wrong_passwords: 100, wrong_passwords_per_account: 4 }, { accountBaseSec: 1 });
  for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'])
    assert.equal((await signIn(gateway.url, from, 'wrong')).status, 400);
  const slowed = await signIn(gateway.url, '127.0.0.1', 'right');
  assert.equal(slowed.status, 429);
  assert.equal(slowed.headers['retry-after'], '1');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal((await signIn(gateway.url, '127.0.0.1', 'right')).status, 200);
});

test("recovery e-mails: one sender cannot use up the owner's, only many senders together reach the per-address ceiling", async () => {
  const { gateway } = await setup({ email_sent: 2, email_sent_per_account: 4 });
  const recover = (from) =>
    rawCall(gateway.url, '/auth/v1/recover', {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com' }),
    });
  for (let i = 0; i < 2; i += 1) assert.equal((await recover('127.0.0.2')).status, 200);
  const attacker = await recover('127.0.0.2');
  assert.equal(attacker.status, 429);
  assert.equal(attacker.body.error_code, 'over_email_send_rate_limit');
  assert.equal((await recover('127.0.0.1')).status, 200);
  assert.equal((await recover('127.0.0.3')).status, 200);
  const ceiling = await recover('127.0.0.4');
  assert.equal(ceiling.status, 429);
  assert.equal(ceiling.body.error_code, 'over_email_send_rate_limit');
  assert.ok(Number(ceiling.headers['retry-after']) > 0);
});
