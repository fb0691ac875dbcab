import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call, json, startFakeUpstream, startTestGateway, userToken } from './fake-lite.mjs';
import { createPhoneChange, formatPhone } from './phone-change.mjs';
import { latestText, SMS_OUTBOX_FILE, waitForTextedCode } from '../outbox/outbox.mjs';

const USER = '11111111-1111-4111-8111-111111111111';
const OTHER_USER = '22222222-2222-4222-8222-222222222222';
const PHONE = '+27 21 555 0142';

/**
 * A fake lite with GoTrue's /user and /settings and the confirm_user_phone function: it keeps each
 * user's phone, and like lite 0.10 ignores "phone" on PUT /user.
 */
let users;
let phoneEnabled;
let upstream;
let gateway;
let dataDir;
before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-sms-'));
  upstream = await startFakeUpstream((req, res, body) => {
    const claims = (req.headers.authorization ?? '').split('.')[1];
    const sub = claims ? JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).sub : undefined;
    if (req.url === '/auth/v1/settings') return json(res, 200, { external: { email: true, phone: phoneEnabled } });
    if (req.url === '/auth/v1/user') {
      const user = users.get(sub);
      if (!user) return json(res, 403, { code: 403, error_code: 'user_not_found', msg: 'User not found' });
      if (req.method === 'PUT') Object.assign(user, { user_metadata: JSON.parse(body.toString()).data ?? user.user_metadata });
      return json(res, 200, user);
    }
    if (req.url === '/rest/v1/rpc/confirm_user_phone') {
      if (req.headers.apikey !== 'sb_secret_unit') return json(res, 401, { code: '42501', message: 'permission denied' });
      const { target_user: id, confirmed_phone: phone } = JSON.parse(body.toString());
      if ([...users.values()].some((user) => user.phone === phone && user.id !== id))
        return json(res, 409, { code: '23505', message: 'A user with this phone number has already been registered' });
      Object.assign(users.get(id), { phone, phone_confirmed_at: new Date().toISOString() });
      res.writeHead(204);
      return res.end();
    }
    json(res, 200, { passed: true, url: req.url });
  });
  gateway = await startTestGateway(upstream.url, {
    smsOutboxDir: dataDir,
    phoneChangeTiming: { resendAfterMs: 200, settingsForMs: 0 },
  });
});
beforeEach(() => {
  phoneEnabled = false;
  users = new Map([
    [USER, { id: USER, email: 'user@example.com', phone: '', phone_confirmed_at: null, user_metadata: {} }],
    [OTHER_USER, { id: OTHER_USER, email: 'other@example.com', phone: '', phone_confirmed_at: null, user_metadata: {} }],
  ]);
});
after(async () => {
  await gateway.close();
  await upstream.close();
  await rm(dataDir, { recursive: true, force: true });
});

const asUser = async (sub = USER) => ({ authorization: `Bearer ${await userToken({ sub })}` });
const sendCode = async (phone = PHONE, sub = USER) =>
  call(gateway.url, '/auth/v1/user', { method: 'PUT', json: { phone }, headers: await asUser(sub) });
const verify = (token, phone = PHONE) => call(gateway.url, '/auth/v1/verify', { json: { type: 'phone_change', phone, token } });
const wrongCode = (code) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('PUT /user with a phone texts a 6-digit code to the SMS outbox and answers with the user, like GoTrue', async () => {
  const since = new Date().toISOString();
  const sent = await sendCode();
  assert.equal(sent.status, 200);
  assert.equal(sent.body.id, USER);
  assert.equal(sent.body.new_phone, '27215550142');
  assert.equal(sent.body.phone, '', 'the phone is set only once the code is checked');
  const code = await waitForTextedCode(dataDir, PHONE, { after: since });
  assert.match(code, /^\d{6}$/);
  assert.equal(latestText(dataDir, '+27215550142')?.body, `Your code is ${code}`);
  assert.equal(upstream.seen.filter((seen) => seen.method === 'PUT').length, 0, 'lite never saw the request');

  const confirmed = await verify(code);
  assert.equal(confirmed.status, 200);
  assert.equal(confirmed.body.phone, '27215550142');
  assert.ok(confirmed.body.phone_confirmed_at);
  assert.equal(users.get(USER).phone, '27215550142');
  assert.equal((await verify(code)).status, 403, 'a code works once');
});

test('only an HMAC of the code is kept, and the outbox is the only place the code appears', async () => {
  let texted = '';
  const stage = createPhoneChange({
    lite: {
      getUser: async () => ({ status: 200, body: { id: USER } }),
      updateUser: async () => ({ status: 500, body: null }),
      confirmPhone: async () => ({ status: 204, body: null }),
    },
    sendText: ({ code }) => void (texted = code),
    upstreamHasPhoneAuth: async () => false,
  });
  await stage.answer({ method: 'PUT', route: '/user', body: { phone: PHONE }, caller: { kind: 'user', claims: { sub: USER } } });
  const stored = stage.storedHash(PHONE);
  assert.ok(stored);
  assert.equal(stored.length, 32);
  assert.ok(!stored.toString('hex').includes(texted) && !stored.toString('latin1').includes(texted));
});

test('a wrong code is refused with GoTrue otp_expired and the phone stays unset', async () => {
  const since = new Date().toISOString();
  await sendCode();
  const code = await waitForTextedCode(dataDir, PHONE, { after: since });
  const refused = await verify(wrongCode(code));
  assert.deepEqual([refused.status, refused.body.error_code], [403, 'otp_expired']);
  assert.equal(users.get(USER).phone, '');
  assert.equal((await verify(code)).status, 200, 'one wrong try leaves the right code usable');
});

test('after 5 wrong codes the code is dropped: even the right one is refused', async () => {
  const since = new Date().toISOString();
  await sendCode();
  const code = await waitForTextedCode(dataDir, PHONE, { after: since });
  for (let attempt = 0; attempt < 5; attempt += 1) assert.equal((await verify(wrongCode(code))).status, 403);
  const refused = await verify(code);
  assert.deepEqual([refused.status, refused.body.error_code], [403, 'otp_expired']);
  assert.equal(users.get(USER).phone_confirmed_at, null);
});

test('an expired code is refused', async () => {
  let clock = 1_000_000;
  let texted = '';
  const stage = createPhoneChange({
    lite: {
      getUser: async () => ({ status: 200, body: { id: USER } }),
      updateUser: async () => ({ status: 500, body: null }),
      confirmPhone: async () => ({ status: 204, body: null }),
    },
    sendText: ({ code }) => void (texted = code),
    upstreamHasPhoneAuth: async () => false,
    now: () => clock,
    timing: { codeTtlMs: 60_000 },
  });
  await stage.answer({ method: 'PUT', route: '/user', body: { phone: PHONE }, caller: { kind: 'user', claims: { sub: USER } } });
  clock += 60_001;
  await assert.rejects(
    stage.answer({
      method: 'POST',
      route: '/verify',
      body: { type: 'phone_change', phone: PHONE, token: texted },
      caller: { kind: 'none' },
    }),
    {
      status: 403,
      errorCode: 'otp_expired',
    },
  );
});

test('a new code is texted only after the resend wait; the newest code replaces the older one', async () => {
  const since = new Date().toISOString();
  await sendCode();
  const first = await waitForTextedCode(dataDir, PHONE, { after: since });
  const early = await sendCode();
  assert.deepEqual([early.status, early.body.error_code], [429, 'over_sms_send_rate_limit']);
  assert.match(early.body.msg, /only request this after \d+ seconds/);
  await pause(250);
  const again = new Date().toISOString();
  assert.equal((await sendCode()).status, 200);
  const second = await waitForTextedCode(dataDir, PHONE, { after: again });
  if (second !== first) assert.equal((await verify(first)).status, 403);
  assert.equal((await verify(second)).status, 200);
});

test('without a signed-in user PUT /user with a phone is refused and nothing is texted', async () => {
  const before = (await readFile(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8').catch(() => '')).length;
  const anonymous = await call(gateway.url, '/auth/v1/user', { method: 'PUT', json: { phone: '+15555550100' } });
  assert.deepEqual([anonymous.status, anonymous.body.error_code], [401, 'no_authorization']);
  const forged = await call(gateway.url, '/auth/v1/user', {
    method: 'PUT',
    json: { phone: '+15555550100' },
    headers: { authorization: `Bearer ${await userToken({ sub: USER }, { secret: 'not-the-project-secret-0123456789abcdefghij' })}` },
  });
  assert.equal(forged.status, 401);
  const after = (await readFile(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8').catch(() => '')).length;
  assert.equal(after, before);
});

test('a malformed number gets GoTrue validation_failed', async () => {
  const refused = await sendCode('call me');
  assert.deepEqual([refused.status, refused.body.error_code], [400, 'validation_failed']);
  assert.equal(formatPhone('+1 555 555 0100'), '15555550100');
});

test("another account's confirmed number is refused with phone_exists", async () => {
  users.get(OTHER_USER).phone = '15555550123';
  users.get(OTHER_USER).phone_confirmed_at = new Date().toISOString();
  const since = new Date().toISOString();
  await sendCode('+15555550123');
  const code = await waitForTextedCode(dataDir, '+15555550123', { after: since });
  const refused = await verify(code, '+15555550123');
  assert.deepEqual([refused.status, refused.body.error_code], [422, 'phone_exists']);
  assert.equal(users.get(USER).phone, '');
});

test('other requests, and PUT /user without a phone, pass through to lite unchanged', async () => {
  const headers = await asUser();
  const update = await call(gateway.url, '/auth/v1/user', { method: 'PUT', json: { data: { full_name: 'Una' } }, headers });
  assert.equal(update.status, 200);
  assert.equal(upstream.seen.at(-1).method, 'PUT');
  assert.deepEqual(JSON.parse(upstream.seen.at(-1).body.toString()), { data: { full_name: 'Una' } });
  const emailCode = await call(gateway.url, '/auth/v1/verify', { json: { type: 'magiclink', email: 'user@example.com', token: '123456' } });
  assert.deepEqual(emailCode.body, { passed: true, url: '/auth/v1/verify' });
});

test('when lite reports phone auth enabled, phone_change requests go to lite', async () => {
  phoneEnabled = true;
  const sent = await sendCode('+15555550177');
  assert.deepEqual(sent.body, { id: USER, email: 'user@example.com', phone: '', phone_confirmed_at: null, user_metadata: {} });
  assert.equal(upstream.seen.at(-1).method, 'PUT');
  assert.deepEqual(JSON.parse(upstream.seen.at(-1).body.toString()), { phone: '+15555550177' });
  const verified = await verify('123456', '+15555550177');
  assert.deepEqual(verified.body, { passed: true, url: '/auth/v1/verify' });
  assert.equal(latestText(dataDir, '+15555550177'), null);
});
